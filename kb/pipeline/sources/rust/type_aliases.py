"""The methods a type alias offers, as rustdoc's page for the alias lists them.

`nalgebra::Matrix3<T>` is `Matrix<T, U3, U3, ArrayStorage<T, 3, 3>>`: code calls `Matrix3::new(…)` and
`m.try_inverse()`, which are inherent methods of `Matrix` (and of its alias `SquareMatrix`). rustdoc's
alias page shows the aliased type's impl blocks that apply to it; this does the same on header text: an
impl block applies when each argument of its self type (the aliases of the crate expanded) is one of the
impl's own generic parameters or the same type as the alias's argument. An alias's own generic parameter
against a concrete type does not apply (`OMatrix<T, R, C>` gets `Matrix`'s generic methods, not the 31
fixed-size `new`s).
"""
import re

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def split_args(text):
    """`Matrix<T, U3, Foo<A, B>>` → ('Matrix', ['T', 'U3', 'Foo<A, B>']); no arguments → (name, [])."""
    text = text.strip()
    lt = text.find("<")
    if lt < 0:
        return text.split("::")[-1], []
    name = text[:lt].strip().split("::")[-1]
    args, depth, cur = [], 0, ""
    for ch in text[lt + 1: text.rfind(">")]:
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        if ch == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        args.append(cur.strip())
    return name, args


def generic_params(text):
    """Names of the parameters in a generics list's text, in order: `T: Scalar, const D: usize, 'a` → ['T', 'D']."""
    out = []
    _, parts = split_args("X<" + text + ">")
    for p in parts:
        p = re.sub(r"^const\s+", "", p.strip())
        m = IDENT.match(p)
        if m and not p.startswith("'"):
            out.append(m.group(0))
    return out


def parse_alias(sig):
    """`pub type Matrix3<T> = Matrix<T, U3, U3, ArrayStorage<T, 3, 3>>` → (params, target name, target args)."""
    m = re.match(r"^(?:pub\s+)?type\s+\w+\s*(<(?:[^=]|=(?!\s*[^>]*$))*?>)?\s*=\s*(.+?);?$", sig)
    if not m:
        return None
    params = generic_params(m.group(1)[1:-1]) if m.group(1) else []
    name, args = split_args(m.group(2))
    return params, name, args


def parse_impl_head(head):
    """`impl<T: Scalar, D: Dim> SquareMatrix<T, D, S> where …` → (params, self type name, args)."""
    m = re.match(r"^(?:unsafe\s+)?impl\s*", head)
    if not m:
        return None
    rest = head[m.end():]
    params = []
    if rest.startswith("<"):
        depth = 0
        for i, ch in enumerate(rest):
            depth += ch == "<"
            depth -= ch == ">"
            if depth == 0:
                params = generic_params(rest[1:i])
                rest = rest[i + 1:]
                break
    rest = re.split(r"\bwhere\b", rest)[0]
    name, args = split_args(rest)
    return params, name, args


class Aliases:
    """The crate's aliases by name: resolves an alias applied to arguments down to the type it names."""

    def __init__(self, sigs):
        self.by_name = {}
        for name, sig in sigs.items():
            parsed = parse_alias(sig)
            if parsed:
                self.by_name[name] = parsed

    def resolve(self, name, args, depth=0):
        """(name, args) with the alias expanded, until a name that is not an alias."""
        alias = self.by_name.get(name)
        if alias is None or depth > 8:
            return name, args
        params, target, targs = alias
        subst = dict(zip(params, args))
        targs = [IDENT.sub(lambda m: subst.get(m.group(0), m.group(0)), a) for a in targs]
        return self.resolve(target, targs, depth + 1)

    def normal(self, text):
        """A type's text with the crate's argument-free aliases expanded (`U3` → `Const<3>`), spaces removed."""
        for _ in range(4):
            new = IDENT.sub(lambda m: self._plain(m.group(0)), text)
            if new == text:
                break
            text = new
        return re.sub(r"\s+", "", text)

    def _plain(self, ident):
        alias = self.by_name.get(ident)
        if alias and not alias[0]:
            _, target, targs = alias
            return target + (f"<{', '.join(targs)}>" if targs else "")
        return ident


def applies(aliases, alias_params, alias_args, impl_params, impl_args):
    """Whether an impl block whose self type has impl_args (its parameters impl_params) applies to an alias
    whose expansion has alias_args (its parameters alias_params)."""
    if len(alias_args) != len(impl_args):
        return False
    alias_params, impl_params = set(alias_params), set(impl_params)
    wild = lambda text, params: IDENT.sub(lambda m: "_" if m.group(0) in params else m.group(0), text)
    bound = {}  # an impl parameter used twice (`SquareMatrix<T, D, S>` is `Matrix<T, D, D, S>`) names one type
    for a, b in zip(alias_args, impl_args):
        if b.strip() in impl_params:
            if bound.setdefault(b.strip(), aliases.normal(a)) != aliases.normal(a):
                return False
            continue
        if aliases.normal(wild(a, alias_params)) != aliases.normal(wild(b, impl_params)):
            return False
    return True
