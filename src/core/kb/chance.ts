/**
 * A random draw answers a question about chance. The purpose routes put a language's random number
 * generator on the pages of questions that say nothing of chance: on dev-multi, C's `rand` was on 67 of 87
 * pages, JavaScript's `Math.random` on 52 of 69 and Java's `Random.nextInt` on 53 of 132, where 10, 8 and a
 * handful of those questions spoke of anything random. C, Java and JavaScript take Python's word associations
 * for the APIs they share (mirrors), and Python's mined code draws random data for whatever it demonstrates:
 * C's `rand` is associated with 3,094 words and `Math.random` with 3,318, "many", "word", "thread",
 * "background", "rank", "group", "dictionary" and "null" among them, so nearly any question votes for the
 * generator. A question that speaks of chance (random, shuffle, dice, a coin, probability, a
 * simulation, noise, a game, a seed, a password or a salt, a UUID, encryption, a distribution sampled) or
 * names the generator keeps those records as ranked; any other has them lowered. A call the everyday tasks
 * added keeps its score: the table read chance in the question.
 *
 * Not applied to Python: its own routes put a generator on none of dev's pages whose question does not speak
 * of chance, while BigCodeBench's tasks seed one for the data they make up without saying so.
 */
import type { LangIndex } from './inverted-index';
import type { ScoredRecord } from './search';
import { ownValue } from '../../shared/lookup';

interface RandomApis {
  /** The libraries a random draw lives in (as the base names them): only their records are read. */
  libs: RegExp;
  /** A record of those libraries that draws at random, by its full name. */
  name: RegExp;
}

/** Per language, its random number generators and what draws from them. */
const RANDOM_APIS: Readonly<Record<string, RandomApis>> = {
  c: {
    libs: /^(?:stdlib|sys\/random|bsd\/stdlib)$/,
    name: /^(?:s?rand(?:om)?|rand_r|[dejlmn]rand48|srand48|seed48|lcong48|initstate|setstate|arc4random\w*|getrandom|getentropy)$/,
  },
  go: { libs: /^(?:math\/rand(?:\/v2)?|crypto\/rand)$/, name: /./ },
  java: {
    libs: /^java\.(?:util|util\.concurrent|util\.random|security|lang)$/,
    name: /^java\.(?:util\.(?:Random|SplittableRandom|concurrent\.ThreadLocalRandom|random\.\w+)\b|security\.SecureRandom\b|lang\.(?:Strict)?Math\.random$)/,
  },
  javascript: {
    libs: /^(?:ecmascript|crypto|node:crypto|dom)$/,
    name: /^(?:Math\.random|Crypto\.(?:getRandomValues|randomUUID)|crypto\.(?:random\w*|getRandomValues))$/,
  },
  rust: { libs: /^(?:rand|rand_core|rand_chacha|rand_distr|rand_pcg|fastrand|getrandom|oorandom|nanorand)$/, name: /./ },
};

/** Words of a question about chance, or about what needs a random value. */
const CHANCE_WORDS =
  /random|\b[sdejlmn]?rand(?:48|_r|int|n|s)?\b|\brng|rng\b|\bshuffl\w*|\bdic?e\b|\bcoins?\b|\btoss\w*|\bprobabilit\w*|\bprobabilistic\w*|\bmonte[\s-]?carlo\b|\bstochastic\w*|\bsimulat\w*|\bnoise\b|\bnoisy\b|\bchances?\b|\blotter\w*|\blotto\b|\bguess\w*|\bjumbl\w*|\bscrambl\w*|\bseed\w*|\bentropy\b|\bnonces?\b|\bsalt\w*|\bu?uids?\b|\bguids?\b|\bunique\s+(?:ids?|identifiers?)\b|\bencrypt\w*|\binitiali[sz]ation\s+vectors?\b|\bunpredictab\w*|\bgames?\b|\bgambl\w*|\bcards?\b|\bdecks?\b|\bpoker\b|\broulette\b|\bmazes?\b|\bgenetic\b|\bevolution\w*|\bmutat\w*|\bannealing\b|\bbogo\w*|\bpasswords?\b|\bsecrets?\b|\bkeys?\s+generat\w*|\bgenerat\w+\s+(?:an?\s+)?keys?\b|\b(?:normal|gaussian|uniform|poisson|binomial)\w*\s+distribut\w*|\bsampl\w*\s+from\b/i;

/** A random draw on a question that is not about chance keeps this share of its score (mutable for sweeps). */
export const CHANCE_TUNING = { share: 0.25 };

/** Per index: per library id, 1 when a random draw may live in it; per record, 0 unread, 1 a draw, 2 not. */
interface RandomMarks {
  libs: Uint8Array;
  records: Uint8Array;
}
const marksCache = new WeakMap<LangIndex, RandomMarks>();

function marksOf(index: LangIndex, apis: RandomApis): RandomMarks {
  let marks = marksCache.get(index);
  if (!marks) {
    marks = { libs: Uint8Array.from(index.libs, (lib) => (apis.libs.test(lib) ? 1 : 0)), records: new Uint8Array(index.libOf.length) };
    marksCache.set(index, marks);
  }
  return marks;
}

/** Whether a question speaks of chance (for tests and notes). */
export function speaksOfChance(question: string): boolean {
  return CHANCE_WORDS.test(question);
}

/**
 * The random draws in `ranked` lowered in place when the question does not speak of chance, its order left as
 * it was; whether any score changed. `kept` holds records left as they are (the everyday tasks' calls). A
 * record's name is read once per process, and only for records of a library a draw lives in.
 *
 * A question that names a generator says "random" or "rand" within the name (`ThreadLocalRandom`,
 * `getRandomValues`, `drand48`, `thread_rng`), which the words above read; a record is not kept merely for
 * having a question's word as its name: Go's `crypto/rand.Prime` is no answer to a question about primes.
 */
export function lowerChanceDraws(index: LangIndex, ranked: readonly ScoredRecord[], question: string, kept?: ReadonlySet<number>): boolean {
  const apis = ownValue(RANDOM_APIS, index.lang);
  if (!apis || CHANCE_WORDS.test(question)) return false;
  const marks = marksOf(index, apis);
  let changed = false;
  for (const r of ranked) {
    if (!marks.libs[index.libOf[r.index]] || kept?.has(r.index)) continue;
    let mark = marks.records[r.index];
    if (mark === 0) marks.records[r.index] = mark = apis.name.test(index.records.get(r.index).name) ? 1 : 2;
    if (mark !== 1) continue;
    r.score *= CHANCE_TUNING.share;
    changed = true;
  }
  return changed;
}
