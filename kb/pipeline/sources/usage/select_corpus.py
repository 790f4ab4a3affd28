#!/usr/bin/python3
"""Chooses the reading corpus of the usage stage from Debian's archive index (`apt-cache dumpavail`).

The corpus is code that uses the libraries people ask about: the python3-* packages that depend on or
recommend one of TARGETS, other than the packages the Python source already installs (packages.txt),
debug and doc packages, and packages over 20 MB installed; plus the documentation packages that ship
runnable examples, notebooks and guides (DOCS). Prints `package=version` pins, one a line, sorted.

Usage: select_corpus.py PACKAGES.txt > corpus-packages.txt
"""
import re
import subprocess
import sys

TARGETS = {
    "python3-pandas", "python3-matplotlib", "python3-sklearn", "python3-seaborn", "python3-scipy", "python3-nltk",
    "python3-bs4", "python3-requests", "python3-numpy", "python3-opencv", "python3-statsmodels", "python3-skimage",
}
DOCS = [
    "python-sklearn-doc", "python-pandas-doc", "python-scipy-doc", "python-skimage-doc", "python-statsmodels-doc",
    "python-bs4-doc", "python-requests-doc", "python-flask-doc", "python3.11-doc",
    # Guides and examples of libraries tasks combine with those: arrays and frames at scale (xarray,
    # dask), images (Pillow), the web (Django, lxml), cryptography, processes (psutil).
    "python-xarray-doc", "python-dask-doc", "python-pil-doc", "python-django-doc", "python-lxml-doc",
    "python-pycryptodome-doc", "python-cryptography-doc", "python-psutil-doc",
]
MAX_INSTALLED_KB = 20000


def main(pinned_path):
    pinned = {line.split("=")[0].strip() for line in open(pinned_path) if line.strip() and not line.startswith("#")}
    dump = subprocess.run(["apt-cache", "dumpavail"], capture_output=True, text=True, check=True).stdout
    chosen = {}
    for block in dump.split("\n\n"):
        fields = dict(re.findall(r"^([\w-]+): (.*)$", block, re.MULTILINE))
        name, version = fields.get("Package"), fields.get("Version")
        if not name or not version:
            continue
        uses = set(re.findall(r"(?:^|[ ,|])(python3-[a-z0-9.+-]+)", f"{fields.get('Depends', '')} {fields.get('Recommends', '')}"))
        library_user = (
            name.startswith("python3-") and uses & TARGETS and name not in pinned
            and not name.endswith(("-dbg", "-doc")) and int(fields.get("Installed-Size", "0")) < MAX_INSTALLED_KB
        )
        if library_user or name in DOCS:
            chosen[name] = version
    for name in sorted(chosen):
        print(f"{name}={chosen[name]}")


if __name__ == "__main__":
    main(sys.argv[1])
