"""Turns documentation into programs the intent miner can read: prose paired with the code that does it.

Documentation is the densest real source of "what it says" next to "what it calls": a notebook's
markdown cell introduces the code cells under it, a reST paragraph (pandas' user guide, the Python
docs, scikit-learn's guide) introduces the code block after it, and a gallery script's module
docstring describes the whole script. Each reader here returns one Python program built from the
document's code, in order (so imports and variables carry from block to block, as they do when the
document is run), and the spans that pair a piece of prose with the lines of the program it
introduces. Code that does not parse is left out block by block, never the whole document.

Used by python_intents.py; reads files only (nothing here is executed).
"""
import ast
import json
import re
import textwrap

MAX_PROSE = 400
# Snippets in reference docs use the conventional aliases without importing them.
PRELUDE = "import numpy as np\nimport pandas as pd\nimport matplotlib.pyplot as plt\n"

_ROLE = re.compile(r":[\w:+-]+:`([^`<]*?)(?:\s*<[^>]*>)?`")
_MARKUP = re.compile(r"[`*_]{1,2}|\[([^\]]*)\]\([^)]*\)|<[^>]+>|\|")


def plain(text):
    """Prose without reST roles, Markdown links, emphasis and HTML, on one line."""
    text = _ROLE.sub(r"\1", text)
    text = _MARKUP.sub(lambda m: m.group(1) or " ", text)
    return " ".join(text.split())[:MAX_PROSE]


def _parses(code):
    try:
        ast.parse(code)
        return True
    except (SyntaxError, ValueError, RecursionError):
        return False


class Program:
    """Code blocks appended in document order, each remembered with the prose that introduced it."""

    def __init__(self, prelude=""):
        self.lines = prelude.split("\n")[:-1] if prelude else []
        self.spans = []

    def add(self, prose, code):
        code = textwrap.dedent(code).strip("\n")
        if not code.strip() or not _parses(code):
            return
        first = len(self.lines) + 1
        self.lines.extend(code.split("\n"))
        if prose:
            self.spans.append((prose, first, len(self.lines)))

    def source(self):
        return "\n".join(self.lines) + "\n"


def notebook_program(raw):
    """A Jupyter notebook: each markdown cell introduces the code cells up to the next markdown cell."""
    try:
        cells = json.loads(raw).get("cells", [])
    except (ValueError, AttributeError):
        return None
    program = Program(PRELUDE)
    prose = ""
    for cell in cells:
        text = cell.get("source", "")
        text = "".join(text) if isinstance(text, list) else str(text)
        if cell.get("cell_type") == "markdown":
            prose = plain(" ".join(line.lstrip("#> ") for line in text.split("\n")))
        elif cell.get("cell_type") == "code":
            # IPython magics and shell escapes are not Python.
            code = "\n".join("" if line.lstrip().startswith(("%", "!", "?")) else line for line in text.split("\n"))
            program.add(prose, code)
    return program


_CODE_DIRECTIVE = re.compile(r"^(\s*)\.\. (?:ipython|code-block|code|sourcecode|testcode|plot|doctest)::\s*(?:python|py|ipython|pycon|python3|default)?\s*$")
_DIRECTIVE = re.compile(r"^\s*\.\. ")
_HEADING_RULE = re.compile(r"^([=\-~^*#+\"'`])\1{3,}\s*$")


def _doctest_code(block):
    """The statements of a doctest block (`>>>` and `...` lines), without the printed output."""
    out = []
    for line in block.split("\n"):
        stripped = line.strip()
        if stripped.startswith(">>>"):
            out.append(stripped[4:] if len(stripped) > 3 else "")
        elif stripped.startswith("...") and out:
            out.append(stripped[4:] if len(stripped) > 3 else "")
    return "\n".join(out)


def doctest_source(docstring):
    """The program a docstring's `>>>` examples make (blocks that do not parse left out), or None."""
    program = Program(PRELUDE)
    block = []
    for line in docstring.split("\n") + [""]:
        stripped = line.strip()
        if stripped.startswith(">>>") or (block and stripped.startswith("...")):
            block.append(stripped)
        elif block:
            program.add("", _doctest_code("\n".join(block)))
            block = []
    return program.source() if len(program.lines) > PRELUDE.count("\n") else None


def rst_program(text):
    """A reST document (Sphinx `_sources/*.rst.txt`): the paragraph before a code block introduces it."""
    lines = text.split("\n")
    program = Program(PRELUDE)
    paragraph = []
    prose = ""
    i = 0
    while i < len(lines):
        line = lines[i]
        directive = _CODE_DIRECTIVE.match(line)
        literal = line.rstrip().endswith("::") and not _DIRECTIVE.match(line) and line.strip() != "::"
        if directive or line.strip() == "::" or literal:
            if paragraph:
                prose = plain(" ".join(paragraph))
            base = len(directive.group(1)) if directive else len(line) - len(line.lstrip())
            i += 1
            block = []
            while i < len(lines):
                current = lines[i]
                if current.strip() and len(current) - len(current.lstrip()) <= base:
                    break
                # Directive options (`:suppress:`) and IPython decorators (`@savefig`) are not code.
                if not re.match(r"^\s*(:\w[\w-]*:|@\w+)", current):
                    block.append(current)
                i += 1
            code = "\n".join(block)
            program.add(prose, _doctest_code(code) if ">>>" in code else code)
            paragraph = []
            continue
        stripped = line.strip()
        if stripped.startswith(">>>"):
            block = []
            while i < len(lines) and lines[i].strip():
                block.append(lines[i])
                i += 1
            program.add(plain(" ".join(paragraph)) if paragraph else prose, _doctest_code("\n".join(block)))
            paragraph = []
            continue
        if not stripped:
            if paragraph:
                prose = plain(" ".join(paragraph))
            paragraph = []
        elif _HEADING_RULE.match(stripped) or _DIRECTIVE.match(line):
            paragraph = []
        else:
            paragraph.append(stripped)
        i += 1
    return program


def module_docstring_text(tree):
    """The description a script opens with (a gallery example's title and first paragraph)."""
    doc = ast.get_docstring(tree, clean=True)
    if not doc:
        return ""
    kept = [line for line in doc.split("\n") if not _HEADING_RULE.match(line.strip())]
    paragraphs = [p for p in "\n".join(kept).split("\n\n") if p.strip()]
    return plain(" ".join(paragraphs[:2]))
