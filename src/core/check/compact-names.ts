/**
 * The read side of a language's checker names (known-names.ts), packed once they are built: every
 * full name once, sorted, in one StringTable, with its kind as a byte; the members of each container
 * and the names of each library as positions into it; each library's last names as sorted runs of a
 * second table. Python's names took 35 MB of heap as Maps and Sets of strings, and about a third of
 * that this way. They read like the Maps they replace (get, has), decoding the strings a check reads.
 */
import type { ByteInterner } from './byte-interner';
import type { Int32List } from '../kb/record-list';
import { StringTable } from './string-table';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Full name → kind, for reading: what LangNames.kinds offers. */
export interface NameKindLookup extends Iterable<[string, string]> {
  readonly size: number;
  get(name: string): string | undefined;
  has(name: string): boolean;
  keys(): Iterable<string>;
}

/** Key → names (a container's members, a library's names), for reading. */
export interface NameListLookup {
  get(key: string): readonly string[] | undefined;
  has(key: string): boolean;
}

/** Library → the last names its records use, for reading. */
export interface LastNameLookup {
  get(lib: string): { has(last: string): boolean } | undefined;
  /** One library's last names (none for a library the base lacks). */
  of(lib: string): Iterable<string>;
  /** Every library's last names, one after another (a name may come more than once). */
  all(): Iterable<string>;
}

export class PackedKinds implements NameKindLookup {
  /** `names` sorted in JavaScript's string order; `kindOf[i]` indexes `kindNames`. */
  constructor(
    readonly names: StringTable,
    private readonly kindOf: Uint8Array,
    private readonly kindNames: readonly string[],
  ) {}

  get size(): number {
    return this.names.size;
  }

  get(name: string): string | undefined {
    const i = this.names.find(name);
    return i < 0 ? undefined : this.kindNames[this.kindOf[i]];
  }

  has(name: string): boolean {
    return this.names.find(name) >= 0;
  }

  *keys(): IterableIterator<string> {
    for (let i = 0; i < this.names.size; i++) yield this.names.at(i);
  }

  *[Symbol.iterator](): IterableIterator<[string, string]> {
    for (let i = 0; i < this.names.size; i++) yield [this.names.at(i), this.kindNames[this.kindOf[i]]];
  }

  /**
   * Packs the names `sorted`; name number n (as gathered) is sorted.at(rank[n]), of kind
   * kindNames[kindOf(n)] (at most 256 kinds).
   */
  static of(sorted: StringTable, rank: Int32Array, kindOf: (n: number) => number, kindNames: readonly string[]): PackedKinds {
    if (kindNames.length > 256) throw new Error('more than 256 kinds of names');
    const kinds = new Uint8Array(sorted.size);
    for (let n = 0; n < sorted.size; n++) kinds[rank[n]] = kindOf(n);
    return new PackedKinds(sorted, kinds, kindNames);
  }
}

export class PackedLists implements NameListLookup {
  /** `keys` sorted; the names of key k are positions ids[start[k] .. start[k + 1]] of `kinds`' names, in the order they were added. */
  private constructor(
    private readonly keys: StringTable,
    private readonly start: Int32Array,
    private readonly ids: Int32Array,
    private readonly kinds: PackedKinds,
  ) {}

  has(key: string): boolean {
    return this.keys.find(key) >= 0;
  }

  get(key: string): string[] | undefined {
    const k = this.keys.find(key);
    if (k < 0) return undefined;
    const out: string[] = [];
    for (let p = this.start[k]; p < this.start[k + 1]; p++) out.push(this.kinds.names.at(this.ids[p]));
    return out;
  }

  /**
   * Packs lists of name numbers given as `pairs` (key number, name number), in the order added: key k
   * is keys[k], name n is at rank[n] of `kinds`' names. A key without pairs is left out.
   */
  static of(keys: readonly string[], pairs: Pairs, kinds: PackedKinds, rank: Int32Array): PackedLists {
    const count = new Int32Array(keys.length);
    for (let p = 0; p < pairs.key.length; p++) count[pairs.key.at(p)]++;
    const order = keys.map((_, k) => k).filter((k) => count[k] > 0).sort((a, b) => compare(keys[a], keys[b]));
    // Where each key's run begins, in sorted order; filled in the order the pairs were added.
    const start = new Int32Array(order.length + 1);
    const next = new Int32Array(keys.length);
    order.forEach((k, j) => {
      next[k] = start[j];
      start[j + 1] = start[j] + count[k];
    });
    const ids = new Int32Array(start[order.length]);
    for (let p = 0; p < pairs.key.length; p++) ids[next[pairs.key.at(p)]++] = rank[pairs.value.at(p)];
    return new PackedLists(StringTable.of(order.map((k) => keys[k])), start, ids, kinds);
  }
}

export class PackedLastNames implements LastNameLookup {
  /** Library → its run in `lasts` (sorted within it), built on first look-up of that library. */
  private readonly views = new Map<string, { has(last: string): boolean }>();

  private constructor(
    private readonly runOf: ReadonlyMap<string, number>,
    private readonly start: Int32Array,
    private readonly lasts: StringTable,
  ) {}

  get(lib: string): { has(last: string): boolean } | undefined {
    let view = this.views.get(lib);
    if (!view) {
      const run = this.runOf.get(lib);
      if (run === undefined) return undefined;
      const from = this.start[run];
      const to = this.start[run + 1];
      this.views.set(lib, (view = { has: (last: string) => this.lasts.find(last, from, to) >= 0 }));
    }
    return view;
  }

  *of(lib: string): IterableIterator<string> {
    const run = this.runOf.get(lib);
    if (run === undefined) return;
    for (let i = this.start[run]; i < this.start[run + 1]; i++) yield this.lasts.at(i);
  }

  *all(): IterableIterator<string> {
    for (let i = 0; i < this.lasts.size; i++) yield this.lasts.at(i);
  }

  /** A run per library, in the order of their first last name, each its distinct last names sorted. */
  static of({ libNames, lasts, lastNames, lastNameLibs }: Gathered): PackedLastNames {
    // The pairs grouped by library (counting sort), then each group's distinct names.
    const count = new Int32Array(libNames.length + 1);
    for (let p = 0; p < lastNames.key.length; p++) count[lastNames.key.at(p) + 1]++;
    for (let lib = 0; lib < libNames.length; lib++) count[lib + 1] += count[lib];
    const grouped = new Int32Array(lastNames.key.length);
    const next = count.slice(0, libNames.length);
    for (let p = 0; p < lastNames.key.length; p++) grouped[next[lastNames.key.at(p)]++] = lastNames.value.at(p);
    const seenIn = new Int32Array(lasts.size).fill(-1);
    const runOf = new Map<string, number>();
    const start = new Int32Array(lastNameLibs.length + 1);
    const all: string[] = [];
    for (const lib of lastNameLibs) {
      const run = runOf.size;
      const texts: string[] = [];
      for (let p = count[lib]; p < count[lib + 1]; p++) {
        const last = grouped[p];
        if (seenIn[last] === run) continue;
        seenIn[last] = run;
        texts.push(lasts.text(last));
      }
      for (const text of texts.sort()) all.push(text);
      runOf.set(libNames[lib], run);
      start[run + 1] = all.length;
    }
    return new PackedLastNames(runOf, start, StringTable.of(all));
  }
}

/**
 * What the checker's builder gathers (known-names.ts), all as bytes and numbers: each full name once,
 * numbered as first seen, with its kind's number; the members of each container and the names of each
 * library as pairs (key, name number) in the order added; each library's last names as pairs (library,
 * last-name number), repeats included, and the libraries in the order their first last name came.
 */
export interface Gathered {
  names: ByteInterner;
  kindOf: Int32List;
  kindNames: readonly string[];
  memberKeys: ByteInterner;
  members: Pairs;
  libNames: readonly string[];
  byLib: Pairs;
  lasts: ByteInterner;
  lastNames: Pairs;
  lastNameLibs: readonly number[];
}

/** Pairs of numbers, one list each side. */
export interface Pairs {
  key: Int32List;
  value: Int32List;
}

export interface PackedNames {
  kinds: PackedKinds;
  members: PackedLists;
  byLib: PackedLists;
  lastNames: PackedLastNames;
}

/**
 * Packs what the builder gathered, a phase at a time: the worker runs each phase as its own step, so a
 * question waits for one phase (Python's largest, the sort, about a tenth of a second), not for all.
 * No name is decoded as a string: they are sorted and packed as bytes.
 */
export class NamePacker {
  /** The name numbers in sorted order, and each name's position in it. */
  private order: number[] = [];
  private rank: Int32Array = new Int32Array(0);
  private readonly packed: Partial<PackedNames> = {};
  private readonly phases: Array<() => void> = [
    () => (this.order = this.gathered.names.sortedOrder()),
    () => {
      this.rank = new Int32Array(this.order.length);
      this.order.forEach((n, i) => (this.rank[n] = i));
    },
    () => {
      const { names, kindOf, kindNames } = this.gathered;
      this.packed.kinds = PackedKinds.of(StringTable.ofInterned(names, this.order), this.rank, (n) => kindOf.at(n), kindNames);
      this.order = [];
    },
    () => (this.packed.members = PackedLists.of(textsOf(this.gathered.memberKeys), this.gathered.members, this.packed.kinds!, this.rank)),
    () => (this.packed.byLib = PackedLists.of(this.gathered.libNames, this.gathered.byLib, this.packed.kinds!, this.rank)),
    () => (this.packed.lastNames = PackedLastNames.of(this.gathered)),
  ];
  private done = 0;

  static readonly PHASES = 6;

  constructor(private readonly gathered: Gathered) {}

  /** Runs the next phase; true once all have run. */
  step(): boolean {
    if (this.done < this.phases.length) this.phases[this.done++]();
    return this.done === this.phases.length;
  }

  /** The packed names, running the phases still to run. */
  result(): PackedNames {
    while (!this.step());
    return this.packed as PackedNames;
  }
}

function textsOf(strings: ByteInterner): string[] {
  return Array.from({ length: strings.size }, (_, i) => strings.text(i));
}
