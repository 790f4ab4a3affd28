/**
 * The nearest real APIs for an invented name: members of the same container first (`numpy.meam` →
 * `numpy.mean`), then any name of the library whose last segment is close (`numpy.stats.mean` →
 * `numpy.mean`). Closeness is the edit distance of the last names, with shared words as a tie-break
 * and a second chance for names that share most words but are far in letters (`to_jsonl` → `to_json`).
 */
import { optionalWork } from '../kb/budget';
import { editDistance, identifierWords } from './distance';
import { isLastNameAnywhere, pairsOf, type LangNames } from './known-names';

const MAX_SUGGESTIONS = 3;

/** A library's distinct last names with their words and full names, built on first use. */
interface LastNameTable {
  lasts: string[];
  lowers: string[];
  words: string[][];
  fulls: string[][];
}

/**
 * The tables built so far, per language's names: the most recently built first out when they hold
 * more than TABLE_NAMES_LIMIT names together. A table is built on a library's first invented name
 * (milliseconds even for the largest library); building every library's ahead of use cost Python
 * 50 MB of heap for tables most sessions never read.
 */
const TABLE_NAMES_LIMIT = 60_000;
const tables = new WeakMap<LangNames, { byLib: Map<string, LastNameTable>; names: number }>();

function lastSegment(name: string, sep: string): string {
  const i = name.lastIndexOf(sep);
  return i < 0 ? name : name.slice(i + sep.length);
}

/**
 * Builds every library's suggestion and pair tables, and the any-library name set (the check
 * benchmark times checks without their builds; the service builds them on use).
 */
export function warmSuggestions(names: LangNames): void {
  isLastNameAnywhere(names, '');
  for (const lib of names.libs.keys()) {
    tableOf(names, lib, Infinity);
    pairsOf(names, lib);
  }
}

function tableOf(names: LangNames, lib: string, limit = TABLE_NAMES_LIMIT): LastNameTable {
  let cache = tables.get(names);
  if (!cache) tables.set(names, (cache = { byLib: new Map(), names: 0 }));
  let table = cache.byLib.get(lib);
  if (!table) {
    const byLast = new Map<string, string[]>();
    for (const full of names.byLib.get(lib) ?? []) {
      const last = lastSegment(full, names.sep);
      const list = byLast.get(last);
      if (list) list.push(full);
      else byLast.set(last, [full]);
    }
    table = { lasts: [], lowers: [], words: [], fulls: [] };
    for (const [last, fulls] of byLast) {
      table.lasts.push(last);
      table.lowers.push(last.toLowerCase());
      table.words.push(identifierWords(last));
      // Shortest first: `numpy.mean` before `numpy.ma.mean`.
      table.fulls.push(fulls.sort((a, b) => a.length - b.length));
    }
    for (const [oldLib, old] of cache.byLib) {
      if (cache.names + table.lasts.length <= limit) break;
      cache.byLib.delete(oldLib);
      cache.names -= old.lasts.length;
    }
    cache.byLib.set(lib, table);
    cache.names += table.lasts.length;
  }
  return table;
}

/**
 * A container's members as a set, for the last few containers asked about: the names are packed
 * (compact-names.ts) and a large module's members cost thousands of strings to read out, while one
 * piece of code asks about the same few containers again and again.
 */
const MEMBER_SETS_KEPT = 16;
const memberSets = new WeakMap<LangNames, Map<string, Set<string>>>();
function memberSet(names: LangNames, parent: string): Set<string> {
  let kept = memberSets.get(names);
  if (!kept) memberSets.set(names, (kept = new Map()));
  let set = kept.get(parent);
  if (!set) {
    if (kept.size >= MEMBER_SETS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(parent, (set = new Set(names.members.get(parent) ?? [])));
  }
  return set;
}

function score(wantedLower: string, wantedWords: Set<string>, lower: string, words: readonly string[]): number {
  const limit = Math.max(2, Math.floor(wantedLower.length / 3));
  let shared = 0;
  for (const w of words) if (wantedWords.has(w)) shared++;
  const d = editDistance(wantedLower, lower, limit);
  if (d <= limit) return d - shared * 0.25 - (lower.startsWith(wantedLower.slice(0, 2)) ? 0.1 : 0);
  // Far in letters but sharing most words (`to_jsonl` / `to_json`, `readCsvFile` / `read_csv`).
  if (shared > 0 && shared >= Math.ceil(wantedWords.size / 2)) return limit + 1 + (wantedWords.size - shared) + Math.abs(words.length - shared) * 0.5;
  return Infinity;
}

/**
 * Suggestions for `wanted`, a member name missing from container `parent` of library `lib`.
 * Members of the container rank before the rest of the library at equal closeness.
 */
export function suggestFor(names: LangNames, lib: string, parent: string, wanted: string): string[] {
  // Suggestions are a check's optional work: past its budget (code of thousands of invented names)
  // the rest are reported without them, so that one check cannot hold the worker.
  return optionalWork(() => nearestMembers(names, lib, parent, wanted), []);
}

function nearestMembers(names: LangNames, lib: string, parent: string, wanted: string): string[] {
  const wantedLower = wanted.toLowerCase();
  const wantedWords = new Set(identifierWords(wanted));
  const own = memberSet(names, parent);
  const table = tableOf(names, lib);
  const scored: Array<{ name: string; score: number }> = [];
  for (let i = 0; i < table.lasts.length; i++) {
    if (table.lasts[i].startsWith('_') && !wanted.startsWith('_')) continue;
    const s = score(wantedLower, wantedWords, table.lowers[i], table.words[i]);
    if (s === Infinity) continue;
    const fulls = table.fulls[i];
    // The container's own member of that name if there is one, else the shortest full name.
    const mine = fulls.find((f) => own.has(f));
    scored.push(mine ? { name: mine, score: s - 0.5 } : { name: fulls[0], score: s });
  }
  scored.sort((a, b) => a.score - b.score || a.name.length - b.name.length || (a.name < b.name ? -1 : 1));
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.name);
}

/** Well-known libraries one or two edits from `name` (a typosquat's model), nearest first. */
export function nearestLibraries(name: string, wellKnown: readonly string[]): string[] {
  const lower = name.toLowerCase();
  const found: Array<{ lib: string; d: number }> = [];
  for (const lib of wellKnown) {
    const l = lib.toLowerCase();
    if (l === lower || l.length < 4) continue;
    const limit = l.length >= 6 ? 2 : 1;
    const d = editDistance(lower, l, limit);
    if (d <= limit) found.push({ lib, d });
  }
  found.sort((a, b) => a.d - b.d || a.lib.length - b.lib.length);
  return found.map((f) => f.lib);
}
