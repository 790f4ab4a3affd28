#!/usr/bin/env python3
"""Checks a staging file against the contract in kb/pipeline/README.md and prints its figures.

    python3 validate.py kb/.staging/<source>.jsonl [--top N]

Exit 1 when a line breaks the contract (bad JSON, unknown kind, api before its lib line, private name,
empty sig, multi-line sig, ...). Prints records, libraries, doc coverage, kinds, the largest libraries.
"""
import collections
import json
import re
import sys

KINDS = {"function", "method", "class", "interface", "type", "enum", "struct", "trait", "constant", "variable",
         "property", "field", "module", "namespace", "macro", "constructor"}


PRIMITIVES = {"array", "bool", "char", "f16", "f32", "f64", "f128", "i8", "i16", "i32", "i64", "i128", "isize",
              "u8", "u16", "u32", "u64", "u128", "usize", "pointer", "slice", "str"}


def private(lang, name):
    if lang == "rust":
        return any(s.startswith("_") or s == "tests" for s in name.split("::")) or "(crate)" in name
    if lang == "java":
        return "$" in name or re.search(r"(^|\.)(internal|impl)\.", name) or name.startswith(("sun.", "jdk.internal.", "com.sun.org."))
    return False


def main():
    path = sys.argv[1]
    top = int(sys.argv[sys.argv.index("--top") + 1]) if "--top" in sys.argv else 10
    libs, per_lib, doc_lib = {}, collections.Counter(), collections.Counter()
    kinds, errors = collections.Counter(), []
    n = withdoc = dep = 0
    for no, line in enumerate(open(path, encoding="utf-8"), 1):
        def err(msg):
            if len(errors) < 30:
                errors.append(f"{path}:{no}: {msg}: {line[:160].rstrip()}")
            else:
                errors.append("")
        try:
            r = json.loads(line)
        except json.JSONDecodeError:
            err("not JSON")
            continue
        lang, lib = r.get("lang"), r.get("lib")
        if not isinstance(lang, str) or not re.match(r"^[a-z][a-z0-9+#]*$", lang) or not lib:
            err("no lang/lib")
            continue
        if r.get("t") == "lib":
            for k in ("ver", "source", "licence"):
                if not isinstance(r.get(k), str) or not r[k]:
                    err(f"lib line without {k}")
            if r.get("licence") == "UNKNOWN":
                print(f"warning: {lib}: licence UNKNOWN (the assembler will drop it)")
            if (lang, lib) in libs:
                err("second lib line for the same library")
            libs[(lang, lib)] = r
            continue
        if r.get("t") != "api":
            err("unknown t")
            continue
        if (lang, lib) not in libs:
            err("api line before its lib line")
        name, kind, sig, doc = r.get("name"), r.get("kind"), r.get("sig"), r.get("doc")
        if not isinstance(name, str) or not name or re.search(r"\s", name):
            err("bad name")
        elif private(lang, name):
            err("private/internal name")
        elif lang == "rust" and not (name.startswith(lib + "::") or name.split("::")[0] in PRIMITIVES):
            err("rust name not a path")
        elif lang == "java" and not name.startswith(lib + "."):
            err("java name not under its package")
        if kind not in KINDS:
            err(f"bad kind {kind!r}")
        if not isinstance(sig, str) or not sig.strip():
            err("empty sig")
        elif "\n" in sig or "  " in sig:
            err("sig not folded")
        if not isinstance(doc, str):
            err("doc not a string")
        elif re.search(r"\{@|```|</(p|code|em|strong|pre|div|span|a|li|ul)>", doc):
            err("markup left in doc")
        if "dep" in r and r["dep"] is not True:
            err("dep must be true or absent")
        n += 1
        per_lib[lib] += 1
        kinds[kind] += 1
        if doc:
            withdoc += 1
            doc_lib[lib] += 1
        if r.get("dep"):
            dep += 1
    print(f"{path}: {n} records, {len(per_lib)} libraries with records ({len(libs)} lib lines), "
          f"{100.0 * withdoc / max(1, n):.1f}% with doc, {dep} deprecated")
    print("kinds:", dict(kinds.most_common()))
    print("licences:", dict(collections.Counter(l["licence"] for l in libs.values()).most_common()))
    for lib, c in per_lib.most_common(top):
        print(f"  {lib:40} {c:6}  doc {100.0 * doc_lib[lib] / c:5.1f}%")
    if errors:
        print(f"{len(errors)} contract errors:")
        for e in errors[:30]:
            if e:
                print("  " + e)
        sys.exit(1)
    print("contract: OK")


if __name__ == "__main__":
    main()
