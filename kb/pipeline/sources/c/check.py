#!/usr/bin/env python3
"""C-specific checks on kb/.staging/c.jsonl, on top of kb/pipeline/validate.py.

    python3 kb/pipeline/sources/c/check.py [kb/.staging/c.jsonl]

Every name is a C identifier that occurs in its sig; every lib is a header path without `.h` (or
`openssl`/`curl`); prints records per source package and per licence.
"""
import collections, json, re, sys

path = sys.argv[1] if len(sys.argv) > 1 else "kb/.staging/c.jsonl"
bad, libs, per_src, per_lic = [], {}, collections.Counter(), collections.Counter()
for no, line in enumerate(open(path, encoding="utf-8"), 1):
    r = json.loads(line)
    if r["t"] == "lib":
        libs[r["lib"]] = r
        if not re.match(r"^[a-z0-9_]+(/[a-z0-9_.+-]+)*$", r["lib"], re.I) or r["lib"].endswith(".h"):
            bad.append(f"{no}: odd lib {r['lib']}")
        continue
    if not re.match(r"^[A-Za-z_]\w*$", r["name"]):
        bad.append(f"{no}: not an identifier: {r['name']}")
    elif not re.search(r"\b(SYS_)?" + re.escape(r["name"]) + r"\b", r["sig"]):
        bad.append(f"{no}: name not in sig: {r['name']} / {r['sig'][:80]}")
    lib = libs[r["lib"]]
    per_src[lib["source"]] += 1
    per_lic[lib["licence"]] += 1
print("records per source:", dict(per_src.most_common()))
print("records per licence:", dict(per_lic.most_common()))
libc = sum(v for k, v in per_src.items() if "manpages" in k)
names = {json.loads(l)["name"] for l in open(path, encoding="utf-8") if '"t": "api"' in l}
print(f"libc/POSIX records: {libc} in {sum(1 for l in libs.values() if 'manpages' in l['source'])} headers; distinct names "
      f"{len(names)}")
for b in bad[:20]:
    print("  " + b)
print(f"{len(bad)} problems" if bad else "c checks: OK")
sys.exit(1 if bad else 0)
