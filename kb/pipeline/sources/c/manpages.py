#!/usr/bin/env python3
"""C staging records (kb/pipeline/README.md contract) from groff man pages.

    manpages.py <jobs.tsv> <out.jsonl>

Each line of jobs.tsv: mandir \t lib \t ver \t source \t licence \t keep
  mandir   a directory of *.gz (or plain) man pages (man2, man3, man3posix, an OpenSSL man3, ...)
  lib      "" = one library per header (`stdio`, `sys/socket`: libc/POSIX); else every record's lib (`openssl`)
  licence  "page" = the page's own `SPDX-License-Identifier`; "copyright:<file>" = the `Files: *` licence of
           that Debian copyright file; else the licence of every page
  keep     "all", or space-separated SPDX ids: pages under another licence are left out (logged)
Jobs are read in order; an identifier already emitted by an earlier job (or page) is not emitted again, but
its own page (`strlen.3`, or the page its alias `fgets.3` leads to) gives it its `doc` when an overview page
of the same job listed it first (`string.3`: "String operations." → "Calculate the length of a string.").

Per page: NAME gives the names and the `doc` (the text after `\\-`); SYNOPSIS gives `#include <x.h>` lines
and the prototypes (font macros .B/.BI/.I/.BR… and escapes undone, multi-line prototypes joined at `;`).
`.so` pages and symlinks are aliases of the page they point to, which is parsed once. A page that cannot
be read or parsed is logged to stderr and skipped.
"""
import collections
import gzip
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import headers  # noqa: E402

FONT_ALT = {".BI", ".IB", ".BR", ".RB", ".IR", ".RI"}
FONT_ONE = {".B", ".I", ".SM", ".SB", ".R"}
BREAKS = {".nf", ".fi", ".PP", ".P", ".LP", ".br", ".sp", ".RS", ".RE", ".TP", ".IP", ".in", ".HP", ".Vb", ".Ve",
          ".EX", ".EE", ".ad", ".na", ".ti", ".ft", ".ne", ".if", ".ie", ".el", ".IX", ".PD", ".ds", ".de", ".TH"}
C_WORDS = {"void", "int", "char", "long", "short", "unsigned", "signed", "float", "double", "const", "volatile",
           "struct", "union", "enum", "static", "extern", "inline", "restrict", "return", "sizeof", "typedef",
           "_Noreturn", "noreturn", "bool", "_Bool", "if", "while", "for", "switch", "__attribute__", "register",
           "auto", "_Atomic", "typeof", "__typeof__", "defined", "alignas", "_Alignas", "static_assert"}
NAMED = {"em": "—", "en": "–", "aq": "'", "dq": '"', "lq": '"', "rq": '"', "oq": "'", "cq": "'", "ga": "`",
         "ha": "^", "ti": "~", "rs": "\\", "mi": "-", "hy": "-", "pl": "+", "eq": "=", "**": "*", "bu": "*",
         "co": "(C)", "rg": "(R)", "tm": "(TM)", "<=": "<=", ">=": ">=", "!=": "!=", "->": "->", "lh": "",
         "rh": "", "bv": "|", "ba": "|", "or": "|", "sl": "/", "ul": "_", "at": "@", "sh": "#", "Do": "$",
         "lB": "[", "rB": "]", "lC": "{", "rC": "}", "la": "<", "ra": ">", "ts": '"', "de": "°", "mu": "x",
         "di": "/", "+-": "+-", "aa": "'", "a-": "-", "ua": "^", "da": "v", "cq": "'"}


def log(msg):
    print(f"c: {msg}", file=sys.stderr)


def unescape(s):
    s = re.sub(r"\\f(\[[^\]]*\]|\(..|.)", "", s)          # font changes
    s = re.sub(r"\\s[+-]?\d", "", s)                       # size changes
    s = re.sub(r"\\\*(\[[^\]]*\]|\(..|.)", "", s)           # strings (pod2man's \*(C` etc.)
    s = re.sub(r"\\\((..)", lambda m: NAMED.get(m.group(1), ""), s)
    s = re.sub(r"\\\[([^\]]*)\]", lambda m: NAMED.get(m.group(1), ""), s)
    s = re.sub(r"\\[&|^%:c]", "", s)
    s = re.sub(r"\\[ ~0]", " ", s)
    s = s.replace("\\-", "-").replace("\\e", "\\").replace("\\\\", "\\").replace("\\'", "'").replace("\\`", "`")
    return s


def macro_args(rest):
    args, cur, quoted, i = [], "", False, 0
    while i < len(rest):
        ch = rest[i]
        if ch == '"':
            if quoted and i + 1 < len(rest) and rest[i + 1] == '"':
                cur += '"'
                i += 2
                continue
            quoted = not quoted
        elif ch in " \t" and not quoted:
            if cur:
                args.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    if cur:
        args.append(cur)
    return args


def to_text(lines):
    """groff lines → plain lines (one per source line; break macros give empty lines)."""
    out, joined = [], []
    for line in lines:  # a trailing backslash continues the source line
        if joined and joined[-1].endswith("\\") and not joined[-1].endswith("\\\\"):
            joined[-1] = joined[-1][:-1] + " " + line
        else:
            joined.append(line)
    for line in joined:
        if line.startswith(('.\\"', "'\\\"", '\\"')) or line.strip() in (".", "'"):
            continue
        if line.startswith((".", "'")):
            m = re.match(r"^[.'](\S+)\s*(.*)$", line)
            if not m:
                continue
            mac, rest = "." + m.group(1), m.group(2)
            if mac in FONT_ALT:
                out.append(unescape("".join(macro_args(rest))))
            elif mac in FONT_ONE:
                out.append(unescape(" ".join(macro_args(rest))))
            elif mac in (".SS",):
                out.append("")
            else:
                out.append("")  # .nf/.PP/.RS/... and unknown requests break
            continue
        out.append(unescape(re.sub(r'\\".*$', "", line)))
    return out


def read_page(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8", errors="replace") as f:
        return f.read()


def sections(text):
    secs, cur = collections.OrderedDict(), None
    for line in text.split("\n"):
        m = re.match(r'^\.SH\s+"?([^"]*)"?\s*$', line)
        if m:
            cur = m.group(1).strip().upper()
            secs.setdefault(cur, [])
            continue
        if cur is not None:
            secs[cur].append(line)
    return secs


def parse_name(lines):
    text = " ".join(l.strip() for l in to_text(lines) if l.strip())
    text = re.sub(r"\s+", " ", text)
    m = re.search(r"\s(?:-|—|–)\s", " " + text + " ")
    if not m:
        return [], ""
    names = [n.strip() for n in text[: m.start() - 1].split(",") if n.strip()]
    desc = text[m.end() - 1:].strip()
    if desc:
        desc = desc[0].upper() + desc[1:]
        if not desc.endswith((".", "!", "?")):
            desc += "."
    return names, desc


def strip_comments(s):
    return re.sub(r"/\*.*?\*/", " ", s)


def fold(s):
    s = re.sub(r"\s+", " ", s).strip()
    s = re.sub(r"\(\s+", "(", s)
    s = re.sub(r"\s+\)", ")", s)
    s = re.sub(r"\s+,", ",", s)
    s = re.sub(r"\s+;", ";", s)
    return s


def declarations(lines):
    """SYNOPSIS lines → [(header, statement)] in order."""
    text = to_text(lines)
    out, header, pending, buf, depth = [], None, None, [], 0
    for raw in text:
        line = raw.rstrip()
        if re.search(r"Feature Test Macro Requirements|^\s*Link with|^\s*Compile and link", line):
            break
        m = re.match(r"^\s*#\s*include\s*[<\"]([^>\"]+)[>\"]\s*(.*)$", line)
        if m:
            hdr, rest = m.group(1), m.group(2)
            # `#include <sys/types.h> /* Definition of off_t */` only brings in a type or constant
            if not re.search(r"Definition of|/\*\s*For ", rest):
                header = hdr
            elif header is None:
                pending = hdr  # used only if the page names no other header
            buf, depth = [], 0
            continue
        if re.match(r"^\s*#\s*define\s+_\w*SOURCE\b", line):  # feature-test macro, not API
            continue
        if re.match(r"^\s*#\s*define\s", line):
            out.append((header or pending, fold(strip_comments(line))))
            continue
        if re.match(r"^\s*#", line):
            continue
        if not line.strip():
            if depth == 0 and buf and not any(ch in "(," for ch in "".join(buf)[-1:]):
                # a statement without `;` (rare: macros written bare) ends at a break
                joined = fold(strip_comments(" ".join(buf)))
                if re.search(r"\w\s*\(.*\)\s*$", joined):
                    out.append((header or pending, joined))
                buf = []
            continue
        line = re.sub(r"//.*$", "", line)
        buf.append(line)
        depth += line.count("{") - line.count("}")
        if depth <= 0 and line.rstrip().endswith(";"):
            out.append((header or pending, fold(strip_comments(" ".join(buf)))))
            buf, depth = [], 0
    return out


def classify(stmt):
    """statement → (name, kind) or None."""
    s = stmt.strip()
    if s.startswith("#define"):
        m = re.match(r"#define\s+(\w+)", s)
        return (m.group(1), "macro") if m else None
    if s.startswith("typedef"):
        body = re.sub(r"\{.*\}", "", s)
        m = re.search(r"\(\s*\*\s*(\w+)\s*\)\s*\(", body) or re.search(r"(\w+)\s*(\[[^\]]*\])?\s*;?\s*$", body)
        return (m.group(1), "type") if m else None
    m = re.match(r"^(struct|union|enum)\s+(\w+)\s*\{", s)
    if m:
        return (m.group(2), "type")  # the tag: `struct timespec` → timespec
    m = re.match(r"^[\w\s\*]*\bsyscall\s*\(\s*SYS_(\w+)", s)
    if m:  # glibc has no wrapper: `int syscall(SYS_pidfd_getfd, ...)` documents pidfd_getfd
        return (m.group(1), "function")
    if "(" in s:
        for m in re.finditer(r"(\w+)\s*\(", s):
            word = m.group(1)
            after = s[m.end():].lstrip()
            if word in C_WORDS or after.startswith("*") or after.startswith("^"):
                continue
            if re.match(r"^\d", word):
                continue
            close, depth = None, 0  # `STACK_OF(X509) *sk_X509_new(...)`: a macro in the return type
            for k in range(m.end() - 1, len(s)):
                depth += {"(": 1, ")": -1}.get(s[k], 0)
                if depth == 0:
                    close = k
                    break
            if close is not None and re.match(r"^\s*[\*\s]*\w+\s*\(", s[close + 1:]):
                continue
            kind = "macro" if re.match(r"^[A-Z_][A-Z0-9_]*$", word) and not re.match(r"^_[A-Z]", word) else "function"
            return (word, kind)
        return None
    if s.startswith("extern"):
        m = re.match(r"^extern\s+[\w\s\*]+?[\s\*](\w+)\s*(\[[^\]]*\])?\s*((?:,\s*\**\w+\s*)*);$", s)
        if m:
            more = [w for w in re.findall(r"\w+", m.group(3) or "")]
            return [(m.group(1), "variable")] + [(w, "variable") for w in more]
    return None


def page_licence(text):
    m = re.search(r"SPDX-License-Identifier:\s*(\S.*)", text)
    return m.group(1).strip() if m else "UNKNOWN"


def copyright_licence(path):
    """`License:` of the `Files: *` paragraph of a Debian copyright file."""
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return "UNKNOWN"
    for para in re.split(r"\n\s*\n", text):
        if re.search(r"^Files:\s*\*\s*$", para, re.M):
            m = re.search(r"^License:\s*(\S.*)$", para, re.M)
            if m:
                return m.group(1).strip()
    return "UNKNOWN"


def lib_hint(fixed_lib, header):
    return fixed_lib or (lib_of(header) if header else None)


def lib_of(header):
    return re.sub(r"\.h$", "", header)


def resolve_page(mandir, fn):
    """A page's real path and text: symlinks and `.so man3/x.3` aliases followed (at most 3 hops)."""
    real = os.path.realpath(os.path.join(mandir, fn))
    text = read_page(real)
    for _ in range(3):
        m = re.match(r"^(?:\.\\\".*\n)*\.so\s+(\S+)", text)
        if not m:
            break
        target = m.group(1)
        base = os.path.dirname(mandir)
        cand = [os.path.join(base, target), os.path.join(base, target + ".gz"),
                os.path.join(mandir, os.path.basename(target)), os.path.join(mandir, os.path.basename(target) + ".gz")]
        cand = [c for c in cand if os.path.exists(c)]
        if not cand:
            raise ValueError(f".so target {target} not found")
        real = os.path.realpath(cand[0])
        text = read_page(real)
    return real, text


def main():
    jobs_path, out_path = sys.argv[1], sys.argv[2]
    seen_names = {}
    emitted = {}                          # (name, is-type) → its record, to be described by its own page
    libs = collections.OrderedDict()      # lib → {"ver","source","licences":set,"recs":[...]}
    stats = collections.Counter()
    for line in open(jobs_path, encoding="utf-8"):
        cols = line.rstrip("\n").split("\t")
        if len(cols) < 6:
            continue
        mandir, fixed_lib, ver, source, licence, keep = cols[:6]
        keep_set = None if keep == "all" else set(keep.upper().split())
        if licence.startswith("copyright:"):
            licence = copyright_licence(licence[len("copyright:"):])
        if mandir.startswith("headers:"):
            # signatures from a C library's headers (musl, MIT) with the project's own doc lines (headers.py)
            includedir, table_path = mandir[len("headers:"):].split("|")
            table = headers.load_descriptions(table_path)
            for header, name, kind, sig in headers.declarations(includedir):
                key = (name, False)
                if key in seen_names or (name, True) in seen_names:
                    continue
                lib = lib_of(header)
                seen_names[key] = (includedir, lib)
                entry = libs.setdefault(lib, {"ver": ver, "sources": [], "licences": [], "recs": []})
                if source not in entry["sources"]:
                    entry["sources"].append(source)
                if licence not in entry["licences"]:
                    entry["licences"].append(licence)
                entry["recs"].append({"t": "api", "lang": "c", "lib": lib, "name": name, "kind": kind, "sig": sig[:400],
                                      "doc": headers.describe(table, header, name, kind, sig)})
                stats["records"] += 1
                stats["records from headers"] += 1
            continue
        if not os.path.isdir(mandir):
            log(f"{source}: no {mandir}; skipped")
            continue
        files = sorted(os.listdir(mandir))
        parsed = set()
        # Each name's own page (`strlen.3`, or the page its alias leads to: `fgets.3` → `fgetc.3`) describes it
        # better than an overview page listing it (`string.3`: "String operations."), whichever comes first.
        # Resolved only for a name met again on another page (a few dozen of thousands).
        own_file = {fn.split(".")[0]: fn for fn in files}
        own_real = {}

        def own_page(name):
            if name not in own_real:
                try:
                    own_real[name] = resolve_page(mandir, own_file[name])[0] if name in own_file else None
                except Exception:  # noqa: BLE001 - reported once, by the loop below
                    own_real[name] = None
            return own_real[name]

        for fn in files:
            try:
                real, text = resolve_page(mandir, fn)
            except Exception as e:  # noqa: BLE001 - a broken page is skipped, never fatal
                log(f"{source}: {fn}: {e}; skipped")
                stats["broken pages"] += 1
                continue
            if real in parsed:
                stats["alias pages"] += 1
                continue
            parsed.add(real)
            stats["pages"] += 1
            lic = licence
            if licence == "page":
                lic = page_licence(text)
            if keep_set is not None and lic.upper() not in keep_set:
                stats[f"pages left out for licence {lic}"] += 1
                continue
            secs = sections(text)
            name_sec = secs.get("NAME") or secs.get("NOM")
            syn = secs.get("SYNOPSIS")
            if not name_sec or not syn:
                stats["pages without NAME/SYNOPSIS"] += 1
                continue
            names, desc = parse_name(name_sec)
            for header, stmt in declarations(syn):
                c = classify(stmt)
                if not c:
                    continue
                for name, kind in (c if isinstance(c, list) else [c]):
                    key = (name, kind == "type" and not stmt.startswith("typedef"))
                    if key in seen_names and seen_names[key] != (real, lib_hint(fixed_lib, header)):
                        # declared by an earlier page; the same page may declare overloads (open). Its own page,
                        # met later, gives it its own description.
                        earlier = emitted.get(key)
                        if earlier is not None and own_page(name) == real and earlier["lib"] == lib_hint(fixed_lib, header):
                            earlier["doc"] = desc
                            if re.search(r"\bdeprecated\b|\bobsolete\b", desc, re.I):
                                earlier["dep"] = True
                            else:
                                earlier.pop("dep", None)
                            stats["described by their own page"] += 1
                        continue
                    if fixed_lib:
                        lib = fixed_lib
                    elif header:
                        lib = lib_of(header)
                    else:
                        stats["prototypes without a header"] += 1
                        continue
                    if not re.match(r"^[\w/+.-]+$", lib):
                        continue
                    seen_names[key] = (real, lib)
                    entry = libs.setdefault(lib, {"ver": ver, "sources": [], "licences": [], "recs": []})
                    if source not in entry["sources"]:
                        entry["sources"].append(source)
                    if lic not in entry["licences"]:
                        entry["licences"].append(lic)
                    sig = stmt
                    if len(sig) > 400 and "{" in sig:  # a long struct/enum body: keep head and name
                        sig = re.sub(r"\{.*\}", "{ ... }", sig)
                    if len(sig) > 400:
                        sig = sig[:397] + "..."
                    rec = {"t": "api", "lang": "c", "lib": lib, "name": name, "kind": kind, "sig": sig, "doc": desc}
                    if re.search(r"\bdeprecated\b|\bobsolete\b", desc, re.I):
                        rec["dep"] = True
                    entry["recs"].append(rec)
                    emitted.setdefault(key, rec)
                    stats["records"] += 1
    callable_names = {r["name"] for e in libs.values() for r in e["recs"] if r["kind"] != "type"}
    for e in libs.values():
        e["recs"] = [r for r in e["recs"] if r["kind"] != "type" or r["name"] not in callable_names
                     or r["sig"].startswith("typedef")]
    with open(out_path, "w", encoding="utf-8") as out:
        for lib, e in libs.items():
            if not e["recs"]:
                continue
            lic = " AND ".join(sorted(e["licences"]))
            out.write(json.dumps({"t": "lib", "lang": "c", "lib": lib, "ver": e["ver"], "source": " ".join(e["sources"]),
                                  "licence": lic}, ensure_ascii=False) + "\n")
            for r in e["recs"]:
                out.write(json.dumps(r, ensure_ascii=False) + "\n")
    log(f"{stats['records']} records, {len(libs)} libraries; " + ", ".join(f"{k}: {v}" for k, v in sorted(stats.items()) if k != "records"))


if __name__ == "__main__":
    main()
