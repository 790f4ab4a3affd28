/**
 * The everyday-APIs route: a few places of every page go to the language's staple APIs — the ones real
 * code calls whatever it does (C `strlen`, `atoi`; Java `StringBuilder`, `String.format`; Rust
 * `HashMap::new`) — chosen among them by what the question's routes say.
 *
 * Why: a complete program for a task calls a handful of everyday APIs beside the one or two the task is
 * about, and the question-specific routes fill all ten places with look-alikes of its words. The staples
 * are ranked by the usage prior (how much mined code calls them, never the eval's answers) times the
 * evidence the question gives for each (its score in the routes' ranking, plus a floor ε so that a
 * question with no evidence for any staple still gets the most used ones).
 */
import type { LangIndex } from './inverted-index';
import type { ScoredRecord } from './search';

export interface StapleTuning {
  /** Places of a page kept for staples (0: the route is off). */
  slots: number;
  /** How many of the language's most used records are staples. */
  pool: number;
  /** The evidence floor: a staple the question says nothing for still scores ε × its usage. */
  floor: number;
  /** Usage is raised to this power: above 1, the most used dominate more. */
  sharpness: number;
}

const poolCache = new WeakMap<LangIndex, { size: number; ids: Int32Array; weight: Float32Array }>();

/**
 * Mined examples that are whole programs or snippets written to be run — a module's or README's example,
 * a doc comment's example, a docstring's `>>>` lines — rather than a library's own functions: what they
 * call is what a program for a task calls.
 */
const PROGRAM_KINDS = new Set(['mod', 'api', 'dex']);

/**
 * How staple each record is, 0..1: how many of the mined example programs call it, log-scaled. The
 * counts come from programs because a library's own code calls other things (its error types, its
 * internals) than a program using it does; and the examples' calls are resolved to their class where
 * the code says it (`Array.push`, not every class's `push`), which per-name usage counts cannot do.
 * A model without example kinds leaves no staples.
 */
function stapleWeights(index: LangIndex): Float32Array {
  const counts = new Float32Array(index.usage.length);
  const model = index.intents?.neighbours;
  if (!model?.kinds || !model.kindNames) return counts;
  const program = model.kindNames.map((name) => PROGRAM_KINDS.has(name));
  for (let e = 0; e < model.kinds.length; e++) {
    if (!program[model.kinds[e]]) continue;
    for (let q = model.apiStart[e]; q < model.apiStart[e + 1]; q++) counts[model.apis[q]]++;
  }
  let max = 1;
  for (const c of counts) if (c > max) max = c;
  const scale = Math.log1p(max);
  for (let d = 0; d < counts.length; d++) counts[d] = Math.log1p(counts[d]) / scale;
  return counts;
}

/** The language's `size` most staple records, most staple first, and every record's weight (once per index). */
export function staplePool(index: LangIndex, size: number): { ids: Int32Array; weight: Float32Array } {
  const cached = poolCache.get(index);
  if (cached && cached.size === size) return cached;
  const weight = stapleWeights(index);
  const ids: number[] = [];
  for (let d = 0; d < weight.length; d++) if (weight[d] > 0) ids.push(d);
  ids.sort((a, b) => weight[b] - weight[a] || a - b);
  const pool = { size, ids: Int32Array.from(ids.slice(0, size)), weight };
  poolCache.set(index, pool);
  return pool;
}

/**
 * The ranking with the best staples moved to places `k - slots` … `k - 1` (those the question's routes
 * already rank above that keep their place). One staple per last name: `push` of one class is enough.
 */
export function withStaples(index: LangIndex, ranked: ScoredRecord[], k: number, tuning: StapleTuning): ScoredRecord[] {
  if (tuning.slots <= 0 || ranked.length === 0) return ranked;
  const keep = Math.max(0, k - tuning.slots);
  const top = ranked[0].score || 1;
  const relative = new Map<number, ScoredRecord>();
  for (const r of ranked) relative.set(r.index, r);
  const head = new Set(ranked.slice(0, keep).map((r) => r.index));
  const headNames = new Set([...head].map((d) => index.lastNameOf[d]));
  const scored: { d: number; s: number }[] = [];
  const { ids, weight } = staplePool(index, tuning.pool);
  for (const d of ids) {
    if (head.has(d) || headNames.has(index.lastNameOf[d])) continue;
    const evidence = (relative.get(d)?.score ?? 0) / top;
    scored.push({ d, s: Math.pow(weight[d], tuning.sharpness) * (tuning.floor + evidence) });
  }
  scored.sort((a, b) => b.s - a.s || a.d - b.d);
  const picks: ScoredRecord[] = [];
  const pickedNames = new Set<number>();
  for (const { d } of scored) {
    if (picks.length >= tuning.slots) break;
    if (pickedNames.has(index.lastNameOf[d])) continue;
    pickedNames.add(index.lastNameOf[d]);
    const seen = relative.get(d);
    picks.push({ index: d, score: seen?.score ?? 0, confident: seen?.confident ?? false });
  }
  const picked = new Set(picks.map((p) => p.index));
  return [...ranked.slice(0, keep), ...picks, ...ranked.slice(keep).filter((r) => !picked.has(r.index))];
}
