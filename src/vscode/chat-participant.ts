/**
 * `@grounded` in VS Code's chat view. A question is answered by the editor's own language model
 * (`request.model`: whatever the user picked, no key of ours) with the knowledge base's signatures
 * for it in the prompt, and the APIs it was given are listed as references that open their page.
 * `/search` lists the matching APIs without a model; `/check` runs the hallucination guard on the code in the message. Each request is one call of the window's
 * per-minute tool budget (it uses the base, not the generation quota: the model is the user's).
 *
 * (`/check`, the code checker of the hallucination-guard issue, joins as a second command in
 * package.json and a branch below once the checker is in the registry.)
 */
import * as vscode from 'vscode';
import type { HistoryEntry, RetrievedApi } from '../core/kb/types';
import { buildMessages } from '../core/prompt';
import { ToolRateLimitedError } from '../core/tools/registry';
import { apiUri } from './api-reference';
import { editorLanguage } from './editor-actions';
import { EDITOR_CALLER } from './lm-tools';
import type { Runtime } from './runtime';
import { codeBlocks } from './text';

export const PARTICIPANT_ID = 'groundedCode.grounded';
const KB_WAIT_MS = 30_000;
const HISTORY_TURNS = 6;

function historyOf(context: vscode.ChatContext): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  for (const turn of context.history) {
    if (turn instanceof vscode.ChatRequestTurn) out.push({ role: 'user', content: turn.prompt });
    else if (turn instanceof vscode.ChatResponseTurn) {
      const text = turn.response.map((p) => (p instanceof vscode.ChatResponseMarkdownPart ? p.value.value : '')).join('');
      if (text) out.push({ role: 'assistant', content: text });
    }
  }
  return out.slice(-HISTORY_TURNS);
}

function references(stream: vscode.ChatResponseStream, apis: readonly RetrievedApi[]): void {
  for (const a of apis) stream.reference(apiUri(a));
}

async function searchCommand(rt: Runtime, request: vscode.ChatRequest, stream: vscode.ChatResponseStream, token: vscode.CancellationToken) {
  if (!request.prompt.trim()) {
    stream.markdown('Give a task or an API name after `/search`, e.g. `/search read a CSV file into a data frame`.');
    return { metadata: { command: 'search' } };
  }
  stream.progress('Searching the knowledge base…');
  const controller = new AbortController();
  const sub = token.onCancellationRequested(() => controller.abort());
  try {
    const result = await (await rt.tools()).call('search_apis', { query: request.prompt }, { caller: EDITOR_CALLER, signal: controller.signal });
    const apis = (result.data.apis ?? []) as RetrievedApi[];
    const lang = String(result.data.language ?? '');
    stream.markdown(apis.length ? `${apis.length} real APIs (${lang}):\n\n` : result.text);
    for (const a of apis) {
      stream.markdown(`- **${a.name}** \`${a.lib}\`${a.doc ? ` — ${a.doc}` : ''}\n`);
      stream.markdown(new vscode.MarkdownString().appendCodeblock(a.sig, lang));
    }
    references(stream, apis.map((a) => ({ ...a, lang })));
    return { metadata: { command: 'search', apis: apis.map((a) => a.name) } };
  } finally {
    sub.dispose();
  }
}

const CHECKED_LANGUAGES = new Set(['python', 'javascript', 'typescript', 'go', 'java', 'rust', 'c']);

/** `/check`: the code in the message (its fenced blocks, or the whole text) through the guard, no model. */
async function checkCommand(rt: Runtime, request: vscode.ChatRequest, stream: vscode.ChatResponseStream, token: vscode.CancellationToken) {
  const fenced = codeBlocks(request.prompt);
  const blocks = fenced.length ? fenced : request.prompt.trim() ? [{ lang: '', code: request.prompt }] : [];
  if (blocks.length === 0) {
    stream.markdown('Paste code after `/check` (in a fenced block with its language, e.g. ```python), and its library calls are checked against the knowledge base.');
    return { metadata: { command: 'check' } };
  }
  stream.progress('Checking the code against the knowledge base…');
  const controller = new AbortController();
  const sub = token.onCancellationRequested(() => controller.abort());
  const flagged: string[] = [];
  try {
    const tools = await rt.tools();
    const fallback = editorLanguage(vscode.window.activeTextEditor?.document.languageId) ?? 'python';
    for (const block of blocks) {
      const tag = block.lang.toLowerCase();
      const language = CHECKED_LANGUAGES.has(tag) ? tag : CHECKED_LANGUAGES.has(fallback) ? fallback : 'python';
      const result = await tools.call('check_code', { code: block.code, language }, { caller: EDITOR_CALLER, signal: controller.signal });
      stream.markdown(`${result.text}\n\n`);
      for (const name of (result.data.invented ?? []) as string[]) flagged.push(name);
    }
    return { metadata: { command: 'check', invented: flagged } };
  } finally {
    sub.dispose();
  }
}

async function answer(rt: Runtime, request: vscode.ChatRequest, context: vscode.ChatContext, stream: vscode.ChatResponseStream, token: vscode.CancellationToken) {
  const tools = await rt.tools();
  const budget = tools.budget.take(EDITOR_CALLER);
  if (!budget.ok) throw new ToolRateLimitedError(budget.retryAfter);
  const core = await rt.coreReady;
  stream.progress('Looking up real APIs…');
  if (!(await core.kb.whenReady(KB_WAIT_MS))) {
    stream.markdown(`The knowledge base is not available (${core.kb.failure() ?? 'still loading'}); answering without it.\n\n`);
  }
  const history = historyOf(context);
  const editorLang = rt.editors.editor()?.document.languageId;
  // The generation path's retrieval: confident matches only, so a model is never shown a weak one.
  const retrieval =
    core.kb.state() === 'ready'
      ? await core.kb.retrieve({
          question: request.prompt,
          lang: editorLanguage(editorLang) ?? 'auto',
          history,
          editorLang,
          preferredLibs: await rt.workspaceDeps.current(),
          k: 10,
        })
      : { lang: editorLanguage(editorLang) ?? 'python', autoDetected: true, apis: [], context: '' };
  const messages = buildMessages({ question: request.prompt, lang: retrieval.lang, context: retrieval.context, history });
  // The chat API has no system role: the instruction goes first, as the user's.
  const lm = messages.map((m) =>
    m.role === 'assistant' ? vscode.LanguageModelChatMessage.Assistant(m.content) : vscode.LanguageModelChatMessage.User(m.content),
  );
  const response = await request.model.sendRequest(lm, { justification: 'Grounded Code answers with real library APIs from its knowledge base.' }, token);
  for await (const chunk of response.text) stream.markdown(chunk);
  references(stream, retrieval.apis);
  return { metadata: { lang: retrieval.lang, apis: retrieval.apis.map((a) => a.name) } };
}

export function createChatHandler(rt: Runtime): vscode.ChatRequestHandler {
  return async (request, context, stream, token) => {
    try {
      if (request.command === 'search') return await searchCommand(rt, request, stream, token);
      if (request.command === 'check') return await checkCommand(rt, request, stream, token);
      return await answer(rt, request, context, stream, token);
    } catch (e) {
      if (token.isCancellationRequested) return { metadata: { cancelled: true } };
      const message = rt.log.redactor.redact(e instanceof Error ? e.message : String(e));
      if (!(e instanceof ToolRateLimitedError)) rt.log.error(`@grounded: ${message}`);
      return { errorDetails: { message } };
    }
  };
}

export function registerChatParticipant(context: vscode.ExtensionContext, rt: Runtime): vscode.ChatParticipant {
  const participant = vscode.chat.createChatParticipant(PARTICIPANT_ID, createChatHandler(rt));
  participant.iconPath = vscode.Uri.joinPath(context.extensionUri, 'media', 'icon.svg');
  context.subscriptions.push(participant);
  return participant;
}
