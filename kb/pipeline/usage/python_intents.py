#!/usr/bin/python3
"""Mines what real Python code says it does next to the APIs it calls: the intent model's examples.

People ask for code in words ("download a zip file and extract it"); the APIs that answer them rarely
share those words (`requests.get`, `zipfile.ZipFile.extractall`). Real code says both at once: a
function's name and docstring describe its purpose and its body calls the APIs, and a comment names
the step the next lines perform. This script reads every .py file under the given roots (Debian's
dist-packages and the standard library) with `ast` and `tokenize` and writes one example per line:

  {"k": "doc",  "t": "<function name> <first paragraph of its docstring>", "a": [APIs its body calls]}
  {"k": "name", "t": "<function name>",                                     "a": [...]}   (no docstring)
  {"k": "cmt",  "t": "<comment>", "a": [APIs called by the statements the comment introduces]}
  {"k": "mod",  "t": "<a script's module docstring>", "a": [APIs its top-level code calls]}  (examples, docs)
  {"k": "prose","t": "<documentation prose>", "a": [APIs the code it introduces calls]}
  {"k": "dex",  "t": "<name> <first paragraph of a docstring>", "a": [APIs its `>>>` examples call]}

Documentation is read too (doc_examples.py): Jupyter notebooks (a markdown cell introduces the code
cells under it) and Sphinx reST sources, `_sources/**/*.txt` (a paragraph introduces the code block
after it): pandas' user guide, the Python docs, scikit-learn's and statsmodels' guides.

Calls are resolved like the usage counter does (import aliases: `np.mean` -> numpy.mean), plus a light
receiver typing so methods count too: `z = zipfile.ZipFile(p)` / `with zipfile.ZipFile(p) as z` /
`def f(df: pd.DataFrame)` make `z.extractall()` -> zipfile.ZipFile.extractall, and a function whose
signature in the knowledge base returns a class of its library types its result
(`r = requests.get(u)` -> `r.raise_for_status()` -> requests.Response.raise_for_status).

Usage: python_intents.py SIGNATURES.jsonl[.gz] ROOT [ROOT ...] > intents.jsonl
SIGNATURES is the staged Python signature set; from it comes which functions return which classes.
Identical examples (vendored copies of one file) are written once.
"""
import ast
import gzip
import hashlib
import io
import json
import os
import re
import sys
import tokenize
from multiprocessing import Pool

from doc_examples import doctest_source, module_docstring_text, notebook_program, rst_program

MAX_FILE_BYTES = 1_000_000
# Notebooks carry their outputs (images as base64) and guides are long: a larger cap for documents.
MAX_DOC_BYTES = 4_000_000
MAX_TEXT = 400
MAX_APIS = 40
# A comment introduces the statements below it until a blank line or the next comment, at most this far.
COMMENT_REACH = 6

RETURNS = {}

NOISE_COMMENT = re.compile(
    r"^(?:noqa|type:|pylint|pragma|fmt:|isort|flake8|mypy|todo\b|fixme\b|xxx\b|-\*-|!|coding[:=]|nosec|"
    r"copyright|license|licensed|spdx|see the license|distributed under|you may not|this file is part)",
    re.IGNORECASE,
)
WORD = re.compile(r"[A-Za-z][A-Za-z]+")


def dotted(node):
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def is_class_name(qualified):
    last = qualified.rsplit(".", 1)[-1]
    return last[:1].isupper() and not last.isupper()


# Receivers never typed by their name: too generic, or not values of a library's class.
UNTYPED_NAMES = {"self", "cls", "super", "args", "kwargs", "x", "y", "i", "j", "k", "n", "obj", "o", "item", "value", "v", "result", "res", "data", "name", "key", "e"}
# Top-level modules a docstring may name a class through without importing it (`matplotlib.axes.Axes`).
KNOWN_TOP = set()
# Docstring parameter lines: numpydoc `ax : matplotlib.axes.Axes` and Google style `df (pd.DataFrame): ...`.
DOC_PARAM = re.compile(r"^\s*\*{0,2}(\w+)\s*(?::\s*([~`\w.]+)|\(([~`\w.]+)(?:,[^)]*)?\)\s*:)", re.MULTILINE)


class FileMiner:
    def __init__(self, tree):
        self.observed = {}
        self.aliases = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname:
                        self.aliases[alias.asname] = alias.name
                    else:
                        top = alias.name.split(".")[0]
                        self.aliases[top] = top
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                for alias in node.names:
                    if alias.name != "*":
                        self.aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"

    def resolve(self, node):
        chain = dotted(node)
        if not chain:
            return None
        head, _, rest = chain.partition(".")
        target = self.aliases.get(head)
        if target is None:
            return None
        return f"{target}.{rest}" if rest else target

    def type_of_value(self, node, types):
        """The class a value expression evaluates to, when it can be told."""
        if isinstance(node, ast.Call):
            target = self.call_target(node, types)
            if target:
                if is_class_name(target):
                    return target
                returned = RETURNS.get(target)
                return returned if isinstance(returned, str) else None
        elif isinstance(node, ast.Name):
            return types.get(node.id)
        elif isinstance(node, ast.Subscript):
            return subscript_type(self.type_of_value(node.value, types), node.slice)
        elif isinstance(node, ast.Attribute) and not node.attr.startswith("_"):
            receiver = self.type_of_value(node.value, types)
            return ATTRIBUTE_TYPES.get(f"{receiver}.{node.attr}") if receiver else None
        return None

    def type_of_annotation(self, node):
        if node is None:
            return None
        resolved = self.resolve(node)
        return resolved if resolved and is_class_name(resolved) else None

    def call_target(self, call, types):
        func = call.func
        resolved = self.resolve(func)
        if resolved:
            return resolved
        if isinstance(func, ast.Attribute) and not func.attr.startswith("_"):
            receiver = self.type_of_value(func.value, types)
            if receiver:
                return f"{receiver}.{func.attr}"
        return None

    def untyped_method(self, call):
        """`df.groupby(...)` on a variable of unknown type: `?df.groupby`, typed later by the variable's name."""
        func = call.func
        if (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and not func.attr.startswith("_")
            and func.value.id not in UNTYPED_NAMES
            and func.value.id not in self.aliases
        ):
            return f"?{func.value.id}.{func.attr}"
        return None

    def learn(self, var, qualified, types):
        types[var] = qualified
        if var not in UNTYPED_NAMES:
            self.observed[(var, qualified)] = self.observed.get((var, qualified), 0) + 1

    def type_from_text(self, text):
        """A class named in a docstring (`pd.DataFrame`, `~matplotlib.axes.Axes`, `DataFrame`), resolved."""
        text = text.strip("`~").rstrip(".,")
        if not text or not re.fullmatch(r"[A-Za-z_][\w.]*", text):
            return None
        head, _, rest = text.partition(".")
        if head in self.aliases:
            target = self.aliases[head]
            qualified = f"{target}.{rest}" if rest else target
        elif rest and head in KNOWN_TOP:
            qualified = text
        else:
            return None
        return qualified if is_class_name(qualified) else None

    def calls_in(self, body_nodes, types):
        """(line, api) for every resolvable call, and every property read on a typed receiver, under the
        given statements, typing receivers as it goes."""
        out = []
        # Attributes that are the callee of a call (`df.groupby` in `df.groupby(...)`) count as calls only.
        called = set()
        for stmt in body_nodes:
            for node in ast.walk(stmt):
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Tuple) and isinstance(node.value, ast.Call):
                    # `fig, ax = plt.subplots()`: a call returning a known tuple types each name.
                    returned = RETURNS.get(self.call_target(node.value, types) or "")
                    if isinstance(returned, tuple) and len(returned) == len(node.targets[0].elts):
                        for element, t in zip(node.targets[0].elts, returned):
                            if isinstance(element, ast.Name) and t:
                                self.learn(element.id, t, types)
                elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    t = self.type_of_value(node.value, types)
                    if t:
                        self.learn(node.targets[0].id, t, types)
                elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                    t = self.type_of_annotation(node.annotation) or (node.value and self.type_of_value(node.value, types))
                    if t:
                        self.learn(node.target.id, t, types)
                elif isinstance(node, (ast.With, ast.AsyncWith)):
                    for item in node.items:
                        if isinstance(item.optional_vars, ast.Name):
                            t = self.type_of_value(item.context_expr, types)
                            if t:
                                self.learn(item.optional_vars.id, t, types)
                elif isinstance(node, ast.Call):
                    target = self.call_target(node, types) or self.untyped_method(node)
                    if target and not target.rsplit(".", 1)[-1].startswith("_"):
                        out.append((node.lineno, target))
                    if isinstance(node.func, ast.Attribute):
                        called.add(id(node.func))
                elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and id(node) not in called:
                    target = self.attribute_target(node, types)
                    if target:
                        out.append((node.lineno, target))
        return out

    def attribute_target(self, node, types):
        """`df.columns`, `arr.shape`: a property read on an instance of a known class (or `?df.columns` on a
        variable typed later by its name). Module attributes (`np.nan`, `os.sep`) are values, not uses."""
        if node.attr.startswith("_"):
            return None
        receiver = self.type_of_value(node.value, types)
        if receiver:
            return f"{receiver}.{node.attr}"
        if isinstance(node.value, ast.Name) and node.value.id not in UNTYPED_NAMES and node.value.id not in self.aliases:
            return f"?{node.value.id}.{node.attr}"
        return None


# Attributes whose value is of a known class: pandas' accessors (`s.str.contains` is
# pandas.Series.str.contains), and the arrays and frames a few properties hold.
ATTRIBUTE_TYPES = {
    "pandas.Series.str": "pandas.Series.str",
    "pandas.Series.dt": "pandas.Series.dt",
    "pandas.Series.plot": "pandas.Series.plot",
    "pandas.DataFrame.plot": "pandas.DataFrame.plot",
    "pandas.Series.values": "numpy.ndarray",
    "pandas.DataFrame.values": "numpy.ndarray",
    "pandas.DataFrame.T": "pandas.DataFrame",
    "pandas.DataFrame.columns": "pandas.Index",
    "pandas.DataFrame.index": "pandas.Index",
    "pandas.Series.index": "pandas.Index",
    "numpy.ndarray.T": "numpy.ndarray",
}
# What indexing a frame gives: one column by its name is a Series; a list of columns or a mask, a frame.
SELECTS_ROWS = (ast.List, ast.Compare, ast.BoolOp, ast.BinOp, ast.UnaryOp)


def subscript_type(receiver, index):
    if receiver == "pandas.DataFrame":
        if isinstance(index, ast.Constant) and isinstance(index.value, str) or isinstance(index, (ast.Name, ast.JoinedStr)):
            return "pandas.Series"
        if isinstance(index, SELECTS_ROWS):
            return "pandas.DataFrame"
    elif receiver == "pandas.Series" and isinstance(index, SELECTS_ROWS):
        return "pandas.Series"
    elif receiver == "pandas.core.groupby.DataFrameGroupBy" and isinstance(index, ast.Constant) and isinstance(index.value, str):
        return "pandas.core.groupby.SeriesGroupBy"
    return None


def docstring_paragraph(fn):
    doc = ast.get_docstring(fn, clean=True)
    if not doc:
        return ""
    para = doc.strip().split("\n\n", 1)[0]
    return " ".join(para.split())[:MAX_TEXT]


def docstring_examples(tree):
    """("dex", name and summary, APIs) for each function or class whose docstring shows its use with `>>>`
    (numpy, pandas, scipy and scikit-learn document most of their API so): the summary says what the
    examples do."""
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) or node.name.startswith("_"):
            continue
        doc = ast.get_docstring(node, clean=True)
        if not doc or ">>>" not in doc:
            continue
        source = doctest_source(doc)
        summary = docstring_paragraph(node)
        if not source or not summary:
            continue
        program = ast.parse(source)
        miner = FileMiner(program)
        apis = list(dict.fromkeys(api for _, api in miner.calls_in(program.body, {})))[:MAX_APIS]
        if apis:
            out.append(("dex", f"{name_words(node.name)} {summary}", apis))
    return out


def name_words(name):
    return " ".join(re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).replace("_", " ").split())


def comments_of(source):
    """(first line, last line, text) of each comment block; a trailing comment is its own line's block."""
    blocks = []
    try:
        tokens = tokenize.generate_tokens(io.StringIO(source).readline)
        last_code_line = 0
        for tok in tokens:
            if tok.type == tokenize.COMMENT:
                line = tok.start[0]
                text = tok.string.lstrip("#").strip()
                trailing = last_code_line == line
                if blocks and not trailing and blocks[-1][1] == line - 1 and not blocks[-1][3]:
                    first, _, prev, _ = blocks[-1]
                    blocks[-1] = (first, line, f"{prev} {text}", False)
                else:
                    blocks.append((line, line, text, trailing))
            elif tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING):
                last_code_line = tok.end[0]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return blocks


def useful_text(text):
    if NOISE_COMMENT.match(text):
        return False
    words = WORD.findall(text)
    if len(words) < 2:
        return False
    # Commented-out code is not a description.
    code_chars = sum(text.count(c) for c in "=()[]{}:;")
    return code_chars <= len(text) / 12


TEST_FILE = re.compile(r"(^|/)(tests?|testing)(/|$)|(^|/)test_[^/]*\.py$|_test\.py$")
TEST_HARNESS = re.compile(r"(^|\.)(testing|unittest|pytest|mock|_pytest)(\.|$)|\.assert\w*$|^assert\w*$")
TEST_OR_EXAMPLE = re.compile(r"(^|/)(tests?|testing|examples?|demos?|samples?|docs?|tutorials?)(/|$)|(^|/)test_[^/]*\.py$|_test\.py$")


def mine_file(task):
    """(examples, observed variable types) of one file. A library's own code calling its internals says
    little about how users call it: outside its tests and examples, calls into the file's own package
    are left out."""
    root, path = task
    relative = os.path.relpath(path, root)
    package = relative.split(os.sep)[0].removesuffix(".py")
    own_calls_count = bool(TEST_OR_EXAMPLE.search(relative.replace(os.sep, "/")))
    examples = mine_path(path, describes_script=own_calls_count)
    if examples is None:
        return [], {}
    examples, observed = examples
    if TEST_FILE.search(relative.replace(os.sep, "/")):
        # A test says what it checks next to the harness that checks it: the harness is not the purpose.
        examples = [(k, t, [a for a in apis if not TEST_HARNESS.search(a)]) for k, t, apis in examples]
        examples = [e for e in examples if e[2]]
    if not own_calls_count:
        # Docstring examples are written as a user would call the library: they keep their own calls.
        examples = [(k, t, apis if k == "dex" else [a for a in apis if a.startswith("?") or a.split(".", 1)[0] != package]) for k, t, apis in examples]
        examples = [e for e in examples if e[2]]
    return examples, observed


def mine_path(path, describes_script=False):
    """Examples of one file: Python source, a notebook, or a reST document."""
    try:
        if os.path.getsize(path) > (MAX_DOC_BYTES if not path.endswith(".py") else MAX_FILE_BYTES):
            return None
        with open(path, "rb") as f:
            text = f.read().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    if path.endswith(".py"):
        return mine_source(text, describes_script=describes_script)
    program = notebook_program(text) if path.endswith(".ipynb") else rst_program(text)
    if program is None or not program.spans:
        return None
    return mine_source(program.source(), spans=program.spans)


def mine_source(source, spans=(), describes_script=False):
    """Examples of one program. `spans` pair prose with the lines it introduces; a script (an example
    or a documentation page, `describes_script`) pairs its module docstring with its top-level calls."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return None
    try:
        miner = FileMiner(tree)
        if not miner.aliases:
            return None
        examples = []
        module_types = {}
        module_calls = miner.calls_in([s for s in tree.body if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))], module_types)
        all_calls = list(module_calls)
        description = module_docstring_text(tree) if describes_script else ""
        script_apis = list(dict.fromkeys(api for _, api in module_calls))[:MAX_APIS]
        if description and len(script_apis) >= 2:
            examples.append(("mod", description, script_apis))
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            types = dict(module_types)
            arg_names = {arg.arg for arg in fn.args.args + fn.args.kwonlyargs}
            doc = ast.get_docstring(fn, clean=True) or ""
            for m in DOC_PARAM.finditer(doc):
                var, text = m.group(1), m.group(2) or m.group(3)
                t = var in arg_names and miner.type_from_text(text)
                if t:
                    miner.learn(var, t, types)
            for arg in fn.args.args + fn.args.kwonlyargs:
                t = miner.type_of_annotation(arg.annotation)
                if t:
                    miner.learn(arg.arg, t, types)
            calls = miner.calls_in(fn.body, types)
            all_calls.extend(calls)
            apis = list(dict.fromkeys(api for _, api in calls))[:MAX_APIS]
            if not apis or fn.name.startswith("__"):
                continue
            para = docstring_paragraph(fn)
            words = name_words(fn.name.lstrip("_"))
            if para:
                examples.append(("doc", f"{words} {para}", apis))
            elif len(words.split()) >= 2:
                examples.append(("name", words, apis))
        examples.extend(docstring_examples(tree))
    except RecursionError:
        return None
    by_line = {}
    for line, api in all_calls:
        by_line.setdefault(line, []).append(api)
    for text, first, last in spans:
        apis = list(dict.fromkeys(api for line in range(first, last + 1) for api in by_line.get(line, ())))[:MAX_APIS]
        if apis and len(WORD.findall(text)) >= 2:
            examples.append(("prose", text, apis))
    if "#" in source:
        lines = source.split("\n")
        for first, last, text, trailing in comments_of(source):
            # A notebook-style cell marker (`# %%`, sphinx-gallery) introduces the whole cell below it,
            # blank lines included, up to the next comment.
            cell = text.startswith("%%")
            text = text.lstrip("% ")
            if not useful_text(text):
                continue
            if trailing:
                reach = range(first, first + 1)
            else:
                end = last + 1
                limit = len(lines) if cell else min(len(lines), last + COMMENT_REACH)
                while end <= limit and (lines[end - 1].strip() or cell) and not lines[end - 1].lstrip().startswith("#"):
                    end += 1
                reach = range(last + 1, end)
            apis = list(dict.fromkeys(api for line in reach for api in by_line.get(line, ())))[:MAX_APIS]
            if apis:
                examples.append(("cmt", " ".join(text.split())[:MAX_TEXT], apis))
    return examples, miner.observed


def files_under(roots):
    for root in roots:
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__")
            for filename in sorted(filenames):
                if filename.endswith((".py", ".ipynb")) or (filename.endswith(".txt") and is_doc_source(dirpath)):
                    yield root, os.path.join(dirpath, filename)


def is_doc_source(dirpath):
    """A Sphinx `_sources` folder; its generated gallery pages repeat the example scripts, read as .py."""
    parts = dirpath.split(os.sep)
    return "_sources" in parts and not any(p.startswith(("auto_examples", "gallery")) for p in parts)


RETURN_ANNOTATION = re.compile(r"->\s*['\"]?([A-Za-z_][\w.]*)")


# What some of the most used factories return, where their signatures do not say (matplotlib, pandas
# and numpy are introspected at run time and carry no return annotations). Kept only where the class
# is in the base.
RETURN_HINTS = {
    "matplotlib.pyplot.subplots": ("matplotlib.figure.Figure", "matplotlib.axes.Axes"),
    "matplotlib.pyplot.figure": "matplotlib.figure.Figure",
    "matplotlib.pyplot.gcf": "matplotlib.figure.Figure",
    "matplotlib.pyplot.gca": "matplotlib.axes.Axes",
    "matplotlib.pyplot.axes": "matplotlib.axes.Axes",
    "matplotlib.pyplot.subplot": "matplotlib.axes.Axes",
    "matplotlib.figure.Figure.add_subplot": "matplotlib.axes.Axes",
    "matplotlib.figure.Figure.add_axes": "matplotlib.axes.Axes",
    "matplotlib.figure.Figure.gca": "matplotlib.axes.Axes",
    "seaborn.histplot": "matplotlib.axes.Axes",
    "seaborn.barplot": "matplotlib.axes.Axes",
    "seaborn.boxplot": "matplotlib.axes.Axes",
    "seaborn.heatmap": "matplotlib.axes.Axes",
    "seaborn.scatterplot": "matplotlib.axes.Axes",
    "seaborn.lineplot": "matplotlib.axes.Axes",
    "seaborn.countplot": "matplotlib.axes.Axes",
    "pandas.read_csv": "pandas.DataFrame",
    "pandas.read_excel": "pandas.DataFrame",
    "pandas.read_json": "pandas.DataFrame",
    "pandas.read_sql": "pandas.DataFrame",
    "pandas.read_sql_query": "pandas.DataFrame",
    "pandas.read_table": "pandas.DataFrame",
    "pandas.DataFrame.copy": "pandas.DataFrame",
    "pandas.DataFrame.dropna": "pandas.DataFrame",
    "pandas.DataFrame.drop": "pandas.DataFrame",
    "pandas.DataFrame.reset_index": "pandas.DataFrame",
    "pandas.DataFrame.sort_values": "pandas.DataFrame",
    "pandas.DataFrame.head": "pandas.DataFrame",
    "pandas.DataFrame.tail": "pandas.DataFrame",
    "pandas.DataFrame.astype": "pandas.DataFrame",
    "pandas.DataFrame.describe": "pandas.DataFrame",
    "pandas.DataFrame.fillna": "pandas.DataFrame",
    "pandas.DataFrame.rename": "pandas.DataFrame",
    "pandas.DataFrame.set_index": "pandas.DataFrame",
    "pandas.DataFrame.drop_duplicates": "pandas.DataFrame",
    "pandas.DataFrame.sample": "pandas.DataFrame",
    "pandas.Series.apply": "pandas.Series",
    "pandas.Series.astype": "pandas.Series",
    "pandas.Series.fillna": "pandas.Series",
    "pandas.Series.dropna": "pandas.Series",
    "pandas.Series.sort_values": "pandas.Series",
    "pandas.Series.head": "pandas.Series",
    "pandas.Series.copy": "pandas.Series",
    "pandas.Series.to_numpy": "numpy.ndarray",
    "pandas.DataFrame.to_numpy": "numpy.ndarray",
    "pandas.Series.unique": "numpy.ndarray",
    "numpy.ndarray.reshape": "numpy.ndarray",
    "numpy.ndarray.astype": "numpy.ndarray",
    "numpy.ndarray.copy": "numpy.ndarray",
    "numpy.ndarray.flatten": "numpy.ndarray",
    "numpy.concatenate": "numpy.ndarray",
    "numpy.vstack": "numpy.ndarray",
    "numpy.hstack": "numpy.ndarray",
    "numpy.where": "numpy.ndarray",
    "numpy.unique": "numpy.ndarray",
    "numpy.random.normal": "numpy.ndarray",
    "numpy.random.uniform": "numpy.ndarray",
    "numpy.array": "numpy.ndarray",
    "numpy.asarray": "numpy.ndarray",
    "numpy.zeros": "numpy.ndarray",
    "numpy.ones": "numpy.ndarray",
    "numpy.arange": "numpy.ndarray",
    "numpy.linspace": "numpy.ndarray",
    "numpy.random.rand": "numpy.ndarray",
    "numpy.random.randn": "numpy.ndarray",
    "PIL.Image.open": "PIL.Image.Image",
    "PIL.Image.new": "PIL.Image.Image",
    "requests.get": "requests.Response",
    "requests.post": "requests.Response",
    "requests.put": "requests.Response",
    "requests.delete": "requests.Response",
    "requests.head": "requests.Response",
    "requests.request": "requests.Response",
    "requests.Session.get": "requests.Response",
    "requests.Session.post": "requests.Response",
    "urllib.request.urlopen": "http.client.HTTPResponse",
    "sqlite3.connect": "sqlite3.Connection",
    "sqlite3.Connection.cursor": "sqlite3.Cursor",
    "datetime.datetime.now": "datetime.datetime",
    "hashlib.new": "hashlib.hash",
    "hashlib.md5": "hashlib.hash",
    "hashlib.sha1": "hashlib.hash",
    "hashlib.sha224": "hashlib.hash",
    "hashlib.sha256": "hashlib.hash",
    "hashlib.sha384": "hashlib.hash",
    "hashlib.sha512": "hashlib.hash",
    "csv.writer": "csv.csvwriter",
    "csv.reader": "csv.csvreader",
    "datetime.datetime.strptime": "datetime.datetime",
    "datetime.datetime.fromtimestamp": "datetime.datetime",
}


def returns_of(signatures_path):
    """Qualified function -> the qualified class of its library its signature says it returns."""
    opener = gzip.open if signatures_path.endswith(".gz") else open
    classes, returns = {}, {}
    with opener(signatures_path, "rt") as f:
        records = [json.loads(line) for line in f if line.strip()]
    # A short class name of a library means its public, shallowest path: `DataFrame` is pandas.DataFrame,
    # not pandas.api.interchange.DataFrame, whatever order the records come in.
    known_classes = set()
    for r in records:
        if r.get("kind") == "class":
            known_classes.add(r["name"])
            key = (r["lib"], r["name"].rsplit(".", 1)[-1])
            if key not in classes or (r["name"].count("."), r["name"]) < (classes[key].count("."), classes[key]):
                classes[key] = r["name"]
    for r in records:
        if r.get("kind") not in ("function", "method"):
            continue
        m = RETURN_ANNOTATION.search(r.get("sig", ""))
        if not m:
            continue
        cls = classes.get((r["lib"], m.group(1).rsplit(".", 1)[-1]))
        if cls:
            returns[r["name"]] = cls
    known_top = {r["name"].split(".", 1)[0] for r in records if r.get("name")}
    for function, returned in RETURN_HINTS.items():
        if isinstance(returned, tuple):
            returns[function] = tuple(t if t in known_classes else None for t in returned)
        elif returned in known_classes:
            returns[function] = returned
    return returns, known_top


def init(returns, known_top):
    global RETURNS, KNOWN_TOP
    RETURNS = returns
    KNOWN_TOP = known_top


# A variable name types receivers when this share of its typed uses, and at least this many, agree.
NAME_TYPE_SHARE = 0.6
NAME_TYPE_MIN = 8


def types_by_name(observed):
    """Variable name -> the class it holds in most code (`df` -> pandas.DataFrame), where code agrees."""
    by_var = {}
    for (var, qualified), count in observed.items():
        by_var.setdefault(var, {})[qualified] = count
    out = {}
    for var, counts in by_var.items():
        total = sum(counts.values())
        best, count = max(counts.items(), key=lambda kv: (kv[1], kv[0]))
        if count >= NAME_TYPE_MIN and count / total >= NAME_TYPE_SHARE:
            out[var] = best
    return out


def main(signatures_path, roots):
    returns, known_top = returns_of(signatures_path)
    print(f"intents: {len(returns)} functions with a known returned class", file=sys.stderr)
    files = 0
    collected = []
    observed = {}
    with Pool(os.cpu_count() or 2, initializer=init, initargs=(returns, known_top)) as pool:
        for examples, seen in pool.imap_unordered(mine_file, files_under(roots), chunksize=64):
            files += 1
            collected.extend(examples)
            for key, count in seen.items():
                observed[key] = observed.get(key, 0) + count
    named = types_by_name(observed)
    print(f"intents: {len(named)} variable names typed by how code uses them", file=sys.stderr)
    seen_keys = set()
    written = 0
    for kind, text, apis in collected:
        resolved = []
        for api in apis:
            if api.startswith("?"):
                var, _, method = api[1:].partition(".")
                api = f"{named[var]}.{method}" if var in named else None
            if api and api not in resolved:
                resolved.append(api)
        if not resolved:
            continue
        key = hashlib.blake2b(f"{text}\0{' '.join(resolved)}".encode(), digest_size=12).digest()
        if key in seen_keys:
            continue
        seen_keys.add(key)
        written += 1
        sys.stdout.write(json.dumps({"k": kind, "t": text, "a": resolved[:MAX_APIS]}) + "\n")
    print(f"intents: {written} examples from {files} files", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: python_intents.py SIGNATURES.jsonl[.gz] ROOT [ROOT ...] > intents.jsonl")
    main(sys.argv[1], sys.argv[2:])
