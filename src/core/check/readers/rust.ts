/**
 * Rust: `use` trees (nested braces, `self`, `as`, globs), `extern crate`, then every path `a::b::c`
 * whose head is a `use` binding, a crate (`std`, `core`, `alloc`, or any crate the code names in a path
 * without declaring a module of that name), or a prelude type (`Vec::new`, `String::from`). A path
 * stops before generics (`::<`) and macros (`name!`); `crate`, `self` and `super` are the code's own.
 */
import { blankCLike } from '../blank';
import type { LangNames } from '../known-names';
import type { PublishedNames } from '../published';
import { Positions, nextNonSpace, type ImportFound, type NameFound, type Reading } from './reading';

const USE = /\b(?:pub(?:\([^)]*\))?\s+)?use\s+([^;]+);/g;
const EXTERN = /\bextern\s+crate\s+(\w+)(?:\s+as\s+(\w+))?\s*;/g;
/**
 * A path; its last identifier whole (`\b`), so a macro (`itertools::izip!`) is never cut to a shorter
 * name. A macro's metavariable (`$testbuf::new`) is no path.
 */
const PATH = /(?<![\w:$])([A-Za-z_]\w*)((?:\s*::\s*[A-Za-z_]\w*)+)\b(?!\s*!)/g;
/** Functions the code defines: a trait it implements for a type (`impl Limit for f32 { fn limit`) makes `f32::limit` real. */
const FN = /\bfn\s+([A-Za-z_]\w*)/g;
/** Tool attributes (`#[allow(clippy::…)]`, `#[rustfmt::skip]`) name lint tools, not crates. */
const TOOL_ROOTS = new Set(['clippy', 'rustfmt', 'rustdoc', 'rust_analyzer', 'miri']);
const MOD = /\bmod\s+(\w+)/g;
/** A `#[cfg(…)]` (or `cfg_attr`) attribute right before a statement, other attributes between. */
const CFG_BEFORE = /#\[cfg(?:_attr)?\((?:[^[\]]|\[[^\]]*\])*\)\]\s*(?:#\[[^\]]*\]\s*)*$/;
/** A file-level `#![cfg(…)]` that names a target: the file is compiled for one platform only. */
const PLATFORM_FILE = /#!\[cfg\([^\]]*\btarget_\w+\b[^\]]*\)\]/;
/** A macro of the code's own whose body declares a module named by an argument (`mod $name`). */
const MODULE_MACRO = /\bmacro_rules!\s*(\w+)\s*[({[]((?:(?!\bmacro_rules!)[\s\S])*?)\bmod\s+\$/g;
/** A lower-case path head (`runtime::`), not a macro's metavariable nor a later segment. */
const LOWER_HEAD = /(?<![\w:$])([a-z_]\w*)\s*::/g;
const LOCAL_ROOTS = new Set(['crate', 'self', 'super', 'Self']);
/** Primitive types: the base lists their associated items without a crate (`u64::MAX`, `str::from_utf8`). */
const PRIMITIVES = new Set(['str', 'char', 'bool', 'u8', 'u16', 'u32', 'u64', 'u128', 'usize', 'i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'f32', 'f64', 'slice', 'array', 'pointer']);

/** Prelude types and the std paths the base lists them under. */
const PRELUDE: Record<string, string[]> = {
  Vec: ['std', 'vec', 'Vec'], String: ['std', 'string', 'String'], Box: ['std', 'boxed', 'Box'],
  Option: ['std', 'option', 'Option'], Result: ['std', 'result', 'Result'],
};

/** Expands a use tree into (binding, path) pairs: `std::{io::{self, Read}, fs}` → io, Read, fs; a glob (`x::*`) binds `*`. */
export function expandUseTree(tree: string): Array<{ binding: string; path: string[] }> {
  const out: Array<{ binding: string; path: string[] }> = [];
  const walk = (prefix: string[], s: string) => {
    s = s.trim().replace(/^::/, '');
    const brace = s.indexOf('{');
    if (brace >= 0 && s.endsWith('}')) {
      const head = s.slice(0, brace).replace(/::\s*$/, '').trim();
      const base = head ? [...prefix, ...head.split('::').map((x) => x.trim())] : prefix;
      const inner = s.slice(brace + 1, -1);
      let depth = 0;
      let start = 0;
      for (let i = 0; i <= inner.length; i++) {
        const c = inner[i];
        if (c === '{') depth++;
        else if (c === '}') depth--;
        else if ((c === ',' && depth === 0) || i === inner.length) {
          const part = inner.slice(start, i).trim();
          if (part) walk(base, part);
          start = i + 1;
        }
      }
      return;
    }
    const m = /^([\w:\s*]+?)(?:\s+as\s+(\w+))?$/.exec(s);
    if (!m) return;
    const segments = m[1].split('::').map((x) => x.trim()).filter(Boolean);
    const glob = segments[segments.length - 1] === '*';
    if (glob || segments[segments.length - 1] === 'self') segments.pop();
    const path = [...prefix, ...segments];
    if (path.length === 0) return;
    const binding = glob ? '*' : m[2] ?? path[path.length - 1];
    if (binding !== '_') out.push({ binding, path });
  };
  walk([], tree);
  return out;
}

export function readRust(code: string, base: LangNames, published: PublishedNames): Reading {
  const text = blankCLike(code, { singleQuotes: false, backticks: false });
  const pos = new Positions(code);
  const imports: ImportFound[] = [];
  const names: NameFound[] = [];
  const bindings = new Map<string, string[]>();
  const spans: Array<[number, number]> = [];
  const modules = new Set<string>();
  for (const m of text.matchAll(MOD)) modules.add(m[1]);
  // `checker!(string_checker, …)` with `macro_rules! checker { … mod $name { … } }`: a module of the code's.
  let moduleMacro = false;
  for (const [, macro] of text.matchAll(MODULE_MACRO)) {
    moduleMacro = true;
    for (const call of text.matchAll(new RegExp(`\\b${macro}!\\s*[({[]\\s*([A-Za-z_]\\w*)\\s*,`, 'g'))) modules.add(call[1]);
  }
  const defined = new Set<string>();
  for (const m of text.matchAll(FN)) defined.add(m[1]);
  const crateOf = (head: string) => (head === 'core' || head === 'alloc' ? 'std' : head);
  let openGlob = false;
  const globCrates: string[] = [];
  const seenRoots = new Map<string, ImportFound>();
  // A file for another platform (`#![cfg(target_os = "freebsd")]`) compiles all it imports conditionally.
  const platformFile = PLATFORM_FILE.test(text);
  const addRoot = (root: string, offset: number, statement = false) => {
    if (LOCAL_ROOTS.has(root) || modules.has(root)) return;
    const conditional = platformFile || (statement && CFG_BEFORE.test(text.slice(Math.max(0, offset - 300), offset)));
    const seen = seenRoots.get(root);
    if (seen) {
      if (!conditional) delete seen.conditional;
      return;
    }
    const found: ImportFound = { root, ...pos.at(offset), ...(conditional ? { conditional } : {}) };
    seenRoots.set(root, found);
    imports.push(found);
  };
  for (const m of text.matchAll(EXTERN)) {
    spans.push([m.index, m.index + m[0].length]);
    addRoot(m[1], m.index, true);
    bindings.set(m[2] ?? m[1], [m[1]]);
  }
  // Where each lower-case path head last occurs (one pass, not one search per `use`).
  const lastHeadAt = new Map<string, number>();
  for (const h of text.matchAll(LOWER_HEAD)) lastHeadAt.set(h[1], h.index);
  for (const m of text.matchAll(USE)) {
    spans.push([m.index, m.index + m[0].length]);
    const at = pos.at(m.index + m[0].indexOf(m[1]));
    for (const { binding, path } of expandUseTree(m[1])) {
      if (binding === '*') {
        // A glob of a crate the base lacks brings in names the base cannot list (its modules).
        // An enum's variants (`use Ordering::*`) bring in no module.
        if (!/^[a-z_]/.test(path[0])) continue;
        // The code's own modules' globs (`use super::*`) bring in the code's own names, which it shows.
        if (LOCAL_ROOTS.has(path[0]) || modules.has(path[0]) || bindings.has(path[0])) continue;
        else {
          addRoot(path[0], m.index, true);
          if (base.libs.has(crateOf(path[0]))) globCrates.push(crateOf(path[0]));
          else openGlob = true;
        }
        continue;
      }
      if (LOCAL_ROOTS.has(path[0]) || modules.has(path[0]) || bindings.has(path[0])) {
        // A path through the code's own modules (then the name it binds is the code's own too:
        // `use crate::sync::watch;` … `watch::channel`), or through another `use` binding.
        const via = bindings.get(path[0]);
        if (via) bindings.set(binding, [...via, ...path.slice(1)]);
        else modules.add(binding);
        continue;
      }
      const full = [crateOf(path[0]), ...path.slice(1)];
      addRoot(path[0], m.index, true);
      bindings.set(binding, full);
      // A module brought in by name (`use tokio::runtime;`) and used as a path's head is judged through
      // those paths (`runtime::Builder::new`), which tell a module from an item.
      const usedAsModule = /^[a-z_]/.test(binding) && (lastHeadAt.get(binding) ?? -1) >= m.index + m[0].length;
      if (full.length > 1 && !usedAsModule) names.push({ path: full, libIsPrefix: true, root: path[0], written: path.join('::'), use: 'import', ...at });
    }
  }
  for (const m of text.matchAll(PATH)) {
    if (spans.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const head = m[1];
    const tail = m[2].split('::').slice(1).map((s) => s.trim());
    if (PRIMITIVES.has(head) && !bindings.has(head)) {
      const after = nextNonSpace(text, m.index + m[0].length);
      names.push({ lib: 'std', path: [head, ...tail], libIsPrefix: false, root: 'std', written: `${head}::${tail.join('::')}`, use: after === '(' ? 'call' : 'attribute', ...pos.at(m.index) });
      continue;
    }
    let target = bindings.get(head) ?? PRELUDE[head];
    let root = target ? (bindings.has(head) ? target[0] : 'std') : head;
    if (!target) {
      // A lower-case head that is no module of the code's: a crate named in the path itself.
      if (LOCAL_ROOTS.has(head) || modules.has(head) || TOOL_ROOTS.has(head) || !/^[a-z]/.test(head)) continue;
      // A head that is neither a crate of the base nor a published one may be a module the code brings
      // in by a glob (`use tokio_test::*;` … `task::spawn`), or declares through its own macro, which
      // it may invoke past what it shows.
      if (!base.libs.has(head) && !published.has('rust', head) &&
        (moduleMacro || openGlob || globCrates.some((c) => base.lastNames.get(c)?.has(head)))) continue;
      target = [crateOf(head)];
      root = head;
      addRoot(head, m.index);
    }
    if (root === 'core' || root === 'alloc') root = 'std';
    const after = nextNonSpace(text, m.index + m[0].length);
    names.push({ path: [...target, ...tail], libIsPrefix: true, root, written: `${head}::${tail.join('::')}`, use: after === '(' ? 'call' : 'attribute', ...pos.at(m.index) });
  }
  // Traits the code brings in from its own modules (`use super::num::*`) may add members to std's
  // types as well: their names are not known here, so any member may be one.
  const localTraits = /\buse\s+(?:crate|super|self)::/.test(text);
  return { imports, names, definedMembers: defined, importsLocalItems: localTraits };
}
