/**
 * The read side of a language's checker names (known-names.ts), packed once they are built: every
 * full name once, sorted, in one StringTable, with its kind as a byte; the members of each container
 * and the names of each library as positions into it; each library's last names as sorted runs of a
 * second table. Python's names took 35 MB of heap as Maps and Sets of strings, and about a third of
 * that this way. They read like the Maps they replace (get, has), decoding the strings a check reads.
 */
import { StringTable } from './string-table';

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

  /** Packs the names `sorted`; name number n (as gathered) is sorted[rank[n]], of kind `kinds[n]` (at most 256 kinds). */
  static of(sorted: readonly string[], rank: Int32Array, kinds: readonly string[]): PackedKinds {
    const kindNames: string[] = [];
    const kindIds = new Map<string, number>();
    const kindOf = new Uint8Array(sorted.length);
    kinds.forEach((kind, n) => {
      let id = kindIds.get(kind);
      if (id === undefined) {
        if (kindNames.length === 256) throw new Error('more than 256 kinds of names');
        kindIds.set(kind, (id = kindNames.length));
        kindNames.push(kind);
      }
      kindOf[rank[n]] = id;
    });
    return new PackedKinds(StringTable.of(sorted), kindOf, kindNames);
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

  /** Packs `lists` of name numbers (as gathered: name n is at rank[n] of `kinds`' names). */
  static of(lists: ReadonlyMap<string, readonly number[]>, kinds: PackedKinds, rank: Int32Array): PackedLists {
    const keys = [...lists.keys()].sort();
    const start = new Int32Array(keys.length + 1);
    keys.forEach((key, k) => (start[k + 1] = start[k] + lists.get(key)!.length));
    const ids = new Int32Array(start[keys.length]);
    keys.forEach((key, k) => lists.get(key)!.forEach((n, j) => (ids[start[k] + j] = rank[n])));
    return new PackedLists(StringTable.of(keys), start, ids, kinds);
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

  static of(sets: ReadonlyMap<string, ReadonlySet<string>>): PackedLastNames {
    const runOf = new Map<string, number>();
    const start = new Int32Array(sets.size + 1);
    const all: string[] = [];
    for (const [lib, set] of sets) {
      runOf.set(lib, runOf.size);
      for (const last of [...set].sort()) all.push(last);
      start[runOf.size] = all.length;
    }
    return new PackedLastNames(runOf, start, StringTable.of(all));
  }
}

/**
 * What the checker's builder gathers: each full name numbered as first seen (`ids`, `names`), its kind
 * by number, the members of each container and the names of each library as numbers in the order
 * added, and each library's last names.
 */
export interface Gathered {
  ids: Map<string, number>;
  names: string[];
  kindOf: string[];
  members: Map<string, number[]>;
  byLib: Map<string, number[]>;
  lastNames: Map<string, Set<string>>;
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
 */
export class NamePacker {
  private sorted: string[] = [];
  private rank = new Int32Array(0);
  private readonly packed: Partial<PackedNames> = {};
  private readonly phases: Array<() => void> = [
    () => (this.sorted = [...this.gathered.names].sort()),
    () => {
      this.rank = new Int32Array(this.sorted.length);
      this.sorted.forEach((name, i) => (this.rank[this.gathered.ids.get(name)!] = i));
    },
    () => (this.packed.kinds = PackedKinds.of(this.sorted, this.rank, this.gathered.kindOf)),
    () => (this.packed.members = PackedLists.of(this.gathered.members, this.packed.kinds!, this.rank)),
    () => (this.packed.byLib = PackedLists.of(this.gathered.byLib, this.packed.kinds!, this.rank)),
    () => (this.packed.lastNames = PackedLastNames.of(this.gathered.lastNames)),
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

