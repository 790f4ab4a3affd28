/**
 * The names of one language of the knowledge base, arranged for checking code: every full name with
 * its kind, each container's members (for suggestions), each library's member names (to tell an
 * invention from a member the base lists under another class or module). Built once per language in
 * the knowledge-base worker, from the data file's lines, without parsing every record.
 */

import { NamePacker, type Gathered, type LastNameLookup, type NameKindLookup, type NameListLookup } from './compact-names';

/** Kinds whose members are checked: a missing member of one of these is a candidate invention. */
const CONTAINER_KINDS = new Set([
  'module', 'package', 'namespace', 'class', 'struct', 'enum', 'interface', 'trait', 'union', 'object', 'type', 'crate',
]);

/** The kind of a container known only as a prefix of other names. */
export const IMPLICIT = 'namespace';

export interface LangNames {
  lang: string;
  /** Separator between a name's segments after its library: `::` in Rust, `.` elsewhere. */
  sep: string;
  /** Full name → kind. */
  kinds: NameKindLookup;
  /** Library → record count. */
  libs: Map<string, number>;
  /** Lower-cased library → library, for case-insensitive look-ups of imports. */
  libsLower: Map<string, string>;
  /** Library → every last name its records use. */
  lastNames: LastNameLookup;
  /** Container full name → its members' full names. */
  members: NameListLookup;
  /** Library → its records' full names (suggestions beyond a container), in the order of the data file. */
  byLib: NameListLookup;
}

/** The names as the builder gathers them (each full name numbered as first seen), packed by `build` (compact-names.ts). */
interface GatheredNames extends Gathered {
  lang: string;
  sep: string;
  libs: Map<string, number>;
  libsLower: Map<string, string>;
}

export function separatorOf(lang: string): string {
  return lang === 'rust' ? '::' : '.';
}

export function isContainerKind(kind: string | undefined): boolean {
  return kind !== undefined && CONTAINER_KINDS.has(kind);
}

/**
 * The part of a name after its library, split into segments. Most names start with their library
 * (`pandas.DataFrame.groupby`, `net/http.Client.Do`, `std::fs::read`); ECMAScript globals, C functions
 * and Rust primitives (`Math.floor`, `printf`, `char::is_lowercase`) do not, and are split whole.
 */
export function memberPath(name: string, lib: string, sep: string): string[] {
  if (name === lib) return [];
  const rest = name.startsWith(lib + sep) ? name.slice(lib.length + sep.length) : name;
  return rest.split(sep);
}

/** `lib` + members, joined as the base writes names. */
export function joinName(lib: string, members: readonly string[], sep: string, libIsPrefix = true): string {
  if (members.length === 0) return lib;
  const rest = members.join(sep);
  return libIsPrefix ? `${lib}${sep}${rest}` : rest;
}

/** The string value of `"key":"…"` in a record's JSON line (keys appear once, in a fixed order). */
function stringField(line: string, key: string, from: number): { value: string; end: number } | undefined {
  const at = line.indexOf(key, from);
  if (at < 0) return undefined;
  const start = at + key.length;
  let end = line.indexOf('"', start);
  while (end > 0 && line[end - 1] === '\\') {
    // An escaped quote: count the backslashes before it.
    let k = end - 1;
    while (k >= start && line[k] === '\\') k--;
    if ((end - 1 - k) % 2 === 0) break;
    end = line.indexOf('"', end + 1);
  }
  if (end < 0) return undefined;
  const raw = line.slice(start, end);
  return { value: raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw, end };
}

/** lib, name and kind of one JSON line, without parsing the rest (signatures and docs are long). */
function fieldsOf(line: string): { lib: string; name: string; kind: string } | undefined {
  const lib = stringField(line, '"lib":"', 0);
  if (!lib) return undefined;
  const name = stringField(line, '"name":"', lib.end);
  if (!name) return undefined;
  const kind = stringField(line, '"kind":"', name.end);
  return kind ? { lib: lib.value, name: name.value, kind: kind.value } : undefined;
}

const LIB_KEY = Buffer.from('"lib":"');
const NAME_KEY = Buffer.from('"name":"');
const KIND_KEY = Buffer.from('"kind":"');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The string value of `"key":"…"` in bytes[from..end) of a JSON line. Decoded from the bytes, so the
 * string is a copy of its own: a slice of a line's string would keep the whole line (signature, doc)
 * alive for as long as the name is kept.
 */
function bytesField(bytes: Buffer, key: Buffer, from: number, end: number): { value: string; end: number } | undefined {
  const at = bytes.indexOf(key, from);
  if (at < 0 || at >= end) return undefined;
  const start = at + key.length;
  let close = start;
  let escaped = false;
  for (; close < end; close++) {
    const c = bytes[close];
    if (c === QUOTE) {
      // A quote after an odd number of backslashes is part of the value.
      let k = close - 1;
      while (k >= start && bytes[k] === BACKSLASH) k--;
      if ((close - 1 - k) % 2 === 0) break;
    }
    if (c === BACKSLASH) escaped = true;
  }
  if (close >= end) return undefined;
  const raw = bytes.toString('utf8', start, close);
  return { value: escaped ? (JSON.parse(`"${raw}"`) as string) : raw, end: close };
}

export class LangNamesBuilder {
  private readonly names: GatheredNames;
  private built: LangNames | undefined;
  constructor(lang: string) {
    this.names = {
      lang, sep: separatorOf(lang), ids: new Map(), names: [], kindOf: [], libs: new Map(), libsLower: new Map(), lastNames: new Map(), members: new Map(), byLib: new Map(),
    };
  }

  /** One string per distinct library and kind (each record's own copy would cost 225k strings for Python). */
  private readonly interned = new Map<string, string>();
  private intern(text: string): string {
    const known = this.interned.get(text);
    if (known !== undefined) return known;
    this.interned.set(text, text);
    return text;
  }

  add(libText: string, name: string, kindText: string): void {
    const n = this.names;
    const lib = this.intern(libText);
    const kind = this.intern(kindText);
    let id = n.ids.get(name);
    const prior = id === undefined ? undefined : n.kindOf[id];
    // A name listed twice (a class and its constructor) keeps the container kind.
    if (prior !== undefined && prior !== IMPLICIT) {
      if (!isContainerKind(prior) && isContainerKind(kind)) n.kindOf[id!] = kind;
      return;
    }
    if (id === undefined) id = this.number(name);
    n.kindOf[id] = kind;
    n.libs.set(lib, (n.libs.get(lib) ?? 0) + 1);
    if (!n.libsLower.has(lib.toLowerCase())) n.libsLower.set(lib.toLowerCase(), lib);
    const path = memberPath(name, lib, n.sep);
    if (path.length === 0) return;
    const last = path[path.length - 1];
    let lastSet = n.lastNames.get(lib);
    if (!lastSet) n.lastNames.set(lib, (lastSet = new Set()));
    lastSet.add(last);
    const parent = name.length > last.length + n.sep.length ? name.slice(0, name.length - last.length - n.sep.length) : lib;
    // Every proper prefix of a name is a container even when the base has no record of it (a module
    // record the library cap left out: sklearn.model_selection under its train_test_split).
    let prefix = parent;
    for (let k = path.length - 2; k >= 0 && prefix !== lib && prefix.length > 0 && !n.ids.has(prefix); k--) {
      n.kindOf[this.number(prefix)] = IMPLICIT;
      lastSet.add(path[k]);
      prefix = prefix.length > path[k].length + n.sep.length ? prefix.slice(0, prefix.length - path[k].length - n.sep.length) : lib;
    }
    let list = n.members.get(parent);
    if (!list) n.members.set(parent, (list = []));
    list.push(id);
    let all = n.byLib.get(lib);
    if (!all) n.byLib.set(lib, (all = []));
    all.push(id);
  }

  /** Numbers a full name not seen before. */
  private number(name: string): number {
    const id = this.names.names.length;
    this.names.ids.set(name, id);
    this.names.names.push(name);
    return id;
  }

  addLine(line: string): void {
    const f = fieldsOf(line);
    if (f) this.add(f.lib, f.name, f.kind);
  }

  /** The same from the bytes of one JSON line, bytes[start..end). */
  addLineBytes(bytes: Buffer, start: number, end: number): void {
    const lib = bytesField(bytes, LIB_KEY, start, end);
    if (!lib) return;
    const name = bytesField(bytes, NAME_KEY, lib.end, end);
    if (!name) return;
    const kind = bytesField(bytes, KIND_KEY, name.end, end);
    if (kind) this.add(lib.value, name.value, kind.value);
  }

  private packer: NamePacker | undefined;

  /** One phase of packing the names gathered (all lines added); true once packed. */
  packStep(): boolean {
    return (this.packer ??= new NamePacker(this.names)).step();
  }

  /** The names, packed (the builder's Maps and Sets are garbage once the builder is). */
  build(): LangNames {
    if (this.built) return this.built;
    const { lang, sep, libs, libsLower } = this.names;
    this.built = { lang, sep, libs, libsLower, ...(this.packer ??= new NamePacker(this.names)).result() };
    return this.built;
  }
}

/** Builds one language's names from its data file's JSON lines. */
export function namesFromLines(lang: string, lines: readonly string[]): LangNames {
  const builder = new LangNamesBuilder(lang);
  for (const line of lines) builder.addLine(line);
  return builder.build();
}

/** Per library: every pair of adjacent member segments its names use (`cm jet` for `matplotlib.cm.jet`). */
const pairTables = new WeakMap<LangNames, Map<string, Set<string>>>();

/**
 * Whether some name of `lib` has `member` directly followed by `next`: a module that re-exports
 * another (`pyplot.cm.jet`, the base lists `matplotlib.cm.jet`) passes; an invented submodule between
 * a module and a real member (`numpy.random.core.seed`) does not. Built per library on first use.
 */
export function hasAdjacentPair(names: LangNames, lib: string, member: string, next: string): boolean {
  return pairsOf(names, lib).has(`${member}\u0000${next}`);
}

/**
 * A table per names object and library, built on its first use (`cache` is the table's own): the
 * checker's look-ups that only some checks need are not built for every library up front.
 */
export function perLibrary<T>(cache: WeakMap<LangNames, Map<string, T>>, names: LangNames, lib: string, build: () => T): T {
  let perLib = cache.get(names);
  if (!perLib) cache.set(names, (perLib = new Map()));
  if (perLib.has(lib)) return perLib.get(lib) as T;
  const table = build();
  perLib.set(lib, table);
  return table;
}

/** A library's pair table, built on its first check (a few milliseconds even for the largest library). */
export function pairsOf(names: LangNames, lib: string): Set<string> {
  return perLibrary(pairTables, names, lib, () => {
    const pairs = new Set<string>();
    for (const full of names.byLib.get(lib) ?? []) {
      const path = memberPath(full, lib, names.sep);
      for (let k = 0; k + 1 < path.length; k++) pairs.add(`${path[k]}\u0000${path[k + 1]}`);
    }
    return pairs;
  });
}

/** Whether the base lists members under `name`: then it is a container whatever its own record's kind. */
export function hasMembers(names: LangNames, name: string): boolean {
  return names.members.has(name);
}

/** Every last name of every library of the language (a crate's re-export of another crate's item). */
const allLastNames = new WeakMap<LangNames, Set<string>>();
export function isLastNameAnywhere(names: LangNames, last: string): boolean {
  let set = allLastNames.get(names);
  if (!set) allLastNames.set(names, (set = new Set(names.lastNames.all())));
  return set.has(last);
}
