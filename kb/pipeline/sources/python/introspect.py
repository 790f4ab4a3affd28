"""Introspect ONE installed top-level package at runtime (run in a subprocess with a timeout by
extract_runtime.py):

    /usr/bin/python3 introspect.py <top-level package> <out.jsonl>

Walks the package's public modules (no `_private` segments, no tests/vendored code), shallowest first, and
records every function/class/constant at the shortest public dotted path where it is first reachable.
Classes get their public methods/properties, including those inherited from bases of the same top-level
package (not from builtins/object or other packages). Writes api records (without lib line)."""
import importlib
import inspect
import json
import os
import pkgutil
import random
import re
import signal
import sys
import types
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import first_paragraph, fold, is_deprecated_doc, public_path  # noqa: E402

MAX_MODULES = 1500
MAX_RECORDS = 40000
CONST_TYPES = (int, float, complex, str, bytes, bool)


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


SIG_LINE = re.compile(r"^\s*(?:[\w.]+\.)?(\w+)(\(.*\))(\s*->\s*.+)?$")


def doc_sig(obj):
    """C functions without __text_signature__ (numpy, cv2) start their docstring with `name(args) -> ret`."""
    try:
        doc = getattr(obj, "__doc__", None)
        if not isinstance(doc, str):
            return None
        first = doc.strip().split("\n")[0]
        if not SIG_LINE.match(first):
            first = fold(re.split(r"\n\s*\n", doc.strip())[0])
        m = SIG_LINE.match(first)
        if m and len(first) < 400:
            return fold(m.group(2) + (m.group(3) or ""))
    except BaseException:  # noqa: BLE001
        pass
    return None


class _Spelled:
    """A default value written as the code that makes it (its repr would print this machine's state)."""

    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return self.text


HOME = os.path.expanduser("~").rstrip("/")


# A random (version 4) UUID inside an object's printed form, outside quotes: drawn when the library was imported
# (xarray's default lock prints as <SerializableLock: 0a21682c-…>), so every extraction wrote another one. A UUID
# the code spells as a string literal ('…'-quoted in the repr) is the library's constant and is kept.
_RANDOM_UUID = re.compile(r"(<[^<>'\"]*?)[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


# The process's state a default value can be (compared by identity: a dict equal to os.environ is not it).
SPELLED_DEFAULTS = {id(os.environ): "os.environ", id(sys.argv): "sys.argv"}


def machine_free(text):
    """A repr without what only the machine that ran the extraction has: its home directory (a default such as
    botocore's '/root/.aws/boto/cache' is '~/.aws/boto/cache' on every machine), this process's id and the random
    UUIDs this process drew."""
    if len(HOME) > 1:
        text = text.replace(HOME + "/", "~/")
    text = _RANDOM_UUID.sub(r"\1…", text)
    return re.sub(r"/proc/\d+/", "/proc/self/", text)


def value_text(value):
    """A constant's value as a record's signature shows it."""
    return fold(machine_free(repr(value)))[:200]


def safe_sig(obj, drop_first=False):
    try:
        s = inspect.signature(obj)
    except BaseException:  # noqa: BLE001
        return doc_sig(obj) or "(...)"
    ps = list(s.parameters.values())
    if drop_first and ps and ps[0].kind in (ps[0].POSITIONAL_ONLY, ps[0].POSITIONAL_OR_KEYWORD):
        ps = ps[1:]
    # A default that is the process's environment (starlette's Environ(environ=os.environ)) printed every
    # variable of the machine that ran the extraction into the base; one that is the command line (pyramid's
    # main(argv=sys.argv)) printed this script's path and a temporary file's name. Each is written as the code
    # says it.
    ps = [p.replace(default=_Spelled(SPELLED_DEFAULTS[id(p.default)])) if id(p.default) in SPELLED_DEFAULTS else p for p in ps]
    try:
        s = s.replace(parameters=ps)
        # default values print with memory addresses (<function loads at 0x7f…>): keep output reproducible
        txt = re.sub(r"<(?:function|built-in function|class) ([\w.]+)(?: at 0x[0-9a-f]+)?>", r"\1", str(s))
        return fold(machine_free(re.sub(r" at 0x[0-9a-f]+>", ">", txt)))
    except BaseException:  # noqa: BLE001
        return "(...)"


def get_doc(obj):
    try:
        d = inspect.getdoc(obj)
    except BaseException:  # noqa: BLE001
        d = None
    return d


TOP = None


def owner_top(obj):
    """TOP when obj's __module__ lies in the package being introspected, else its module's top segment."""
    m = getattr(obj, "__module__", None)
    if isinstance(m, str):
        if TOP and (m == TOP or m.startswith(TOP + ".")):
            return TOP
        return m.split(".")[0]
    return None


def seed_random():
    """The same draws before every import: a default drawn at import (redis's Graph(name=random_string())) is
    then the same at every extraction."""
    random.seed(0)


def main():
    global TOP
    top, out_path = sys.argv[1], sys.argv[2]
    TOP = top
    warnings.simplefilter("ignore")
    sys.setrecursionlimit(5000)
    real_stdout = sys.stdout
    sys.stdout = open(os.devnull, "w")
    signal.signal(signal.SIGALRM, _alarm)
    out = open(out_path, "w", encoding="utf-8")
    if top == "django":  # importing django submodules needs configured settings
        try:
            import django
            from django.conf import settings
            settings.configure()
            django.setup()
        except BaseException:  # noqa: BLE001
            pass
    try:
        signal.alarm(60)
        seed_random()
        root = importlib.import_module(top)
        signal.alarm(0)
    except BaseException as e:  # noqa: BLE001
        print(f"python/runtime: {top}: import failed: {type(e).__name__}: {str(e)[:200]}", file=sys.stderr)
        return
    names = [top]
    if hasattr(root, "__path__"):
        def onerror(name):
            pass
        try:
            for mi in pkgutil.walk_packages(root.__path__, top + ".", onerror=onerror):
                if public_path(mi.name):
                    names.append(mi.name)
                if len(names) > MAX_MODULES * 3:
                    break
        except BaseException:  # noqa: BLE001
            pass
    names = sorted(set(names), key=lambda m: (m.count("."), m))[:MAX_MODULES]
    seen_obj, seen_const, seen_names = set(), set(), set()
    inherited_doc = {}
    name_set = set(names)
    n = 0
    keep_alive = []

    def emit(name, kind, sig, doc_obj=None, doc=None):
        nonlocal n
        if name in seen_names and kind != "function":
            return
        seen_names.add(name)
        if doc is None:
            doc = get_doc(doc_obj) if doc_obj is not None else None
        if not doc and name in inherited_doc:
            doc = inherited_doc[name]
        rec = {"name": name, "kind": kind, "sig": sig[:1000], "doc": first_paragraph(doc)}
        if is_deprecated_doc(doc) or getattr(doc_obj, "__deprecated__", None):
            rec["dep"] = True
        out.write(json.dumps(rec, ensure_ascii=False) + "\n")
        n += 1

    def do_class(path, cls, depth=0, instance=None):
        short = path.split(".")[-1]
        is_enum = False
        try:
            import enum
            is_enum = issubclass(cls, enum.Enum)
        except BaseException:  # noqa: BLE001
            pass
        if instance is not None:
            emit(path, "variable", f"{short}: {cls.__name__}", instance)
        else:
            emit(path, "enum" if is_enum else "class", short + safe_sig(cls), cls)
        try:
            mro = inspect.getmro(cls)
        except BaseException:  # noqa: BLE001
            return
        try:
            members = dir(cls)
        except BaseException:  # noqa: BLE001
            return
        for m in members:
            if m.startswith("_") or n >= MAX_RECORDS:
                continue
            owner = next((k for k in mro if m in getattr(k, "__dict__", {})), None)
            if owner is None or owner_top(owner) != top:
                continue
            raw = owner.__dict__[m]
            full, disp = f"{path}.{m}", f"{short}.{m}"
            if not get_doc(raw):  # undocumented override: take the doc of the same member further up the MRO
                for k in mro[mro.index(owner) + 1:]:
                    if m in getattr(k, "__dict__", {}) and get_doc(k.__dict__[m]):
                        inherited_doc[full] = get_doc(k.__dict__[m])
                        break
            try:
                if isinstance(raw, staticmethod):
                    emit(full, "method", disp + safe_sig(raw.__func__), raw.__func__)
                elif isinstance(raw, classmethod):
                    emit(full, "method", disp + safe_sig(getattr(cls, m)), raw.__func__)
                elif isinstance(raw, (types.FunctionType, types.MethodDescriptorType, types.WrapperDescriptorType,
                                      types.BuiltinFunctionType)) or (callable(raw) and hasattr(raw, "__get__")
                                                                       and not isinstance(raw, type)
                                                                       and hasattr(raw, "__code__")):
                    emit(full, "method", disp + safe_sig(raw, drop_first=not isinstance(raw, types.BuiltinFunctionType)), raw)
                elif isinstance(raw, (property, types.GetSetDescriptorType, types.MemberDescriptorType)) \
                        or type(raw).__name__ in ("cached_property", "cache_readonly", "CachedProperty"):
                    emit(full, "property", disp, raw)
                elif isinstance(getattr(raw, "_accessor", None), type) and depth == 0:
                    # pandas-style accessor descriptor (Series.str, DataFrame.plot, ...)
                    acc = raw._accessor
                    emit(full, "property", disp, acc)
                    for am in dir(acc):
                        if am.startswith("_"):
                            continue
                            
                        aown = next((k for k in inspect.getmro(acc) if am in k.__dict__), None)
                        if aown is None or owner_top(aown) != top:
                            continue
                        araw = aown.__dict__[am]
                        if callable(araw) and not isinstance(araw, type):
                            f = araw.__func__ if isinstance(araw, (staticmethod, classmethod)) else araw
                            emit(f"{full}.{am}", "method", f"{disp}.{am}" + safe_sig(f, drop_first=True), f)
                        elif isinstance(araw, property):
                            emit(f"{full}.{am}", "property", f"{disp}.{am}", araw)
                elif not callable(raw) and hasattr(type(raw), "__get__") and owner_top(type(raw)) == top:
                    d = raw.__doc__ if raw.__doc__ != type(raw).__doc__ else ""
                    emit(full, "property", disp, doc=d or "")  # package-defined descriptor (pandas AxisProperty)
                elif isinstance(raw, type) and owner_top(raw) == top and depth == 0 and id(raw) not in seen_obj:
                    seen_obj.add(id(raw))
                    keep_alive.append(raw)
                    do_class(full, raw, depth + 1)
                elif callable(raw) and not isinstance(raw, type):
                    emit(full, "method", disp + safe_sig(getattr(cls, m)), raw)
                elif isinstance(raw, CONST_TYPES) and (m.isupper() or is_enum):
                    emit(full, "constant", f"{disp} = {value_text(raw)}", doc="")
                elif is_enum and isinstance(raw, cls):
                    emit(full, "constant", f"{disp} = {value_text(raw.value)}", doc="")
            except BaseException:  # noqa: BLE001
                continue

    # pass 1: import modules, collect where each object is reachable; the best place is the shallowest
    # module, then one that lists it in __all__ or lies on its defining module's path, then one not
    # deprecated, then alphabetical
    mods_ok = 0
    loaded = []  # (modname, mod, [(attr, obj)])
    best = {}    # id(obj) -> (key, modname)
    for modname in names:
        try:
            signal.alarm(20)
            seed_random()
            mod = importlib.import_module(modname)
            signal.alarm(0)
        except BaseException as e:  # noqa: BLE001
            signal.alarm(0)
            print(f"python/runtime: {top}: skip module {modname}: {type(e).__name__}", file=sys.stderr)
            continue
        mods_ok += 1
        mod_doc = getattr(mod, "__doc__", None)
        deprecated = int(isinstance(mod_doc, str) and is_deprecated_doc(mod_doc))
        try:
            explicit = getattr(mod, "__all__", None)
            explicit = [x for x in explicit if isinstance(x, str)] if isinstance(explicit, (list, tuple)) else None
            attrs = list(dict.fromkeys((explicit or []) + dir(mod)))  # __all__ first, then other public names
        except BaseException:  # noqa: BLE001
            explicit, attrs = None, []
        items = []
        for a in attrs:
            if not isinstance(a, str) or a.startswith("_"):
                continue
            try:
                obj = getattr(mod, a)
                if isinstance(obj, types.ModuleType):
                    continue
                if isinstance(obj, type) or callable(obj):
                    ot = owner_top(obj)
                    if ot is not None and ot != top:
                        continue
                    if ot is None and explicit is None and not isinstance(obj, (types.BuiltinFunctionType, types.MethodType)) \
                            and owner_top(type(obj)) != top:
                        continue
                    home = getattr(obj, "__module__", None)
                    home = home if isinstance(home, str) else ""
                    rank = 0 if (explicit is not None and a in explicit) or home == modname \
                        or home.startswith(modname + ".") else 1
                    # Between two such places, a deprecated module loses: numpy.dual lists numpy.linalg's det,
                    # inv and norm (and numpy.fft's fft) in its __all__ and sorts first, and until 2026-11-27
                    # the base had numpy.dual.det and no numpy.linalg.det.
                    key = (modname.count("."), rank, deprecated, modname)
                    if id(obj) not in best or key < best[id(obj)][0]:
                        best[id(obj)] = (key, modname)
                    keep_alive.append(obj)
                    items.append((a, obj))
                elif isinstance(obj, CONST_TYPES):
                    if not (explicit and a in explicit) and not (a.isupper() or modname == top):
                        continue
                    items.append((a, obj))
            except BaseException:  # noqa: BLE001
                continue
        loaded.append((modname, mod, items))

    # module-level instances of a package class are API objects (scipy.stats.norm) unless the module holds
    # several of the same type (matplotlib.cm colormaps): then they are data, emitted without members
    type_count = {}
    for modname, mod, items in loaded:
        for a, obj in items:
            if best.get(id(obj), (None, None))[1] == modname and not isinstance(obj, type):
                k = (modname, id(type(obj)))
                type_count[k] = type_count.get(k, 0) + 1

    # pass 2: emit, module by module, the objects whose best place is this module (aliases in the same
    # module are all emitted: numpy.abs and numpy.absolute)
    for modname, mod, items in loaded:
        if n >= MAX_RECORDS:
            break
        emit(modname, "module", f"import {modname}", mod)
        done_here = {}
        for a, obj in items:
            if n >= MAX_RECORDS:
                break
            path = f"{modname}.{a}"
            try:
                if isinstance(obj, CONST_TYPES):
                    key = (a, repr(obj)[:100])
                    if key in seen_const:
                        continue
                    seen_const.add(key)
                    emit(path, "constant", f"{a} = {value_text(obj)}", doc="")
                    continue
                if best.get(id(obj), (None, None))[1] != modname:
                    continue
                if id(obj) in done_here:  # alias of an object already emitted here
                    if isinstance(obj, type):
                        emit(path, "class", a + safe_sig(obj), obj)
                    else:
                        emit(path, "function", a + safe_sig(obj), obj)
                    continue
                done_here[id(obj)] = a
                seen_obj.add(id(obj))
                tp = type(obj)
                if isinstance(obj, type):
                    do_class(path, obj)
                elif not inspect.isroutine(obj) and owner_top(tp) == top and tp.__flags__ & (1 << 9) \
                        and type_count.get((modname, id(tp)), 0) >= 3:
                    emit(path, "variable", f"{a}: {tp.__name__}", tp)
                elif not inspect.isroutine(obj) and owner_top(tp) == top and tp.__flags__ & (1 << 9):
                    # instance of a package class used as an API object (scipy.stats.norm): its methods
                    do_class(path, tp, instance=obj)
                else:
                    emit(path, "function", a + safe_sig(obj), obj)
            except BaseException:  # noqa: BLE001
                continue
    out.close()
    sys.stdout = real_stdout
    print(f"python/runtime: {top}: {mods_ok}/{len(names)} modules, {n} records", file=sys.stderr)


if __name__ == "__main__":
    main()
