"""A crate's own `macro_rules!`, expanded where the crate invokes them at item level.

rustdoc documents what a macro generates (regex's `define_set_builder!(set_unicode, unicode, true)` makes
`regex::RegexSetBuilder` and its methods; many crates write their impls for a list of types with one
macro), so the scanner expands those invocations as rustc would: the first arm whose matcher matches the
invocation's tokens is transcribed with the matched fragments substituted, and crates.py reads the result
as items. Matching follows macro_rules' rules closely enough for item-generating macros: literal tokens,
bracket groups, `$name:fragment` (one token or one bracket group for `ident`, `lifetime`, `literal`, `tt`,
`block`; the tokens up to what follows in the matcher for `expr`, `ty`, `path`, …) and repetitions
`$( … ) sep? op`, nested. An arm the matcher cannot follow is not an error: the invocation is left alone.

Works on crates.py's tokens (objects with `kind`, `text`, `start`, `end`) and its bracket pairs. The
expansion keeps the source's spacing between tokens (a space where the source had white space or a
comment), so signatures read as written: `pub fn new(pattern: &str) -> RegexBuilder`.
"""

ONE_TREE = {"ident", "lifetime", "literal", "tt", "block"}
OPEN = {"(", "[", "{"}


class Pattern:
    """One macro's token stream: parses matchers and transcribers into elements over token indices:
    ('lit', i), ('group', i, elements) (its close is pair[i]), ('var', name, fragment or None, i of `$`),
    ('rep', elements, separator index or None, op)."""

    def __init__(self, toks, pair):
        self.toks, self.pair = toks, pair

    def parse(self, i, end, matcher):
        toks, pair = self.toks, self.pair
        out = []
        while i < end:
            t = toks[i]
            if t.text == "$" and i + 1 < end:
                nxt = toks[i + 1]
                if nxt.text == "(" and pair[i + 1] > i + 1:
                    sub = self.parse(i + 2, pair[i + 1], matcher)
                    k = pair[i + 1] + 1
                    sep = None
                    if k < end and toks[k].text not in ("*", "+", "?"):
                        sep, k = k, k + 1
                    op = toks[k].text if k < end and toks[k].text in ("*", "+", "?") else "*"
                    out.append(("rep", sub, sep, op))
                    i = k + 1
                    continue
                if nxt.kind == "ident":
                    # in a transcriber `$field: u32` is a substitution followed by `: u32`
                    if matcher and i + 3 < end and toks[i + 2].text == ":" and toks[i + 3].kind == "ident":
                        out.append(("var", nxt.text, toks[i + 3].text, i))
                        i += 4
                    else:
                        out.append(("var", nxt.text, None, i))
                        i += 2
                    continue
            if t.text in OPEN and pair[i] > i:
                out.append(("group", i, self.parse(i + 1, pair[i], matcher)))
                i = pair[i] + 1
                continue
            out.append(("lit", i))
            i += 1
        return out

    def first_text(self, elems):
        """The token text an element sequence must start with, when it is fixed."""
        if elems and elems[0][0] in ("lit", "group"):
            return self.toks[elems[0][1]].text
        return None

    def gap(self, i):
        """A space before token i where the source had white space or a comment."""
        return " " if i > 0 and self.toks[i].start > self.toks[i - 1].end else ""


def _vars(elems):
    for e in elems:
        if e[0] == "var":
            yield e[1]
        elif e[0] == "group":
            yield from _vars(e[2])
        elif e[0] == "rep":
            yield from _vars(e[1])


def _tree_end(toks, pair, i):
    """The index after the token tree starting at i."""
    return pair[i] + 1 if toks[i].text in OPEN and pair[i] > i else i + 1


def match(pat, elems, toks, pair, i, end, follow=None):
    """Matches a matcher's elems against the invocation's toks[i:end] → (bindings, index after) or None.
    A binding is a token range (start, stop) or, under a repetition, a list of bindings; `follow` is the
    token text that comes after elems, where a greedy fragment stops."""
    binds = {}
    for n, e in enumerate(elems):
        if e[0] in ("lit", "group"):
            text = pat.toks[e[1]].text
            if i >= end or toks[i].text != text:
                return None
            if e[0] == "lit":
                i += 1
                continue
            if pair[i] <= i:
                return None
            inner = match(pat, e[2], toks, pair, i + 1, pair[i])
            if inner is None or inner[1] != pair[i]:
                return None
            binds.update(inner[0])
            i = pair[i] + 1
        elif e[0] == "var":
            if e[2] is None:
                return None
            if e[2] in ONE_TREE:
                if i >= end:
                    return None
                j = _tree_end(toks, pair, i)
            else:
                stop = pat.first_text(elems[n + 1:]) if n + 1 < len(elems) else follow
                j = i
                while j < end and not (stop is not None and toks[j].text == stop):
                    j = _tree_end(toks, pair, j)
                if j == i and e[2] != "vis":
                    return None
            binds[e[1]] = (i, j)
            i = j
        else:
            _, sub, sep, op = e
            sep_text = pat.toks[sep].text if sep is not None else None
            after = pat.first_text(elems[n + 1:]) if n + 1 < len(elems) else follow
            iters = []
            while i < end and (op != "?" or not iters):
                j = i
                if iters and sep_text is not None:
                    if toks[j].text != sep_text:
                        break
                    j += 1
                if after is not None and j < end and toks[j].text == after and pat.first_text(sub) != after:
                    break
                got = match(pat, sub, toks, pair, j, end, sep_text if sep_text is not None else after)
                if got is None or got[1] == j:
                    break
                iters.append(got[0])
                i = got[1]
            if op == "+" and not iters:
                return None
            for name in set(_vars(sub)):
                binds[name] = [b.get(name) for b in iters]
    return binds, i


def transcribe(pat, elems, binds, toks, out):
    """Appends (text, kind, space before) of the transcription to out; False when it needs a fragment the
    match did not bind."""
    for e in elems:
        if e[0] == "lit":
            t = pat.toks[e[1]]
            out.append((t.text, t.kind, pat.gap(e[1])))
        elif e[0] == "group":
            out.append((pat.toks[e[1]].text, "punct", pat.gap(e[1])))
            if not transcribe(pat, e[2], binds, toks, out):
                return False
            close = pat.pair[e[1]]
            out.append((pat.toks[close].text, "punct", pat.gap(close)))
        elif e[0] == "var":
            b = binds.get(e[1])
            if e[1] == "crate" and b is None:
                out.append(("$crate", "ident", pat.gap(e[3])))
            elif isinstance(b, tuple):
                for k in range(b[0], b[1]):
                    out.append((toks[k].text, toks[k].kind, pat.gap(e[3]) if k == b[0] else (" " if toks[k].start > toks[k - 1].end else "")))
            else:
                return False
        else:
            _, sub, sep, _op = e
            lists = {name: binds[name] for name in set(_vars(sub)) if isinstance(binds.get(name), list)}
            if not lists:
                return False
            for k in range(min(len(v) for v in lists.values())):
                if k and sep is not None:
                    out.append((pat.toks[sep].text, pat.toks[sep].kind, pat.gap(sep)))
                    if pat.toks[sep].text in (",", ";"):
                        out.append(("", "punct", " "))  # `new(x: T, y: T)`, as rustdoc prints it
                inner = dict(binds)
                inner.update({name: v[k] for name, v in lists.items()})
                if not transcribe(pat, sub, inner, toks, out):
                    return False
    return True


def definition(toks, pair, i, end):
    """A macro_rules body toks[i:end] (inside its brackets) → (Pattern, [(matcher, transcriber)])."""
    pat = Pattern(toks, pair)
    arms = []
    while i < end:
        if toks[i].text in OPEN and pair[i] > i:
            j = pair[i] + 1
            if j + 1 < end and toks[j].text == "=>" and toks[j + 1].text in OPEN and pair[j + 1] > j + 1:
                arms.append((pat.parse(i + 1, pair[i], True), pat.parse(j + 2, pair[j + 1], False)))
                i = pair[j + 1] + 1
                continue
        i += 1
    return pat, arms


class Tok:
    """A token of crates.py's tokenizer (kept here, where both modules can reach it)."""
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end


def match_brackets(toks):
    pair = [-1] * len(toks)
    stack = []
    opens = {"(": ")", "[": "]", "{": "}"}
    for i, t in enumerate(toks):
        if t.kind != "punct":
            continue
        if t.text in opens:
            stack.append(i)
        elif t.text in (")", "]", "}"):
            # tolerate mismatches: pop to the nearest matching opener
            while stack:
                j = stack.pop()
                if opens[toks[j].text] == t.text:
                    pair[j], pair[i] = i, j
                    break
    return pair


def _doc_attributes(toks, i, end):
    """The invocation's tokens with each doc comment written as the attribute it is, `#[doc = "…"]`, and
    their bracket pairs; None when it has no doc comment. rustc desugars `/// x` before matching, so a
    matcher's `$(#[$doc:meta])*` takes the doc comments that regex's `define_set!` invocations end with
    (without this no arm matched and `regex::RegexSet` was never expanded)."""
    if not any(toks[k].kind in ("ldoc", "bdoc") for k in range(i, end)):
        return None
    out = []
    for k in range(i, end):
        t = toks[k]
        if t.kind in ("ldoc", "bdoc"):
            text = t.text[3:] if t.kind == "ldoc" else t.text
            quoted = '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
            out += [Tok("punct", "#", t.start, t.start), Tok("punct", "[", t.start, t.start), Tok("ident", "doc", t.start, t.start),
                    Tok("punct", "=", t.start, t.start), Tok("str", quoted, t.start, t.start), Tok("punct", "]", t.start, t.end)]
        else:
            out.append(t)
    return out, match_brackets(out)


def expand(macro, toks, pair, i, end):
    """The source text an invocation with arguments toks[i:end] expands to, by the first arm that matches
    and transcribes; None when none does."""
    pat, arms = macro
    desugared = _doc_attributes(toks, i, end)
    if desugared is not None:
        toks, pair = desugared
        i, end = 0, len(toks)
    for matcher, transcriber in arms:
        got = match(pat, matcher, toks, pair, i, end)
        if got is None or got[1] != end:
            continue
        out = []
        if transcribe(pat, transcriber, got[0], toks, out):
            return "".join(_source(text, kind, space) for text, kind, space in out)
    return None


def _source(text, kind, space):
    if kind == "ldoc":
        return f"\n///{text[3:]}\n"  # a line doc comment ends at the line's end
    if kind == "bdoc":
        return f" /**{text}*/ "  # the tokenizer keeps a block doc comment's text without its delimiters
    return space + text
