"""Runtime doc lookup: reads a JSON list of dotted names on stdin, imports them with this interpreter and
writes {name: [doc_first_paragraph, deprecated]} as JSON to the file named in argv[1].
Run in a subprocess (with a timeout) by extract_stubs.py, so a module with side effects cannot hurt it."""
import importlib
import inspect
import json
import os
import sys
import types
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import first_paragraph, is_deprecated_doc  # noqa: E402

SKIP_MODULES = {"antigravity", "this", "idlelib", "turtledemo", "tkinter.__main__", "pydoc_data", "lib2to3.pgen2.conv"}
DOCUMENTABLE = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType,
                types.MethodDescriptorType, types.WrapperDescriptorType, types.ClassMethodDescriptorType,
                types.GetSetDescriptorType, types.MemberDescriptorType, property, staticmethod, classmethod)


def main():
    names = json.load(sys.stdin)
    out_path = sys.argv[1]
    warnings.simplefilter("ignore")
    devnull = open(os.devnull, "w")
    real_stdout = sys.stdout
    sys.stdout = devnull
    mods, failed = {}, set()

    def load(mod):
        if mod in mods:
            return mods[mod]
        if mod in failed or mod.split(".")[0] in SKIP_MODULES or mod in SKIP_MODULES:
            return None
        try:
            m = importlib.import_module(mod)
        except BaseException:  # noqa: BLE001 - SystemExit etc. from odd modules
            failed.add(mod)
            return None
        mods[mod] = m
        return m

    res = {}
    for name in names:
        parts = name.split(".")
        obj = None
        for i in range(len(parts), 0, -1):
            m = load(".".join(parts[:i]))
            if m is None:
                continue
            obj = m
            try:
                for p in parts[i:]:
                    owner = obj
                    obj = getattr(obj, p)
                    if isinstance(owner, type):  # raw descriptor for properties
                        for k in owner.__mro__:
                            if p in k.__dict__:
                                raw = k.__dict__[p]
                                if isinstance(raw, (property, staticmethod, classmethod)) or callable(raw):
                                    obj = raw if isinstance(raw, property) else obj
                                break
            except BaseException:  # noqa: BLE001
                obj = None
            break
        if obj is None:
            continue
        if not isinstance(obj, DOCUMENTABLE) and not callable(obj):
            continue
        try:
            doc = inspect.getdoc(obj)
        except BaseException:  # noqa: BLE001
            doc = None
        dep = is_deprecated_doc(doc) or bool(getattr(obj, "__deprecated__", None))
        fp = first_paragraph(doc)
        if fp or dep:
            res[name] = [fp, dep]
    sys.stdout = real_stdout
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(res, f)


if __name__ == "__main__":
    main()
