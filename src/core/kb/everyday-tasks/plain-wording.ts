/**
 * A question said again in the words the everyday-task table's patterns are written in: a user says
 * "folder", "get rid of", "turn the bytes into an integer", "how many lines", "order the list by age",
 * where the patterns say "directory", "remove", "convert … to", "the number of", "sort". The table is
 * matched against both the question and this rewording (everyday-tasks.ts), so nothing the question's
 * own words matched is lost; the ranking's routes read the words the rewording adds (`plainWordsAdded`,
 * search.ts).
 *
 * Each rewrite is general English, one way of saying a thing mapped to the way programmers and the
 * table say it; none names an API. They were written from the misses of one half of the paraphrased
 * everyday questions (`bench/everyday-paraphrases.jsonl`, the half whose original's sha256 is even) and
 * measured on the other half (README, "How far the table's phrasings carry").
 *
 * Every pattern is linear: no nested quantifier, and a repeated part is bounded (a question of many
 * thousand characters costs what reading it does: test/unit/kb/plain-wording.test.ts).
 */

/** [how a question may say it, how the table says it]; applied in order, each to the previous one's result. */
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  // Abbreviations a terse question uses.
  [/\bdirs?\b/gi, 'directory'],
  [/\benv\b/gi, 'environment'],
  [/\bints?\b/gi, 'integer'],
  [/\bchars?\b/gi, 'character'],
  [/\bstrs?\b/gi, 'string'],
  [/\bms\b/gi, 'milliseconds'],
  [/\bdeg\b/gi, 'degrees'],
  [/\brad\b/gi, 'radians'],
  // Everyday nouns for the programmer's.
  [/\bsub-?folders?\b/gi, 'subdirectories'],
  [/\bfolders\b/gi, 'directories'],
  [/\bfolder\b/gi, 'directory'],
  [/\bdictionaries\b/gi, 'maps'],
  [/\bdictionary\b/gi, 'map'],
  [/\b(?:photos?|pictures?)\b/gi, 'image'],
  // Everyday verbs for the programmer's.
  [/\bget(?:s|ting)?\s+rid\s+of\b/gi, 'remove'],
  [/\bmak(?:e|es|ing)\s+sure\b/gi, 'check'],
  [/\bverify(?:ing)?\b|\bverifies\b/gi, 'check'],
  [/\bflip(?:s|ped|ping)?\b/gi, 'reverse'],
  [/\bwip(?:e|es|ed|ing)\b(?=\s+(?:out\s+)?(?:the\s+|my\s+|a\s+)?(?:console|terminal|screen))/gi, 'clear'],
  [/\bgrab(?:s|bed|bing)?\b/gi, 'get'],
  [/\bpull(?:s|ed|ing)?\s+out\b|\bpull(?:s|ed|ing)?\b(?=\s+(?:out\s+)?(?:the|a|an|all|just|every)\b)/gi, 'get'],
  [/\b(?:fire|fires|fired|firing|send|sends|sending)\s+off\b|\b(?:send|sends|sending)\s+out\b/gi, 'send'],
  [/\badd(?:s|ed|ing)?\s+up\b/gi, 'sum'],
  [/\bloop(?:s|ed|ing)?\s+(?:over|through)\b/gi, 'iterate over'],
  [/\bblock(?:s|ed|ing)?\s+until\b/gi, 'wait until'],
  [/\bscal(?:e|es|ed|ing)\b(?=\s+(?:an?\s+|the\s+|my\s+)?image)/gi, 'resize'],
  // "order a list" (the verb, not "in order" or "the order of"): sort; an order made random is a shuffle, no sort.
  [/(?<!\brandomly\s)\b(?:order|orders|ordering|reorder|reorders|reordering)\b(?=\s+(?:a|an|the|my|this|these|its|their|all|items|elements|entries|values|objects|records|names|strings|numbers|lists?|arrays?|maps?)\b)(?![^.;:!?]{0,40}\brandom)/gi, 'sort'],
  // Constructions: "turn X into Y" is a conversion, "a copy of X" a copy, "X comparison" a comparison of X.
  [/\bturn(?:s|ed|ing)?((?:\s+[^\s.;:!?]+){1,8}?)\s+into\b/gi, 'convert$1 to'],
  [/\b(?:make|makes|making|get|gets|getting|create|creates|creating|take|takes|taking|need|want)\s+a\s+copy\s+of\b/gi, 'copy'],
  [/\b(\w+)\s+comparison\b/gi, 'compare $1s'],
  [/\b(\w+)\s+serialization\b/gi, 'serialize $1'],
  [/\b(\w+)\s+traversal\b/gi, 'traverse $1'],
  [/\bhow\s+many\b/gi, 'the number of'],
  [/\bthe\s+final\b/gi, 'the last'],
  [/\b(?:is|are)\s+made\s+up\s+of\b/gi, 'contains'],
  [/\b(digits|letters|numbers|whitespace)\s+only\b/gi, 'only $1'],
  [/\b(?:can'?t|cannot|can\s+not)\s+be\s+(?:modified|changed)\b/gi, 'is immutable'],
  [/\bunmodifiable\b/gi, 'immutable'],
  [/\b(?:is|are)\s+present\b|\b(?:is|are)\s+(?:actually\s+)?there\b(?=\s*(?:$|[.?!,;]|on\s+disk\b))/gi, 'exists'],
  [/\bwithout\s+blocking\b/gi, 'asynchronously'],
  [/\bwhat\s+(year|month|day|date|time)\s+is\s+it\b/gi, 'get the current $1'],
  [/\b(?:largest|biggest|highest)\s+to\s+(?:smallest|lowest)\b/gi, 'descending order'],
  [/\b(?:smallest|lowest)\s+to\s+(?:largest|biggest|highest)\b/gi, 'ascending order'],
];

/** The question in the table's words, or the question itself when no rewrite applies. */
export function plainWording(question: string): string {
  let text = question;
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement);
  return text;
}

/**
 * The words the question's plain wording has and the question does not ("remove directory" for "getting rid
 * of a folder"), each once, lower-cased and joined by spaces; empty when no rewrite applies.
 */
export function plainWordsAdded(question: string): string {
  const plain = plainWording(question);
  if (plain === question) return '';
  const own = new Set(wordsOf(question));
  return [...new Set(wordsOf(plain).filter((word) => !own.has(word)))].join(' ');
}

function wordsOf(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase());
}
