/**
 * One sort for the ranking's last stages, in the order their own sorts would have left it.
 *
 * After the routes, three stages change scores: the everyday-API prior (staples.ts) appends its thousand
 * staples, the everyday tasks (everyday-tasks.ts) add their calls, the UI toolkits (ui-toolkits.ts) are
 * lowered (and, since, a word's other sense, word-senses.ts, and an API off its topic, topic-gates.ts, which
 * only lower, as the toolkits do). Each re-sorted the whole list (some 1,500 entries in Java), a quarter of
 * a Java query. They now change scores in place and `StageOrder` sorts once, by the keys their stable sorts
 * applied in turn, the last first: the final score; the score after the tasks; a task's record before
 * others; the score after the staples; the position (the routes' order, then the order of appending). Pages
 * are what the three sorts gave, tie for tie.
 */
import type { ScoredRecord } from './search';
import { positionsBestFirst } from './sort-order';

export class StageOrder {
  private afterStaples?: Float64Array;
  private afterTasks?: Float64Array;
  private tasked?: ReadonlySet<number>;

  /** `ranked` is the routes' ranking, sorted best first; the stages change it in place. */
  constructor(private readonly ranked: ScoredRecord[]) {}

  /** Call when the staples have been applied (whether or not they changed anything). */
  stapled(): void {
    this.afterStaples = scoresOf(this.ranked);
  }

  /** Call when the everyday tasks have been added: `tasked`, the records they lifted or added. */
  taskedBy(tasked: ReadonlySet<number> | undefined): void {
    this.tasked = tasked;
    if (tasked) this.afterTasks = scoresOf(this.ranked);
  }

  /** The ranking in order; `changed` says whether any stage changed a score since the routes. */
  sorted(changed: boolean): ScoredRecord[] {
    const { ranked, tasked } = this;
    if (!changed) return ranked;
    const final = scoresOf(ranked);
    const staples = this.afterStaples ?? final;
    const tasks = this.afterTasks ?? final;
    const first = new Uint8Array(ranked.length);
    if (tasked) for (let i = 0; i < ranked.length; i++) first[i] = tasked.has(ranked[i].index) ? 1 : 0;
    // A record the tasks appended had no place in the staples' sort: it follows every record that did.
    const stapledAt = (i: number) => (i < staples.length ? staples[i] : -Infinity);
    const order = positionsBestFirst(
      final,
      (a, b) => final[b] - final[a] || tasks[b] - tasks[a] || first[b] - first[a] || compareStapled(stapledAt(a), stapledAt(b)) || a - b,
    );
    return order.map((i) => ranked[i]);
  }
}

/** Best first; two records the tasks appended (both -Infinity) tie. */
function compareStapled(a: number, b: number): number {
  return a === b ? 0 : b - a;
}

function scoresOf(ranked: readonly ScoredRecord[]): Float64Array {
  const scores = new Float64Array(ranked.length);
  for (let i = 0; i < ranked.length; i++) scores[i] = ranked[i].score;
  return scores;
}
