#!/usr/bin/env python3
"""Third-party Java libraries from Debian's javadoc packages (lib*-java-doc) → staging JSON Lines.

    python3 javadoc_html.py <api dir> <deb package> <deb version> <upstream version> <licence> > out.jsonl

Reads the javadoc HTML (both the JDK 9–16 layout: `<a id=…>` + `<pre class="methodSignature">`, and the
JDK 17 layout: `<section class="detail" id=…>` + `<div class="member-signature">`). Per type page: the type
declaration and first doc sentence, then its constructors, methods, fields and enum constants as javadoc
lists them (declared members only; protected members and members marked "Overrides:" / "Specified by:"
are dropped, as for the JDK). Deprecated → dep. lib = the package, as for the JDK.
"""
import html
import json
import os
import re
import sys

TAG = re.compile(r"<[^>]+>")
ABBREV = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|cf|resp)|\b[A-Za-z])\.$")
SKIP_FILES = re.compile(r"^(package-|index|allclasses|allpackages|overview|deprecated|constant|serialized|help|search|module-|element-list)")


def text(fragment):
    s = re.sub(r'<span class="annotations">.*?</span>', " ", fragment, flags=re.S)
    s = TAG.sub("", s)
    s = html.unescape(s).replace("\u200b", "").replace("\xa0", " ")
    s = re.sub(r"\s+", " ", s).strip()
    s = re.sub(r"@\w+(\([^)]*\))?\s+", "", s) if s.startswith("@") else s
    return s


def simplify(sig):
    sig = re.sub(r"\b(?:[a-z_][a-z0-9_]*\.)+(?=[A-Z])", "", sig)
    sig = re.sub(r"(\w)\s+\(", r"\1(", sig)
    return re.sub(r"\s*,\s*", ", ", sig).strip()


def first_sentence(p):
    for i, ch in enumerate(p):
        if ch in ".!?" and (i + 1 == len(p) or p[i + 1].isspace()):
            if ch == "." and ABBREV.search(p[max(0, i - 8): i + 1]):
                continue
            return p[: i + 1]
    return p


def doc_of(chunk):
    m = re.search(r'<div class="block">(.*?)</div>', chunk, re.S)
    if not m:
        return ""
    b = re.sub(r"^\s*<p>\s*", "", m.group(1))
    b = re.split(r"<p>|<p\s[^>]*>|<ul>|<ol>|<pre>|<table|<h\d|<dl>", b, maxsplit=1)[0]
    t = re.sub(r"\{@\w+\s*([^{}]*)\}", lambda m: m.group(1).split(" ")[-1] if m.group(1) else "", text(b))
    return first_sentence(re.sub(r"\s+", " ", t).strip())


def deprecated(chunk):
    return bool(re.search(r'class="(deprecation-block|deprecationBlock|deprecatedLabel|deprecated-label)"', chunk))


OBJECT_METHODS = {"toString", "equals", "hashCode", "clone", "finalize"}


def chunks_new(page):
    """JDK 17 layout: (section kind, member chunk)."""
    out = []
    for sec, kind in (("constructor-detail", "constructor"), ("method-detail", "method"),
                      ("field-detail", "field"), ("enum-constant-detail", "constant")):
        i = page.find(f'<section class="{sec}"')
        if i < 0:
            i = page.find(f'id="{sec}"')
        if i < 0:
            continue
        j = page.find("</section>\n</li>\n</ul>\n</section>", i)
        region = page[i: j if j > 0 else len(page)]
        parts = re.split(r'<section class="detail" id="', region)[1:]
        for p in parts:
            out.append((kind, p))
    return out


def chunks_old(page):
    out = []
    for anchor, kind in (("constructor.detail", "constructor"), ("method.detail", "method"),
                         ("field.detail", "field"), ("enum.constant.detail", "constant")):
        i = page.find(f'<a id="{anchor}">')
        if i < 0:
            i = page.find(f'<a name="{anchor}">')
        if i < 0:
            continue
        # region ends at the next detail anchor or the end of the details
        ends = [page.find(f'<a id="{a}">', i + 10) for a in ("constructor.detail", "method.detail", "field.detail", "enum.constant.detail")]
        ends = [e for e in ends if e > 0] + [page.find("<!-- ========= END OF CLASS DATA", i)]
        ends = [e for e in ends if e > 0]
        region = page[i: min(ends) if ends else len(page)]
        parts = re.split(r'<a (?:id|name)="', region)[2:]
        for p in parts:
            if "<h4>" in p:
                out.append((kind, p))
    return out


def main():
    api, debpkg, debver, ver, licence = sys.argv[1:6]
    # The javadoc of a Debian -doc package is `debian:<pkg>=<version>`; javadoc built here from a source package's
    # upstream tarball (built-javadoc.sh) says so in a seventh argument.
    source = sys.argv[6] if len(sys.argv) > 6 else f"debian:{debpkg}={debver}"
    log = lambda m: print(m, file=sys.stderr)
    by_pkg = {}
    for d, dirs, files in os.walk(api):
        dirs[:] = sorted(x for x in dirs if x not in ("class-use", "src-html", "legal", "resources", "script-dir", "jquery"))
        rel = os.path.relpath(d, api)
        if rel == ".":
            continue
        pkg = rel.replace(os.sep, ".")
        for f in sorted(files):
            if not f.endswith(".html") or SKIP_FILES.match(f):
                continue
            cls = f[:-5]
            try:
                page = open(os.path.join(d, f), encoding="utf-8", errors="replace").read()
                new = 'class="type-signature"' in page
                if new:
                    m = re.search(r'<div class="type-signature">(.*?)</div>', page, re.S)
                    tail = page[m.end(): m.end() + 20000] if m else ""
                    members = chunks_new(page)
                else:
                    i = page.find('class="description"')
                    m = re.search(r"<pre>(.*?)</pre>", page[i:], re.S) if i >= 0 else None
                    tail = page[i + m.end(): i + m.end() + 20000] if m else ""
                    members = chunks_old(page)
                if not m:
                    continue
                tsig = simplify(text(m.group(1)))
                if not re.search(r"\b(class|interface|enum|record)\b", tsig) or not tsig.startswith("public"):
                    continue
                kind = "enum" if re.search(r"\benum\b", tsig) else "interface" if re.search(r"\b(interface|@interface)\b", tsig) else "class"
                bi = tail.find('<div class="block">')
                tdep = deprecated(tail[: bi if bi >= 0 else 600])
                full = f"{pkg}.{cls}"
                recs = by_pkg.setdefault(pkg, [])
                recs.append({"name": full, "kind": kind, "sig": tsig, "doc": doc_of(tail), **({"dep": True} if tdep else {})})
                simple = cls.split(".")[-1]
                for mkind, chunk in members:
                    sm = re.search(r'<div class="member-signature">(.*?)</div>', chunk, re.S) or re.search(r"<pre[^>]*>(.*?)</pre>", chunk, re.S)
                    # `<h3 id="when(java.lang.Object)">when</h3>`: a generic member's heading carries its erased anchor;
                    # read without it, Mockito's `when` and `verify` had no name and `spy` took a heading of its doc's
                    h = re.search(r"<h[34](?:\s[^>]*)?>(.*?)</h[34]>", chunk, re.S)
                    if not sm or not h:
                        continue
                    name = text(h.group(1))
                    sig = simplify(text(sm.group(1)))
                    if not sig.startswith("public") and not (kind == "interface" and not sig.startswith("protected")):
                        continue
                    # As for the JDK (Extract.java): an override a type declares is kept on it, where users look it
                    # up (`OkHttpClient.newCall`, specified by `Call.Factory`; `CloseableHttpClient.execute`), but
                    # not the re-declarations of Object's methods every class makes.
                    if name in OBJECT_METHODS and re.search(r">(Overrides|Specified by):<", chunk):
                        continue
                    if mkind == "field":
                        mkind = "constant" if re.search(r"\bstatic\b.*\bfinal\b|\bfinal\b.*\bstatic\b", sig) or kind == "interface" else "field"
                    mname = simple if mkind == "constructor" else name
                    r = {"name": f"{full}.{mname}", "kind": mkind, "sig": sig, "doc": doc_of(chunk)}
                    if tdep or deprecated(chunk.split('<div class="block">')[0] + chunk[:600]):
                        r["dep"] = True
                    recs.append(r)
            except Exception as e:
                log(f"java: {debpkg}: {d}/{f}: {e!r}")
    n = 0
    for pkg in sorted(by_pkg):
        recs = by_pkg[pkg]
        if not recs:
            continue
        print(json.dumps({"t": "lib", "lang": "java", "lib": pkg, "ver": ver, "source": source, "licence": licence}))
        for r in recs:
            print(json.dumps({"t": "api", "lang": "java", "lib": pkg, **r}, ensure_ascii=False))
        n += len(recs)
    log(f"java: {debpkg}: {n} records in {len(by_pkg)} packages, "
        f"{100.0 * sum(1 for p in by_pkg.values() for r in p if r['doc']) / max(1, n):.1f}% with doc")


if __name__ == "__main__":
    main()
