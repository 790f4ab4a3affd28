"""Merge the stub and runtime staging parts into kb/.staging/python.jsonl and apply the last filter:

- a class member that is data (field / property / constant / variable) and has no doc line is dropped:
  it carries nothing but its name (typeshed's instance-attribute annotations, runtime class constants);
  module-level constants and variables stay even without a doc (re.IGNORECASE, math.pi, os.sep);
- a module without a docstring is dropped (its members stay);
- a library left with no api record is dropped.

    /usr/bin/python3 finish.py <out.jsonl> <part.jsonl>...
"""
import json
import sys

DATA = {"field", "constant", "variable", "property"}
CONTAINERS = {"class", "enum", "interface", "variable"}


def main():
    out_path, parts = sys.argv[1], sys.argv[2:]
    libs, apis, order = {}, {}, []
    for p in parts:
        for line in open(p, encoding="utf-8"):
            r = json.loads(line)
            if r["t"] == "lib":
                if r["lib"] in libs:
                    print(f"python/finish: {r['lib']} in two parts, second dropped", file=sys.stderr)
                    libs[r["lib"]] = None
                    continue
                libs[r["lib"]] = r
                apis[r["lib"]] = []
                order.append(r["lib"])
            elif libs.get(r["lib"]) is not None:
                apis[r["lib"]].append(r)
    dropped = 0
    with open(out_path, "w", encoding="utf-8") as out:
        for lib in order:
            if libs[lib] is None:
                continue
            recs = apis[lib]
            containers = {r["name"] for r in recs if r["kind"] in CONTAINERS}
            keep = []
            for r in recs:
                if not r["doc"] and (r["kind"] == "module" or r["kind"] in DATA and r["name"].rsplit(".", 1)[0] in containers):
                    dropped += 1
                    continue
                keep.append(r)
            if not keep:
                continue
            out.write(json.dumps(libs[lib], ensure_ascii=False) + "\n")
            for r in keep:
                out.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"python/finish: dropped {dropped} undocumented class data members / modules", file=sys.stderr)


if __name__ == "__main__":
    main()
