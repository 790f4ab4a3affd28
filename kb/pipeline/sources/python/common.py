"""Shared helpers for the python extractors (run by /usr/bin/python3)."""
import json
import re
import sys

# "bench" too: a package's benchmarks (falcon.bench, numpy.ma.bench) are no API, and they make their data at
# import with a random generator (a Django SECRET_KEY, arrays), so two extractions never wrote the same records.
TEST_SEGMENTS = {"test", "tests", "testing_utils", "conftest", "__main__", "setup", "examples", "example",
                 "benchmarks", "benchmark", "bench", "_vendor", "vendor", "vendored", "externals", "extern", "internal",
                 "idle_test", "unittest_helpers"}


def public_path(dotted):
    """True when no segment of a dotted module/attribute path is private or a test/vendor module."""
    for seg in dotted.split("."):
        if not seg or seg.startswith("_") or seg in TEST_SEGMENTS or seg.endswith("_test") or seg.startswith("test_"):
            return False
    return True


def fold(s):
    return re.sub(r"\s+", " ", s or "").strip()


_RST = [
    (re.compile(r":(?:py:)?[a-z]+:`~?([^`<]*?)(?:\s*<[^>]*>)?`"), r"\1"),  # :func:`foo` -> foo
    (re.compile(r"``([^`]*)``"), r"\1"),
    (re.compile(r"`([^`]*)`_?"), r"\1"),
    (re.compile(r"\*\*([^*]+)\*\*"), r"\1"),
    (re.compile(r"<[^>]+>"), ""),  # html tags
]


def first_paragraph(doc):
    """First paragraph of a docstring, plain text, one line. Skips a leading call-signature line."""
    if not doc or not isinstance(doc, str):
        return ""
    # OpenCV style: "name(args) -> ret\n.   @brief text\n.   more" ("." lines are paragraph breaks)
    doc = re.sub(r"(?m)^\.[ \t]*$", "", doc)
    doc = re.sub(r"(?m)^\.[ \t]+", "", doc)
    doc = doc.replace("@brief ", "")
    lines = doc.strip().split("\n")
    if len(lines) > 1 and re.match(r"^[\w.]+\(.*\)(\s*->\s*.+)?$", lines[0].strip()):
        doc = "\n".join(lines[1:])
    paras = [p for p in re.split(r"\n\s*\n", doc.strip()) if p.strip()]
    for p in paras:
        t = fold(p)
        # builtins often start with "name(args) -> ret" lines; skip those
        if re.match(r"^[\w.]+\(.*\)(\s*->\s*[\w\[\], .|]+)?$", t) and len(paras) > 1:
            continue
        if t.startswith((".. ", "Parameters", "----", "====")):
            continue
        for rx, rep in _RST:
            t = rx.sub(rep, t)
        t = re.split(r"\s@(?:param|return|returns|sa|note)\b", t)[0]  # Doxygen tail (OpenCV)
        t = t.replace("{@", "{").replace("```", "")
        if re.match(r"^[\w.]+\([^()]*\)$", t):  # only a call signature (namedtuple default doc)
            return ""
        return fold(t)[:600]
    return ""


def is_deprecated_doc(doc):
    return bool(doc) and (".. deprecated::" in doc or re.match(r"^\s*(\*\*)?deprecated", doc, re.I) is not None)


def emit(out, rec):
    out.write(json.dumps(rec, ensure_ascii=False) + "\n")


def log(*a):
    print(*a, file=sys.stderr, flush=True)
