/**
 * The retrieval engine over loaded records: language choice, library awareness, ranking, context.
 * Synchronous and pure; it runs inside the worker thread (see worker.ts), and directly in tests.
 */
import { formatContext } from './context';
import { buildLangIndex, type LangIndex } from './inverted-index';
import type { IntentModel } from './intents';
import { detectLanguage } from './lang-detect';
import { knowledgeBaseLanguage } from './languages';
import { searchIndex } from './search';
import { librariesNamedIn } from './libraries-named';
import { resolveStaples, type LanguageStaples } from './staples';
import type { LanguageUsage } from './load';
import type { ApiRecord, RetrievalQuery, RetrievalResult, RetrievedApi } from './types';
import { emptyTable } from '../../shared/lookup';
import { LIBRARY_ALIASES } from './vocabulary';

export const DEFAULT_K = 10;
export const MAX_K = 100;

/** A language without usual aliases (a table without a prototype, like the others: see lookup.ts). */
const NO_ALIASES: Readonly<Record<string, string>> = emptyTable();

const WARM_UP_QUESTIONS = [
  'read a file line by line',
  'sort a list of items by key',
  'parse a date string and format it',
  'send an HTTP request with a timeout and retry on failure',
  'Reads a table of records from a file, groups them by category, computes the mean and the count of ' +
    'each group, writes the summary to a new file and draws a bar chart of the counts with a title and ' +
    'labelled axes, returning the summary and the chart.',
];

export class RetrievalEngine {
  private readonly indexes = new Map<string, LangIndex>();
  private readonly libraryLanguages = new Map<string, Array<{ lang: string; size: number }>>();

  /** Adds one language's records (the loader calls it per data file, yielding in between). */
  addLanguage(lang: string, records: ApiRecord[], usage?: LanguageUsage, intents?: IntentModel, staples?: LanguageStaples): void {
    this.addIndex(buildLangIndex(lang, records, usage), intents, staples);
  }

  /** Adds a language whose index was built elsewhere (the shipped, prebuilt index). */
  addIndex(index: LangIndex, intents?: IntentModel, staples?: LanguageStaples): void {
    const lang = index.lang;
    if (intents) index.intents = intents;
    if (staples) index.staples = resolveStaples(index, staples);
    this.indexes.set(lang, index);
    index.libs.forEach((lib, id) => {
      const key = lib.toLowerCase();
      const list = this.libraryLanguages.get(key) ?? [];
      list.push({ lang, size: index.libSize[id] });
      this.libraryLanguages.set(key, list);
    });
  }

  /**
   * Runs a few queries per language so the first real question does not pay for compilation and
   * lazily built structures (the sorted vocabulary, Fuse.js buckets): short ones, and a long task
   * description, whose paths (many terms, many neighbours, one search per clause) short ones never
   * reach. One round: more only keeps both cores busy while the first questions arrive (measured).
   * `only`: just that language (the worker warms a language up once it has loaded it).
   */
  warmUp(only?: string): void {
    for (const lang of this.indexes.keys()) {
      if (only !== undefined && lang !== knowledgeBaseLanguage(only)) continue;
      for (const question of WARM_UP_QUESTIONS) this.retrieve({ question, lang, k: 10, allowWeak: true });
    }
  }

  languages(): string[] {
    return [...this.indexes.keys()].sort();
  }

  recordCount(): number {
    let n = 0;
    for (const index of this.indexes.values()) n += index.records.size;
    return n;
  }

  retrieve(query: RetrievalQuery): RetrievalResult {
    const history = (query.history ?? []).map((h) => h.content);
    const userHistory = (query.history ?? []).filter((h) => h.role === 'user').map((h) => h.content);
    let lang = query.lang && query.lang !== 'auto' ? query.lang : undefined;
    const autoDetected = !lang;
    if (!lang) {
      lang = detectLanguage({
        question: query.question,
        history,
        editorLang: query.editorLang,
        libraryLanguages: this.libraryLanguages,
        available: this.languages(),
      }).lang;
    }
    const index = this.indexes.get(knowledgeBaseLanguage(lang));
    if (!index) return { lang, autoDetected, apis: [], context: '' };

    const k = Math.min(Math.max(1, query.k ?? DEFAULT_K), MAX_K);
    const aliases = LIBRARY_ALIASES[index.lang] ?? NO_ALIASES;
    const mentionedLibs = librariesNamedIn(index, [query.question, ...userHistory.slice(-3)].join('\n'), aliases);
    const preferredLibs = new Set((query.preferredLibs ?? []).map((l) => l.toLowerCase()).filter((l) => index.libIds.has(l)));
    const hits = searchIndex(index, {
      question: query.question,
      history: userHistory,
      mentionedLibs,
      preferredLibs,
      k,
      allowWeak: query.allowWeak === true,
    });
    const apis: RetrievedApi[] = hits.map((hit) => {
      const r = index.records.get(hit.index);
      return { lang: r.lang, lib: r.lib, name: r.name, kind: r.kind, sig: r.sig, doc: r.doc, score: hit.score };
    });
    const formatted = formatContext(apis);
    return { lang, autoDetected, apis: formatted.apis, context: formatted.context };
  }
}
