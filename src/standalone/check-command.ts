/**
 * `grounded-code check`: the hallucination guard from the command line. One file (or stdin) gives a
 * readable report; `--batch FILE.jsonl` reads `{"id","lang","code"}` lines and writes one JSON line
 * each, in input order: `{"id","invented","unknown_libraries","calls":[{"name","status","suggestions"}]}`,
 * or `{"id","error"}` for a line it cannot read.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { checkAnswer } from '../core/check/answer';
import type { CheckReport } from '../core/check/types';
import type { KnowledgeBase } from '../core/kb/types';
import { ACCEPTED_LANGUAGES, normaliseLang } from '../core/request-language';
import { runBatch } from './batch';
import { ArgsError } from './args';

/** File extensions → request language, for `check FILE` without `--lang`. */
const EXTENSIONS: Record<string, string> = {
  '.py': 'python', '.js': 'javascript', '.mjs': 'javascript', '.cjs': 'javascript', '.jsx': 'javascript', '.ts': 'typescript',
  '.tsx': 'typescript', '.go': 'go', '.java': 'java', '.rs': 'rust', '.c': 'c', '.h': 'c',
};

export function languageOf(file: string, given: string | undefined): string | undefined {
  if (given !== undefined) {
    const lang = normaliseLang(given);
    if (!lang || lang === 'auto') throw new ArgsError(`--lang must be one of ${ACCEPTED_LANGUAGES.join(', ')}, not "${given}".`);
    return lang;
  }
  return EXTENSIONS[path.extname(file).toLowerCase()];
}

async function readInput(file: string): Promise<string> {
  if (file !== '-') return fs.readFile(file, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The report a person reads: flagged names first, with suggestions; then a one-line summary. */
export function formatReport(report: CheckReport, source: string): string {
  const out: string[] = [];
  for (const u of report.unknown_libraries) {
    out.push(`${source}:${u.line}: unknown library "${u.name}"${u.reason === 'typosquat' ? ` (a near miss of ${u.imitates}: possibly a typosquat)` : ' (not in the knowledge base, not a known published package)'}`);
  }
  for (const c of report.calls.filter((x) => x.status === 'invented')) {
    out.push(`${source}:${c.line}:${c.column}: invented ${c.use === 'call' ? 'call' : 'name'} ${c.name}${c.written !== c.name ? ` (written ${c.written})` : ''}: ${c.library} has no such member${c.suggestions.length ? `; did you mean ${c.suggestions.join(', ')}?` : ''}`);
  }
  const count = (s: string) => report.calls.filter((c) => c.status === s).length;
  out.push(
    `${report.lang}: ${report.calls.length} name${report.calls.length === 1 ? '' : 's'} into libraries — ${count('known')} known, ` +
      `${count('invented')} invented, ${count('unknown_library')} through unknown libraries, ${count('unresolved')} unresolved; ` +
      `${report.unknown_libraries.length} unknown ${report.unknown_libraries.length === 1 ? 'library' : 'libraries'}`,
  );
  return out.join('\n') + '\n';
}

/** Exit status: 0 when nothing is flagged, 1 when something is. */
export async function checkOne(kb: KnowledgeBase, file: string, langOption: string | undefined, json: boolean): Promise<number> {
  const code = await readInput(file);
  const lang = languageOf(file, langOption);
  const fenced = /^(```|~~~)/m.test(code);
  let report: CheckReport;
  if (fenced || !lang) {
    if (!fenced) throw new ArgsError('Cannot tell the language of the code: give --lang (or a file name with its extension).');
    report = await checkAnswer((input) => kb.check(input), code, lang ?? 'auto');
  } else report = await kb.check({ code, lang });
  process.stdout.write(json ? `${JSON.stringify(report)}\n` : formatReport(report, file === '-' ? '<stdin>' : file));
  return report.flagged > 0 ? 1 : 0;
}

/** The batch line of a report: the fields the issue's contract names, in that order. */
export function batchLine(id: unknown, report: CheckReport): string {
  return JSON.stringify({
    id,
    invented: report.invented,
    unknown_libraries: report.unknown_libraries.map((u) => u.name),
    calls: report.calls.map((c) => ({ name: c.name, status: c.status, suggestions: c.suggestions })),
  });
}

export function checkBatch(kb: KnowledgeBase, file: string, defaultLang: string | undefined): Promise<number> {
  return runBatch({
    file,
    inFlight: 8,
    failedWord: 'could not be read',
    failed: (id, error) => JSON.stringify({ id, error }),
    async answer(o) {
      if (typeof o.code !== 'string') throw new Error('"code" must be a string');
      const given = o.lang === undefined || o.lang === null ? defaultLang : String(o.lang);
      const lang = given === undefined ? undefined : normaliseLang(given);
      if (!lang || lang === 'auto') throw new Error(`"lang" must be one of ${ACCEPTED_LANGUAGES.join(', ')}`);
      return batchLine(o.id ?? null, await kb.check({ code: o.code, lang }));
    },
  });
}
