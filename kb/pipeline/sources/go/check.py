#!/usr/bin/env python3
"""Go-specific checks on kb/.staging/go.jsonl, on top of kb/pipeline/validate.py.

    python3 kb/pipeline/sources/go/check.py [kb/.staging/go.jsonl]

Every name is `<lib>.<Exported>[.<Exported>]`; no internal/vendor/testdata/cmd path, no `main` package,
no duplicate lib line; sigs start with the keyword of their kind. Prints stdlib vs Debian figures.
"""
import collections, json, re, sys

path = sys.argv[1] if len(sys.argv) > 1 else "kb/.staging/go.jsonl"
bad, libs, n, docs = [], {}, collections.Counter(), collections.Counter()
SIG = {"function": "func ", "method": "func (", "struct": "type ", "interface": "type ", "type": "type ",
       "constant": "const ", "variable": "var "}
for no, line in enumerate(open(path, encoding="utf-8"), 1):
    r = json.loads(line)
    lib = r["lib"]
    if r["t"] == "lib":
        if lib in libs:
            bad.append(f"{no}: second lib line {lib}")
        libs[lib] = r
        if re.search(r"(^|/)(internal|vendor|testdata|cmd)(/|$)", lib):
            bad.append(f"{no}: internal/vendor path {lib}")
        continue
    name, kind = r["name"], r["kind"]
    rest = name[len(lib) + 1:] if name.startswith(lib + ".") else None
    if rest is None:
        bad.append(f"{no}: name not under lib: {name}")
    elif not all(seg[:1].isupper() for seg in rest.split(".")):
        bad.append(f"{no}: unexported segment: {name}")
    elif (kind == "method") != (rest.count(".") == 1) or rest.count(".") > 1:
        bad.append(f"{no}: name shape does not match kind {kind}: {name}")
    if not r["sig"].startswith(SIG[kind]):
        bad.append(f"{no}: sig does not start with {SIG[kind]!r}: {r['sig'][:80]}")
    std = re.search(r"debian:golang-1\.\d+-src", libs[lib]["source"]) is not None
    n["std" if std else "debian"] += 1
    docs["std" if std else "debian"] += bool(r["doc"])
pk = collections.Counter(l["source"].split("=")[0] for l in libs.values())
print(f"{sum(n.values())} records, {len(libs)} libraries: stdlib {sum(1 for l in libs.values() if re.search(r'golang-1\.\d+-src', l['source']))} "
      f"packages / {n['std']} records ({100 * docs['std'] / max(1, n['std']):.1f}% doc); Debian {len(pk) - 1} .debs, "
      f"{sum(1 for l in libs.values() if not re.search(r'golang-1\.\d+-src', l['source']))} import paths / {n['debian']} records "
      f"({100 * docs['debian'] / max(1, n['debian']):.1f}% doc)")
for b in bad[:20]:
    print("  " + b)
print(f"{len(bad)} problems" if bad else "go checks: OK")
sys.exit(1 if bad else 0)
