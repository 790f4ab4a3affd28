"""Declarations of a C library's public headers (musl's: MIT), for the names no redistributable man page gives.

    declarations(includedir) → [(header, name, kind, sig)]

musl's headers are written one declaration a statement, without the attribute macros glibc's carry, so a light
reading is exact: comments and preprocessor lines are dropped (function-like `#define`s with a public name are
kept as macros: `va_start`, `assert`, `FD_SET`), brace bodies (structs, `extern "C"`, inline functions) are
skipped, and what is left is split at `;`. A statement with a parameter list is a function, an `extern` one a
variable; typedefs and names starting with `_` are not API. `bits/` holds the architecture's pieces of the
public headers, not headers of their own: its declarations are read under the header that includes them.
"""
import os
import re

SKIP_DIRS = {"bits"}
# The header a user includes for what bits/ or a compatibility header declares.
PREFERRED = {"sys/errno.h": "errno.h", "sys/fcntl.h": "fcntl.h", "sys/poll.h": "poll.h", "sys/signal.h": "signal.h",
             "sys/termios.h": "termios.h", "wait.h": "sys/wait.h", "memory.h": "string.h", "sys/unistd.h": "unistd.h",
             "sys/dir.h": "dirent.h", "sys/syslog.h": "syslog.h", "stdio_ext.h": "stdio_ext.h"}


def _strip(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    return text.replace("\\\n", " ")


def _clean_sig(s):
    s = re.sub(r"__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)", " ", s)
    s = re.sub(r"\b__restrict\b", "restrict", s)
    s = re.sub(r"\b__inline\b", "inline", s)
    s = re.sub(r"\s+", " ", s).strip()
    s = re.sub(r"\s*\(\s*", "(", s)
    s = re.sub(r"\s*\)", ")", s)
    s = re.sub(r"\s*,\s*", ", ", s)
    return s


def _function(stmt):
    """(name, sig) of a prototype, or None. The name is the identifier before the first '(' that is not inside
    a function-pointer declarator of the return type."""
    m = re.match(r"^[\w\s\*]+\(\s*\*\s*([A-Za-z]\w*)\s*\(", stmt)
    if m:  # returns a function pointer: void (*signal(int, void (*)(int)))(int)
        return m.group(1), _clean_sig(stmt) + ";"
    m = re.match(r"^((?:[\w\s\*]|\bconst\b)+?)\b([A-Za-z]\w*)\s*\((.*)\)\s*$", stmt, re.S)
    if not m:
        return None
    prefix, name = m.group(1).strip(), m.group(2)
    if not prefix or prefix in {"return", "else"} or not re.search(r"[\w\*]", prefix):
        return None
    return name, _clean_sig(stmt) + ";"


def _statements(text):
    """Depth-0 statements, brace bodies skipped (a '}' without its '{', as closes `extern "C" {`, is ignored)."""
    text = re.sub(r'extern\s+"C"\s*\{', " ", text)
    out, cur, depth = [], [], 0
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            if depth:
                depth -= 1
                if depth == 0:
                    cur.append(" {} ")
            continue
        elif depth:
            continue
        elif ch == ";":
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    return out


def _macros(lines):
    for line in lines:
        m = re.match(r"^\s*#\s*define\s+([A-Za-z]\w*)\(([^)]*)\)", line)
        if m and not m.group(1).startswith("_"):
            params = ", ".join(p.strip() for p in m.group(2).split(","))
            yield m.group(1), f"#define {m.group(1)}({params})"


# The standard headers whose object-like macros are API a program writes: limits and widths (`INT_MAX`,
# `SIZE_MAX`, `DBL_EPSILON`), `RAND_MAX`, `CLOCKS_PER_SEC`, `M_PI`, `BUFSIZ`, `SEEK_SET`, `errno` and its
# codes, the signals, `true`/`false`. The other headers' constants (`O_RDONLY`, `AF_INET`, `PROT_READ`) are
# options of one call each, shown by that call's page.
CONSTANT_HEADERS = {"limits.h", "float.h", "stdint.h", "math.h", "stdlib.h", "stdio.h", "time.h", "errno.h",
                    "signal.h", "stdbool.h", "stddef.h", "locale.h"}


def _constants(lines, header):
    """Object-like `#define NAME value` of a public name (upper case, or `errno`, `true`, `false`, `bool`)."""
    for line in lines:
        m = re.match(r"^\s*#\s*define\s+([A-Za-z]\w*)[ \t]+(\S.*?)\s*$", line)
        if not m or m.group(1).startswith("_"):
            continue
        name, value = m.groups()
        if re.fullmatch(r"[A-Z][A-Z0-9_]*", name) or name in ("errno", "true", "false", "bool"):
            if header == "signal.h" and not name.startswith("SIG"):
                continue  # the signals, not the codes and flags of sigaction's structures (SA_*, ILL_*, REG_*)
            yield name, "#define " + name + " " + re.sub(r"[ \t]+", " ", value)


def _header_text(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return _strip(f.read())


def declarations(includedir):
    """Every public declaration of the headers under includedir, header by header in path order."""
    headers = []
    for root, dirs, files in os.walk(includedir):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS)
        for fn in sorted(files):
            if fn.endswith(".h"):
                headers.append(os.path.relpath(os.path.join(root, fn), includedir))
    out = []
    for header in sorted(headers):
        text = _header_text(os.path.join(includedir, header))
        # what the header pulls from bits/ is its own (bits/signal.h's declarations belong to signal.h)
        for inc in re.findall(r'#\s*include\s*<(bits/[\w/]+\.h)>', text):
            p = os.path.join(includedir, inc)
            if os.path.exists(p):
                text += "\n" + _header_text(p)
        lines = text.split("\n")
        shown = PREFERRED.get(header, header)
        body = "\n".join(l for l in lines if not l.lstrip().startswith("#"))
        for stmt in _statements(body):
            stmt = re.sub(r"\s+", " ", stmt).strip()
            if not stmt or stmt.startswith("typedef") or "{}" in stmt or stmt.startswith("static"):
                continue
            if stmt.startswith("extern") and "(" not in stmt:
                for var in re.findall(r"([A-Za-z]\w*)\s*(?:\[[^\]]*\])?\s*(?:,|$)", stmt):
                    if var not in {"extern", "const", "char", "int", "long"}:
                        out.append((shown, var, "variable", _clean_sig(stmt) + ";"))
                continue
            f = _function(stmt)
            if f and not f[0].startswith("_"):
                out.append((shown, f[0], "function", f[1]))
        # after the functions: a name both declared and defined as a macro (creal) is the function
        for name, sig in _macros(lines):
            out.append((shown, name, "macro", sig))
        if shown in CONSTANT_HEADERS:
            for name, sig in _constants(lines, shown):
                out.append((shown, name, "macro", sig))
    return out


if __name__ == "__main__":
    import sys
    for d in declarations(sys.argv[1]):
        print("\t".join(d))


def load_descriptions(path):
    table = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or "\t" not in line:
                continue
            name, desc = line.rstrip("\n").split("\t", 1)
            table[name] = desc
    return table


def _neutral(header, name, kind, sig):
    """A line that says only what the declaration says (its header, parameters and result)."""
    if kind == "macro" and re.match(r"#define \w+\(", sig):
        m = re.search(r"\(([^)]*)\)", sig)
        return f"Macro of <{header}> taking ({m.group(1) if m else ''})."
    if kind == "macro":
        return f"Constant of <{header}>."
    if kind == "variable":
        typ = re.sub(r"^extern\s+|\s*\b" + re.escape(name) + r"\b.*$", "", sig).strip()
        return f"Variable of <{header}> of type {typ}."
    i = sig.find(name + "(")
    ret = sig[:i].strip() if i > 0 else ""
    params = sig[i + len(name) + 1:].rstrip(";")
    params = params[:-1] if params.endswith(")") else params
    params = params.strip() or "void"
    return f"Function of <{header}> taking ({params}), returning {ret or 'a value'}."


def describe(table, header, name, kind, sig):
    """The project's own line for a name (descriptions.tsv), a variant's from its base name, else a neutral one."""
    if name in table:
        return table[name]
    if header in ("math.h", "complex.h", "tgmath.h") and name[-1:] in ("f", "l") and name[:-1] in table:
        return table[name[:-1]].rstrip(".") + (" (float)." if name.endswith("f") else " (long double).")
    for suffix, note in (("_l", ", in the given locale."), ("_r", " (reentrant)."), ("_np", " (non-portable).")):
        if name.endswith(suffix) and name[: -len(suffix)] in table:
            return table[name[: -len(suffix)]].rstrip(".") + note
    return _neutral(header, name, kind, sig)
