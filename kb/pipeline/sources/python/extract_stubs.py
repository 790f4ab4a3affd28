"""typeshed (bundled with pyright) -> staging records. Stubs give names + signatures, the runtime gives docs.

    /usr/bin/python3 extract_stubs.py <typeshed-fallback dir> <pyright version> <out.jsonl> [--only lib,lib]

Writes lib + api lines for every public stdlib top-level module and every third-party stub distribution's
top-level import package. Prints the list of libs it wrote to stderr (run.sh hands it to the runtime
extractor so it does not emit them a second time).
"""
import ast
import copy
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import emit, log, public_path  # noqa: E402

PY = (3, 11)
PLATFORM = "linux"
NOT_INHERITED = {"builtins", "typing", "typing_extensions", "_typeshed", "abc", "collections.abc", "types",
                 "_collections_abc", "enum", "ctypes"}
# Built-in containers whose methods a standard-library subclass offers as its own: `Counter(...).items()`,
# `defaultdict(list).keys()`. Other built-in bases (object, Exception, str, int) would add the same
# few dozen generic methods to hundreds of classes.
INHERITED_BUILTINS = {"dict", "list", "set", "frozenset"}
# Objects the standard library returns but does not name publicly (stubs: `_hashlib.HASH`, `_csv.Writer`),
# listed under the name the library's documentation gives them ("hash.hexdigest()", "csvwriter.writerow()"),
# with the functions that return them.
DOCUMENTED_TYPES = {
    "hashlib": {"hash": ("_hashlib", "HASH", "hashlib.new(), hashlib.sha256() and the other constructors")},
    "csv": {
        "csvwriter": ("_csv", "Writer", "csv.writer()"),
        "csvreader": ("_csv", "Reader", "csv.reader()"),
    },
}


# ---------------------------------------------------------------- conditions (sys.version_info / platform)
def cond_value(node):
    """True/False for `sys.version_info >= (3, x)` / `sys.platform == "..."` tests, None when unknown."""
    try:
        if isinstance(node, ast.BoolOp):
            vals = [cond_value(v) for v in node.values]
            if isinstance(node.op, ast.And):
                return False if False in vals else (True if all(v is True for v in vals) else None)
            return True if True in vals else (False if all(v is False for v in vals) else None)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            v = cond_value(node.operand)
            return None if v is None else not v
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            left, op, right = ast.unparse(node.left), node.ops[0], node.comparators[0]
            if left.startswith("sys.version_info"):
                lv = PY
                if left.endswith("[0]"):
                    lv = PY[0]
                rv = ast.literal_eval(right)
                return {ast.GtE: lv >= rv, ast.Lt: lv < rv, ast.Gt: lv > rv, ast.LtE: lv <= rv,
                        ast.Eq: lv == rv, ast.NotEq: lv != rv}.get(type(op))
            if left == "sys.platform":
                rv = ast.literal_eval(right)
                if isinstance(op, ast.Eq):
                    return PLATFORM == rv
                if isinstance(op, ast.NotEq):
                    return PLATFORM != rv
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "sys.platform.startswith":
            return PLATFORM.startswith(ast.literal_eval(node.args[0]))
    except Exception:  # noqa: BLE001
        return None
    return None


def deco_names(node):
    out = []
    for d in node.decorator_list:
        if isinstance(d, ast.Call):
            d = d.func
        out.append(ast.unparse(d))
    return out


def is_deprecated(node):
    return any(n.split(".")[-1] == "deprecated" for n in deco_names(node))


# ---------------------------------------------------------------- module table
class Module:
    def __init__(self, name, path, is_pkg):
        self.name, self.path, self.is_pkg = name, path, is_pkg
        self.syms = {}      # name -> ("func", [nodes]) | ("class", node) | ("var", node) | ("ref", mod, name)
        self.exported = set()
        self.all = None
        self.stars = []
        self.parsed = False

    def parse(self):
        if self.parsed:
            return
        self.parsed = True
        try:
            tree = ast.parse(open(self.path, encoding="utf-8").read())
        except Exception as e:  # noqa: BLE001
            log(f"python/stubs: cannot parse {self.path}: {e}")
            return
        self.walk(tree.body)

    def absmod(self, level, mod):
        if not level:
            return mod or ""
        parts = self.name.split(".")
        if not self.is_pkg:
            parts = parts[:-1]
        if level > 1:
            parts = parts[: len(parts) - (level - 1)]
        base = ".".join(parts)
        return f"{base}.{mod}" if mod else base

    def walk(self, body):
        for st in body:
            if isinstance(st, ast.If):
                v = cond_value(st.test)
                if v is not False:
                    self.walk(st.body)
                if v is not True:
                    self.walk(st.orelse)
            elif isinstance(st, ast.Try):
                self.walk(st.body)
            elif isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)):
                prev = self.syms.get(st.name)
                if "overload" in [d.split(".")[-1] for d in deco_names(st)] and prev and prev[0] == "func" \
                        and "overload" in [d.split(".")[-1] for d in deco_names(prev[1][0])]:
                    prev[1].append(st)
                else:
                    self.syms[st.name] = ("func", [st])
            elif isinstance(st, ast.ClassDef):
                self.syms[st.name] = ("class", st)
            elif isinstance(st, ast.ImportFrom):
                src = self.absmod(st.level, st.module)
                for a in st.names:
                    if a.name == "*":
                        self.stars.append(src)
                        continue
                    local = a.asname or a.name
                    self.syms[local] = ("ref", src, a.name)
                    if a.asname == a.name:
                        self.exported.add(local)
            elif isinstance(st, ast.Import):
                for a in st.names:
                    if a.asname:
                        self.syms[a.asname] = ("modref", a.name)
                        if a.asname == a.name.split(".")[-1] and a.asname == a.name:
                            self.exported.add(a.asname)
            elif isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name):
                self.syms[st.target.id] = ("var", st)
            elif isinstance(st, ast.Assign):
                for t in st.targets:
                    if not isinstance(t, ast.Name):
                        continue
                    if t.id == "__all__":
                        try:
                            self.all = list(ast.literal_eval(st.value))
                        except Exception:  # noqa: BLE001
                            pass
                    elif isinstance(st.value, ast.Name) and st.value.id in self.syms:
                        self.syms[t.id] = ("ref", self.name, st.value.id)
                    else:
                        self.syms[t.id] = ("var", st)
            elif isinstance(st, ast.AugAssign) and isinstance(st.target, ast.Name) and st.target.id == "__all__":
                try:
                    self.all = (self.all or []) + list(ast.literal_eval(st.value))
                except Exception:  # noqa: BLE001
                    pass


class Table:
    def __init__(self):
        self.mods = {}

    def add_root(self, root, skip=lambda m: False):
        for dirpath, dirnames, files in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("@") and d != "__pycache__")
            for f in sorted(files):
                if not f.endswith(".pyi"):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, f), root)[:-4].split(os.sep)
                is_pkg = rel[-1] == "__init__"
                if is_pkg:
                    rel = rel[:-1]
                name = ".".join(rel)
                if not name or skip(name):
                    continue
                self.mods[name] = Module(name, os.path.join(dirpath, f), is_pkg)

    def get(self, name):
        m = self.mods.get(name)
        if m:
            m.parse()
        return m

    def public_names(self, mod, seen=None):
        m = self.get(mod)
        if not m:
            return []
        if m.all is not None:
            return [n for n in m.all if isinstance(n, str)]
        seen = seen or set()
        if mod in seen:
            return []
        seen.add(mod)
        names = []
        for n, s in m.syms.items():
            if n.startswith("_"):
                continue
            if s[0] in ("func", "class", "var") or n in m.exported:
                names.append(n)
        for src in m.stars:
            names += [n for n in self.public_names(src, seen) if not n.startswith("_")]
        return list(dict.fromkeys(names))

    def resolve(self, mod, name, depth=0):
        """-> (defining module, name, sym) or ("module", dotted) or None."""
        if depth > 20:
            return None
        m = self.get(mod)
        if m is None:
            return None
        s = m.syms.get(name)
        if s is None:
            for src in m.stars:
                if name in self.public_names(src):
                    return self.resolve(src, name, depth + 1)
            if f"{mod}.{name}" in self.mods:
                return ("module", f"{mod}.{name}")
            return None
        if s[0] == "ref":
            src, n = s[1], s[2]
            if src == mod and n == name:
                return None
            if f"{src}.{n}" in self.mods and (self.get(src) is None or n not in self.get(src).syms):
                return ("module", f"{src}.{n}")
            return self.resolve(src, n, depth + 1)
        if s[0] == "modref":
            return ("module", s[1])
        return (mod, name, s)

    def resolve_expr(self, mod, expr):
        """Resolve a base-class expression seen in module `mod`."""
        if isinstance(expr, ast.Subscript):
            expr = expr.value
        if isinstance(expr, ast.Name):
            r = self.resolve(mod, expr.id)
            if r is None and expr.id in dir(__builtins__ if isinstance(__builtins__, dict) else __builtins__):
                return None
            return r
        if isinstance(expr, ast.Attribute):
            parts = ast.unparse(expr).split(".")
            m = self.get(mod)
            head = m.syms.get(parts[0]) if m else None
            if head and head[0] == "modref":
                base = head[1]
            elif head and head[0] == "ref":
                base = f"{head[1]}.{head[2]}"
            else:
                base = parts[0]
            full = base.split(".") + parts[1:]
            for i in range(len(full) - 1, 0, -1):
                mm = ".".join(full[:i])
                if mm in self.mods and i == len(full) - 1:
                    return self.resolve(mm, full[-1])
        return None


# ---------------------------------------------------------------- signatures
def args_text(fn, drop_first):
    a = copy.deepcopy(fn.args)
    if drop_first:
        if a.posonlyargs:
            a.posonlyargs.pop(0)
        elif a.args:
            a.args.pop(0)
    return ast.unparse(a)


def fn_sig(display, fn, drop_first):
    s = f"{display}({args_text(fn, drop_first)})"
    if fn.returns is not None:
        s += " -> " + ast.unparse(fn.returns)
    if isinstance(fn, ast.AsyncFunctionDef):
        s = "async " + s
    return re.sub(r"\s+", " ", s)


class Lib:
    def __init__(self, table, top, stdlib):
        self.t, self.top, self.stdlib = table, top, stdlib
        self.records = []
        self.seen = set()
        # Records listed under a documented name → the importable path their docs are read from.
        self.doc_names = {}

    def inherits_from(self, basemod):
        if basemod in NOT_INHERITED or basemod.split(".")[0] in NOT_INHERITED:
            return False
        btop = basemod.split(".")[0]
        if btop == self.top:
            return True
        return self.stdlib and btop.startswith("_")

    def class_members(self, defmod, cls, stack=()):
        """Ordered dict member -> (kind, nodes, owner_mod) including inherited ones (same package)."""
        members = {}
        if (defmod, cls.name) in stack or len(stack) > 15:
            return members
        own = Module(defmod, "", False)
        own.walk(cls.body)
        for n, s in own.syms.items():
            members[n] = (s, defmod, cls.name)
        for b in cls.bases:
            r = self.t.resolve_expr(defmod, b)
            named = b.value if isinstance(b, ast.Subscript) else b
            if r is None and self.stdlib and isinstance(named, ast.Name) and named.id in INHERITED_BUILTINS:
                r = self.t.resolve("builtins", named.id)
            if not r or r[0] == "module" or r[2][0] != "class":
                continue
            bmod, bname, bsym = r
            inherit = self.inherits_from(bmod) or (self.stdlib and bmod == "builtins" and bname in INHERITED_BUILTINS)
            for n, v in self.class_members(bmod, bsym[1], stack + ((defmod, cls.name),)).items():
                if n in members:
                    continue
                if inherit or n in ("__init__", "__new__"):
                    members[n] = v if inherit else (v[0], v[1], "__ctor_only__")
        return members

    def add(self, rec):
        self.records.append(rec)

    def emit_func(self, name, display, nodes, kind, drop_first):
        for fn in nodes:
            rec = {"name": name, "kind": kind, "sig": fn_sig(display, fn, drop_first), "doc": ""}
            if is_deprecated(fn):
                rec["dep"] = True
            self.add(rec)

    def emit_class(self, name, defmod, cls, sig=None):
        members = self.class_members(defmod, cls)
        short = name.split(".")[-1]
        ctor = members.get("__init__") or members.get("__new__")
        given = sig
        sig = f"{short}()"
        if given:
            sig = given
        elif ctor and ctor[0][0] == "func":
            sig = fn_sig(short, ctor[0][1][0], True)
            sig = re.sub(r" -> None$", "", sig)
        kind = "class"
        base_txt = " ".join(ast.unparse(b) for b in cls.bases)
        if re.search(r"\b(Enum|IntEnum|StrEnum|Flag|IntFlag)\b", base_txt):
            kind = "enum"
        elif re.search(r"\bProtocol\b", base_txt) or re.search(r"\bTypedDict\b", base_txt):
            kind = "interface"
        rec = {"name": name, "kind": kind, "sig": sig, "doc": ""}
        if is_deprecated(cls):
            rec["dep"] = True
        self.add(rec)
        for mname, (sym, owner_mod, owner_cls) in members.items():
            if mname.startswith("_") or owner_cls == "__ctor_only__":
                continue
            full = f"{name}.{mname}"
            disp = f"{short}.{mname}"
            if sym[0] == "func":
                nodes = sym[1]
                decos = [d.split(".")[-1] for d in deco_names(nodes[0])]
                if "setter" in decos or "deleter" in decos:
                    continue
                if any(d in ("property", "cached_property") or d.endswith("property") for d in decos):
                    fn = nodes[0]
                    sig = disp + (": " + ast.unparse(fn.returns) if fn.returns is not None else "")
                    rec = {"name": full, "kind": "property", "sig": re.sub(r"\s+", " ", sig), "doc": ""}
                    if is_deprecated(fn):
                        rec["dep"] = True
                    self.add(rec)
                    continue
                self.emit_func(full, disp, nodes, "method", "staticmethod" not in decos)
            elif sym[0] == "var":
                st = sym[1]
                if isinstance(st, ast.AnnAssign):
                    ann = ast.unparse(st.annotation)
                    if "TypeAlias" in ann:
                        continue
                    sig = f"{disp}: {ann}"
                    kind = "constant" if kind == "enum" or mname.isupper() else "field"
                    if "ClassVar" in ann and mname.isupper():
                        kind = "constant"
                else:
                    sig = f"{disp} = {ast.unparse(st.value)}"
                    kind = "constant"
                self.add({"name": full, "kind": kind, "sig": re.sub(r"\s+", " ", sig)[:400], "doc": ""})

    def bound_method(self, mod, value):
        """The method nodes `value` names when it is `instance.method` on a module-level instance of a
        class (`_inst: Random` … `seed = _inst.seed`), else None."""
        if not (isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name)):
            return None
        r = self.t.resolve(mod, value.value.id)
        if not r or r[0] == "module" or r[2][0] != "var" or not isinstance(r[2][1], ast.AnnAssign):
            return None
        c = self.t.resolve_expr(r[0], r[2][1].annotation)
        if not c or c[0] == "module" or c[2][0] != "class":
            return None
        member = self.class_members(c[0], c[2][1]).get(value.attr)
        if not member or member[0][0] != "func":
            return None
        return member[0][1]

    def documented_types(self, mod):
        """`hashlib.hash`, `csv.csvwriter`: see DOCUMENTED_TYPES. Their docs are the runtime class's."""
        for doc_name, (defmod, cls_name, returned_by) in DOCUMENTED_TYPES.get(mod, {}).items():
            r = self.t.resolve(defmod, cls_name)
            if not r or r[0] == "module" or r[2][0] != "class":
                log(f"python/stubs: {mod}.{doc_name}: {defmod}.{cls_name} not found in the stubs")
                continue
            name = f"{mod}.{doc_name}"
            self.emit_class(name, r[0], r[2][1], sig=f"{doc_name}  # returned by {returned_by}")
            self.doc_names[name] = f"{defmod}.{cls_name}"

    def run(self, modules):
        for mod in modules:
            self.add({"name": mod, "kind": "module", "sig": f"import {mod}", "doc": ""})
        for mod in modules:
            if self.stdlib:
                self.documented_types(mod)
        for mod in modules:
            for n in self.t.public_names(mod):
                if n.startswith("_"):
                    continue
                r = self.t.resolve(mod, n)
                if r is None or r[0] == "module":
                    continue
                dmod, dname, sym = r
                key = (dmod, dname)
                if key in self.seen:
                    continue
                self.seen.add(key)
                full = f"{mod}.{n}"
                if sym[0] == "func":
                    self.emit_func(full, n, sym[1], "function", False)
                elif sym[0] == "class":
                    self.emit_class(full, dmod, sym[1])
                elif sym[0] == "var":
                    st = sym[1]
                    if isinstance(st, ast.AnnAssign):
                        ann = ast.unparse(st.annotation)
                        if ann.endswith("TypeAlias"):
                            self.add({"name": full, "kind": "type",
                                      "sig": re.sub(r"\s+", " ", f"{n} = {ast.unparse(st.value) if st.value else '...'}")[:400],
                                      "doc": ""})
                            continue
                        kind = "constant" if n.isupper() or "Final" in ann else "variable"
                        self.add({"name": full, "kind": kind, "sig": re.sub(r"\s+", " ", f"{n}: {ann}"), "doc": ""})
                    else:
                        bound = self.bound_method(dmod, st.value)
                        if bound:
                            # `seed = _inst.seed` (random): a module function that is a shared instance's method.
                            self.emit_func(full, n, bound, "function", True)
                            continue
                        v = ast.unparse(st.value)
                        kind = "type" if re.match(r"^(TypeVar|ParamSpec|NewType|TypeVarTuple)\(", v) else "constant"
                        if kind == "type" and re.match(r"^(TypeVar|ParamSpec|TypeVarTuple)\(", v):
                            continue  # type variables are not API
                        self.add({"name": full, "kind": kind, "sig": re.sub(r"\s+", " ", f"{n} = {v}")[:400], "doc": ""})


def stdlib_skip(versions):
    def skip(mod):
        parts = mod.split(".")
        for i in range(len(parts), 0, -1):
            key = ".".join(parts[:i])
            if key in versions:
                lo, hi = versions[key]
                return PY < lo or (hi is not None and PY > hi)
        return False
    return skip


def read_versions(path):
    out = {}
    for line in open(path, encoding="utf-8"):
        line = line.split("#")[0].strip()
        if not line:
            continue
        mod, rng = line.split(":")
        lo, _, hi = rng.strip().partition("-")
        tup = lambda s: tuple(int(x) for x in s.split("."))  # noqa: E731
        out[mod.strip()] = (tup(lo), tup(hi) if hi.strip() else None)
    return out


def fetch_docs(names, timeout):
    if not names:
        return {}
    with tempfile.NamedTemporaryFile("r", suffix=".json", delete=False) as tf:
        path = tf.name
    env = dict(os.environ, MPLBACKEND="Agg", PYTHONDONTWRITEBYTECODE="1")
    env.pop("DISPLAY", None)
    try:
        subprocess.run(["/usr/bin/python3", os.path.join(HERE, "docs.py"), path], input=json.dumps(names),
                       text=True, env=env, timeout=timeout, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, cwd=tempfile.gettempdir())
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa: BLE001
        log(f"python/stubs: doc lookup failed for {names[0].split('.')[0]}: {type(e).__name__}")
        return {}
    finally:
        try:
            os.unlink(path)
        except OSError:
            pass


def write_lib(out, libline, lib):
    emit(out, libline)
    names = list(dict.fromkeys(r["name"] for r in lib.records))
    # A documented name is not importable: its docs are looked up under the class's real path.
    real = {}
    for name in names:
        for doc_name, path in lib.doc_names.items():
            if name == doc_name or name.startswith(doc_name + "."):
                real[name] = path + name[len(doc_name):]
    docs = fetch_docs([real.get(n, n) for n in names], timeout=300)
    docs = {n: docs[real.get(n, n)] for n in names if real.get(n, n) in docs}
    n = nd = 0
    for r in lib.records:
        d = docs.get(r["name"])
        if d:
            r["doc"] = d[0]
            if d[1]:
                r["dep"] = True
        rec = {"t": "api", "lang": "python", "lib": libline["lib"], "name": r["name"], "kind": r["kind"],
               "sig": r["sig"][:1000], "doc": r["doc"]}
        if r.get("dep"):
            rec["dep"] = True
        emit(out, rec)
        n += 1
        nd += bool(r["doc"])
    return n, nd


def main():
    ts, pyright_ver, out_path = sys.argv[1], sys.argv[2], sys.argv[3]
    only = set(sys.argv[sys.argv.index("--only") + 1].split(",")) if "--only" in sys.argv else None
    out = open(out_path, "w", encoding="utf-8")
    written = []
    # ---- stdlib
    versions = read_versions(os.path.join(ts, "stdlib", "VERSIONS"))
    t = Table()
    t.add_root(os.path.join(ts, "stdlib"), stdlib_skip(versions))
    tops = sorted({m.split(".")[0] for m in t.mods if public_path(m.split(".")[0])})
    commit = open(os.path.join(ts, "commit.txt")).read().strip()[:12]
    pyver = subprocess.run(["/usr/bin/python3", "-c", "import sys;print('%d.%d.%d'%sys.version_info[:3])"],
                           capture_output=True, text=True).stdout.strip()
    for top in tops:
        if only and top not in only:
            continue
        mods = sorted((m for m in t.mods if (m == top or m.startswith(top + ".")) and public_path(m)),
                      key=lambda m: (m.count("."), m))
        lib = Lib(t, top, True)
        lib.run(mods)
        libline = {"t": "lib", "lang": "python", "lib": top, "ver": pyver,
                   "source": f"npm:pyright@{pyright_ver}/typeshed/stdlib (typeshed {commit}) + debian:python3.11 docs",
                   "licence": "Apache-2.0 AND PSF-2.0"}
        n, nd = write_lib(out, libline, lib)
        written.append(top)
        log(f"python/stubs: {top}: {n} records, {nd} with doc")
    # ---- third-party stubs: only distributions whose runtime package is importable here (the runtime
    # supplies the docs; a stub-only library would be names without any doc line)
    stubs = os.path.join(ts, "stubs")
    claimed = set(written)
    # Widely used libraries that Debian does not package: their stubs are taken even without a runtime
    # to read docs from (names and signatures only). Pinned in stub-only.txt beside this file.
    only_file = os.path.join(os.path.dirname(os.path.abspath(__file__)), "stub-only.txt")
    STUB_ONLY = {l.strip() for l in open(only_file) if l.strip() and not l.startswith("#")} if os.path.exists(only_file) else set()
    cand = sorted({f.split(".")[0] for d in os.listdir(stubs) for f in os.listdir(os.path.join(stubs, d))
                   if not f.startswith((".", "@", "METADATA")) and public_path(f.split(".")[0])})
    probe = ("import importlib.util,json,sys\nok=[]\nfor n in json.loads(sys.argv[1]):\n"
             "    try:\n        ok.append(n) if importlib.util.find_spec(n) else None\n"
             "    except Exception: pass\nprint(json.dumps(ok))")
    importable = set(json.loads(subprocess.run(["/usr/bin/python3", "-c", probe, json.dumps(cand)],
                                               capture_output=True, text=True, cwd=tempfile.gettempdir()).stdout))
    for dist in sorted(os.listdir(stubs)):
        meta_path = os.path.join(stubs, dist, "METADATA.toml")
        ver = "unknown"
        if os.path.exists(meta_path):
            mt = re.search(r'^version\s*=\s*"([^"]+)"', open(meta_path).read(), re.M)
            ver = mt.group(1) if mt else ver
        t = Table()
        t.add_root(os.path.join(stubs, dist))
        tops = sorted({m.split(".")[0] for m in t.mods if public_path(m.split(".")[0])})
        for top in tops:
            if top in claimed or (only and top not in only):
                if top in claimed:
                    log(f"python/stubs: {dist}: {top} already written, skipped")
                continue
            if top not in importable and dist not in STUB_ONLY:
                log(f"python/stubs: {dist}: {top} not installed (no runtime docs), skipped")
                continue
            mods = sorted((m for m in t.mods if (m == top or m.startswith(top + ".")) and public_path(m)),
                          key=lambda m: (m.count("."), m))
            if not mods:
                continue
            try:
                lib = Lib(t, top, False)
                lib.run(mods)
            except Exception as e:  # noqa: BLE001
                log(f"python/stubs: {dist}/{top} failed: {e!r}")
                continue
            if len(lib.records) <= 1:
                continue
            claimed.add(top)
            libline = {"t": "lib", "lang": "python", "lib": top, "ver": ver.lstrip("~=").replace(".*", ""),
                       "source": f"npm:pyright@{pyright_ver}/typeshed/stubs/{dist} (types-{dist} {ver})",
                       "licence": "Apache-2.0"}
            n, nd = write_lib(out, libline, lib)
            written.append(top)
            log(f"python/stubs: {top} ({dist}): {n} records, {nd} with doc")
    out.close()
    print("\n".join(written))


if __name__ == "__main__":
    main()
