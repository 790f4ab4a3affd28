/**
 * "Generate Code": asks for the question (prefilled from the selection), uses the active editor's
 * language as a hint, shows progress with Cancel, then offers the answer: Insert at Cursor, Copy,
 * Open in Chat. Every exchange is kept in the chat's history (a follow-up in the chat sees it). When
 * the model cannot answer, the error says why once and offers the setup actions as buttons.
 */
import * as vscode from 'vscode';
import { type ApiRef, type FlaggedName, MAX_QUESTION_CHARS, MODEL_ERROR_CODES, type SetupAction, describeFlagged, flaggedNames } from '../shared/protocol';
import { CancelledError, GenerateError, LOADING_KB, describeError } from './backend';
import { modelHealth } from './model-health';
import { runSetupAction, setUpModelCommand } from './onboarding';
import { codeBlocks, questionFromSelection } from './text';
import type { ChatViewProvider } from './chat-view';
import { openChat } from './chat-view';
import { type EditorTracker, copyText, insertCode } from './editor-actions';
import type { Generator } from './generation';

export interface GenerateCommandDeps {
  generator: Generator;
  editors: EditorTracker;
  chat: ChatViewProvider;
  currentModel(): string;
}

export async function generateCommand(deps: GenerateCommandDeps, preset?: unknown): Promise<void> {
  const editor = deps.editors.editor();
  const selection = editor && !editor.selection.isEmpty ? editor.selection : undefined;
  const selected = selection ? editor!.document.getText(selection) : '';
  const question =
    typeof preset === 'string' && preset.trim()
      ? preset.trim()
      : await vscode.window.showInputBox({
          title: 'Grounded Code: Generate Code',
          prompt: editor ? `Ask a programming question (language hint: ${editor.document.languageId})` : 'Ask a programming question',
          placeHolder: 'e.g. read a CSV file and group rows by a column',
          value: selected ? questionFromSelection(selected) : '',
          ignoreFocusOut: true,
          validateInput: (v) =>
            Array.from(v).length > MAX_QUESTION_CHARS ? `At most ${MAX_QUESTION_CHARS} characters.` : undefined,
        });
  if (!question?.trim()) return;

  const model = deps.currentModel();
  let apis: ApiRef[] = [];
  let lang = '';
  let autoDetected = false;
  let answer: string;
  let flagged: FlaggedName[] = [];
  try {
    answer = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: 'Grounded Code', cancellable: true },
      async (progress, token) => {
        const controller = new AbortController();
        const sub = token.onCancellationRequested(() => controller.abort());
        progress.report({ message: 'Searching the knowledge base…' });
        let chars = 0;
        let lastReport = 0;
        try {
          const result = await deps.generator.run(
            { question: question.trim(), model, editorLang: editor?.document.languageId },
            controller.signal,
            (ev) => {
              if (ev.type === 'loading') {
                progress.report({ message: LOADING_KB });
              } else if (ev.type === 'start') {
                apis = ev.apis;
                lang = ev.lang;
                autoDetected = ev.autoDetected;
                progress.report({ message: `Generating with ${model} (${apis.length} APIs)…` });
              } else if (ev.type === 'delta') {
                chars += ev.text.length;
                const now = Date.now();
                if (now - lastReport > 250) {
                  lastReport = now;
                  progress.report({ message: `Generating with ${model}… ${chars} characters` });
                }
              }
            },
          );
          flagged = flaggedNames(result.api_check);
          return result.answer;
        } finally {
          sub.dispose();
        }
      },
    );
  } catch (e) {
    if (e instanceof CancelledError) return;
    const message = describeError(e);
    const code = e instanceof GenerateError ? e.code : undefined;
    deps.chat.addExchange(question.trim(), '', { status: 'error', error: message, model, ...(code ? { errorCode: code } : {}) });
    await offerFixes(message, code);
    return;
  }
  deps.chat.addExchange(question.trim(), answer, { apis, lang, autoDetected, model, ...(flagged.length ? { flagged } : {}) });

  const blocks = codeBlocks(answer);
  const code = blocks.map((b) => b.code).join('\n\n');
  const summary =
    `Answer ready${lang ? ` (${lang}${autoDetected ? ', detected' : ''})` : ''}: ` +
    (blocks.length ? `${blocks.length} code block${blocks.length === 1 ? '' : 's'}` : 'no code block') +
    `, ${apis.length} API${apis.length === 1 ? '' : 's'} from the knowledge base.`;
  let choice: string | undefined;
  if (flagged.length > 0) {
    // Code that calls names the knowledge base does not have is not inserted without a warning.
    const listed = flagged.slice(0, 3).map((f) => describeFlagged(f)).join('; ');
    const more = flagged.length > 3 ? ` (and ${flagged.length - 3} more)` : '';
    choice = await vscode.window.showWarningMessage(
      `${summary} Warning: ${flagged.length === 1 ? 'a name' : `${flagged.length} names`} in this code ${flagged.length === 1 ? 'was' : 'were'} not found: ${listed}${more}.`,
      ...(code ? ['Open in Chat', 'Insert Anyway', 'Copy'] : ['Open in Chat', 'Copy']),
    );
  } else {
    const actions = code ? ['Insert at Cursor', 'Copy', 'Open in Chat'] : ['Copy', 'Open in Chat'];
    choice = await vscode.window.showInformationMessage(summary, ...actions);
  }
  switch (choice) {
    case 'Insert Anyway':
    case 'Insert at Cursor': {
      // The editor the question came from; after the selection so the question text stays.
      const target = editor && vscode.window.visibleTextEditors.includes(editor) ? editor : deps.editors.editor();
      await insertCode(target, code, { lang: blocks[0]?.lang, after: target === editor ? selection : undefined });
      break;
    }
    case 'Copy':
      await copyText(code || answer);
      void vscode.window.setStatusBarMessage('Grounded Code: copied.', 2000);
      break;
    case 'Open in Chat':
      await openChat();
      break;
  }
}

/**
 * The failure, said once, with what can fix it: for a model that cannot answer, the two most direct
 * setup actions (a model that works now, the Ollama pull, the key) and "Set Up a Model…" for the rest.
 */
async function offerFixes(message: string, code: string | undefined): Promise<void> {
  const health = modelHealth();
  if (!code || !MODEL_ERROR_CODES.includes(code) || !health) {
    const choice = await vscode.window.showErrorMessage(`Grounded Code: ${message}`, 'Show Log');
    if (choice === 'Show Log') void vscode.commands.executeCommand('groundedCode.showLog');
    return;
  }
  await health.refresh().catch(() => undefined);
  const offered: SetupAction[] = (health.setup()?.actions ?? []).filter((a) => a.kind !== 'pick').slice(0, 2);
  const more = 'Set Up a Model…';
  const choice = await vscode.window.showErrorMessage(`Grounded Code: ${message}`, ...offered.map((a) => a.label), more);
  if (choice === more) return setUpModelCommand();
  const action = offered.find((a) => a.label === choice);
  if (!action) return;
  const said = await runSetupAction(action);
  if (said) void vscode.window.showInformationMessage(`Grounded Code: ${said}`);
}
