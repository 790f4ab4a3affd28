/** What a language reader finds in code: its imports and its qualified names into libraries. */
import type { LiveRoot } from '../live-builtins';

export interface ImportFound {
  /** The importable unit as written: `numpy`, `net/http`, `lodash`, `serde_json`, `stdio.h`. */
  root: string;
  line: number;
  column: number;
  /**
   * Every import of it is compiled only for some target or feature (Rust's `#[cfg(…)]`): a platform's
   * or a test harness's dependency (`wasm_bindgen_test`), which lists of packaged names often lack.
   */
  conditional?: boolean;
}

export interface NameFound {
  /** The library the name goes into, when the reader knows it; else resolved by longest prefix of `path`. */
  lib?: string;
  /** Segments after resolving aliases: `['numpy', 'meam']`; with `lib`, the members after it. */
  path: string[];
  /** False where the base writes names without their library (ECMAScript globals, C functions). */
  libIsPrefix: boolean;
  /** The import it goes through (an `ImportFound.root`), for the library's status. */
  root: string;
  written: string;
  /**
   * How many leading segments of `path` an imported name stands for (`from nltk.corpus import
   * stopwords` → 3): an imported object used as a receiver is not judged as a missing submodule.
   */
  bound?: number;
  use: 'call' | 'attribute' | 'import';
  line: number;
  column: number;
  /**
   * JavaScript: the same name as a path on a live built-in module or global (`fs` + `['readFile']`),
   * which the checker can ask directly (live-builtins.ts).
   */
  live?: LiveRoot & { path: string[] };
}

export interface Reading {
  imports: ImportFound[];
  names: NameFound[];
  /**
   * Whether a call to a bare name the code does not define may be checked (C: only when every header
   * it includes is one the base covers).
   */
  closedWorld?: boolean;
  /**
   * Member names the code defines itself (Rust: its `fn`s, which a trait it implements for a type
   * adds to that type): a missing member of one of these names is the code's own, not an invention.
   */
  definedMembers?: ReadonlySet<string>;
  /** Whether the code imports items of its own modules (Rust `use crate::…`/`super::…`), traits among them. */
  importsLocalItems?: boolean;
}

/** 1-based line and column of each offset, by binary search over line starts. */
export class Positions {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }
  at(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo] + 1 };
  }
}

/** The next character after `offset` that is not a space or tab. */
export function nextNonSpace(text: string, offset: number): string {
  let i = offset;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  return text[i] ?? '';
}
