/**
 * A word with two senses in programming, read in the one the question means. The rarer sense can own the word
 * as an API's whole name, the strongest match a word makes, and so take the page from the sense people mean:
 * - "log" is logging ("write log messages to a file", "wrap a function to log every call") far more often
 *   than the logarithm, yet the logarithm is called `log` outright (`Math.log`, `math.Log`, C's `log`,
 *   `f64::log`). Asked the bench's everyday questions about logging, 35 of 52 pages had a logarithm on them, 14
 *   of them first or second ("Turning an array into text so I can log it": `java.lang.Math.log`, `Math.log`,
 *   `f64::log` first);
 * - in JavaScript "print" is output (`console.log`, `process.stdout.write`), yet the DOM's `print` and
 *   `Window.print` open the browser's print dialog: they were on 14 everyday pages about printing text, 7 times
 *   in the first three ("print text in color in the terminal", "pretty print JSON").
 * A question that says the word only in the common sense has the rarer sense's records (named so, and documented
 * as that sense: loggers such as `console.log`, Go's `log` and Python's `logging` do not say "logarithm") lowered;
 * one that says it in the rarer sense anywhere ("the natural log of", "log2", "open the print dialog") keeps them.
 */
import type { LangIndex } from './inverted-index';
import type { ScoredRecord } from './search';

interface WordSense {
  /** The base this applies to; every language's when undefined. */
  lang?: string;
  /** The question says the word in its common sense. */
  common: RegExp;
  /** The question says it (also) in the rarer sense: the records keep their scores. */
  rarer: RegExp;
  /** The rarer sense's records: their last names (as the index keeps them, lowercased) … */
  lastNames: ReadonlySet<string>;
  /** … and what their documents say. */
  doc: RegExp;
}

const SENSES: readonly WordSense[] = [
  {
    // Logging: its inflections, a log's kinds and parts, "to log".
    common:
      /\blog(?:s|ged|ging|gers?)\b|\blog\s+(?:messages?|output|files?|entr(?:y|ies)|levels?|lines?|records?|rotation|it|them|this|that|every|each|all|an?\s+(?:error|warning|message|line)|the\s+(?:errors?|messages?|requests?|calls?|results?|events?|exceptions?))\b|\b(?:event|error|access|debug|audit|system|application|server|console)\s+logs?\b|\b(?:to|and|then|also)\s+log\b/i,
    // The logarithm, or `log` written as code ("the functions `sqrt`, `log`, `exp`"), or an algorithm's cost.
    rarer:
      /\blogarithm\w*|\blog\s+(?:of|base)\b|\bnatural\s+log\b|\blog\s*(?:2|10|1p)\b|\bln\b|\blog[\s-]+(?:scales?|scaled|transform\w*|space|likelihoods?|normal|probabilit\w*|odds|returns|loss|sum)\b|\blog\s*\(|`log`|\bO\([^()]{0,16}\blog\b/i,
    lastNames: new Set(['log', 'ln', 'log10', 'log2', 'log1p', 'logf', 'logl', 'log10f', 'log10l', 'log2f', 'log2l', 'log1pf', 'log1pl', 'ln_1p']),
    doc: /logarithm/i,
  },
  {
    lang: 'javascript',
    common: /\bprint/i,
    rarer: /\bprinters?\b|\bprint(?:ing)?\s+(?:dialog|preview)\b|\bprint(?:ing)?\s+(?:the|this|a)\s+(?:\w+\s+)?(?:web\s*)?(?:page|document|window|tab)\b/i,
    lastNames: new Set(['print']),
    doc: /print dialog/i,
  },
];

/** A record of the rarer sense keeps this share of its score on a question of the common one (mutable only for the benchmark's sweeps). */
export const WORD_SENSE_TUNING = { share: 0.25 };

/** The senses a question means in the common sense only, for this language. */
function commonSensesIn(lang: string, question: string): WordSense[] {
  return SENSES.filter((s) => (s.lang === undefined || s.lang === lang) && s.common.test(question) && !s.rarer.test(question));
}

/** Whether a question says "log" as logging only (for tests and notes). */
export function meansLogging(question: string): boolean {
  return commonSensesIn('', question).includes(SENSES[0]);
}

/**
 * The rarer senses' records in `ranked` lowered in place where the question means the common one, its order
 * left as it was; whether any score changed. Only records named like the rarer sense are read (the store's
 * parse cache), a few per question.
 */
export function lowerRarerSenses(index: LangIndex, ranked: readonly ScoredRecord[], question: string): boolean {
  const senses = commonSensesIn(index.lang, question);
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
