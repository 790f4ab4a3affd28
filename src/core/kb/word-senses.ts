/**
 * A word with two senses in programming, read in the one the question means. The sense people mean less often
 * can own the word as an API's whole name, the strongest match a word makes, and so take the page:
 * - "log" is logging ("write log messages to a file", "wrap a function to log every call") far more often
 *   than the logarithm, yet the logarithm is called `log` outright (`Math.log`, `math.Log`, C's `log`,
 *   `f64::log`). Asked the bench's everyday questions about logging, 35 of 52 pages had a logarithm on them, 14
 *   of them first or second ("Turning an array into text so I can log it": `java.lang.Math.log`, `Math.log`,
 *   `f64::log` first);
 * - in JavaScript "print" is output (`console.log`, `process.stdout.write`), yet the DOM's `print` and
 *   `Window.print` open the browser's print dialog: they were on 14 everyday pages about printing text, 7 times
 *   in the first three ("print text in color in the terminal", "pretty print JSON");
 * - a digest ("the SHA-256 hash of a string", "the MD5 digest") is no hash code: Java's `Object.hashCode` and
 *   `Objects.hash`, Rust's `std::hash::Hash::hash` were second or third on those pages, where a model reaches
 *   for the hash table's function instead of the algorithm's;
 * - in Python "show" is matplotlib's `pyplot.show` only about a plot: it was on 10 everyday pages that show a
 *   message box, text in colour or where a letter shows up, first on two of them;
 * - in Java "find" is regular expressions' `Matcher.find` only about a pattern: it was on 18 everyday pages that
 *   find the maximum, a character's position or "find out" a type or a PID, second or third on six;
 * - "square brackets" are punctuation, not a square, a square root or a power (`numpy.square` was sixth on two of
 *   dev's questions about text enclosed within square brackets);
 * - in JavaScript "test whether …" is a check, not Node's test runner (its `test`, below);
 * - in C "free" is mostly an adjective ("free text", "disk free space", "lock-free"), yet `free` is the heap's
 *   release and took the first place on two such pages of the blind rounds (read 2026-11-29);
 * - "accept" is taking a value ("accept a single value in one selected unit", "print which ones are accepted")
 *   more often than a server taking a connection, yet C's `accept` (and a listener's elsewhere) is named so: it
 *   stood on dev-multi's page of the first kind and a blind round's of the second.
 * A question that says the word only in the one sense has the other sense's records (named so, and documented as
 * that sense: loggers such as `console.log`, Go's `log` and Python's `logging` do not say "logarithm") lowered;
 * one that also says it in the other sense ("the natural log of", "log2", "open the print dialog", "hash code")
 * keeps them.
 */
import type { LangIndex } from './inverted-index';
import type { ScoredRecord } from './search';

interface WordSense {
  /** The base this applies to; every language's when undefined. */
  lang?: string;
  /** The question says the word in the sense it means. */
  means: RegExp;
  /** The question says it (also) in the records' sense: they keep their scores. */
  other: RegExp;
  /** The other sense's records: their last names (as the index keeps them, lowercased) … */
  lastNames: ReadonlySet<string>;
  /** … and what their documents say. */
  doc: RegExp;
}

/** "Log" as logging, not the logarithm. */
const LOGGING: WordSense = {
  // Logging: its inflections, a log's kinds and parts, "to log".
  means:
    /\blog(?:s|ged|ging|gers?)\b|\blog\s+(?:messages?|output|files?|entr(?:y|ies)|levels?|lines?|records?|rotation|it|them|this|that|every|each|all|an?\s+(?:error|warning|message|line)|the\s+(?:errors?|messages?|requests?|calls?|results?|events?|exceptions?))\b|\b(?:event|error|access|debug|audit|system|application|server|console)\s+logs?\b|\b(?:to|and|then|also)\s+log\b/i,
  // The logarithm, or `log` written as code ("the functions `sqrt`, `log`, `exp`"), or an algorithm's cost.
  other:
    /\blogarithm\w*|\blog\s+(?:of|base)\b|\bnatural\s+log\b|\blog\s*(?:2|10|1p)\b|\bln\b|\blog[\s-]+(?:scales?|scaled|transform\w*|space|likelihoods?|normal|probabilit\w*|odds|returns|loss|sum)\b|\blog\s*\(|`log`|\bO\([^()]{0,16}\blog\b/i,
  lastNames: new Set(['log', 'ln', 'log10', 'log2', 'log1p', 'logf', 'logl', 'log10f', 'log10l', 'log2f', 'log2l', 'log1pf', 'log1pl', 'ln_1p']),
  doc: /logarithm/i,
};

const SENSES: readonly WordSense[] = [
  LOGGING,
  {
    lang: 'javascript',
    means: /\bprint/i,
    other: /\bprinters?\b|\bprint(?:ing)?\s+(?:dialog|preview)\b|\bprint(?:ing)?\s+(?:the|this|a)\s+(?:\w+\s+)?(?:web\s*)?(?:page|document|window|tab)\b/i,
    lastNames: new Set(['print']),
    doc: /print dialog/i,
  },
  {
    // A digest: an algorithm named, or the word itself.
    means: /\b(?:md5|sha[\s-]?(?:1|2|3|224|256|384|512)|sha\b|digests?|checksums?|hmac|cryptographic(?:ally)?|crc32|blake2\w*|ripemd\w*)\b/i,
    other: /\bhash[\s-]?codes?\b|\bhash[\s-]?(?:tables?|maps?|sets?)\b|\bhashable\b|__hash__|\bhasher\b|\bequals\b/i,
    lastNames: new Set(['hash', 'hashcode']),
    doc: /hash code|\bHasher\b|hash value/i,
  },
  {
    lang: 'python',
    means: /\bshow/i,
    other: /\b(?:plot|chart|graph|figure|fig|histogram|hist|axes|axis|bar|scatter|heat\s*map|visuali[sz]|draw|image|picture|matplotlib|plt|seaborn|pie|line\s+graph|diagram|curve)/i,
    lastNames: new Set(['show']),
    doc: /display all open figures/i,
  },
  {
    means: /\bsquare[\s-]+brackets?\b/i,
    other: /\bsquare[\s-]+(?:roots?|of|each|every|numbers?|values?|matri(?:x|ces)|it|them)\b|\bsquared\b|\bsquaring\b|\bsquares\s+of\b|\bpowers?\b|\bsqrt\b|\^\s*2\b|\*\*\s*2\b/i,
    lastNames: new Set(['square', 'sqrt', 'pow', 'power', 'powi', 'powf', 'isqrt', 'cbrt']),
    doc: /square|power/i,
  },
  {
    lang: 'java',
    means: /\bfind/i,
    other: /\bregex|\bregular\s+expression|\bpatterns?\b|\bmatch/i,
    lastNames: new Set(['find']),
    doc: /subsequence of the input sequence that matches the pattern/i,
  },
  {
    // In JavaScript "test whether …" is a check, not Node's test runner: its `test` (the `node:test` module's
    // default export, a library a question names by saying "test") was third or fourth on 19 everyday pages that
    // test whether a number is NaN, a string starts with a prefix, a port is open.
    lang: 'javascript',
    means: /\btest(?:s|ed|ing)?\s+(?:whether|if)\b/i,
    other: /\b(?:unit|integration|e2e|end[\s-]to[\s-]end|snapshot|automated)\s+tests?\b|\btests?\s+(?:cases?|suites?|runners?|files?|framework|assertions?)\b|\b(?:write|writing|run|running)\s+(?:a\s+|the\s+|my\s+)?tests?\b|\b(?:mocha|jest|vitest|jasmine|ava|tap)\b|node:test|\bdescribe\b/i,
    lastNames: new Set(['test']),
    doc: /value imported from the `test` module|describes a test case/i,
  },
  {
    lang: 'c',
    means: /\bfree\b/i,
    // The heap's sense: freeing something, allocation named, or `free` written as code.
    other:
      /\bfree(?:s|d|ing)?\s+(?:up\s+)?(?:the\s+|that\s+|this\s+|its\s+|their\s+|all\s+|every\s+|each\s+|any\s+)?(?:\w+\s+)?(?:memory|allocat\w*|buffers?|blocks?|pointers?|nodes?|lists?|strings?|arrays?|structs?|structures?|objects?|it|them|resources?)\b|\b(?:malloc|calloc|realloc|dealloc\w*|leak\w*|heap)\b|\bfree\s*\(|`free`/i,
    lastNames: new Set(['free']),
    doc: /dynamic memory/i,
  },
  {
    means: /\baccept/i,
    // A server's sense: connections, sockets, listening.
    other: /\bconnections?\b|\bsockets?\b|\blisten\w*|\bservers?\b|\bclients?\b|\bincoming\b|\btcp\b|\bports?\b|`accept`|\baccept\s*\(/i,
    lastNames: new Set(['accept', 'accept4']),
    doc: /\bconnection/i,
  },
];

/** A record of the other sense keeps this share of its score (mutable only for the benchmark's sweeps). */
export const WORD_SENSE_TUNING = { share: 0.25 };

/** The senses a question means, and not the other, for this language. */
function sensesMeantIn(lang: string, question: string): WordSense[] {
  return SENSES.filter((s) => (s.lang === undefined || s.lang === lang) && s.means.test(question) && !s.other.test(question));
}

/** Whether a question says "log" as logging only (for tests and notes). */
export function meansLogging(question: string): boolean {
  return sensesMeantIn('', question).includes(LOGGING);
}

/**
 * The names a question says only in another sense than theirs ("free" in "disk free space"): its plain word is
 * no API named, so the page does not keep such a record as one the question asks for (named.ts).
 */
export function namesSaidInAnotherSense(lang: string, question: string): Set<string> {
  const names = new Set<string>();
  for (const sense of sensesMeantIn(lang, question)) for (const name of sense.lastNames) names.add(name);
  return names;
}

/**
 * The other senses' records in `ranked` lowered in place where the question means one sense only, its order
 * left as it was; whether any score changed. Only records named like the other sense are read (the store's
 * parse cache), a few per question.
 */
export function lowerOtherSenses(index: LangIndex, ranked: readonly ScoredRecord[], question: string): boolean {
  const senses = sensesMeantIn(index.lang, question);
  if (senses.length === 0) return false;
  let changed = false;
  for (const r of ranked) {
    const lastName = index.lastNames[index.lastNameOf[r.index]];
    for (const sense of senses) {
      if (!sense.lastNames.has(lastName) || !sense.doc.test(index.records.get(r.index).doc ?? '')) continue;
      r.score *= WORD_SENSE_TUNING.share;
      changed = true;
      break;
    }
  }
  return changed;
}
