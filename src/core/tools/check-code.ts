/**
 * `check_code`: the hallucination guard for other assistants. A model that has written code asks
 * whether every library API it calls exists; invented names come back with the nearest real ones, and
 * imports that are no published package (or a typosquat of a well-known one) are named. Runs in the
 * knowledge base's worker (`KnowledgeBase.check`), like the guard under /api/generate.
 */
import { z } from 'zod';
import type { CheckReport } from '../check/types';
import { describeFlagged, flaggedNames } from '../../shared/protocol';
import { unavailableBase } from './base-ready';
import type { ToolDefinition, ToolDeps, ToolResult } from './types';

const CHECK_LANGUAGES = ['python', 'javascript', 'typescript', 'go', 'java', 'rust', 'c'] as const;
/** A snippet, not a repository: long enough for a whole answer's code. */
const MAX_CODE_CHARS = 20_000;

const input = z
  .object({
    code: z.string().min(1).max(MAX_CODE_CHARS).describe('The code to check, as written (imports included: names are resolved through them).'),
    language: z.enum(CHECK_LANGUAGES).describe('The language of the code.'),
  })
  .strict();

export type CheckCodeInput = z.infer<typeof input>;

function summarise(report: CheckReport): string {
  const flagged = flaggedNames(report);
  const known = report.calls.filter((c) => c.status === 'known').length;
  const unresolved = report.calls.filter((c) => c.status === 'unresolved').length;
  const head = `${report.calls.length} library name${report.calls.length === 1 ? '' : 's'} checked (${report.lang}): ${known} known, ${unresolved} not judged (types unknown or libraries the base does not cover)`;
  if (flagged.length === 0) return `${head}; nothing invented found.`;
  return `${head}; ${flagged.length} flagged:\n${flagged.map((f) => `- ${f.written}: ${describeFlagged(f)}`).join('\n')}`;
}

async function run(deps: ToolDeps, args: CheckCodeInput): Promise<ToolResult> {
  const unavailable = await unavailableBase(deps);
  if (unavailable) return unavailable;
  const report = await deps.kb.check!({ code: args.code, lang: args.language });
  return {
    text: summarise(report),
    data: {
      language: report.lang,
      invented: report.invented,
      unknown_libraries: report.unknown_libraries,
      calls: report.calls.map((c) => ({ name: c.name, written: c.written, status: c.status, line: c.line, suggestions: c.suggestions })),
    },
  };
}

export const checkCode: ToolDefinition<typeof input> = {
  name: 'check_code',
  title: 'Check code for invented APIs',
  description:
    'Check code you wrote against an offline knowledge base of real library APIs (Python, JavaScript/TypeScript, Go, Java, Rust, C) before giving it to the user. ' +
    'Returns the names that do not exist in their library (with the nearest real APIs) and imports that are not published packages or are typosquats of well-known ones. ' +
    'Methods on values of unknown type are not judged, so an empty list means nothing invented was found, not a proof.',
  input,
  available: (deps) => typeof deps.kb.check === 'function',
  run,
};
