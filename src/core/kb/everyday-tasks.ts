/**
 * Everyday tasks: what a program does that its description says in words no API is named by, and the
 * calls each language makes for it.
 *
 * "Ask the user for a number" is `scanf` in C, `java.util.Scanner` in Java, `bufio.Scanner` or `fmt.Scan`
 * in Go, `readline` in Node, `std::io::stdin` in Rust and `input` in Python; "convert the number to a
 * string" is `sprintf`, `String.valueOf`, `strconv.Itoa`. Neither the words' matches in names and docs
 * nor the purpose routes find these: `scanf`'s manual says "input format conversion", not "ask", and the
 * code the routes are mined from (libraries, manual pages) rarely talks to a user. The bases' own
 * example programs are too few to teach it (Debian ships no corpus of small C or Java programs). So
 * a table (everyday-task-table.ts) says it, as vocabulary.ts says that "dataframe" is pandas: general programming knowledge,
 * written once, phrased the way people describe a program's steps.
 *
 * A task's calls join the ranking with a share of its best score, first-listed most: a question that
 * names its API still puts it first, and one that says only "ask the user" gets the calls every program
 * of that kind makes.
 *
 * Python lists calls mostly for the tasks its routes miss: builtins (`input`, `int`, `len`, `str.join`,
 * `str.strip`, `open`) the mined library code seldom says in words, so "join a list of strings with a
 * comma" found `re.split` and `astropy.table.join`, and the standard library's everyday calls
 * (`requests.get`, `random`, `collections.Counter`, `hashlib`). Each entry's Python calls were measured
 * alone on the dev questions: those that took places from what BigCodeBench's tasks call instead are
 * not listed (JSON, reading a file, CSV: pandas does those there; `sorted`; number bases).
 */
import type { LangIndex } from './inverted-index';
import type { ScoredRecord } from './search';
import { recordsByFullName } from './records-by-name';
import { ownValue } from '../../shared/lookup';
import { EVERYDAY_TASKS, type EverydayTask } from './everyday-task-table';
import { wordsOf, wordTriggers } from './pattern-triggers';
import { plainWording } from './everyday-tasks/plain-wording';

// The table lives beside this file (everyday-task-table.ts); its users import it from here.
export { EVERYDAY_TASKS, type EverydayTask };

/**
 * A task's first call adds this share of the ranking's best score, the later ones less (mutable only
 * for the benchmark's sweeps). Swept on dev-multi's half A (0.5, 0.8, 1.0, 1.3; and a variant that
 * raised a call to the share instead of adding it): 0.5 left C's `scanf` off the page behind ten
 * look-alikes; from 0.8 on hit@10 held, and 1.0 ordered best (MRR, both halves).
 */
export const EVERYDAY_TUNING = {
  share: 1.0,
  /**
   * Python's share in a long question: its routes, mined from far more code, often rank the task's own API
   * first, and a table call at the best score took that place when the described task was one step of
   * several. A short question ("join a list of strings with a comma") is the task itself, and keeps the
   * full share. Dev, both halves, share 1.0 → 0.5 above eight words: hit@1 A .446 → .462, B .435 → .447,
   * MRR .583/.600 → .594/.610, recall@10 .432/.498 → .432/.500 (without the table: hit@1 .485/.418).
   */
  longQuestionShare: { python: 0.5 } as Record<string, number>,
  longQuestionWords: 8,
  /** Each further call of a task adds this much less than the one before it (of the share). */
  step: 0.1,
};

/**
 * The table's patterns by the words a match begins with (pattern-triggers.ts): tried on the whole question,
 * its hundreds of patterns were an eighth of a Java query, and a pattern none of whose leading words
 * the question has cannot match it. Built once, on first use.
 */
interface TaskTriggers {
  /** A word's leading letters → the tasks (table positions) whose pattern a match may begin with them. */
  byStart: Map<string, number[]>;
  /** The longest of those leading letters. */
  longest: number;
  /** Tasks whose pattern this reading cannot follow: always tried. */
  always: number[];
}
let taskTriggers: TaskTriggers | undefined;

function triggersOfTable(): TaskTriggers {
  const byStart = new Map<string, number[]>();
  const always: number[] = [];
  let longest = 0;
  EVERYDAY_TASKS.forEach(({ pattern }, i) => {
    const starts = wordTriggers(pattern);
    if (!starts) return always.push(i);
    for (const start of starts) {
      const tasks = byStart.get(start);
      if (tasks) tasks.push(i);
      else byStart.set(start, [i]);
      longest = Math.max(longest, start.length);
    }
  });
  return { byStart, longest, always };
}

/** The tasks a question describes. */
export function everydayTasksIn(question: string): EverydayTask[] {
  const { byStart, longest, always } = (taskTriggers ??= triggersOfTable());
  const candidate = new Uint8Array(EVERYDAY_TASKS.length);
  for (const i of always) candidate[i] = 1;
  for (const word of wordsOf(question)) {
    for (let length = Math.min(word.length, longest); length > 0; length--) {
      const tasks = byStart.get(length === word.length ? word : word.slice(0, length));
      if (tasks) for (const i of tasks) candidate[i] = 1;
    }
  }
  // In the table's order: the order tasks are found in is the order their calls are added in.
  const found: EverydayTask[] = [];
  for (let i = 0; i < EVERYDAY_TASKS.length; i++) {
    if (!candidate[i]) continue;
    const { pattern, unless } = EVERYDAY_TASKS[i];
    if (pattern.test(question) && !unless?.test(question)) found.push(EVERYDAY_TASKS[i]);
  }
  return found;
}

/**
 * The tasks a question describes in its own words or in the table's (plain-wording.ts: "get rid of a
 * folder" is "remove a directory"), in the table's order, each once.
 */
export function everydayTasksSaidIn(question: string): EverydayTask[] {
  const plain = plainWording(question);
  if (plain === question) return everydayTasksIn(question);
  const said = new Set([...everydayTasksIn(question), ...everydayTasksIn(plain)]);
  return EVERYDAY_TASKS.filter((task) => said.has(task));
}

const resolvedCache = new WeakMap<LangIndex, Map<string, number>>();

/** Each task call's record in this base (full name → record), found once per index (records-by-name.ts). */
export function everydayRecords(index: LangIndex): Map<string, number> {
  let found = resolvedCache.get(index);
  if (!found) {
    const wanted: string[] = [];
    for (const { calls } of EVERYDAY_TASKS) wanted.push(...(calls[index.lang] ?? []));
    resolvedCache.set(index, (found = recordsByFullName(index, wanted)));
  }
  return found;
}

/**
 * The described tasks' calls added to `ranked` in place, its order left as it was (calls the ranking did not
 * have are appended); the records the tasks lifted or added, or undefined when nothing changed. search.ts
 * sorts once after its last stages (stage-order.ts), a tie going to a task's record: a task's first call
 * that the routes did not find is added at exactly the best score, and takes the place of the look-alike
 * the routes put first ("the larger of two numbers": `max`, not `os.urandom`; over the bench's first 316
 * everyday questions, 230 → 246 answered first; dev's pages keep their APIs).
 *
 * A library the question names does not turn the table off, as it turns off the staples: the word that
 * names a library is often an English one ("strings" is POSIX's `strings.h`, "time" and "signal" are
 * headers too), and a library the user did choose keeps its places anyway (named.ts). Measured on
 * dev-multi: with the table off whenever such a library was named, C's half A scored .78 hit@10 and
 * JavaScript's .78; without that rule, .80 and .80.
 */
export function addEverydayTasks(index: LangIndex, ranked: ScoredRecord[], question: string): Set<number> | undefined {
  const tasks = everydayTasksSaidIn(question);
  if (tasks.length === 0) return undefined;
  const records = everydayRecords(index);
  const adds = new Map<number, number>();
  // The ranking's best score (its entries need not be in order).
  let top = ranked.length ? ranked[0].score : 0;
  for (const r of ranked) if (r.score > top) top = r.score;
  top ||= 1;
  const long = (question.match(/\S+/g)?.length ?? 0) > EVERYDAY_TUNING.longQuestionWords;
  const stepShare = ownValue(EVERYDAY_TUNING.longQuestionShare, index.lang) ?? EVERYDAY_TUNING.share;
  for (const { calls, share: part = 1, narrowedBy, scaffold } of tasks) {
    const share = long || scaffold ? stepShare : EVERYDAY_TUNING.share;
    let position = 0;
    // A broad task whose narrower kind the question says (task.ts): its calls after the first add half.
    const narrowed = narrowedBy !== undefined && narrowedBy.test(question);
    for (const name of calls[index.lang] ?? []) {
      const d = records.get(name);
      if (d === undefined) continue;
      const add = (narrowed && position > 0 ? 0.5 : 1) * part * share * top * Math.max(0, 1 - EVERYDAY_TUNING.step * position++);
      adds.set(d, Math.max(adds.get(d) ?? 0, add));
    }
  }
  if (adds.size === 0) return undefined;
  // A few calls against the whole ranking: found where they stand, the others appended in the tasks' order.
  const found = new Set<number>();
  for (const r of ranked) {
    const add = adds.get(r.index);
    if (add === undefined) continue;
    r.score += add;
    r.confident = true;
    found.add(r.index);
  }
  for (const [d, add] of adds) if (!found.has(d)) ranked.push({ index: d, score: add, confident: true });
  return new Set(adds.keys());
}
