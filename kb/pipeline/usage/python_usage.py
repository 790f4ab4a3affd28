#!/usr/bin/python3
"""Counts how often Python code calls each API: the usage prior of the knowledge base.

Reads every .py file under the given roots (Debian's dist-packages and the standard library: real
code, tests and examples included) with `ast`, resolves import aliases (`import numpy as np`,
`from os import path`) and counts

  * qualified calls and attribute uses: `np.mean(...)` -> numpy.mean, `os.path.join` -> os.path.join;
  * method calls on receivers whose type is unknown, by method name: `df.groupby(...)` -> .groupby.

Each file counts once per API (the number of files that use it), so one generated or repetitive
module cannot dominate the prior.

Writes one JSON object {"lang": "python", "files": N, "names": {...}, "members": {...}} to stdout.
Runs with /usr/bin/python3 (Debian's). Usage: python_usage.py ROOT [ROOT ...] > usage-python.json
"""
import ast
import json
import os
import sys
from collections import Counter

MAX_FILE_BYTES = 400_000


def dotted(node):
    """`a.b.c` for a chain of Name/Attribute nodes, else None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


class Counter_(ast.NodeVisitor):
    def __init__(self, names, members):
        self.names = names
        self.members = members
        self.aliases = {}
        self.imported = set()

    def visit_Import(self, node):
        for alias in node.names:
            self.imported.add(alias.name.split(".")[0])
            if alias.asname:
                self.aliases[alias.asname] = alias.name
            else:
                top = alias.name.split(".")[0]
                self.aliases[top] = top

    def visit_ImportFrom(self, node):
        if node.level or not node.module:
            return
        self.imported.add(node.module.split(".")[0])
        for alias in node.names:
            if alias.name != "*":
                self.aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"

    def resolve(self, chain):
        head, _, rest = chain.partition(".")
        target = self.aliases.get(head)
        if target is None:
            return None
        return f"{target}.{rest}" if rest else target

    def visit_Call(self, node):
        func = node.func
        chain = dotted(func)
        resolved = self.resolve(chain) if chain else None
        if resolved:
            self.names[resolved] += 1
        elif isinstance(func, ast.Attribute) and not func.attr.startswith("_"):
            self.members[func.attr] += 1
        self.generic_visit(node)



def main(roots):
    names, members = Counter(), Counter()
    # Library -> the distinct packages (other than itself) whose code imports it: how widely it is used.
    importers = {}
    files = 0
    for root in roots:
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "__pycache__"]
            for filename in filenames:
                if not filename.endswith(".py"):
                    continue
                path = os.path.join(dirpath, filename)
                try:
                    if os.path.getsize(path) > MAX_FILE_BYTES:
                        continue
                    with open(path, "rb") as f:
                        tree = ast.parse(f.read(), filename=path)
                except (SyntaxError, ValueError, OSError, RecursionError):
                    continue
                files += 1
                file_names, file_members = Counter(), Counter()
                visitor = Counter_(file_names, file_members)
                try:
                    visitor.visit(tree)
                except RecursionError:
                    continue
                package = os.path.relpath(path, root).split(os.sep)[0].removesuffix(".py")
                for lib in visitor.imported:
                    if lib != package:
                        importers.setdefault(lib, set()).add(package)
                names.update(k for k, v in file_names.items() if v > 0)
                members.update(file_members.keys())
    json.dump(
        {
            "lang": "python",
            "files": files,
            "names": {k: v for k, v in names.items() if v > 0},
            "members": {k: v for k, v in members.items() if v > 1},
            "importers": {k: len(v) for k, v in importers.items()},
        },
        sys.stdout,
    )


if __name__ == "__main__":
    main(sys.argv[1:] or ["/usr/lib/python3/dist-packages", "/usr/lib/python3.11"])
