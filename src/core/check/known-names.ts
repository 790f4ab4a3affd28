/**
 * The names of one language of the knowledge base, arranged for checking code: every full name with
 * its kind, each container's members (for suggestions), each library's member names (to tell an
 * invention from a member the base lists under another class or module). Built once per language in
 * the knowledge-base worker, from the data file's lines, without parsing every record.
 */

import { ByteInterner } from './byte-interner';
import { Int32List } from '../kb/record-list';
import { NamePacker, type Gathered, type LastNameLookup, type NameKindLookup, type NameListLookup, type Pairs } from './compact-names';

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

/** One field's value as bytes: bytes[start..end), and where the field ends in the line. */
interface Field {
  bytes: Uint8Array;
  start: number;
  end: number;
  after: number;
}

/**
 * The value of `"key":"…"` in line[from..end) of a JSON line, as bytes: a view into the line, or (when
 * it has escapes) its decoded value's own bytes.
 */
function bytesField(line: Buffer, key: Buffer, from: number, end: number): Field | undefined {
  const at = line.indexOf(key, from);
  if (at < 0 || at >= end) return undefined;
  const start = at + key.length;
  let close = start;
  let escaped = false;
  for (; close < end; close++) {
    const c = line[close];
    if (c === QUOTE) {
      // A quote after an odd number of backslashes is part of the value.
      let k = close - 1;
      while (k >= start && line[k] === BACKSLASH) k--;
      if ((close - 1 - k) % 2 === 0) break;
    }
    if (c === BACKSLASH) escaped = true;
  }
  if (close >= end) return undefined;
  if (!escaped) return { bytes: line, start, end: close, after: close };
  const decoded = Buffer.from(JSON.parse(`"${line.toString('utf8', start, close)}"`) as string, 'utf8');
  return { bytes: decoded, start: 0, end: decoded.length, after: close };
}

/**
 * Gathers a language's names from its records' (lib, name, kind), as bytes (byte-interner.ts), and
 * packs them (compact-names.ts). Each name is numbered as first seen; a name listed twice keeps its
 * first kind (or a container kind); every proper prefix of a name is a container even when the base has
 * no record of it.
 */
export class LangNamesBuilder {
  private readonly lang: string;
  private readonly sep: Buffer;
  private readonly gathered: Gathered;
  private readonly libs = new ByteInterner();
  /** Per library number: records counted, and whether it has a last name yet. */
  private readonly libCount = new Int32List();
  /** Library numbers in the order their first record was counted. */
  private readonly libOrder: number[] = [];
  private readonly hasLastNames: boolean[] = [];
  private readonly kinds = new ByteInterner();
  private readonly kindNames: string[] = [];
  private readonly containerKind: boolean[] = [];
  private readonly implicitKind: number;
  /** The name being added, copied (its prefixes are added from it); where each segment of its path begins and ends. */
  private name: Buffer = Buffer.allocUnsafe(256);
  private segmentStart: Int32Array = new Int32Array(64);
  private segmentEnd: Int32Array = new Int32Array(64);
  private built: LangNames | undefined;
  private packer: NamePacker | undefined;

  constructor(lang: string) {
    this.lang = lang;
    this.sep = Buffer.from(separatorOf(lang));
    const libNames: string[] = [];
    const members = pairs();
    this.gathered = {
      names: new ByteInterner(), kindOf: new Int32List(), kindNames: this.kindNames, memberKeys: new ByteInterner(), members,
      // A name joins its parent's members and its library's names at once: one list of names serves both.
      libNames, byLib: { key: new Int32List(), value: members.value }, lasts: new ByteInterner(), lastNames: pairs(), lastNameLibs: [],
    };
    const implicit = Buffer.from(IMPLICIT);
    this.implicitKind = this.kindNumber(implicit, 0, implicit.length);
  }

  add(lib: string, name: string, kind: string): void {
    const [l, n, k] = [Buffer.from(lib, 'utf8'), Buffer.from(name, 'utf8'), Buffer.from(kind, 'utf8')];
    this.addBytes(l, 0, l.length, n, 0, n.length, k, 0, k.length);
  }

  addLine(line: string): void {
    const f = fieldsOf(line);
    if (f) this.add(f.lib, f.name, f.kind);
  }

  /** The same from the bytes of one JSON line, bytes[start..end). */
  addLineBytes(bytes: Buffer, start: number, end: number): void {
    const lib = bytesField(bytes, LIB_KEY, start, end);
    if (!lib) return;
    const name = bytesField(bytes, NAME_KEY, lib.after, end);
    if (!name) return;
    const kind = bytesField(bytes, KIND_KEY, name.after, end);
    if (kind) this.addBytes(lib.bytes, lib.start, lib.end, name.bytes, name.start, name.end, kind.bytes, kind.start, kind.end);
  }

  private kindNumber(bytes: Uint8Array, start: number, end: number): number {
    const kind = this.kinds.add(bytes, start, end);
    if (kind === this.kindNames.length) {
      const text = this.kinds.text(kind);
      this.kindNames.push(text);
      this.containerKind.push(isContainerKind(text));
    }
    return kind;
  }

  private libNumber(bytes: Uint8Array, start: number, end: number): number {
    const lib = this.libs.add(bytes, start, end);
    if (lib === this.gathered.libNames.length) {
      (this.gathered.libNames as string[]).push(this.libs.text(lib));
      this.libCount.push(0);
      this.hasLastNames.push(false);
    }
    return lib;
  }

  private addBytes(libBytes: Uint8Array, libStart: number, libEnd: number, nameBytes: Uint8Array, nameStart: number, nameEnd: number, kindBytes: Uint8Array, kindStart: number, kindEnd: number): void {
    const g = this.gathered;
    const lib = this.libNumber(libBytes, libStart, libEnd);
    const kind = this.kindNumber(kindBytes, kindStart, kindEnd);
    let id = g.names.find(nameBytes, nameStart, nameEnd);
    if (id >= 0) {
      const prior = g.kindOf.at(id);
      // A name listed twice (a class and its constructor) keeps the container kind.
      if (prior !== this.implicitKind) {
        if (!this.containerKind[prior] && this.containerKind[kind]) g.kindOf.set(id, kind);
        return;
      }
    } else {
      id = this.number(nameBytes, nameStart, nameEnd, kind);
    }
    g.kindOf.set(id, kind);
    if (this.libCount.at(lib) === 0) this.libOrder.push(lib);
    this.libCount.set(lib, this.libCount.at(lib) + 1);
    // From here on, the name is read from a copy of its own (the interners' buffers grow as it is read).
    const length = nameEnd - nameStart;
    if (length > this.name.length) this.name = Buffer.allocUnsafe(length * 2);
    const name = this.name;
    name.set(nameBytes.subarray(nameStart, nameEnd), 0);
    const segments = this.memberPath(name, length, lib);
    if (segments === 0) return;
    const sep = this.sep.length;
    const lastStart = this.segmentStart[segments - 1];
    const lastEnd = this.segmentEnd[segments - 1];
    this.addLastName(lib, name, lastStart, lastEnd);
    // The parent: the name without its last segment, or the library.
    const parentEnd = length > lastEnd - lastStart + sep ? length - (lastEnd - lastStart) - sep : -1;
    // Every proper prefix of a name is a container even when the base has no record of it (a module
    // record the library cap left out: sklearn.model_selection under its train_test_split).
    let prefixEnd = parentEnd;
    for (let k = segments - 2; k >= 0 && prefixEnd > 0 && !this.libs.equals(lib, name, 0, prefixEnd) && g.names.find(name, 0, prefixEnd) < 0; k--) {
      this.number(name, 0, prefixEnd, this.implicitKind);
      this.addLastName(lib, name, this.segmentStart[k], this.segmentEnd[k]);
      const segment = this.segmentEnd[k] - this.segmentStart[k];
      prefixEnd = prefixEnd > segment + sep ? prefixEnd - segment - sep : -1;
    }
    const key = parentEnd < 0 ? g.memberKeys.add(this.libs.view(lib), 0, libEnd - libStart) : g.memberKeys.add(name, 0, parentEnd);
    g.members.key.push(key);
    g.members.value.push(id);
    g.byLib.key.push(lib);
  }

  /**
   * Splits name[0..length) into the segments of its path after its library (memberPath, on bytes)
   * into segmentStart/segmentEnd; returns how many (0 when the name is its library).
   */
  private memberPath(name: Buffer, length: number, lib: number): number {
    const libView = this.libs.view(lib);
    if (this.libs.equals(lib, name, 0, length)) return 0;
    const sep = this.sep;
    const startsWithLib = length >= libView.length + sep.length && this.libs.equals(lib, name, 0, libView.length) && isAt(name, libView.length, sep);
    let from = startsWithLib ? libView.length + sep.length : 0;
    let count = 0;
    // Left to right, as String.split does.
    for (let at = from; at + sep.length <= length; ) {
      if (isAt(name, at, sep)) {
        this.pushSegment(count++, from, at);
        at += sep.length;
        from = at;
      } else {
        at++;
      }
    }
    this.pushSegment(count++, from, length);
    return count;
  }

  private pushSegment(i: number, start: number, end: number): void {
    if (i === this.segmentStart.length) {
      const starts = new Int32Array(i * 2);
      const ends = new Int32Array(i * 2);
      starts.set(this.segmentStart);
      ends.set(this.segmentEnd);
      this.segmentStart = starts;
      this.segmentEnd = ends;
    }
    this.segmentStart[i] = start;
    this.segmentEnd[i] = end;
  }

  private addLastName(lib: number, bytes: Uint8Array, start: number, end: number): void {
    const g = this.gathered;
    if (!this.hasLastNames[lib]) {
      this.hasLastNames[lib] = true;
      (g.lastNameLibs as number[]).push(lib);
    }
    g.lastNames.key.push(lib);
    g.lastNames.value.push(g.lasts.add(bytes, start, end));
  }

  /** Numbers a full name not seen before. */
  private number(bytes: Uint8Array, start: number, end: number, kind: number): number {
    const id = this.gathered.names.add(bytes, start, end);
    this.gathered.kindOf.push(kind);
    return id;
  }

  /** One phase of packing the names gathered (all lines added); true once packed. */
  packStep(): boolean {
    return (this.packer ??= new NamePacker(this.gathered)).step();
  }

  /** The names, packed (what was gathered is garbage once the builder is). */
  build(): LangNames {
    if (this.built) return this.built;
    const libs = new Map<string, number>();
    const libsLower = new Map<string, string>();
    for (const lib of this.libOrder) {
      const text = this.gathered.libNames[lib];
      libs.set(text, this.libCount.at(lib));
      if (!libsLower.has(text.toLowerCase())) libsLower.set(text.toLowerCase(), text);
    }
    this.built = { lang: this.lang, sep: separatorOf(this.lang), libs, libsLower, ...(this.packer ??= new NamePacker(this.gathered)).result() };
    return this.built;
  }
}

const pairs = (): Pairs => ({ key: new Int32List(), value: new Int32List() });

/** Whether `pattern` is at bytes[at..]. */
function isAt(bytes: Uint8Array, at: number, pattern: Uint8Array): boolean {
  for (let k = 0; k < pattern.length; k++) if (bytes[at + k] !== pattern[k]) return false;
  return true;
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
