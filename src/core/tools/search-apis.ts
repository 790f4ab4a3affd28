/**
 * `search_apis`: the knowledge base's real signatures for a question or an API name, with their
 * one-line docs, formatted small enough to sit in a model's context (about 3 lines per API).
 */
import { z } from 'zod';
import { ACCEPTED_LANGUAGES } from '../schema';
import type { RetrievedApi } from '../kb/types';
import { unavailableBase } from './base-ready';
import type { ToolDefinition, ToolDeps, ToolResult } from './types';

export const SEARCH_DEFAULT_K = 8;
export const SEARCH_MAX_K = 25;
/** A signature longer than this is cut (the base's own are already at most ~400 characters). */
const MAX_SIG_CHARS = 300;
/** With a library filter, this many candidates are ranked before filtering. */
const FILTER_POOL = 60;

const input = z
  .object({
    query: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .describe(
        "What you need, in words ('read a CSV file into a data frame', 'HTTP GET with a timeout') or an API name ('DataFrame.groupby', 'http.NewRequest', 'tokio::spawn').",
      ),
    language: z
      .enum(ACCEPTED_LANGUAGES)
      .optional()
      .describe('The programming language of the code being written. Omit it to detect the language from the query.'),
    library: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe("Only APIs of this library or package, as imported: 'pandas', 'net/http', 'java.util', 'serde_json', 'stdio'."),
    k: z.number().int().min(1).max(SEARCH_MAX_K).optional().describe(`How many APIs to return (default ${SEARCH_DEFAULT_K}, at most ${SEARCH_MAX_K}).`),
  })
  .strict();

export type SearchApisInput = z.infer<typeof input>;

/** `a::b`, `a/b`, `a#b`, `A.prototype.b` → `a.b`, lower-case: how names are compared (eval README). */
export function normaliseApiName(name: string): string {
  return name
    .trim()
    .replace(/\(.*$/s, '')
    .replace(/\.prototype\./g, '.')
    .replace(/::|[/#]/g, '.')
    .toLowerCase();
}

/** True when the query reads as one API name rather than a sentence. */
function looksLikeName(query: string): boolean {
  return !/\s/.test(query.trim()) && /[.:/#_A-Z]/.test(query.trim());
}

function ofLibrary(api: RetrievedApi, library: string): boolean {
  const lib = api.lib.toLowerCase();
  const want = library.toLowerCase();
  return lib === want || lib.startsWith(`${want}.`) || lib.startsWith(`${want}/`) || lib.startsWith(`${want}::`);
}

/** True when the API's name is the query, or ends with it on a name boundary. */
function isNamed(api: RetrievedApi, query: string): boolean {
  const q = normaliseApiName(query);
  const n = normaliseApiName(api.name);
  return n === q || n.endsWith(`.${q}`);
}

/** APIs whose name is the query come first, in rank order. */
function exactNamesFirst(apis: RetrievedApi[], query: string): RetrievedApi[] {
  if (!looksLikeName(query)) return apis;
  return [...apis.filter((a) => isNamed(a, query)), ...apis.filter((a) => !isNamed(a, query))];
}

/**
 * A bare API name says little about its language (`computeIfAbsent`, `Array.prototype.flatMap` read as
 * Python): when the detected language has no API of that name, the other languages are asked too, and
 * the APIs so named are the answer, from the language that has most of them.
 */
async function byNameElsewhere(deps: ToolDeps, query: string, tried: string, k: number): Promise<{ lang: string; apis: RetrievedApi[] } | undefined> {
  const others = deps.kb.languages().filter((l) => l !== tried && !(tried === 'typescript' && l === 'javascript'));
  const found = await Promise.all(
    others.map(async (lang) => {
      const r = await deps.kb.retrieve({ question: query, lang, k: Math.max(10, k), allowWeak: true });
      return { lang: r.lang, apis: r.apis.filter((a) => isNamed(a, query)) };
    }),
  );
  // The language where most APIs carry the name (Java's Map and HashMap.computeIfAbsent over one Go
  // package's method of that name); the first on a tie.
  const hit = found.reduce<(typeof found)[number] | undefined>((best, f) => (f.apis.length > (best?.apis.length ?? 0) ? f : best), undefined);
  return hit ? { lang: hit.lang, apis: hit.apis.slice(0, k) } : undefined;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function formatApis(apis: readonly RetrievedApi[]): string {
  return apis
    .map((a) => {
      const lines = [`- ${a.name}  [${a.lib}]`, `  ${cut(a.sig, MAX_SIG_CHARS)}`];
      if (a.doc) lines.push(`  ${a.doc}`);
      return lines.join('\n');
    })
    .join('\n');
}

async function run(deps: ToolDeps, args: SearchApisInput): Promise<ToolResult> {
  const k = args.k ?? SEARCH_DEFAULT_K;
  const unavailable = await unavailableBase(deps);
  if (unavailable) return unavailable;
  const library = args.library;
  // Naming the library in the question lets detection find its language and ranking favour it.
  const question = library && !args.query.toLowerCase().includes(library.toLowerCase()) ? `${args.query} using ${library}` : args.query;
  const result = await deps.kb.retrieve({
    question,
    lang: args.language ?? 'auto',
    k: library ? Math.max(FILTER_POOL, k) : k,
    allowWeak: true,
    ...(library ? { preferredLibs: [library] } : {}),
  });
  let ranked = exactNamesFirst(library ? result.apis.filter((a) => ofLibrary(a, library)) : result.apis, args.query);
  let lang = result.lang;
  let how = result.autoDetected ? ' (detected from the query)' : '';
  if (!args.language && !library && looksLikeName(args.query) && !ranked.some((a) => isNamed(a, args.query))) {
    const elsewhere = await byNameElsewhere(deps, args.query, result.lang, k);
    if (elsewhere) {
      ranked = elsewhere.apis;
      lang = elsewhere.lang;
      how = ' (the language with an API of that name)';
    }
  }
  const apis = ranked.slice(0, k);
  const where = `${lang}${how}${library ? `, library ${library}` : ''}`;
  const text = apis.length
    ? `${apis.length} API${apis.length === 1 ? '' : 's'} from the knowledge base, ${where}, best first:\n${formatApis(apis)}`
    : `No API in the knowledge base matched, ${where}.${library ? ' Try without the library, or check its name as imported.' : ' Try other words or the language parameter.'}`;
  return {
    text,
    data: {
      language: lang,
      auto_detected: !args.language,
      ...(library ? { library } : {}),
      apis: apis.map((a) => ({ lib: a.lib, name: a.name, kind: a.kind, sig: a.sig, doc: a.doc, score: Math.round(a.score * 1e4) / 1e4 })),
    },
  };
}

export const searchApis: ToolDefinition<typeof input> = {
  name: 'search_apis',
  title: 'Search real library APIs',
  description:
    'Look up real API signatures (functions, methods, classes, with their parameters and a one-line doc) in an offline knowledge base of Python, JavaScript/TypeScript, Go, Java, Rust and C libraries. ' +
    'Call it before writing code that uses a library API you are not certain of, to get exact names and parameters instead of guessing. ' +
    'Give a task in words or an API name; optionally the language and a library to restrict to.',
  input,
  run,
};
