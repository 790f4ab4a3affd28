#!/usr/bin/env python3
"""Rust crates (Debian's librust-*-dev sources) → staging JSON Lines on stdout.

    python3 crates.py <registry dir> <debs dir> > crates.jsonl

A hand-written scanner (no rustdoc JSON on a stable toolchain): a tokenizer that knows Rust's comments,
strings, raw strings, chars and lifetimes; bracket matching; an item parser for `pub` items (`fn`,
`struct`, `enum` + variants, `union`, `trait` + its methods, `type`, `const`, `static`,
`#[macro_export] macro_rules!`, proc macros), inherent `impl X { pub fn … }` methods (trait impls are
skipped: they document the trait, not the type); modules from the file tree (`mod x;` → x.rs / x/mod.rs /
#[path]) and inline `mod x { … }`; `pub use` re-exports (items, lists, renames, globs) resolved to the
shortest public path. Skipped: `pub(crate)`/`pub(super)`/`pub(in …)`, `#[cfg(test)]`, `#[doc(hidden)]`,
Windows-only `#[cfg(windows)]`, items of private modules that no `pub use` re-exports. A bare cfg a
build script sets through an autocfg probe (`has_std`) counts as set. `#[deprecated]` → dep.
A crate that fails is logged to stderr and skipped.
"""
import json
import os
import re
import subprocess
import sys
import tomllib

import macro_rules
from macro_rules import Tok, match_brackets
import type_aliases

TOKEN_RE = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<ldoc>///(?!/)[^\n]*)
  | (?P<idoc>//![^\n]*)
  | (?P<line>//[^\n]*)
  | (?P<block>/\*)
  | (?P<rstr>(?:b|c|br|cr)?r(?P<hashes>\#*)")
  | (?P<str>(?:b|c)?"(?:\\.|[^"\\])*")
  | (?P<char>b?'(?:\\u\{[0-9a-fA-F]+\}|\\x[0-9a-fA-F]{2}|\\.|[^\\'\n])')
  | (?P<life>'[A-Za-z_][A-Za-z0-9_]*)
  | (?P<ident>r\#[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_]*)
  | (?P<num>\d[\w]*(?:\.\d[\w]*)?)
  | (?P<punct>::|->|=>|\#!|[^\s])
    """,
    re.VERBOSE | re.DOTALL,
)


def tokenize(src):
    toks = []
    i, n = 0, len(src)
    while i < n:
        m = TOKEN_RE.match(src, i)
        if not m:
            i += 1
            continue
        kind = m.lastgroup if m.lastgroup != "hashes" else "rstr"
        if m.group("rstr") is not None:
            kind = "rstr"
        if kind == "ws" or kind == "line" or kind == "idoc":
            i = m.end()
            continue
        if kind == "block":
            depth, j = 1, i + 2
            is_doc = src.startswith("/**", i) and not src.startswith("/**/", i) and not src.startswith("/***", i)
            while j < n and depth:
                if src.startswith("/*", j):
                    depth += 1
                    j += 2
                elif src.startswith("*/", j):
                    depth -= 1
                    j += 2
                else:
                    j += 1
            if is_doc:
                body = src[i + 3 : j - 2]
                lines = [re.sub(r"^\s*\*? ?", "", l) for l in body.split("\n")]
                toks.append(Tok("bdoc", "\n".join(lines), i, j))
            i = j
            continue
        if kind == "rstr":
            hashes = m.group("hashes")
            close = '"' + hashes
            j = src.find(close, m.end())
            j = n if j < 0 else j + len(close)
            toks.append(Tok("str", src[i:j], i, j))
            i = j
            continue
        toks.append(Tok(kind, m.group(kind), i, m.end()))
        i = m.end()
    return toks


# ---------------------------------------------------------------------------- doc text
MD_LINK = re.compile(r"\[([^\]\[]*(?:\[[^\]]*\][^\]\[]*)*)\]\((?:[^()]|\([^)]*\))*\)")
MD_REF = re.compile(r"\[([^\]\[]+)\]\[[^\]]*\]")
MD_BARE = re.compile(r"\[(`[^`]+`|[^\]\[]+)\](?![(\[:])")
ABBREV = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|cf|resp|Inc|Ltd|Mr|Dr)|\b[A-Za-z])\.$")


def first_sentence(p):
    for i, ch in enumerate(p):
        if ch in ".!?" and (i + 1 == len(p) or p[i + 1].isspace()):
            if ch == "." and ABBREV.search(p[max(0, i - 8) : i + 1]):
                continue
            return p[: i + 1]
    return p


def clean_doc(lines):
    if not lines:
        return ""
    text = "\n".join(lines)
    paras = []
    cur = []
    in_code = False
    for raw in text.split("\n"):
        line = raw.strip()
        if line.startswith("```"):
            in_code = not in_code
            if cur:
                break
            continue
        if in_code:
            continue
        if not line:
            if cur:
                break
            continue
        if line.startswith("#") and not cur:  # a heading before the text
            continue
        if line.startswith("<") and not cur and re.match(r"^</?\w+[^>]*>$", line):
            continue
        cur.append(line)
    p = " ".join(cur)
    for _ in range(2):
        p = MD_LINK.sub(r"\1", p)
        p = MD_REF.sub(r"\1", p)
        p = MD_BARE.sub(r"\1", p)
    p = p.replace("`", "")
    p = re.sub(r"\*\*([^*]+)\*\*", r"\1", p)
    p = re.sub(r"(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])", r"\1", p)
    p = re.sub(r"(?<!\w)__([^_]+)__(?!\w)", r"\1", p)
    p = re.sub(r"<[a-zA-Z/][^>]*>", "", p)
    p = p.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    p = re.sub(r"\s+", " ", p).strip()
    return first_sentence(p)


def fold(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s*,\s*\)", ")", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    text = re.sub(r",\s*>", ">", text)
    text = re.sub(r"\s*,\s*$", "", text)
    return text


# ---------------------------------------------------------------------------- the item parser
class Item:
    __slots__ = ("mod", "name", "kind", "sig", "doc", "dep", "pub", "parent", "id", "inh", "head", "std_path")

    def __init__(self, mod, name, kind, sig, doc, dep, pub, parent=None, inh=False, head=None, std_path=None):
        self.mod, self.name, self.kind, self.sig, self.doc, self.dep, self.pub, self.parent = mod, name, kind, sig, doc, dep, pub, parent
        self.inh = inh  # a trait impl's method listed on the type (staging `inh: true`)
        self.head = head  # an inherent impl member's block header: (impl parameters, self type name, its arguments)
        self.std_path = std_path  # a method the crate adds to a standard type: that type's path (`std::vec::Vec`)


# Traits whose methods code calls on the implementing type (`WalkDir::new(p).into_iter()`, `Uuid::from_str`):
# an `impl Trait for Type` block of these lists its methods under the type, as rustdoc's page does (the same
# set as std_html.py's CALLED_TRAITS). Other trait impls (Debug, Display, PartialEq, Serialize…) are not.
CALLED_TRAITS = {"Iterator", "DoubleEndedIterator", "ExactSizeIterator", "IntoIterator", "Read", "Write", "BufRead",
                 "Seek", "Clone", "From", "FromStr", "Default", "Extend", "Ord", "PartialOrd", "TryFrom", "FromIterator",
                 "Hasher", "Error", "ToOwned", "AsRef", "ToSocketAddrs", "Sum", "Product", "Stream", "AsyncRead",
                 "AsyncWrite", "AsyncBufRead", "Future"}


class TraitImplOf(str):
    """The self type of an `impl CalledTrait for Type` block: its methods are listed without `pub`."""


class InherentImplOf(str):
    """The self type of an `impl<…> Type<…>` block, with its header parsed (type_aliases.parse_impl_head)."""

    def __new__(cls, name, head):
        obj = super().__new__(cls, name)
        obj.head = head
        return obj


class Module:
    def __init__(self, path, public):
        self.path = path  # tuple of segments below the crate root
        self.public = public  # declared pub (its own visibility)
        self.items = {}  # name -> Item (pub or not; types needed for impl resolution)
        self.children = {}  # name -> (Module, pub)
        self.uses = []  # (segments, alias, glob, pub)


ITEM_MACROS = {"cfg_if", "s", "s_no_extra_traits", "s_paren", "f", "safe_f", "e", "const_fn", "cfg_std",
               "cfg_alloc", "cfg_feature", "cfg_rt", "cfg_net", "cfg_fs", "cfg_io_util", "cfg_sync", "cfg_time",
               "cfg_macros", "cfg_process", "cfg_signal", "cfg_io_driver", "cfg_rt_multi_thread",
               "cfg_io_std", "cfg_stream", "cfg_codec", "cfg_compat", "cfg_io", "cfg_net_unix", "cfg_trace",
               "cfg_unstable", "cfg_not_trace", "cfg_taskdump", "cfg_std_or_alloc", "cfg_serde", "cfg_test_util",
               "cfg_metrics", "cfg_uds", "cfg_tcp", "cfg_udp", "cfg_http1", "cfg_http2", "cfg_client", "cfg_server",
               "cfg_proto", "cfg_feature", "cfg_tokio", "cfg_rt_or_sync", "cfg_fs_or_net",
               "ffi_fn", "impl_ffi", "cfg_io_readiness", "cfg_not_rt", "cfg_has_atomic_u64", "cfg_block_on",
               "cfg_atomic_waker_impl", "cfg_coop", "cfg_not_coop", "cfg_time_or_rt"}


# cfg(...) is evaluated for the common target: x86_64 Linux (gnu), all stable features on.
CFG_KV = {
    "target_os": lambda v: v == "linux", "target_family": lambda v: v == "unix", "target_env": lambda v: v == "gnu",
    "target_arch": lambda v: v == "x86_64", "target_pointer_width": lambda v: v == "64",
    "target_endian": lambda v: v == "little", "target_vendor": lambda v: v == "unknown",
    "target_has_atomic": lambda v: True, "panic": lambda v: v == "unwind",
    "feature": lambda v: not re.search(r"nightly|unstable|bench|test|doc", v),
}
CFG_FLAGS = {"unix": True, "debug_assertions": True}
# The bare cfgs the crate being parsed sets from its build script through autocfg's probes (indexmap's
# `has_std`): a probe of what the toolchain and target have, true on the reference target.
BUILD_CFGS = set()


def build_script_cfgs(crate_dir):
    """The cfgs a crate's build.rs sets through autocfg's probes (`emit_sysroot_crate`, `emit_has_type`,
    `emit_rustc_version`, `emit_*_cfg(…, "name")`), with autocfg's own names: each is set when the
    toolchain or target has what it probes for, which the reference target does. A bare `autocfg::emit`
    or `cargo:rustc-cfg=` line is left out: build scripts write those under conditions (tokio's
    `tokio_wasm`, `tokio_no_atomic_u64`) that this reading cannot evaluate."""
    try:
        with open(os.path.join(crate_dir, "build.rs"), encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return set()
    found = {f"has_{m}" for m in re.findall(r'\.emit_sysroot_crate\(\s*"(\w+)"\s*\)', text)}
    found |= {f"has_{m}" for m in re.findall(r'\.emit_has_type\(\s*"(\w+)"\s*\)', text)}
    found |= {f"rustc_{a}_{b}" for a, b in re.findall(r'\.emit_rustc_version\(\s*(\d+)\s*,\s*(\d+)\s*\)', text)}
    found |= set(re.findall(r'\.emit_(?:type|path|expression|trait|constant)_cfg\([^;]*?,\s*"(\w+)"\s*\)', text))
    return found


def cfg_eval(text):
    toks = re.findall(r'[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|[(),=]', text)
    pos = 0

    def expr():
        nonlocal pos
        name = toks[pos]
        pos += 1
        if pos < len(toks) and toks[pos] == "(":
            pos += 1
            vals = []
            while toks[pos] != ")":
                vals.append(expr())
                if toks[pos] == ",":
                    pos += 1
            pos += 1
            if name == "any":
                return any(vals)
            if name == "all":
                return all(vals)
            if name == "not":
                return not vals[0] if vals else True
            return False
        if pos < len(toks) and toks[pos] == "=":
            val = toks[pos + 1].strip('"')
            pos += 2
            return CFG_KV.get(name, lambda v: False)(val)
        return CFG_FLAGS.get(name, False) or name in BUILD_CFGS

    try:
        return expr()
    except (IndexError, KeyError):
        return True


class CrateParser:
    def __init__(self, crate, root_file, log):
        self.crate = crate
        self.root_file = root_file
        self.log = log
        self.modules = {}
        self.impl_items = []  # (Module, type name, Item)
        self.trait_impls = []  # (trait name, type name) of every `impl Trait for Type`
        self.blankets = []  # (trait name, bound name) of `impl<R: Bound> Trait for R`
        self.blanket_refs = {}  # (trait name, bound name) -> "&"/"&mut" when the bound is on a reference to R
        self.std_impls = []  # (trait name, standard type, "", "&" or "&mut") of `impl Trait for &Vec<T>`…
        self.files_seen = set()
        self.proc_macro = False
        self.macros = {}  # the crate's own macro_rules!, by name (macro_rules.definition)
        self.expanding = 0  # depth of macro expansions being read (a macro may invoke another)

    def parse_file(self, path, mod):
        real = os.path.realpath(path)
        if real in self.files_seen:
            return
        self.files_seen.add(real)
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                src = f.read()
        except OSError as e:
            self.log(f"rust: {self.crate}: cannot read {path}: {e}")
            return
        toks = tokenize(src)
        pair = match_brackets(toks)
        ctx = {"src": src, "toks": toks, "pair": pair, "file": path}
        self.parse_items(ctx, 0, len(toks), mod, impl_of=None, trait=None)

    def parse_expansion(self, text, ctx, mod, impl_of, trait):
        """Reads the items a macro invocation expands to, in the invoking module."""
        toks = tokenize(text)
        self.expanding += 1
        try:
            self.parse_items({"src": text, "toks": toks, "pair": match_brackets(toks), "file": ctx["file"]}, 0, len(toks), mod, impl_of, trait)
        finally:
            self.expanding -= 1

    def mod_dir(self, file, mod_name_of_file):
        base = os.path.basename(file)
        d = os.path.dirname(file)
        if base in ("lib.rs", "mod.rs", "main.rs") or file == self.root_file:
            return d
        return os.path.join(d, os.path.splitext(base)[0])

    def attrs_info(self, ctx, attrs):
        info = {"skip": False, "dep": False, "hidden": False, "path": None, "macro_export": False, "docs": [],
                "proc": None}
        toks, src = ctx["toks"], ctx["src"]
        for (s, e) in attrs:
            text = src[toks[s].start : toks[e].end]
            inner = text[2:-1].strip() if text.startswith("#[") else text
            if re.match(r"cfg\s*\(", inner) and not cfg_eval(inner[inner.index("(") + 1 : inner.rindex(")")] if ")" in inner else ""):
                info["skip"] = True
            if inner == "test" or inner.startswith("test]") or inner.startswith("bench"):
                info["skip"] = True
            if inner.startswith("deprecated"):
                info["dep"] = True
            if re.match(r"doc\s*\(\s*hidden\s*\)", inner):
                info["hidden"] = True
            m = re.match(r'doc\s*=\s*"((?:\\.|[^"\\])*)"', inner)
            if m:
                info["docs"].append(m.group(1).replace('\\"', '"').replace("\\n", "\n"))
            m = re.match(r'path\s*=\s*"([^"]+)"', inner)
            if m:
                info["path"] = m.group(1)
            if inner.startswith("macro_export"):
                info["macro_export"] = True
            m = re.search(r"proc_macro_derive\s*\(\s*(\w+)", inner)
            if m:
                info["proc"] = m.group(1)
            if inner.startswith("proc_macro_attribute") or inner == "proc_macro":
                info["proc"] = ""
        return info

    def parse_items(self, ctx, i, end, mod, impl_of, trait):
        toks, pair, src = ctx["toks"], ctx["pair"], ctx["src"]
        docs, attrs = [], []
        chain_taken = False  # cfg_if!: `if #[cfg(a)] { … } else if #[cfg(b)] { … } else { … }`
        in_chain = False
        while i < end:
            t = toks[i]
            if t.kind in ("ldoc", "bdoc"):
                docs.append(t.text[3:] if t.kind == "ldoc" else t.text)
                i += 1
                continue
            if t.kind == "ident" and t.text in ("if", "else") and not attrs:
                if t.text == "if" and not (i > 0 and toks[i - 1].text == "else"):
                    chain_taken, in_chain = False, True
                i += 1
                continue
            if t.kind == "punct" and t.text == "#!" :
                # inner attribute #![...]
                if i + 1 < end and toks[i + 1].text == "[" and pair[i + 1] > 0:
                    i = pair[i + 1] + 1
                else:
                    i += 1
                continue
            if t.kind == "punct" and t.text == "#" and i + 1 < end and toks[i + 1].text == "[" and pair[i + 1] > 0:
                attrs.append((i, pair[i + 1]))
                i = pair[i + 1] + 1
                continue
            if t.kind == "punct" and t.text == "{" and pair[i] > 0:
                # a bare block at item level (cfg_if! branches): items of the same module
                info = self.attrs_info(ctx, attrs)
                if not info["skip"] and not (in_chain and chain_taken):
                    self.parse_items(ctx, i + 1, pair[i], mod, impl_of, trait)
                    chain_taken = True
                i = pair[i] + 1
                docs, attrs = [], []
                continue
            if t.kind == "punct" and t.text in (";", ",", "}", ")", "]"):
                i += 1
                docs, attrs = [], []
                continue
            start = i
            info = self.attrs_info(ctx, attrs)
            doc_lines = docs + info["docs"]
            docs, attrs = [], []
            # visibility
            vis = "priv"
            if t.kind == "ident" and t.text == "pub":
                vis = "pub"
                i += 1
                if i < end and toks[i].text == "(" and pair[i] > 0:
                    vis = "restricted"
                    i = pair[i] + 1
            elif t.kind == "ident" and t.text == "crate" and i + 1 < end and toks[i + 1].text != "::":
                vis = "restricted"
                i += 1
            # qualifiers
            j = i
            while j < end:
                tq = toks[j]
                nxt = toks[j + 1].text if j + 1 < end else ""
                if tq.kind == "str" and j > i and toks[j - 1].text == "extern":
                    j += 1
                    continue
                if tq.kind != "ident" or tq.text not in ("default", "const", "async", "unsafe", "extern", "safe"):
                    break
                if tq.text == "const" and toks[j + 1].kind == "ident" and nxt not in ("fn", "unsafe", "async", "extern"):
                    break
                if tq.text == "default" and nxt not in ("fn", "unsafe", "async", "const", "type"):
                    break
                if tq.text == "unsafe" and nxt in ("impl", "trait"):
                    j += 1
                    break
                if tq.text == "extern" and nxt == "crate":
                    break
                j += 1
            if j >= end:
                break
            kw = toks[j]
            kwt = kw.text if kw.kind == "ident" else None
            if kw.kind == "ident" and kwt == "auto" and j + 1 < end and toks[j + 1].text == "trait":
                j += 1
                kwt = "trait"
            if kw.kind == "ident" and kwt == "union" and j + 1 < end and toks[j + 1].kind == "ident":
                kwt = "union"
            elif kwt == "union":
                kwt = None
            # extern "C" { ... } blocks: items inside, same module
            if j < end and toks[j].text == "{" and j > i and toks[i].text in ("extern", "unsafe") and pair[j] > 0:
                if not info["skip"]:
                    self.parse_items(ctx, j + 1, pair[j], mod, impl_of, trait)
                i = pair[j] + 1
                continue
            if kwt is None or (j + 1 < end and toks[j + 1].text == "!"):
                # macro invocation at item level: name ! ( ... ) / { ... }
                if kw.kind == "ident" and j + 1 < end and toks[j + 1].text == "!":
                    k = j + 2
                    if kw.text == "macro_rules" and k < end and toks[k].kind == "ident":
                        name = toks[k].text
                        k += 1
                        body_end = pair[k] if k < end and pair[k] > 0 else k
                        if body_end > k and not info["skip"]:
                            self.macros[name] = macro_rules.definition(toks, pair, k + 1, body_end)
                        if info["macro_export"] and not info["skip"] and not info["hidden"] and impl_of is None:
                            self.add(self.modules[()], Item((), name, "macro", f"macro_rules! {name}", clean_doc(doc_lines), info["dep"], True))
                        i = body_end + 1
                        continue
                    if k < end and toks[k].text in ("{", "(", "[") and pair[k] > 0:
                        if info["skip"]:
                            pass
                        elif kw.text in ITEM_MACROS or (toks[k].text == "{" and looks_like_items(toks, k + 1, pair[k])):
                            # items wrapped in a macro (cfg_rt!, syn's ast_struct!): read as written
                            self.parse_items(ctx, k + 1, pair[k], mod, impl_of, trait)
                        elif kw.text in self.macros and self.expanding < 4:
                            # items a macro of the crate generates from its arguments (regex's define_builder!)
                            text = macro_rules.expand(self.macros[kw.text], toks, pair, k + 1, pair[k])
                            if text is not None:
                                self.parse_expansion(text, ctx, mod, impl_of, trait)
                        i = pair[k] + 1
                        continue
                i = j + 1
                continue
            kind_kw = kwt
            if kind_kw not in ("fn", "struct", "enum", "union", "trait", "type", "const", "static", "mod", "use", "impl", "extern", "macro"):
                i = j + 1
                continue
            # find the item's end: ';' at depth 0 or the body group
            k = j + 1
            body = None
            while k < end:
                tk = toks[k]
                if tk.kind == "punct":
                    if tk.text == ";":
                        break
                    if tk.text == "{" and pair[k] > 0:
                        if kind_kw in ("const", "static", "type", "use"):
                            k = pair[k] + 1
                            continue
                        body = (k, pair[k])
                        break
                    if tk.text in ("(", "[") and pair[k] > 0:
                        k = pair[k] + 1
                        continue
                k += 1
            item_end = body[1] + 1 if body else k + 1
            if info["skip"]:
                i = item_end
                continue
            head_end_off = toks[body[0]].start if body else (toks[k].start if k < end else toks[end - 1].end)
            sig = fold(src[toks[start].start : head_end_off])
            doc = clean_doc(doc_lines)
            hidden = info["hidden"]
            name_tok = toks[j + 1] if j + 1 < end else None
            name = name_tok.text if name_tok is not None and name_tok.kind == "ident" else None
            if name and name.startswith("r#"):
                name = name[2:]

            if kind_kw == "mod":
                if name and not hidden:
                    child_path = mod.path + (name,)
                    child = self.modules.get(child_path) or Module(child_path, vis == "pub")
                    child.public = child.public or vis == "pub"
                    self.modules[child_path] = child
                    mod.children[name] = (child, vis == "pub")
                    if body:
                        self.parse_items(ctx, body[0] + 1, body[1], child, None, None)
                    elif name != "tests" and name != "test" and name != "benches":
                        d = self.mod_dir(ctx["file"], mod)
                        cands = []
                        if info["path"]:
                            cands.append(os.path.join(os.path.dirname(ctx["file"]) if os.path.basename(ctx["file"]) in ("mod.rs", "lib.rs") or ctx["file"] == self.root_file else d, info["path"]))
                        cands += [os.path.join(d, name + ".rs"), os.path.join(d, name, "mod.rs")]
                        for c in cands:
                            if os.path.isfile(c):
                                self.parse_file(c, child)
                                break
                i = item_end
                continue
            if kind_kw == "use":
                if vis == "pub" and not hidden:
                    for segs, alias, glob in parse_use(src[toks[j + 1].start : toks[k].start if k < end else toks[end - 1].end]):
                        mod.uses.append((segs, alias, glob, True))
                else:
                    for segs, alias, glob in parse_use(src[toks[j + 1].start : toks[k].start if k < end else toks[end - 1].end]):
                        mod.uses.append((segs, alias, glob, False))
                i = item_end
                continue
            if kind_kw == "impl":
                if body and impl_of is None and trait is None:
                    self_ty = impl_self_type(toks, j + 1, body[0], pair)
                    if self_ty:
                        head = type_aliases.parse_impl_head(fold(src[toks[j].start: toks[body[0]].start]))
                        self.parse_items(ctx, body[0] + 1, body[1], mod, InherentImplOf(self_ty, head), None)
                    else:
                        tr = impl_trait_for(toks, j + 1, body[0])
                        bound = tr and impl_generic_bounds(toks, j + 1, body[0]).get(tr[1])
                        if bound:
                            self.blankets.append((tr[0], bound))
                            self.blanket_refs[(tr[0], bound)] = reference_before(toks, j + 1, body[0], tr[1], "where")
                        elif tr:
                            self.trait_impls.append(tr)
                            if tr[1] in STD_TYPES:
                                self.std_impls.append((tr[0], tr[1], reference_before(toks, j + 1, body[0], tr[1], "for")))
                        if tr and not bound and tr[0] in CALLED_TRAITS:
                            self.parse_items(ctx, body[0] + 1, body[1], mod, TraitImplOf(tr[1]), None)
                i = item_end
                continue
            if kind_kw == "extern":
                i = item_end
                continue
            if name is None:
                i = item_end
                continue
            if hidden or name.startswith("_"):
                i = item_end
                continue
            if self.proc_macro:
                if kind_kw == "fn" and info["proc"] is not None and vis == "pub":
                    mname = info["proc"] or name
                    self.add(self.modules[()], Item((), mname, "macro", sig, doc, info["dep"], True))
                i = item_end
                continue
            if kind_kw in ("const", "static"):
                sig = fold(re.split(r"\s=\s", sig + " ", maxsplit=1)[0])
            if impl_of is not None:
                trait_impl = isinstance(impl_of, TraitImplOf)
                if (vis == "pub" or (trait_impl and kind_kw == "fn")) and kind_kw in ("fn", "const"):
                    it = Item(mod.path, name, "method" if kind_kw == "fn" else "constant", sig, doc, info["dep"], True,
                              parent=str(impl_of), inh=trait_impl, head=getattr(impl_of, "head", None))
                    self.impl_items.append((mod, impl_of, it))
                i = item_end
                continue
            if trait is not None:
                if kind_kw in ("fn", "const", "type"):
                    kk = {"fn": "method", "const": "constant", "type": "type"}[kind_kw]
                    it = Item(mod.path, name, kk, sig, doc, info["dep"], True, parent=trait)
                    self.impl_items.append((mod, ("=", trait), it))
                i = item_end
                continue
            kind = {"fn": "function", "struct": "struct", "enum": "enum", "union": "struct", "trait": "trait",
                    "type": "type", "const": "constant", "static": "variable", "macro": "macro"}[kind_kw]
            if kind_kw in ("const", "static"):
                sig = fold(re.split(r"\s=\s", sig + " ", maxsplit=1)[0])
            item = Item(mod.path, name, kind, sig, doc, info["dep"], vis == "pub")
            self.add(mod, item)
            if vis == "pub" and body:
                if kind_kw == "trait":
                    self.parse_items(ctx, body[0] + 1, body[1], mod, None, item)
                elif kind_kw in ("enum", "struct", "union"):
                    for fname, fkind, fsig, fdoc, fdep in self.fields(ctx, body[0] + 1, body[1], kind_kw):
                        self.impl_items.append((mod, ("=", item), Item(mod.path, fname, fkind, fsig, fdoc, fdep or info["dep"], True, parent=item)))
            i = item_end
        return

    def fields(self, ctx, i, end, kind_kw):
        """Enum variants (all) and pub struct fields: (name, kind, sig, doc, dep)."""
        toks, pair, src = ctx["toks"], ctx["pair"], ctx["src"]
        out = []
        docs, attrs = [], []
        while i < end:
            t = toks[i]
            if t.kind in ("ldoc", "bdoc"):
                docs.append(t.text[3:] if t.kind == "ldoc" else t.text)
                i += 1
                continue
            if t.text == "#" and i + 1 < end and toks[i + 1].text == "[" and pair[i + 1] > 0:
                attrs.append((i, pair[i + 1]))
                i = pair[i + 1] + 1
                continue
            # element runs to the next ',' at depth 0
            k = i
            while k < end and toks[k].text != ",":
                if toks[k].text in ("(", "[", "{") and pair[k] > 0:
                    k = pair[k] + 1
                else:
                    k += 1
            info = self.attrs_info(ctx, attrs)
            text = fold(src[t.start : toks[k - 1].end]) if k > i else ""
            if not info["skip"] and not info["hidden"]:
                if kind_kw == "enum" and t.kind == "ident":
                    out.append((t.text, "constant", re.split(r"\s=\s", text)[0], clean_doc(docs + info["docs"]), info["dep"]))
                elif kind_kw != "enum" and t.text == "pub" and i + 1 < k and toks[i + 1].kind == "ident":
                    out.append((toks[i + 1].text, "field", text, clean_doc(docs + info["docs"]), info["dep"]))
            docs, attrs = [], []
            i = k + 1
        return out

    def add(self, mod, item):
        prev = mod.items.get(item.name)
        if prev is None or (not prev.pub and item.pub) or (not prev.doc and item.doc and prev.kind == item.kind):
            if prev is not None and prev.pub and not item.pub:
                return
            mod.items[item.name] = item


ITEM_START = {"pub", "mod", "use", "fn", "struct", "enum", "trait", "impl", "type", "const", "static", "unsafe",
              "async", "extern", "macro_rules", "union"}


def looks_like_items(toks, i, end):
    """The body of `some_cfg_macro! { … }` holding items (tokio's cfg_rt!, reqwest's if_hyper!)."""
    while i < end and toks[i].kind in ("ldoc", "bdoc"):
        i += 1
    if i < end and toks[i].text == "#":
        return True
    return i < end and toks[i].kind == "ident" and toks[i].text in ITEM_START and not (i + 1 < end and toks[i + 1].text == "=>")


def impl_generic_bounds(toks, i, end):
    """`impl<R: RngCore + ?Sized> … where S: Stream` → {'R': 'RngCore', 'S': 'Stream'} (a parameter's first
    trait bound, by its last path segment)."""
    out = {}
    depth = 0
    in_where = False
    k = i
    while k < end:
        tt = toks[k].text
        if tt == "<":
            depth += 1
        elif tt == ">":
            depth -= 1
        elif tt == "where" and depth == 0:
            in_where = True
        elif ((depth == 1 and k > i) or (in_where and depth == 0)) and toks[k].kind == "ident" and k + 1 < end \
                and toks[k + 1].text == ":" and (k + 2 >= end or toks[k + 2].text != ":") and _bound_start(toks, k):
            m = k + 2
            last = None
            while m < end and toks[m].text not in (",", "+", ">", "{", "where"):
                if toks[m].kind == "ident" and toks[m].text not in ("dyn", "Sized"):
                    last = toks[m].text
                if toks[m].text == "<":
                    break
                m += 1
            if last and tt not in out:
                out[tt] = last
        k += 1
    return out


def _bound_start(toks, k):
    """Whether the parameter at k starts a bound: after `<`, `,` or `where`, or a reference to it in a where
    clause (`where &'data I: IntoParallelIterator`, rayon's `par_iter`)."""
    j = k - 1
    while j > 0 and (toks[j].text in ("&", "mut") or toks[j].kind == "life"):
        j -= 1
    return toks[j].text in ("<", ",", "where") and (j == k - 1 or toks[j + 1].text == "&")


def reference_before(toks, i, end, name, after):
    """"&", "&mut" or "" for how `name` first appears after the keyword `after` in an impl header:
    `impl … for &'a Vec<T>` → "&", `where &'data I: Bound` → "&"."""
    k = i
    while k < end and toks[k].text != after:
        k += 1
    for m in range(k + 1, end):
        if toks[m].text == name or (name == "[T]" and toks[m].text == "["):
            j = m - 1
            mutable = toks[j].text == "mut"
            j -= mutable
            while toks[j].kind == "life":
                j -= 1
            return ("&mut" if mutable else "&") if toks[j].text == "&" else ""
    return ""


def impl_trait_for(toks, i, end):
    """`impl<T> some::Trait<X> for Type<T> where …` → ('Trait', 'Type'); None for other impl headers."""
    idents = []
    depth = 0
    for k in range(i, end):
        tt = toks[k].text
        if tt == "<":
            depth += 1
        elif tt == ">":
            depth -= 1
        elif depth == 0 and tt == "for" and idents:
            trait = idents[-1]
            m = k + 1
            while m < end and (toks[m].text in ("&", "mut") or toks[m].kind == "life"):
                m += 1
            if m + 2 < end and toks[m].text == "[" and toks[m + 2].text == "]":
                return (trait, "[T]")  # `impl<T> SliceRandom for [T]`
            for m in range(k + 1, end):
                t2 = toks[m].text
                if t2 in ("where", "{", "<"):
                    break
                if toks[m].kind == "ident" and t2 not in ("dyn", "mut", "const") and not (m + 1 < end and toks[m + 1].text == "::"):
                    return (trait, t2)
            return None
        elif depth == 0 and toks[k].kind == "ident":
            idents.append(tt)
    return None


def impl_self_type(toks, i, end, pair):
    """`impl<T> Foo<T> where …` → 'Foo'; None for `impl Trait for X` and non-path self types."""
    # skip generics after impl
    if i < end and toks[i].text == "<":
        depth = 0
        while i < end:
            if toks[i].text == "<":
                depth += 1
            elif toks[i].text == ">":
                depth -= 1
                if depth == 0:
                    i += 1
                    break
            i += 1
    depth = 0
    last_ident = None
    k = i
    while k < end:
        tt = toks[k].text
        if tt == "<":
            depth += 1
        elif tt == ">":
            depth -= 1
        elif tt in ("(", "[") and pair[k] > 0:
            if depth == 0 and last_ident is None:
                return None
            k = pair[k] + 1
            continue
        elif depth == 0 and toks[k].kind == "ident":
            if tt == "for" and not (k + 1 < end and toks[k + 1].text == "<"):
                return None
            if tt == "where":
                break
            if tt not in ("dyn", "mut", "const", "unsafe", "for") and (k + 1 >= end or toks[k + 1].text != "::"):
                last_ident = tt if last_ident is None or toks[k - 1].text == "::" or True else last_ident
        k += 1
    return last_ident


def parse_use(text):
    """`a::b::{c, d as e, f::*}` → [(['a','b','c'], None, False), (['a','b','d'], 'e', False), (['a','b','f'], None, True)]."""
    # comments inside a use list (image's `pub use crate::buffer_::{GrayImage, // Image types\n ImageBuffer}`)
    # would swallow the names after them once white space is removed
    text = re.sub(r"//[^\n]*|/\*.*?\*/", " ", text, flags=re.S)
    t = re.sub(r"\s+as\s+", "@AS@", text)
    t = re.sub(r"\s+", "", t)
    return _parse_use_marked(t)


def _parse_use_marked(s0):
    out = []

    def walk(prefix, s):
        parts, depth, cur = [], 0, ""
        for ch in s:
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        if cur:
            parts.append(cur)
        for p in parts:
            if not p:
                continue
            if "{" in p and ("@AS@" not in p or p.index("{") < p.index("@AS@")):
                b = p.index("{")
                head = p[:b].rstrip(":")
                segs = [x for x in head.split("::") if x]
                walk(prefix + segs, p[b + 1 : p.rindex("}")])
                continue
            if p.endswith("*"):
                out.append((prefix + [x for x in p[:-1].split("::") if x], None, True))
                continue
            alias = None
            if "@AS@" in p:
                p, alias = p.split("@AS@", 1)
            out.append((prefix + [x for x in p.split("::") if x], alias, False))

    walk([], s0)
    return out



# ---------------------------------------------------------------------------- resolution
def ext_under(ext, c, pre):
    """Records of crate c at or under path pre, re-rooted at pre: [(rest of path, Item)].
    Falls back to the item of the same last name when pre is not one of c's public paths."""
    recs = ext.get(c, [])
    hits = [(path[len(pre):], it) for path, it in recs if path[: len(pre)] == pre]
    if hits or not pre:
        return hits
    cands = [path for path, it in recs if path[-1] == pre[-1] and it.parent is None]
    if not cands:
        return []
    best = max(cands, key=lambda p: (len(set(p) & set(pre)), -len(p)))
    return [(path[len(best):], it) for path, it in recs if path[: len(best)] == best]


def resolve_crate(cp, ext=None, blankets=None):
    """Returns [(public path, Item)] for the crate's public API, shortest public path per item.

    ext: {other crate: [(public path, Item)]} for `pub use other_crate::…` re-exports (futures → futures_util);
    blankets: {other crate: [(public path, Item)]}, the methods its blanket impls give its types.
    """
    ext = ext or {}
    blankets = blankets or {}
    cp.blanket_paths = []
    mods = cp.modules
    root = mods[()]
    crate = cp.crate
    # exports[M] = {name: ('item', Item) | ('mod', path)}
    exports = {}
    for p, m in mods.items():
        e = {}
        for name, it in m.items.items():
            if it.pub:
                e[name] = ("item", it)
        for name, (child, pub) in m.children.items():
            if pub:
                e[name] = ("mod", child.path)
        exports[p] = e

    def lookup(mpath, segs):
        """Resolve a path used in module mpath to ('item', Item) | ('mod', path) | None."""
        if not segs:
            return ("mod", mpath)
        first = segs[0]
        if first == "crate" or first == crate or first == "$crate":
            cur, rest = (), segs[1:]
        elif first == "self":
            cur, rest = mpath, segs[1:]
        elif first == "super":
            cur, rest = mpath, segs
            while rest and rest[0] == "super":
                cur = cur[:-1]
                rest = rest[1:]
        else:
            m = mods.get(mpath)
            if m and (first in m.children or first in m.items or first in exports.get(mpath, {})):
                cur, rest = mpath, segs
            else:
                # a private `use` in this module may bring the first segment in
                if m:
                    for useg, ualias, uglob, _pub in m.uses:
                        if not uglob and useg and (ualias or useg[-1]) == first and useg != segs:
                            tgt = lookup(mpath, useg) if useg[0] != first or len(useg) > 1 else None
                            if tgt and tgt[0] == "mod":
                                return lookup_in(tgt[1], segs[1:])
                            if tgt and len(segs) == 1:
                                return tgt
                if first in ext and first != crate:
                    return ("ext", first, tuple(segs[1:]))
                return None
        return lookup_in(cur, rest)

    def lookup_in(cur, rest):
        for idx, s in enumerate(rest):
            last = idx == len(rest) - 1
            m = mods.get(cur)
            if m is None:
                return None
            if last:
                # a `use` takes every namespace; prefer what is public (a fn re-exported over its private module)
                if s in exports.get(cur, {}):
                    return exports[cur][s]
                if s in m.items and m.items[s].pub:
                    return ("item", m.items[s])
                if s in m.children:
                    return ("mod", m.children[s][0].path)
                if s in m.items:
                    return ("item", m.items[s])
                return None
            if s in m.children:
                cur = m.children[s][0].path
                continue
            if s in exports.get(cur, {}) and exports[cur][s][0] == "mod":
                cur = exports[cur][s][1]
                continue
            if s in exports.get(cur, {}) and exports[cur][s][0] == "ext":
                # through a re-exported crate (`pub use digest;` then `digest::core_api::CoreWrapper`)
                return ("ext", exports[cur][s][1], exports[cur][s][2] + tuple(rest[idx + 1:]))
            # a type's associated item (use Enum::Variant): not an export we track
            return None
        return ("mod", cur)

    for _ in range(6):
        changed = False
        for p, m in mods.items():
            e = exports[p]
            for segs, alias, glob, pub in m.uses:
                if not pub:
                    continue
                if glob:
                    tgt = lookup(p, segs)
                    if tgt and tgt[0] == "mod" and tgt[1] != p:
                        for n, v in list(exports.get(tgt[1], {}).items()):
                            if n not in e:
                                e[n] = v
                                changed = True
                    elif tgt and tgt[0] == "ext":
                        c, pre = tgt[1], tgt[2]
                        for path, _it in ext[c]:
                            if len(path) > len(pre) and path[: len(pre)] == pre and path[len(pre)] not in e:
                                e[path[len(pre)]] = ("ext", c, pre + (path[len(pre)],))
                                changed = True
                    continue
                if not segs:
                    continue
                name = alias or segs[-1]
                if name == "self":
                    name = alias or (segs[-2] if len(segs) > 1 else None)
                    segs = segs[:-1]
                if not name or name == "_":
                    continue
                old = e.get(name)
                # an earlier round may have seen only a private module of that name (`mod spawn; pub use
                # spawn::spawn;` resolved before the fn was exported): let the item win
                if old is not None and not (old[0] == "mod" and not mods[old[1]].public):
                    continue
                tgt = lookup(p, segs)
                if tgt and tgt != old:
                    e[name] = tgt
                    changed = True
        if not changed:
            break

    # walk from the root over public modules
    best = {}  # id(item) -> (path tuple)
    allp = []  # every public path of every item (for other crates' `pub use`)
    seen_mods = set()
    queue = [((), ())]  # (public path, module path)
    while queue:
        ppath, mpath = queue.pop(0)
        if (ppath, mpath) in seen_mods or len(ppath) > 8:
            continue
        seen_mods.add((ppath, mpath))
        for name, v in exports.get(mpath, {}).items():
            if name.startswith("_") or name in ("tests", "test", "benches", "private", "__private"):
                continue
            if v[0] == "mod":
                if v[1] != mpath:
                    queue.append((ppath + (name,), v[1]))
            elif v[0] == "ext":
                c, pre = v[1], v[2]
                if not pre and name == c:
                    continue  # `pub use libc;`: a convenience re-export of a whole crate, listed under its own name
                for path, it in ext_under(ext, c, pre):
                    if True:
                        newpath = ppath + (name,) + path
                        allp.append((newpath, it))
                        old = best.get(id(it))
                        if old is None or (len(newpath), newpath) < (len(old[0]), old[0]):
                            best[id(it)] = (newpath, it)
            else:
                it = v[1]
                path = ppath + (name,)
                allp.append((path, it))
                old = best.get(id(it))
                if old is None or (len(path), path) < (len(old[0]), old[0]):
                    best[id(it)] = (path, it)
    out = [(p, it) for p, it in best.values()]
    # members: impl methods / trait methods / fields / variants attach to their type's public path
    type_paths = {id(it): p for p, it in out}
    all_type_paths = {}
    for p, it in allp:
        if it.kind in ("struct", "enum", "trait", "type"):
            all_type_paths.setdefault(id(it), []).append(p)
    by_name = {}
    for m in mods.values():
        for n, it in m.items.items():
            if it.kind in ("struct", "enum", "trait", "type"):
                by_name.setdefault(n, []).append(it)
    for mod, parent, it in cp.impl_items:
        if isinstance(parent, tuple):
            tgt = parent[1]
        else:
            tgt = mod.items.get(parent)
            if tgt is None or id(tgt) not in type_paths:
                r = None
                for useg, ualias, uglob, _pub in mod.uses:
                    if not uglob and (ualias or (useg[-1] if useg else None)) == parent:
                        r = lookup(mod.path, useg)
                        break
                if r and r[0] == "item":
                    tgt = r[1]
                else:
                    cands = [c for c in by_name.get(parent, []) if id(c) in type_paths]
                    tgt = cands[0] if cands else tgt
        if tgt is None or id(tgt) not in type_paths:
            continue
        out.append((type_paths[id(tgt)] + (it.name,), it))
        for tp in all_type_paths.get(id(tgt), ()):
            allp.append((tp + (it.name,), it))
    def foreign_members(alias):
        """The members another scanned crate lists on the type an alias names (`sha2::Sha256` is `digest`'s
        `CoreWrapper<…>`, whose `new`, `update` and `finalize` come from `digest`'s blanket `Digest` impl)."""
        target = type_aliases.parse_alias(alias.sig)
        tgt = target and lookup(alias.mod, [target[1]])
        if not tgt or tgt[0] != "ext":
            return []
        c, pre = tgt[1], tgt[2]
        listed = ext_under(ext, c, pre) + [(p[len(pre):], it) for p, it in blankets.get(c, []) if p[:len(pre)] == pre]
        return [(rest[0], it) for rest, it in listed
                if len(rest) == 1 and it.kind == "method" and (it.head is None or set(it.head[2]) <= set(it.head[0]))]

    out += alias_members(cp, out, foreign_members)
    # blanket impls, as rustdoc lists them on each type: `impl<R: RngCore + ?Sized> Rng for R {}` gives every
    # type of the crate that implements RngCore Rng's methods (`rand::rngs::ThreadRng::gen_range`)
    trait_methods = {}
    for mod, parent, it in cp.impl_items:
        if isinstance(parent, tuple) and parent[1].kind == "trait" and it.kind == "method":
            trait_methods.setdefault(id(parent[1]), []).append(it)
    for trait_name, bound in cp.blankets:
        for tr in by_name.get(trait_name, []):
            if tr.kind != "trait" or id(tr) not in type_paths:
                continue
            for impl_trait, ty in cp.trait_impls:
                if impl_trait != bound:
                    continue
                cands = [c for c in by_name.get(ty, []) if id(c) in type_paths and c.kind in ("struct", "enum", "type")]
                if not cands:
                    continue
                for m in trait_methods.get(id(tr), []):
                    item = Item(m.mod, m.name, m.kind, m.sig, m.doc, m.dep, True, parent=cands[0], inh=True)
                    out.append((type_paths[id(cands[0])] + (m.name,), item))
                    # seen by other crates' aliases of the type (sha2's aliases of digest's CoreWrapper), not by
                    # their re-exports, which list the type where its own crate already does
                    cp.blanket_paths.extend((tp + (m.name,), item) for tp in all_type_paths.get(id(cands[0]), ()))
    out += std_extension_members(cp, allp, trait_methods, by_name)
    cp.all_paths = allp
    return out


# The standard types crates extend with their traits, by the name an impl writes: where their methods are listed.
STD_TYPES = {"Vec": "std::vec::Vec", "VecDeque": "std::collections::VecDeque", "HashMap": "std::collections::HashMap",
             "HashSet": "std::collections::HashSet", "BTreeMap": "std::collections::BTreeMap",
             "BTreeSet": "std::collections::BTreeSet", "BinaryHeap": "std::collections::BinaryHeap",
             "LinkedList": "std::collections::LinkedList", "String": "std::string::String", "str": "str", "[T]": "slice",
             "Option": "std::option::Option", "Result": "std::result::Result", "Range": "std::ops::Range",
             "RangeInclusive": "std::ops::RangeInclusive"}


def std_extension_members(cp, allp, trait_methods, by_name):
    """The methods a crate adds to standard types through the traits of its prelude, under the type code calls
    them on: `use rayon::prelude::*` gives `Vec` `par_iter` (a blanket impl over `&I: IntoParallelIterator`, which
    rayon implements for `&Vec<T>`) and `into_par_iter`; `use rand::prelude::*` gives slices `shuffle` and
    `choose`. Only prelude traits: a crate's other impls for standard types (serde's `Serialize for Vec<T>`) are
    plumbing nobody calls by name. Named by the standard type's path, in the crate's library."""
    prelude = {id(it) for p, it in allp if p and p[0] == "prelude" and it.kind == "trait"}
    grants = [(trait_name, [ty]) for trait_name, ty, _ref in cp.std_impls]
    # a blanket impl whose bound is on `&R` reaches the types the bound's trait is implemented for by reference
    grants += [(trait_name, [ty for t, ty, ref in cp.std_impls if t == bound and ref == cp.blanket_refs.get((trait_name, bound), "")])
               for trait_name, bound in cp.blankets]
    out, seen = [], set()
    for trait_name, tys in grants:
        for tr in by_name.get(trait_name, []):
            if id(tr) not in prelude:
                continue
            for ty in tys:
                for m in trait_methods.get(id(tr), []):
                    key = (ty, m.name)
                    if key not in seen:
                        seen.add(key)
                        out.append((tuple(STD_TYPES[ty].split("::")) + (m.name,),
                                    Item(m.mod, m.name, m.kind, m.sig, m.doc, m.dep, True, parent=tr, inh=True, std_path=STD_TYPES[ty])))
    return out


def alias_members(cp, out, foreign_members):
    """The inherent methods of an alias's target type whose impl blocks apply to the alias, listed under
    the alias as rustdoc's alias page shows them (`nalgebra::Matrix3::try_inverse` from `impl SquareMatrix`,
    `Matrix3::new` from the 3x3 `impl Matrix<T, Const<3>, Const<3>, …>`); what the alias declares itself wins.
    A target of another crate gives what that crate lists on it (foreign_members: `sha2::Sha256::update`)."""
    aliases_at = [(p, it) for p, it in out if it.kind == "type" and it.parent is None]
    aliases = type_aliases.Aliases({it.name: it.sig for _, it in aliases_at})
    by_target = {}
    for _mod, _parent, it in cp.impl_items:
        if it.head is not None and it.kind == "method":
            params, name, args = it.head
            target, targs = aliases.resolve(name, args)
            by_target.setdefault(target, []).append((params, targs, it))
    held = {}
    for p, it in out:
        held.setdefault(p[:-1], set()).add(p[-1])
    added = []
    for path, alias in aliases_at:
        parsed = aliases.by_name.get(alias.name)
        if not parsed:
            continue
        target, targs = aliases.resolve(alias.name, parsed[0])
        own = held.get(path, set())
        if target in by_target:
            inherited = [m for params, iargs, m in by_target[target] if type_aliases.applies(aliases, parsed[0], targs, params, iargs)]
        else:
            inherited = [m for _name, m in foreign_members(alias)]
        for m in inherited:
            if m.name not in own:
                added.append((path + (m.name,), Item(m.mod, m.name, m.kind, m.sig, m.doc, m.dep, True, parent=alias, inh=True)))
    return added


# ---------------------------------------------------------------------------- driver
# libc: ~9,000 undocumented C constants and ~3,000 C struct fields (for every platform) would swamp the
# crate; keep its functions, structs, types and statics.
KEEP_KINDS = {"libc": {"function", "struct", "type", "enum", "variable", "macro"}}

def deb_versions(debs_dir):
    """crate dir name (<crate>-<ver>) → (debian package, debian version), from the .deb file names."""
    out = {}
    for f in os.listdir(debs_dir):
        m = re.match(r"^(librust-[a-z0-9-]+-dev)_([^_]+)_[a-z0-9]+\.deb$", f)
        if m:
            out[m.group(1)] = m.group(2).replace("%3a", ":")
    return out


def copyright_licence(root, debpkg):
    p = os.path.join(root, "usr/share/doc", debpkg, "copyright")
    try:
        text = open(p, encoding="utf-8", errors="replace").read()
    except OSError:
        return None
    for para in text.split("\n\n"):
        if re.search(r"^Files:\s*\*\s*$", para, re.M):
            m = re.search(r"^License:\s*(.+)$", para, re.M)
            if m:
                return m.group(1).strip()
    return None


def licence_file(cdir, name):
    """A crate with only `license-file`: recognise the common texts."""
    try:
        text = open(os.path.join(cdir, name or "LICENSE"), encoding="utf-8", errors="replace").read()
    except (OSError, TypeError):
        return None
    if "Redistribution and use in source and binary forms" in text:
        return "BSD-3-Clause" if re.search(r"Neither\s+the\s+name|names\s+of\s+its\s+contributors", text) else "BSD-2-Clause"
    if "Permission is hereby granted, free of charge" in text:
        return "MIT"
    if "Apache License" in text and "Version 2.0" in text:
        return "Apache-2.0"
    return None


def main():
    registry, debs_dir, debroot = sys.argv[1], sys.argv[2], sys.argv[3]
    only = set(sys.argv[4:])
    debs = deb_versions(debs_dir)
    log = lambda msg: print(msg, file=sys.stderr)
    total = withdoc = libs = 0
    parsed, public, first, blanket_methods = [], {}, {}, {}
    for d in sorted(os.listdir(registry)):
        cdir = os.path.join(registry, d)
        try:
            with open(os.path.join(cdir, "Cargo.toml"), "rb") as f:
                cargo = tomllib.load(f)
            pkg = cargo.get("package", {})
            cname = pkg["name"]
            ver = str(pkg.get("version", ""))
            lib = cargo.get("lib", {}) or {}
            libname = (lib.get("name") or cname).replace("-", "_")
            if only and libname not in only:
                continue
            root_file = os.path.join(cdir, lib.get("path") or "src/lib.rs")
            if not os.path.isfile(root_file):
                log(f"rust: {cname}: no library root ({root_file}); skipped")
                continue
            debpkg = f"librust-{cname.lower().replace('_', '-')}-dev"
            debver = debs.get(debpkg, "")
            licence = pkg.get("license") or copyright_licence(debroot, debpkg) or licence_file(cdir, pkg.get("license-file")) or "UNKNOWN"
            licence = re.sub(r"\s+", " ", str(licence)).strip()
            BUILD_CFGS.clear()
            BUILD_CFGS.update(build_script_cfgs(cdir))
            cp = CrateParser(libname, root_file, log)
            cp.proc_macro = bool(lib.get("proc-macro") or lib.get("proc_macro"))
            cp.modules[()] = Module((), True)
            cp.parse_file(root_file, cp.modules[()])
            parsed.append((d, cname, ver, libname, debpkg, debver, licence, cp))
            first[libname] = resolve_crate(cp)
            public[libname] = cp.all_paths
            blanket_methods[libname] = cp.blanket_paths
        except Exception as e:  # a failing crate is logged and skipped
            import traceback
            log(f"rust: {d}: failed: {e!r}")
            traceback.print_exc(file=sys.stderr)
    # two packages may build the same library name (md5 and md-5 both give `md5`): the one named so wins
    parsed.sort(key=lambda x: (x[3], x[1].replace("-", "_") != x[3], x[0]))
    emitted = set()
    for d, cname, ver, libname, debpkg, debver, licence, cp in parsed:
        if libname in emitted:
            log(f"rust: {cname}: library name {libname} already taken by another package; skipped")
            continue
        try:
            uses_ext = any(u[3] and u[0] and u[0][0] in public and u[0][0] != libname
                           for m in cp.modules.values() for u in m.uses)
            recs = resolve_crate(cp, public, blanket_methods) if uses_ext else first[libname]
            lines = []
            seen = set()
            keep = KEEP_KINDS.get(libname)
            for path, it in sorted(recs, key=lambda r: (len(r[0]), r[0])):
                if keep and it.kind not in keep:
                    continue
                if any(seg.startswith("_") or seg in ("tests", "test") for seg in path):
                    continue
                name = "::".join(path) if it.std_path else libname + "::" + "::".join(path)
                key = (name, it.sig)
                if key in seen:
                    continue
                seen.add(key)
                if not it.sig:
                    continue
                rec = {"t": "api", "lang": "rust", "lib": libname, "name": name, "kind": it.kind, "sig": it.sig[:600], "doc": it.doc}
                if it.dep:
                    rec["dep"] = True
                if getattr(it, "inh", False):
                    rec["inh"] = True
                lines.append(rec)
            if not lines:
                log(f"rust: {cname}: no public items found; skipped")
                continue
            print(json.dumps({"t": "lib", "lang": "rust", "lib": libname, "ver": ver,
                              "source": f"debian:{debpkg}={debver}" if debver else f"debian:{debpkg}",
                              "licence": licence}, ensure_ascii=False))
            for r in lines:
                print(json.dumps(r, ensure_ascii=False))
            emitted.add(libname)
            libs += 1
            total += len(lines)
            withdoc += sum(1 for r in lines if r["doc"])
        except Exception as e:  # a failing crate is logged and skipped
            import traceback
            log(f"rust: {d}: failed: {e!r}")
            traceback.print_exc(file=sys.stderr)
    log(f"rust crates: {libs} crates, {total} records, {100.0 * withdoc / max(1, total):.1f}% with doc")


if __name__ == "__main__":
    main()
