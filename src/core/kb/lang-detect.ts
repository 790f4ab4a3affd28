/**
 * Detecting the language a question is about, for `lang: "auto"`. Evidence, strongest first: the
 * language named outright ("in Go"), code in the question or history, libraries that belong to one
 * language of the base (`pandas`, `lodash`, `tokio`), and the editor's language as the host's hint.
 */
import { EDITOR_LANGUAGES, REQUEST_LANGUAGES } from './languages';
import { isStopWord } from './tokenize';
import { LIBRARY_ALIASES } from './vocabulary';
import { emptyTable, ownValue } from '../../shared/lookup';

export interface DetectionInput {
  question: string;
  history?: readonly string[];
  /** VS Code languageId of the active editor, or a request language. */
  editorLang?: string;
  /** Lower-cased library name → the knowledge-base languages that have it (with its record count). */
  libraryLanguages: ReadonlyMap<string, ReadonlyArray<{ lang: string; size: number }>>;
  /** Languages present in the base. */
  available: readonly string[];
}

export interface Detection {
  lang: string;
  /** Votes per request language, for diagnostics and the benchmark. */
  votes: Record<string, number>;
}

/** Phrases that name a language. `go` and `c` are common words, so they need a context. */
const EXPLICIT: Array<[RegExp, string]> = [
  [/\btype\s*script\b|\btsx?\b(?!\s*=)|\.ts\b|\bdeno\b|\btsc\b|\btsconfig\b/i, 'typescript'],
  [/\bjava\s*script\b|\bnode(?:\.?js)?\b|\becmascript\b|\bnpm\b|\bjsx?\b|\.m?js\b/i, 'javascript'],
  [/\bpython\s*3?\b|\bpythonic\b|\.py\b|\bpip\b/i, 'python'],
  // "Go: walk a directory…" names the language as "C:" does below (bare "go" is an English verb).
  [/^\s*go\s*:|\bgolang\b|\b(?:in|using|with|for|idiomatic|write|a)\s+go\b(?!\s+(?:to|back|through|over|into|out|up|down|ahead|away)\b)|\bgo\s+(?:code|program|func(?:tion)?s?|module|package|struct|slices?|maps?|channels?|routines?|version|generics)\b|\bgo\s+(?:mod|get|build|vet)\s|\bgoroutines?\b/i, 'go'],
  [/\bjava\b(?!\s*script)|\bjvm\b|\bjdk\b|\bjunit\b|\bmaven\b|\bgradle\b|\bspring\s*boot\b/i, 'java'],
  [/\brust(?:lang)?\b|\bcargo\b|\bcrates?\b/i, 'rust'],
  // "C: read an integer…" names the language the way "Java:" or "TS:" do.
  [/^\s*c\s*:|\b(?:in|using|with|write|ansi|plain|pure|standard|idiomatic|a)\s+c\b(?![+#]|\s*\+\+)|\bc\s+(?:code|program|language|function|library|string|array|struct|header)s?\b|\bc(?:89|99|11|17)\b|\blibc\b|\bglibc\b|\bgcc\b/i, 'c'],
];

/**
 * Code shapes that give a language away. A line's indentation is `[ \t]*`, never `\s*`: with the `m`
 * flag `^` matches after every newline, and `^\s*` there would run over the rest of a run of blank
 * lines from each of them (quadratic: a question and history of newlines took a second).
 */
const CODE: Array<[RegExp, string]> = [
  [/^[ \t]*(?:def|class)\s+\w+.*:\s*$|^[ \t]*(?:import \w+(?:\.\w+)*(?: as \w+)?|from [\w.]+ import )\s*\S*|\bself\.\w+|\bprint\(f?["']|\belif\b|\bNone\b|\bTrue\b|\bFalse\b|__init__|\blambda \w+:|\basync\s+def\b/m, 'python'],
  [/\bconst \w+\s*=|\blet \w+\s*=(?!.*;\s*$)|\brequire\(['"]|\bconsole\.log\(|=>\s*[{(]|\bfunction\s*\w*\s*\(|\bdocument\.\w+|\bmodule\.exports\b|\bimport .* from ['"]/m, 'javascript'],
  // Built-ins only JavaScript has, named the way its code names them (`Array.prototype.reduce`,
  // `Promise.allSettled`, `localStorage`), whatever the prose around them.
  [/\.prototype\.\w|\bPromise\.(?:all|allSettled|race|any)\b|\b(?:localStorage|sessionStorage|structuredClone|URLSearchParams|setInterval|NodeList|querySelectorAll|addEventListener)\b/, 'javascript'],
  [/:\s*(?:string|number|boolean|void|any|unknown|never)\b[^.]|\bkeyof\b|\b(?:const|let)\s+\w+\s*:\s*[A-Z]\w*<|\binterface \w+\s*\{|\btype \w+\s*=|<\w+>\(|\bas const\b|\bimplements\b.*\{/m, 'typescript'],
  // TypeScript's utility types and the type-level features only its type system has.
  [/\b(?:ReturnType|Parameters|Partial|Required|Readonly|Pick|Omit|Exclude|Extract|NonNullable|InstanceType|Awaited)<|\b(?:template\s+literal|mapped|conditional|union|intersection|utility)\s+types?\b|\btype\s+(?:guards?|narrowing|predicates?|assertions?)\b/, 'typescript'],
  [/\bpackage main\b|\bfunc (?:\(\w+ \*?\w+\) )?\w+\(|:=|\bfmt\.\w+\(|\bgo func\b|\bchan \w+|\berr != nil\b/m, 'go'],
  [/\bpublic (?:static )?(?:void|class|final|int|String)\b|\bSystem\.out\.\w+|\bString\[\]|\bnew \w+<.*>\(|@Override\b|\bimport java\./m, 'java'],
  [/#\[derive\(|\bfn \w+(?:<.*>)?\(|\blet mut\b|\bimpl(?:<.*>)? \w+|\buse (?:std|crate)::|::new\(|\bprintln!\(|\bResult<|\bOption<|&str\b|\bunwrap\(\)/m, 'rust'],
  [/#include\s*<|\bpthread_[a-z]+\b|\bint main\s*\(|\bprintf\s*\(|\bmalloc\s*\(|\bsizeof\s*\(|\bchar\s*\*\s*\w+|->\w+|\bstruct \w+\s*\*|\bNULL\b/m, 'c'],
];

/** Words that introduce a library by name: "with chrono", "using reqwest", "the digest crate". */
const NAME_BEFORE = /(?:\b(?:use|uses|using|with|via|import|imports|from|require|crate|package|library|module)\s+|[`'"])$/i;
const NAME_AFTER = /^(?:\.\w|::|\/\w|\(|[`'"]|\s+(?:crate|package|library|module|lib)\b)/i;

function namedAsLibrary(text: string, at: number, word: string): boolean {
  return NAME_BEFORE.test(text.slice(Math.max(0, at - 12), at)) || NAME_AFTER.test(text.slice(at + word.length, at + word.length + 10));
}

/**
 * The text with each line cut to its first LINE_CHARS characters, for the patterns. Several of them
 * look along a line (`impl<.*>`, `import .* from`), which costs the rest of the line from every place
 * they start: on a 4,000-character line of `impl<` that is quadratic, on the thread that serves the
 * editor. A line of code shows its shape within its first characters.
 */
const LINE_CHARS = 256;
function linesCut(text: string): string {
  if (!LONG_LINE.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (line.length > LINE_CHARS ? line.slice(0, LINE_CHARS) : line))
    .join('\n');
}
const LONG_LINE = new RegExp(`[^\\n]{${LINE_CHARS + 1}}`);

/** Aliases that are also everyday words of programming in several languages: no evidence. */
const SHARED_ALIASES = new Set(['regex', 'regexp', 'json', 'http', 'array', 'promise', 'stream', 'streams', 'collections', 'node', 'sql', 'email', 'reflection']);

/** Usual library alias → the languages whose libraries it names (computed once, not per word). */
const ALIAS_LANGUAGES = new Map<string, string[]>();
for (const [lang, aliases] of Object.entries(LIBRARY_ALIASES)) {
  for (const alias of Object.keys(aliases)) {
    if (alias.length < 2 || SHARED_ALIASES.has(alias)) continue;
    ALIAS_LANGUAGES.set(alias, [...(ALIAS_LANGUAGES.get(alias) ?? []), lang]);
  }
}

export function detectLanguage(input: DetectionInput): Detection {
  const available = new Set(
    Object.keys(REQUEST_LANGUAGES).filter((lang) => input.available.includes(REQUEST_LANGUAGES[lang])),
  );
  const votes = emptyTable<number>();
  const vote = (lang: string, weight: number) => {
    if (available.has(lang)) votes[lang] = (votes[lang] ?? 0) + weight;
  };
  const texts: Array<[string, number]> = [[input.question, 1]];
  for (const turn of (input.history ?? []).slice(-6)) texts.push([turn, 0.5]);

  for (const [text, weight] of texts) {
    const shapes = linesCut(text);
    for (const [pattern, lang] of EXPLICIT) if (pattern.test(shapes)) vote(lang, 6 * weight);
    for (const [pattern, lang] of CODE) if (pattern.test(shapes)) vote(lang, 3 * weight);
    // Libraries that exist in exactly one language of the base (and their usual aliases).
    let libraryVotes = 0;
    for (const match of text.matchAll(/[A-Za-z_@][\w\-/@]*/g)) {
      const raw = match[0];
      const word = raw.toLowerCase();
      if (word.length < 2 || isStopWord(word)) continue;
      const langs = new Set<string>(ALIAS_LANGUAGES.get(word));
      const owners = input.libraryLanguages.get(word) ?? [];
      // A library name that is also an everyday word (`time`, `path`, `random`) is weak evidence
      // unless one language has it as a substantial library.
      // A library of the base that is also a word of programming prose ("sort a list", "the hex digest",
      // "split strings") counts only where the question uses it as a name: in code, or introduced as one.
      if (owners.length && (langs.size > 0 || namedAsLibrary(text, match.index ?? 0, raw))) {
        for (const owner of owners) if (owner.size >= 30 && word.length >= 4) langs.add(owner.lang);
      }
      if (langs.size === 1 && libraryVotes < 3) {
        const [only] = langs;
        vote(only, 3 * weight);
        libraryVotes++;
      }
    }
  }
  const hint = input.editorLang ? ownValue(EDITOR_LANGUAGES, input.editorLang.toLowerCase()) ?? input.editorLang.toLowerCase() : undefined;
  if (hint) vote(hint, 2.5);
  // TypeScript code is also JavaScript code: a TypeScript signal wins over bare JavaScript shapes.
  if (votes.typescript && votes.javascript) votes.typescript += votes.javascript * 0.5;

  let best: string | undefined;
  for (const [lang, weight] of Object.entries(votes)) {
    if (!best || weight > votes[best] || (weight === votes[best] && lang === hint)) best = lang;
  }
  const fallback = available.has('python') ? 'python' : [...available][0] ?? 'python';
  return { lang: best ?? (hint && available.has(hint) ? hint : fallback), votes };
}
