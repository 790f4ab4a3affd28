/**
 * Rust: how a path segment the base does not list is judged. The base covers crates only in part: it
 * names each item by its shortest public path (`chrono::Local`, not `chrono::offset::Local`), has no
 * records of crates' modules, and lacks what macros, build-script `cfg`s and other platforms define
 * (tokio's `runtime` and `sync`, regex's `RegexSet`). So a missing segment is judged invented only on
 * evidence that does not depend on that coverage: a module put in front of an item the base lists in
 * that very place, a near miss or extension of a real member of the same type, a member of a std type
 * no trait in scope could supply.
 */
import { editDistance } from './distance';
import { IMPLICIT, isLastNameAnywhere, joinName, perLibrary, type LangNames } from './known-names';

/** Containers that are no type (a trait adds methods to types only). */
export const RUST_MODULE_KINDS = new Set(['module', 'crate', IMPLICIT]);

/** What the rest of the code tells about a name's context. */
export interface RustContext {
  /** Member names the code defines itself (its `fn`s: a trait it implements). */
  defined?: ReadonlySet<string>;
  /** Crates the code imports that the base covers. */
  importedLibs: readonly string[];
  /** Whether it imports a crate the base lacks, or items of its own modules (either may bring traits). */
  importsForeign: boolean;
}

/** One missing segment: `members[i]` under `current` (of kind `currentKind`) in `lib`. */
export interface RustStep {
  lib: string;
  current: string | undefined;
  currentKind: string | undefined;
  members: readonly string[];
  i: number;
}

/** The lower-case words of a name: `FixedOffset` → fixed, offset; `from_offset` → from, offset. */
export function wordsOf(segment: string): string[] {
  return segment.split('_').flatMap((part) => part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((w) => w.toLowerCase());
}

/** Per crate: every word of its names' segments (a module is named for what it holds). */
const crateWords = new WeakMap<LangNames, Map<string, Set<string>>>();
function wordsOfCrate(names: LangNames, lib: string): Set<string> {
  return perLibrary(crateWords, names, lib, () => new Set([...names.lastNames.of(lib)].flatMap(wordsOf)));
}

/**
 * Whether an unlisted module of a crate may be real: its name (or its singular) is a word of the
 * crate's own names (`chrono::offset` holds `FixedOffset`, `rand::rngs` holds `Rng`s). A module a model
 * invents between a crate and its item (`serde_json::ext`, `itertools::tools`) names nothing of it.
 */
function mayBeHiddenModule(names: LangNames, lib: string, segment: string): boolean {
  const words = wordsOfCrate(names, lib);
  const w = segment.toLowerCase();
  return words.has(w) || (w.endsWith('s') && words.has(w.slice(0, -1))) || (w.endsWith('es') && words.has(w.slice(0, -2)));
}

/** Per library: the member names its traits declare (`Default::default`, `Zero::zero`, `SeedableRng::from_rng`). */
const traitMembers = new WeakMap<LangNames, Map<string, Set<string>>>();
function traitMemberNames(names: LangNames, lib: string): Set<string> {
  return perLibrary(traitMembers, names, lib, () => {
    const set = new Set<string>();
    for (const full of names.byLib.get(lib) ?? []) {
      const at = full.lastIndexOf(names.sep);
      if (at > 0 && names.kinds.get(full.slice(0, at)) === 'trait') set.add(full.slice(at + names.sep.length));
    }
    return set;
  });
}

/**
 * Strong evidence of an invention on a type: the name is a near miss of a real member of the same
 * type (`HashMap::neww`) or such a member with a word added (`Vec::with_capacity_strict`,
 * `BTreeMap::new_all`). A trait adds members of its own names, not variants of the type's.
 */
function isVariantOfMember(names: LangNames, container: string, member: string): boolean {
  for (const full of names.members.get(container) ?? []) {
    const real = full.slice(full.lastIndexOf(names.sep) + names.sep.length);
    if (real === member) continue;
    const max = real.length >= 6 ? 2 : 1;
    if (real.length >= 4 && editDistance(member, real, max) <= max) return true;
    // A three-letter member takes only a letter added or dropped (`neww`): `get`/`set` are two words.
    if (real.length === 3 && member.length !== 3 && editDistance(member, real, 1) <= 1) return true;
    if (real.length >= 3 && (member.startsWith(`${real}_`) || member.endsWith(`_${real}`))) return true;
  }
  return false;
}

/** Builds the tables a Rust check reads (std's trait members, every library's names), as the worker's warm-up does. */
export function warmRustRules(names: LangNames): void {
  traitMemberNames(names, 'std');
  isLastNameAnywhere(names, '');
}

/** `put_back_n` → `PutBackN`: the type a constructor function of the same name returns. */
function camelOf(snake: string): string {
  return snake.split('_').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
}

/**
 * The verdict on a missing segment of a Rust path: 'unresolved' when the base's partial coverage
 * explains it, 'invented' on strong evidence, undefined to leave it to the general rules.
 */
export function judgeRustMissing(names: LangNames, step: RustStep, context: RustContext): 'unresolved' | 'invented' | undefined {
  const { lib, current, currentKind, members, i } = step;
  if (current === undefined) return undefined;
  const member = members[i];
  const following = i + 1 < members.length ? members[i + 1] : undefined;
  const inModule = current === lib || RUST_MODULE_KINDS.has(currentKind ?? '');
  if (inModule && following !== undefined && /^[a-z_][a-z0-9_]*$/.test(member)) {
    // A module the base does not list, in front of `following`. Where the base lists `following` in
    // this very module, the module is invented, unless the crate's names suggest a real module that
    // re-exports its items here (std lists its modules: none is hidden). Elsewhere the base does not
    // cover this part of the library (tokio's `runtime`, std's nightly `str::pattern`), except at
    // std's root, whose modules the base lists all.
    if (names.kinds.has(joinName(current, [following], names.sep))) return lib !== 'std' && mayBeHiddenModule(names, lib, member) ? 'unresolved' : 'invented';
    return current === 'std' ? undefined : 'unresolved';
  }
  if (inModule && lib !== 'std') {
    // A crate's module re-exports other crates' and std's items (`tokio::time::Duration`,
    // `futures::task::Poll`): a name the base lists in any library is not judged here.
    if (isLastNameAnywhere(names, member)) return 'unresolved';
    // A function named for the type it makes (`itertools::put_back_n` → `PutBackN`), which the base
    // lacks when the crate defines it in a private module.
    if (following === undefined && /^[a-z]/.test(member) && names.kinds.has(joinName(current, [camelOf(member)], names.sep))) return 'unresolved';
    return undefined;
  }
  if (inModule || following !== undefined) return undefined;
  // A member missing on a type: a trait in scope may supply it. The code's own `fn` (a trait it
  // implements), a trait of std or of an imported crate of the base that declares the name
  // (`BigInt::zero` with num_traits' `Zero`; std's `Default::default` on any type), or, short of
  // strong evidence against it, any trait of a crate the base lacks.
  if (context.defined?.has(member)) return 'unresolved';
  const fromTrait = (l: string) => (l === lib ? false : traitMemberNames(names, l).has(member) || (l !== 'std' && names.lastNames.get(l)?.has(member) === true));
  if (fromTrait('std') || context.importedLibs.some(fromTrait)) return 'unresolved';
  if (isVariantOfMember(names, current, member)) return 'invented';
  return context.importsForeign ? 'unresolved' : undefined;
}
