#!/usr/bin/env python3
"""Rust standard library from the toolchain's rustdoc HTML (rust-docs component) → staging JSON Lines.

    python3 std_html.py <html dir containing std/> <rustc version> > std.jsonl

rustdoc already shows every item under the path users write (`std::collections::HashMap`, core/alloc
items re-exported into std), so this reads `std/**/*.html`: the item declaration (`pre.item-decl`), the
first paragraph of its docblock, and on type pages the inherent methods, associated constants, public
fields and enum variants, and what the page lists beyond them that users call on the type (the Deref
target's methods, the methods of called traits such as Iterator, BufRead, Clone and From, and the blanket
`to_string`/`into`: see inherited_members); on trait pages the required and provided methods. Nightly-only (unstable) items are skipped; deprecated → dep. Primitive types'
methods are named as users write them: `str::split`, `i32::checked_add`, `slice::iter`.
"""
import html
import json
import os
import re
import sys
from urllib.parse import unquote_plus

KIND_BY_PREFIX = {
    "struct": "struct", "enum": "enum", "trait": "trait", "fn": "function", "macro": "macro",
    "constant": "constant", "static": "variable", "type": "type", "union": "struct", "primitive": "struct",
    "derive": "macro", "attr": "macro", "traitalias": "trait",
}

TAG = re.compile(r"<[^>]+>")
ABBREV = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|cf|resp)|\b[A-Za-z])\.$")


def text_of(fragment):
    s = re.sub(r"<span class=\"comment\">/\* private fields \*/</span>", "/* private fields */", fragment)
    s = re.sub(r"<br\s*/?>", " ", s)
    s = TAG.sub("", s)
    s = html.unescape(s).replace("ⓘ", " ")
    s = re.sub(r"\s+", " ", s).strip()
    return re.sub(r"\s*,$", "", s)


def first_sentence(p):
    for i, ch in enumerate(p):
        if ch in ".!?" and (i + 1 == len(p) or p[i + 1].isspace()):
            if ch == "." and ABBREV.search(p[max(0, i - 8): i + 1]):
                continue
            return p[: i + 1]
    return p


def doc_of(fragment):
    """First paragraph of the first docblock in fragment."""
    m = re.search(r'<div class="docblock[^"]*">(.*?)</div>', fragment, re.S)
    if not m:
        return ""
    block = m.group(1)
    p = re.search(r"<p>(.*?)</p>", block, re.S)
    if not p:
        return ""
    return first_sentence(text_of(p.group(1)))


def unstable(fragment):
    return 'class="stab unstable"' in fragment


def deprecated(fragment):
    return 'class="stab deprecated"' in fragment


def decl_sig(page, kind):
    m = re.search(r'<pre class="rust item-decl"><code>(.*?)</code></pre>', page, re.S)
    if not m:
        return ""
    raw = m.group(1)
    if kind in ("struct", "enum", "trait", "union"):
        # cut the body: everything from the first '{' that opens the body
        t = text_of(raw)
        depth = 0
        for i, ch in enumerate(t):
            if ch in "<([":
                depth += 1
            elif ch in ">)]":
                depth -= 1
            elif ch == "{" and depth <= 0:
                return t[:i].strip()
        return t.rstrip(";").strip()
    t = re.sub(r"\s*//[^\n]*$", "", text_of(raw))  # `pub const MAX: f32 = f32::MAX; // 3.40282347E+38f32`
    if kind == "macro":
        m2 = re.match(r"(macro_rules! \w+|pub macro \w+|macro \w+)", t)
        return t if len(t) < 300 else (m2.group(1) if m2 else t[:300])
    return t.rstrip(";").strip()


SECTION = re.compile(r'<section id="(method|tymethod|associatedconstant|associatedtype)\.([A-Za-z0-9_]+)(?:-\d+)?" class="[^"]*">(.*?)</section>', re.S)
FIELD = re.compile(r'<span id="(structfield|variant)\.([A-Za-z0-9_]+)" class="[^"]*">(.*?)</span>(?=\s*(?:<div|<span|<h|<details|<section|$))', re.S)
VARIANT = re.compile(r'<section id="variant\.([A-Za-z0-9_]+)" class="variant">(.*?)</section>', re.S)


def region(page, starts, stops):
    i = min([page.find(f'id="{s}"') for s in starts if page.find(f'id="{s}"') >= 0], default=-1)
    if i < 0:
        return ""
    j = min([page.find(f'id="{s}', i) for s in stops if page.find(f'id="{s}', i) >= 0], default=len(page))
    return page[i:j]


# Traits whose methods users call on the types that implement them (`args.nth(1)`, `reader.lines()`,
# `arc.clone()`, `PathBuf::from(s)`): their impl blocks on a type page are listed under that type, the way
# rustdoc's page shows them. Traits whose methods are operators or plumbing (Debug/Display::fmt, PartialEq::eq,
# Hash::hash, Drop, Deref, Index, ops) are not: nobody writes `v.fmt(f)` to ask for them.
CALLED_TRAITS = {"Iterator", "DoubleEndedIterator", "ExactSizeIterator", "IntoIterator", "Read", "Write", "BufRead",
                 "Seek", "Clone", "From", "FromStr", "Default", "Extend", "Ord", "PartialOrd", "TryFrom", "FromIterator",
                 "Hasher", "Error", "ToOwned", "AsRef", "ToSocketAddrs", "Sum", "Product"}
# Blanket impls rustdoc lists on every type: only the ones code calls by name.
BLANKET_TRAITS = {"ToString", "Into", "TryInto", "ToOwned"}
IMPL_HEAD = re.compile(r'<section id="impl-([A-Za-z0-9_]+)[^"]*" class="impl">')


def _trait_doc(tail):
    m = re.search(r"<div class=[\"']docblock[^\"']*[\"']>(.*?)</div>", tail, re.S)
    if not m:
        return ""
    block = re.sub(r'<a [^>]*>Read more</a>', "", m.group(1))
    p = re.search(r"<p>(.*?)</p>", block, re.S)
    return first_sentence(text_of(p.group(1) if p else block))


def _head_info(after):
    """The part of a member's tail before its doc block: where rustdoc puts the unstable/deprecated badges."""
    return re.split(r"<div class=[\"']docblock", after[:2000], 1)[0]


def _impl_members(reg, traits):
    """Methods of the impl blocks in a trait-implementations region whose trait is in `traits`."""
    out = []
    heads = list(IMPL_HEAD.finditer(reg))
    for n, h in enumerate(heads):
        if h.group(1) not in traits:
            continue
        block = reg[h.end(): heads[n + 1].start() if n + 1 < len(heads) else len(reg)]
        secs = list(SECTION.finditer(block))
        for i, m in enumerate(secs):
            if m.group(1) not in ("method", "tymethod"):
                continue
            hdr = re.search(r'<h4 class="code-header">(.*?)</h4>', m.group(3), re.S)
            if not hdr:
                continue
            after = block[m.end(): secs[i + 1].start() if i + 1 < len(secs) else len(block)]
            info = _head_info(after)
            if unstable(info):
                continue
            out.append((m.group(2), "method", text_of(hdr.group(1)), _trait_doc(after), deprecated(info)))
    return out


def _between(page, start_prefix, stops):
    i = page.find(f'id="{start_prefix}')
    if i < 0:
        return ""
    ends = [page.find(f'id="{s}', i + 1) for s in stops]
    ends = [e for e in ends if e >= 0]
    return page[i: min(ends) if ends else len(page)]


FROM_IMPL = re.compile(r'<section id="impl-From%3C(.+?)%3E-for-(.+?)(?:-\d+)?" class="impl">')


def conversion_targets(page, type_name):
    """The types this one converts into, as its page lists them: `impl From<Ipv4Addr> for IpAddr` → IpAddr,
    `impl From<&str> for String` on str's page → String."""
    out = []
    for m in FROM_IMPL.finditer(_between(page, "trait-implementations-list", ["synthetic-implementations", "blanket-implementations"])):
        source, target = unquote_plus(m.group(1)), unquote_plus(m.group(2))
        base = re.sub(r"^&(?:'\w+\s*)?(?:mut\s+)?", "", source).split("<")[0]
        if base == type_name and target.split("<")[0] != type_name and target not in out:
            out.append(target)
    return out


def into_doc(targets):
    """`into` is the same blanket method on every type, but only where the page lists `From<Self>` impls
    does it convert into something: say what into, which also keeps it apart from the copies the assembler
    caps (a type's `x.into()` is how code reaches `IpAddr` from `Ipv4Addr`)."""
    shown = targets[:6] + (["…"] if len(targets) > 6 else [])
    listed = shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1]
    return f"Calls U::from(self), converting into {listed} (the From impls of this type)."


def inherited_members(page, own_names, type_name=""):
    """What a type offers beyond its inherent impls, as rustdoc's page lists it: the methods of its Deref
    target (`Vec` → `[T]`: `iter`, `last`, `sort`), of the called traits it implements (`Args` → `Iterator`:
    `nth`, `collect`; `BufReader` → `BufRead`: `lines`; `Arc` → `Clone`: `clone`) and of a few blanket
    impls (`to_string`, `into`). A name the type already has is not repeated. The assembler keeps a member
    inherited unchanged by many types only on the types real code uses most."""
    out = []
    deref = _between(page, "deref-methods", ["trait-implementations", "synthetic-implementations", "blanket-implementations"])
    for m in re.finditer(r'<section id="method\.([A-Za-z0-9_]+)(?:-\d+)?" class="method">(.*?)</section>', deref, re.S):
        hdr = re.search(r'<h4 class="code-header">(.*?)</h4>', m.group(2), re.S)
        if not hdr:
            continue
        after = deref[m.end(): m.end() + 6000]
        nxt = after.find("<section id=")
        after = after[:nxt] if nxt >= 0 else after
        info = _head_info(after)
        if unstable(info):
            continue
        out.append((m.group(1), "method", text_of(hdr.group(1)), doc_of(after) or _trait_doc(after), deprecated(info)))
    out += _impl_members(_between(page, "trait-implementations-list", ["synthetic-implementations", "blanket-implementations"]), CALLED_TRAITS)
    targets = conversion_targets(page, type_name)
    for name, kind, sig, doc, dep in _impl_members(_between(page, "blanket-implementations-list", ["footer"]), BLANKET_TRAITS):
        out.append((name, kind, sig, into_doc(targets) if name == "into" and targets else doc, dep))
    seen, kept = set(own_names), []
    firsts = {}
    for rec in out:
        if rec[0] in seen and rec[0] not in firsts:
            continue
        firsts.setdefault(rec[0], True)
        seen.add(rec[0])
        kept.append(rec)
    return kept


def members(page, kind, type_name=""):
    out = []
    if kind == "trait":
        reg = region(page, ["required-associated-types", "required-associated-consts", "required-methods",
                            "provided-associated-consts", "provided-methods"],
                     ["object-safety", "dyn-compatibility", "foreign-impls", "implementors"])
    else:
        reg = region(page, ["implementations-list", "implementations"],
                     ["deref-methods", "trait-implementations", "synthetic-implementations",
                      "blanket-implementations"])
    if reg:
        secs = list(SECTION.finditer(reg))
        for n, m in enumerate(secs):
            what, name, head = m.group(1), m.group(2), m.group(3)
            h = re.search(r'<h4 class="code-header">(.*?)</h4>', head, re.S)
            if not h:
                continue
            after_end = secs[n + 1].start() if n + 1 < len(secs) else len(reg)
            after = reg[m.end(): after_end]
            # the next impl block header ends this member's tail
            cut = after.find('<section id="impl-')
            if cut >= 0:
                after = after[:cut]
            if unstable(after[:2000].split('<div class="docblock')[0]):
                continue
            k = {"method": "method", "tymethod": "method", "associatedconstant": "constant",
                 "associatedtype": "type"}[what]
            out.append((name, k, text_of(h.group(1)), doc_of(after), deprecated(after[:2000].split('<div class="docblock')[0])))
    if kind != "trait":
        out += inherited_members(page, {o[0] for o in out}, type_name)
    if kind in ("enum",):
        for m in VARIANT.finditer(page):
            name, body = m.group(1), m.group(2)
            h = re.search(r'<h3 class="code-header">(.*?)</h3>', body, re.S)
            tail = page[m.end(): m.end() + 3000]
            nxt = tail.find("<section id=")
            if nxt >= 0:
                tail = tail[:nxt]
            out.append((name, "constant", text_of(h.group(1)) if h else name, doc_of(tail), deprecated(tail)))
    if kind in ("struct", "union"):
        for m in re.finditer(r'<span id="structfield\.([A-Za-z0-9_]+)" class="structfield[^"]*">(.*?)</span>', page, re.S):
            name, body = m.group(1), m.group(2)
            if name.isdigit():
                continue  # tuple struct fields (Reverse.0): not a name users write as a path
            code = re.search(r"<code>(.*?)</code>", body, re.S)
            tail = page[m.end(): m.end() + 3000]
            nxt = tail.find('<span id="structfield')
            if nxt >= 0:
                tail = tail[:nxt]
            if unstable(tail.split('<div class="docblock')[0]):
                continue
            sig = text_of(code.group(1)) if code else name
            if not sig.startswith("pub ") and not name.isdigit():
                sig = "pub " + sig
            out.append((name, "field", sig, doc_of(tail), False))
    return out


def main():
    root, ver = sys.argv[1], sys.argv[2]
    std = os.path.join(root, "std")
    log = lambda m: print(m, file=sys.stderr)
    recs = []
    unstable_dirs = set()
    # modules: unstable modules (their index page says so) are skipped whole
    for d, _dirs, files in os.walk(std):
        if "index.html" in files:
            page = open(os.path.join(d, "index.html"), encoding="utf-8", errors="replace").read()
            top = page.split('<details class="toggle top-doc"')[0][-3000:] if '<details class="toggle top-doc"' in page else page[:20000]
            if unstable(top.split("<pre")[0] if False else top):
                unstable_dirs.add(d)
    seen = set()
    for d, dirs, files in sorted(os.walk(std)):
        dirs.sort()
        if any(d == u or d.startswith(u + os.sep) for u in unstable_dirs):
            continue
        rel = os.path.relpath(d, root).split(os.sep)  # ['std', 'collections']
        modpath = "::".join(rel)
        if "index.html" in files and len(rel) > 1:
            page = open(os.path.join(d, "index.html"), encoding="utf-8", errors="replace").read()
            if "http-equiv=\"refresh\"" not in page:
                top = page.split('<div class="docblock">', 1)
                doc = doc_of('<div class="docblock">' + top[1]) if len(top) > 1 else ""
                recs.append({"name": modpath, "kind": "module", "sig": f"pub mod {rel[-1]}", "doc": doc})
        for f in sorted(files):
            m = re.match(r"^([a-z]+)\.([A-Za-z0-9_]+)\.html$", f)
            if not m or m.group(1) not in KIND_BY_PREFIX:
                continue
            prefix, name = m.group(1), m.group(2)
            try:
                page = open(os.path.join(d, f), encoding="utf-8", errors="replace").read()
                if "http-equiv=\"refresh\"" in page[:2000]:
                    continue
                kind = KIND_BY_PREFIX[prefix]
                headpart = page.split('<pre class="rust item-decl">', 1)
                after_decl = headpart[1] if len(headpart) > 1 else page
                top_info = after_decl.split('<div class="docblock">', 1)[0]
                if prefix != "primitive" and unstable(top_info):
                    continue
                if prefix == "primitive":
                    full = name  # str, i32, slice ...
                    sig = {"slice": "[T]", "array": "[T; N]", "tuple": "(T, U, ..)", "reference": "&T",
                           "pointer": "*const T", "fn": "fn(..)", "unit": "()", "never": "!"}.get(name, name)
                    sig = f"primitive type {sig}"
                    if name in ("fn", "unit", "never", "tuple", "reference"):
                        continue
                else:
                    full = f"{modpath}::{name}"
                    sig = decl_sig(page, prefix)
                if not sig:
                    continue
                tdoc = doc_of(after_decl)
                tdep = deprecated(top_info)
                if full not in seen:
                    seen.add(full)
                    recs.append({"name": full, "kind": kind, "sig": sig, "doc": tdoc, **({"dep": True} if tdep else {})})
                if prefix in ("struct", "enum", "trait", "union", "primitive"):
                    for mname, mkind, msig, mdoc, mdep in members(page, prefix, name):
                        key = (full, mname, msig)
                        if key in seen:
                            continue
                        seen.add(key)
                        r = {"name": f"{full}::{mname}", "kind": mkind, "sig": msig, "doc": mdoc}
                        if mdep or tdep:
                            r["dep"] = True
                        recs.append(r)
            except Exception as e:
                log(f"rust: std: {d}/{f}: {e!r}")
    # rustdoc documents some items twice (std::ffi::CStr and std::ffi::c_str::CStr): keep the shortest path
    top_kinds = {"struct", "enum", "trait", "type", "function", "macro", "constant", "variable"}
    canon = {}
    for r in recs:
        if r["kind"] in top_kinds and "::" in r["name"] and r["name"].count("::") >= 1:
            key = (r["kind"], r["name"].rsplit("::", 1)[1], r["sig"], r["doc"])
            if key not in canon or len(r["name"]) < len(canon[key]):
                canon[key] = r["name"]
    types = {r["name"] for r in recs if r["kind"] in top_kinds}
    losers = set()
    for r in recs:
        if r["kind"] in top_kinds and "::" in r["name"]:
            key = (r["kind"], r["name"].rsplit("::", 1)[1], r["sig"], r["doc"])
            if canon[key] != r["name"]:
                losers.add(r["name"])
    recs = [r for r in recs if r["name"] not in losers and r["name"].rsplit("::", 1)[0] not in losers]
    print(json.dumps({"t": "lib", "lang": "rust", "lib": "std", "ver": ver,
                      "source": f"rustup:rust-docs {ver} (share/doc/rust/html/std)",
                      "licence": "MIT OR Apache-2.0"}))
    for r in recs:
        print(json.dumps({"t": "api", "lang": "rust", "lib": "std", **r}, ensure_ascii=False))
    n = len(recs)
    log(f"rust std: {n} records, {100.0 * sum(1 for r in recs if r['doc']) / max(1, n):.1f}% with doc, {len(unstable_dirs)} unstable modules skipped")


if __name__ == "__main__":
    main()
