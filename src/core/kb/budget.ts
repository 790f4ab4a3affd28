/**
 * The time one query may spend on optional work, enforced by the worker that answers it: typo
 * look-ups and other expansions of the question's words stop when the query's budget is spent, and
 * the query is answered with what was found. What every query must do (tokenising, scoring at most
 * MAX_QUERY_TERMS terms, a few neighbour searches) is bounded by the request limits themselves.
 *
 * One query runs at a time in a worker thread, so the current budget is module state, set around a
 * query by `withQueryBudget`; outside one (index building, tests) nothing is over budget.
 */

/** A query's optional work stops after this long (the bound is 0.25 s beyond an ordinary query). */
export const QUERY_BUDGET_MS = 100;

let deadline = Infinity;

export function withQueryBudget<T>(ms: number, fn: () => T): T {
  const outer = deadline;
  deadline = Math.min(outer, performance.now() + ms);
  try {
    return fn();
  } finally {
    deadline = outer;
  }
}

/** True once the current query has spent its budget. */
export function overBudget(): boolean {
  return deadline !== Infinity && performance.now() > deadline;
}

/**
 * Optional work measured by what it spends rather than by the time since the request began: a check
 * reads and judges all of its code (bounded by MAX_CHECK_CHARS), and only the suggestions for invented
 * names are optional, so a check of a large real file still gets them for its first invented names
 * while code of thousands of invented names cannot hold the worker for seconds.
 */
let optionalLeft = Infinity;

export function withOptionalBudget<T>(ms: number, fn: () => T): T {
  const outer = optionalLeft;
  optionalLeft = Math.min(outer, ms);
  try {
    return fn();
  } finally {
    optionalLeft = outer;
  }
}

/** `work()`, counted against the current optional budget; `spent` once the budget is used up. */
export function optionalWork<T>(work: () => T, spent: T): T {
  if (optionalLeft <= 0) return spent;
  if (optionalLeft === Infinity) return work();
  const started = performance.now();
  try {
    return work();
  } finally {
    optionalLeft -= performance.now() - started;
  }
}
