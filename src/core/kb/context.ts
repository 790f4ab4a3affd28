/** Formatting the chosen APIs into the lines the model is shown, within a token budget. */
import type { RetrievedApi } from './types';

/** Roughly 4 characters a token for code and English; exactness does not matter, the bound does. */
const CHARS_PER_TOKEN = 4;
export const DEFAULT_CONTEXT_TOKENS = 1500;

function line(api: RetrievedApi, docBudget: number): string {
  const doc = api.doc && docBudget > 0 ? ` — ${api.doc.length > docBudget ? api.doc.slice(0, docBudget - 1) + '…' : api.doc}` : '';
  return `${api.name} :: ${api.sig}${doc}`;
}

/**
 * One API per line, `name :: signature — doc`, best first. When the lines would exceed the budget,
 * docs are shortened first, then the weakest APIs are dropped: the returned `apis` are exactly the
 * ones whose lines are in `context`, so `api_count` always equals the number of lines.
 */
export function formatContext(apis: RetrievedApi[], maxTokens = DEFAULT_CONTEXT_TOKENS): { context: string; apis: RetrievedApi[] } {
  const budget = maxTokens * CHARS_PER_TOKEN;
  for (const docBudget of [200, 100, 0]) {
    const lines = apis.map((api) => line(api, docBudget));
    const total = lines.reduce((sum, l) => sum + l.length + 1, 0);
    if (total <= budget) return { context: lines.join('\n'), apis };
  }
  const kept: RetrievedApi[] = [];
  const lines: string[] = [];
  let used = 0;
  for (const api of apis) {
    const l = line(api, 0);
    if (used + l.length + 1 > budget) break;
    kept.push(api);
    lines.push(l);
    used += l.length + 1;
  }
  return { context: lines.join('\n'), apis: kept };
}
