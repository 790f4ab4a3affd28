"""Debian python3-* packages -> staging records by runtime introspection (inspect.signature + docstrings).

    /usr/bin/python3 extract_runtime.py <packages.txt> <out.jsonl> [--skip lib,lib] [--jobs 2]

For each pinned Debian package, finds its top-level import packages from `dpkg -L`, introspects each one
in a subprocess (introspect.py, with a timeout), and writes a lib line + api lines. Libraries in --skip
(already written from typeshed stubs) are not written again. Licence: the DEP-5 copyright file's
`Files: *` stanza, else the dist-info METADATA License / classifiers."""
import concurrent.futures
import email.parser
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import emit, log, public_path  # noqa: E402

DIST = "/usr/lib/python3/dist-packages"
TIMEOUT = 900


def dpkg_files(pkg):
    try:
        return subprocess.run(["dpkg", "-L", pkg], capture_output=True, text=True, check=True).stdout.split("\n")
    except subprocess.CalledProcessError:
        return []


def installed_version(pkg):
    r = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 else None


def tops_of(files):
    tops, dist_infos = [], []
    for f in files:
        if not f.startswith(DIST + "/"):
            continue
        rel = f[len(DIST) + 1:].split("/")
        first = rel[0]
        if first.endswith((".dist-info", ".egg-info")):
            dist_infos.append(os.path.join(DIST, first))
            continue
        if len(rel) == 1:
            if first.endswith(".py"):
                name = first[:-3]
            elif first.endswith(".so"):
                name = first.split(".")[0]
            else:
                continue
        else:
            name = first
            if not (os.path.exists(os.path.join(DIST, name, "__init__.py")) or len(rel) > 2 and rel[1].endswith(".py")):
                # namespace packages (e.g. google/, zope/): use the first sub-package
                if len(rel) >= 2 and os.path.isdir(os.path.join(DIST, name, rel[1])) and public_path(rel[1]):
                    name = f"{name}.{rel[1]}"
                elif not os.path.isdir(os.path.join(DIST, name)):
                    continue
        if public_path(name) and name not in tops and name.isidentifier() or "." in name and public_path(name):
            if name not in tops:
                tops.append(name)
    return tops, sorted(set(dist_infos))


def spdx_guess(text):
    t = text.strip()
    return t if t else "UNKNOWN"


def licence_of(pkg, dist_infos):
    path = f"/usr/share/doc/{pkg}/copyright"
    try:
        txt = open(path, encoding="utf-8", errors="replace").read()
        for stanza in re.split(r"\n\s*\n", txt):
            if re.search(r"^Files:\s*\*\s*$", stanza, re.M):
                m = re.search(r"^License:[ \t]*(\S.*)$", stanza, re.M)
                if m and len(m.group(1)) < 80:
                    return spdx_guess(m.group(1))
    except OSError:
        pass
    for di in dist_infos:
        for meta in ("METADATA", "PKG-INFO"):
            p = os.path.join(di, meta)
            if not os.path.exists(p):
                continue
            msg = email.parser.Parser().parse(open(p, encoding="utf-8", errors="replace"), headersonly=True)
            lic = (msg.get("License-Expression") or msg.get("License") or "").strip()
            if lic and len(lic) < 60 and lic.upper() != "UNKNOWN":
                return lic
            for c in msg.get_all("Classifier") or []:
                if c.startswith("License :: OSI Approved :: "):
                    return c.split("::")[-1].strip().replace(" License", "")
    return "UNKNOWN"


def run_one(top):
    fd, path = tempfile.mkstemp(suffix=".jsonl")
    os.close(fd)
    env = dict(os.environ, MPLBACKEND="Agg", PYTHONDONTWRITEBYTECODE="1", QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    err = ""
    try:
        p = subprocess.run(["nice", "/usr/bin/python3", os.path.join(HERE, "introspect.py"), top, path],
                           stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                           env=env, timeout=TIMEOUT, cwd=tempfile.gettempdir())
        err = p.stderr
    except subprocess.TimeoutExpired:
        err = f"python/runtime: {top}: timeout after {TIMEOUT}s (partial output kept)\n"
    recs = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    os.unlink(path)
    return top, recs, err


def main():
    pkgs_file, out_path = sys.argv[1], sys.argv[2]
    skip = set(sys.argv[sys.argv.index("--skip") + 1].split(",")) if "--skip" in sys.argv else set()
    jobs = int(sys.argv[sys.argv.index("--jobs") + 1]) if "--jobs" in sys.argv else 2
    only = set(sys.argv[sys.argv.index("--only") + 1].split(",")) if "--only" in sys.argv else None
    work = []  # (top, pkg, ver, licence)
    claimed = set(skip)
    for line in open(pkgs_file):
        line = line.split("#")[0].strip()
        if not line:
            continue
        pkg, _, ver = line.partition("=")
        inst = installed_version(pkg)
        if inst is None:
            log(f"python/runtime: {pkg} not installed, skipped")
            continue
        if ver and inst != ver:
            log(f"python/runtime: {pkg}: installed {inst} != pinned {ver}")
        tops, dist_infos = tops_of(dpkg_files(pkg))
        lic = licence_of(pkg, dist_infos)
        for top in tops:
            if top in claimed or top.split(".")[0] in skip or (only and top not in only):
                continue
            claimed.add(top)
            work.append((top, pkg, inst, lic))
    log(f"python/runtime: {len(work)} top-level packages to introspect")
    meta = {w[0]: w for w in work}
    out = open(out_path, "w", encoding="utf-8")
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = [ex.submit(run_one, w[0]) for w in work]
        for fut in concurrent.futures.as_completed(futs):
            top, recs, err = fut.result()
            for l in err.strip().split("\n")[-3:]:
                if l:
                    log(l)
            recs = [r for r in recs if public_path(r["name"])]
            if len(recs) <= 1:
                log(f"python/runtime: {top}: no records, skipped")
                continue
            _, pkg, ver, lic = meta[top]
            upstream = re.sub(r"^\d+:", "", ver)
            upstream = re.sub(r"(\+dfsg.*|\+ds.*|-[^-]*$)", "", upstream)
            emit(out, {"t": "lib", "lang": "python", "lib": top, "ver": upstream, "source": f"debian:{pkg}={ver}",
                       "licence": lic})
            for r in recs:
                rec = {"t": "api", "lang": "python", "lib": top, **r}
                emit(out, rec)
            out.flush()
    out.close()


if __name__ == "__main__":
    main()
