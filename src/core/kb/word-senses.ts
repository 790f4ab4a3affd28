/**
 * A word with two senses in programming, read in the one the question means: "log" is logging ("write log
 * messages to a file", "wrap a function to log every call", "for debug logs") far more often than it is the
 * logarithm, yet the logarithm's record carries the word as its whole name (`Math.log`, `math.Log`, C's `log`,
 * `f64::log`), the strongest match a word can make. Asked the bench's everyday questions about logging, 35 of
 * 52 pages had a logarithm on them, 14 of them first or second ("Turning an array into text so I can log it":
 * `java.lang.Math.log`, `Math.log`, `f64::log` first).
 *
 * A question that says "log" only in the logging sense (its inflections, "log file", "log output", "to log",
 * "event log") and nowhere in the logarithm's ("logarithm", "log of", "log base 10", "natural log", "log2",
 * "log scale", `log` written as code) has the logarithm records' scores lowered; the loggers keep theirs
 * (`console.log`, Go's `log` package, `logging`: their documents do not say "logarithm").
 */
import type { LangIndex } from './inverted-index';
import type { ScoredRecord } from './search';

/** "Log" in the logging sense. */
const LOGGING =
  /\blog(?:s|ged|ging|gers?)\b|\blog\s+(?:messages?|output|files?|entr(?:y|ies)|levels?|lines?|records?|rotation|it|them|this|that|every|each|all|an?\s+(?:error|warning|message|line)|the\s+(?:errors?|messages?|requests?|calls?|results?|events?|exceptions?))\b|\b(?:event|error|access|debug|audit|system|application|server|console)\s+logs?\b|\b(?:to|and|then|also)\s+log\b/i;

/** "Log" as the logarithm (`log` as code: "the functions `sqrt`, `log`, `exp`"). */
const LOGARITHM =
  /\blogarithm\w*|\blog\s+(?:of|base)\b|\bnatural\s+log\b|\blog\s*(?:2|10|1p)\b|\bln\b|\blog[\s-]+(?:scales?|scaled|transform\w*|space|likelihoods?|normal|probabilit\w*|odds|returns|loss|sum)\b|\blog\s*\(|`log`|\bO\([^()]{0,16}\blog\b/i;

/** The last names a logarithm goes by in the bases' languages (checked against the record's document too). */
const LOGARITHM_NAMES = new Set(['log', 'ln', 'log10', 'log2', 'log1p', 'logf', 'logl', 'log10f', 'log10l', 'log2f', 'log2l', 'log1pf', 'log1pl', 'ln_1p']);

/** A logarithm on a question about logging keeps this share of its score (mutable only for the benchmark's sweeps). */
export const WORD_SENSE_TUNING = { share: 0.25 };

/** Whether a question says "log" in the logging sense only. */
export function meansLogging(question: string): boolean {
  return LOGGING.test(question) && !LOGARITHM.test(question);
}

/**
 * The logarithms in `ranked` lowered in place when the question means logging, its order left as it was;
 * whether any score changed. Only records whose last name is a logarithm's are read, so a question costs a
 * few look-ups of the store's parse cache.
 */
export function lowerLogarithmsWhenLogging(index: LangIndex, ranked: readonly ScoredRecord[], question: string): boolean {
  if (!meansLogging(question)) return false;
  let changed = false;
  for (const r of ranked) {
    if (!LOGARITHM_NAMES.has(lastNameOf(index, r.index))) continue;
    if (!/logarithm/i.test(index.records.get(r.index).doc ?? '')) continue;
    r.score *= WORD_SENSE_TUNING.share;
    changed = true;
  }
  return changed;
}

/** A record's last name (the index keeps them lowercased: `math.Log` → `log`). */
function lastNameOf(index: LangIndex, record: number): string {
  return index.lastNames[index.lastNameOf[record]];
}
