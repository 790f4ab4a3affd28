/** What an entry of the everyday-task table is (everyday-task-table.ts), and the helpers its patterns share. */

export interface EverydayTask {
  /** What the task is (for tests and notes). */
  task: string;
  /** How questions say it (matched case-insensitively against the whole question). */
  pattern: RegExp;
  /** A question that also says this asks for another task (a secure random draw is no `rand`). */
  unless?: RegExp;
  /** Per knowledge-base language, the calls made for it, most usual first (full names as the base has them). */
  calls: Readonly<Record<string, readonly string[]>>;
  /**
   * For a task that is a detail of what the question asks (where a size comes from, not the matrix built with it):
   * the part of the table's share its calls add, so they join the page below what the routes found first.
   */
  share?: number;
  /**
   * Calls made around another call the question asks for (a chart's figure, title and labels around the chart's own
   * call): weighed as a step of a long question even in a short one (EVERYDAY_TUNING.longQuestionShare), where a
   * task's calls otherwise take the full share because a short question is the task itself; here it never is.
   */
  scaffold?: boolean;
  /**
   * For a broad task said by any question of its kind ("random" anything), the narrower tasks of that kind (a random
   * element, a shuffle, a normal draw): a question that says one of them asks for that, and the broad task's calls
   * after its first (the ways of an unspecified draw, beside the generator both use) add half their share.
   */
  narrowedBy?: RegExp;
}

/** Up to n words between two parts of a phrase ("ask *the new* user", "read *a count `N`* from"), within a sentence. */
export const W = (n: number) => `(?:\\s+[^\\s.;:!?]+){0,${n}}?\\s+`;

/**
 * A question any of these patterns matches (case-insensitively): an entry's `unless` for the tasks that have their
 * own, more precise entries ("round down" is not "round"; reading a whole file is not reading its lines).
 */
export const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), 'i');
