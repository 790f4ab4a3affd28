"""Figures for kb/.staging/python.jsonl: records, libs, doc coverage, dev gold coverage, 30 random records.

    /usr/bin/python3 check.py <python.jsonl> [/work/shared/eval/dev.jsonl] [--sample N]
"""
import collections
import json
import random
import re
import sys

path = sys.argv[1]
dev = sys.argv[2] if len(sys.argv) > 2 and not sys.argv[2].startswith("--") else "/work/shared/eval/dev.jsonl"
names, libs, per_lib, bad = set(), {}, collections.Counter(), []
n = nd = 0
recs = []
for line in open(path, encoding="utf-8"):
    r = json.loads(line)
    if r["t"] == "lib":
        libs[r["lib"]] = r
        continue
    n += 1
    nd += bool(r["doc"])
    per_lib[r["lib"]] += 1
    names.add(r["name"])
    recs.append(r)
    segs = r["name"].split(".")
    if any(s.startswith("_") for s in segs) or not (r["name"] == r["lib"] or r["name"].startswith(r["lib"] + ".")):
        bad.append(r["name"])
print(f"records {n}, libs {len(libs)}, with doc {nd/n:.1%}, bad names {len(bad)} {bad[:5]}")
print("licences:", collections.Counter(l["licence"] for l in libs.values()).most_common(15))
gold = collections.Counter()
for line in open(dev):
    for g in json.loads(line)["gold"]:
        gold[g] += 1
hit = [g for g in gold if g in names]
miss = collections.Counter({g: c for g, c in gold.items() if g not in names})
print(f"dev gold: {len(hit)}/{len(gold)} distinct = {len(hit)/len(gold):.1%}; "
      f"occurrences {sum(gold[g] for g in hit)}/{sum(gold.values())}")
print("misses:", ", ".join(f"{g}({c})" for g, c in miss.most_common(60)))
if "--sample" in sys.argv:
    random.seed(int(sys.argv[sys.argv.index("--sample") + 1]))
    for r in random.sample(recs, 30):
        print(json.dumps(r, ensure_ascii=False)[:300])
