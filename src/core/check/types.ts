/**
 * The shape of a check: what the hallucination guard reports about one piece of code.
 * Pure types; the same objects cross the worker boundary, the HTTP body and the CLI's JSON lines.
 */

/**
 * - `known`: the name is in the knowledge base.
 * - `invented`: its library is in the base, the member is not (and no member of that name exists
 *   anywhere in the library, so an inherited or re-exported member is never taken for an invention).
 * - `unknown_library`: it goes through an import that is neither in the base nor a published package
 *   (or is a published name a typo away from a well-known library: a typosquat).
 * - `unresolved`: its target cannot be told (a method on a value of unknown type, a library the base
 *   does not cover but that is published). Never flagged.
 */
export type CheckStatus = 'known' | 'invented' | 'unknown_library' | 'unresolved';

export interface CheckedName {
  /** Full name after resolving the code's imports and aliases: `numpy.meam` for `np.meam`. */
  name: string;
  /** The name as the code writes it (`np.meam`): what an editor or the chat marks. */
  written: string;
  status: CheckStatus;
  /** `call` when the code calls it, `attribute` for any other use (an access, an import). */
  use: 'call' | 'attribute' | 'import';
  /** 1-based position of the first occurrence. */
  line: number;
  column: number;
  /** The library it goes into, as the base names it (`numpy`, `net/http`, `std`). */
  library: string;
  /** For an invented name: the nearest real APIs of its library, best first (at most 3). */
  suggestions: string[];
}

export interface UnknownLibrary {
  /** The import name as written: `nlltk`, `github.com/foo/bar`. */
  name: string;
  line: number;
  /** `not_published`: no package of that name is known; `typosquat`: a near miss of `imitates`. */
  reason: 'not_published' | 'typosquat';
  /** The well-known library the name is one or two edits away from. */
  imitates?: string;
}

export interface CheckReport {
  /** The knowledge-base language the code was read as. */
  lang: string;
  /** Every distinct name into a library, in order of first occurrence. */
  calls: CheckedName[];
  /** Full names of the invented ones. */
  invented: string[];
  /** Import names that are not published packages, or are typosquats. */
  unknown_libraries: UnknownLibrary[];
  /** Number of flagged findings (invented names + unknown libraries). */
  flagged: number;
}

export interface CheckInput {
  code: string;
  /** A request language or alias (`python`, `ts`, `golang`, …). */
  lang: string;
}
