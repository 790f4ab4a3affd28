/**
 * The sidebar chat (`groundedCode.chat`), a WebviewViewProvider. The page (dist/webview/chat.js, built from
 * src/webview, + media/chat.css)
 * runs under a strict CSP with a nonce; the host waits for its `ready` message before posting and
 * then sends the whole state, so a reload or a hidden-then-shown view repaints from the host's copy.
 * The conversation lives in workspaceState (survives reloads); the last 6 completed entries reach
 * the model as history. Streaming continues while the view is hidden.
 */
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { Logger } from '../core/ports';
import {
  type HostMessage,
  type ModelOption,
  type PageMessage,
  type QuotaInfo,
  type Turn,
  type ViewState,
  flaggedNames,
  historyFromTurns,
  parsePageMessage,
  reaskQuestion,
  trimConversation,
} from '../shared/protocol';
import { CancelledError, GenerateError, LOADING_KB, describeError } from './backend';
import { type EditorTracker, copyText, editorLanguage, insertCode } from './editor-actions';
import type { Generator } from './generation';
import { modelHealth } from './model-health';
import { markModels } from './model-state';
import { runSetupAction } from './onboarding';

export const VIEW_ID = 'groundedCode.chat';
const CONVERSATION_KEY = 'groundedCode.conversation';

export interface ChatViewDeps {
  extensionUri: vscode.Uri;
  workspaceState: vscode.Memento;
  log: Logger;
  generator: Generator;
  editors: EditorTracker;
  currentModel(): string;
  listModels(): Promise<ModelOption[]>;
  selectModel(model: string): Promise<void>;
  pickModel(): Promise<string | undefined>;
  quota(): QuotaInfo | undefined;
  /** A line about the server / knowledge base for the status area, or ''. */
  serviceStatus(): string;
}

export class ChatViewProvider implements vscode.WebviewViewProvider, vscode.Disposable {
  private view: vscode.WebviewView | undefined;
  private ready = false;
  private turns: Turn[];
  private running: { id: string; controller: AbortController } | undefined;
  private models: ModelOption[] = [];
  private readonly disposables: vscode.Disposable[] = [];
  private nextId = 0;

  constructor(private readonly deps: ChatViewDeps) {
    const saved = deps.workspaceState.get<Turn[]>(CONVERSATION_KEY) ?? [];
    // A turn that was streaming when the window closed did not finish.
    this.turns = (Array.isArray(saved) ? saved : []).map((t) =>
      t.status === 'streaming' ? { ...t, status: 'cancelled' as const } : t,
    );
  }

  resolveWebviewView(view: vscode.WebviewView): void {
    this.view = view;
    this.ready = false;
    const media = vscode.Uri.joinPath(this.deps.extensionUri, 'media');
    const script = vscode.Uri.joinPath(this.deps.extensionUri, 'dist', 'webview');
    view.webview.options = { enableScripts: true, localResourceRoots: [media, script] };
    view.webview.html = this.html(view.webview, media, script);
    for (const d of this.disposables.splice(0)) d.dispose();
    this.disposables.push(
      view.webview.onDidReceiveMessage((raw: unknown) => {
        const msg = parsePageMessage(raw);
        if (!msg) {
          this.deps.log.warn('Chat view: ignored a malformed message from the page.');
          return;
        }
        void this.onMessage(msg).catch((e) => this.deps.log.error(`Chat view: ${describeError(e)}`));
      }),
      ...this.watchHealth(),
      view.onDidDispose(() => {
        if (this.view === view) {
          this.view = undefined;
          this.ready = false;
        }
      }),
    );
  }

  /** The welcome and the failure actions follow the model's health; so do the picker's marks. */
  private watchHealth(): vscode.Disposable[] {
    const health = modelHealth();
    if (!health) return [];
    return [
      health.onDidChange((setup) => {
        this.post({ method: 'setup/update', setup });
        const facts = health.lastFacts();
        if (facts && this.models.length) {
          this.models = markModels(this.models, facts);
          this.post({ method: 'model/list', models: this.models, model: this.deps.currentModel() });
        }
      }),
    ];
  }

  private html(webview: vscode.Webview, media: vscode.Uri, script: vscode.Uri): string {
    const nonce = randomBytes(16).toString('base64');
    const css = webview.asWebviewUri(vscode.Uri.joinPath(media, 'chat.css'));
    const js = webview.asWebviewUri(vscode.Uri.joinPath(script, 'chat.js'));
    const csp = [
      `default-src 'none'`,
      `style-src ${webview.cspSource}`,
      `script-src 'nonce-${nonce}'`,
      `img-src ${webview.cspSource} data:`,
      `font-src ${webview.cspSource}`,
    ].join('; ');
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${css}">
<title>Grounded Code</title>
</head>
<body>
<header>
<h1 class="sr-only">Grounded Code chat</h1>
<div class="toolbar" role="toolbar" aria-label="Chat options">
  <select id="model-picker" data-testid="model-picker" aria-label="Model"></select>
  <span id="quota" class="quota" data-testid="quota"></span>
  <button id="new-chat" type="button" class="secondary" data-testid="new-chat" title="New chat (clears the conversation)">New</button>
</div>
</header>
<main id="main">
<section id="empty" class="empty" aria-labelledby="welcome-title" data-testid="welcome">
  <h2 id="welcome-title">Welcome to Grounded Code</h2>
  <p>Ask a programming question. Answers are grounded in real API signatures, which are listed under each answer.</p>
  <div id="setup" class="setup" data-testid="setup"></div>
</section>
<div id="transcript" role="log" aria-label="Conversation" aria-live="off"></div>
<div id="status" class="status" data-testid="status" role="status" aria-live="polite"></div>
<div id="announce" class="sr-only" role="status" aria-live="polite" data-testid="announce"></div>
</main>
<footer class="composer" aria-label="Ask">
  <textarea id="question" data-testid="question-input" rows="2" aria-label="Question" placeholder="Ask a question (Enter to send, Shift+Enter for a new line)"></textarea>
  <div class="actions">
    <button id="send" type="button" data-testid="send">Send</button>
    <button id="cancel" type="button" class="secondary" data-testid="cancel" hidden>Cancel</button>
  </div>
</footer>
<script nonce="${nonce}" src="${js}"></script>
</body>
</html>`;
  }

  private post(msg: HostMessage): void {
    if (!this.view || !this.ready) return;
    void this.view.webview.postMessage(msg).then(undefined, () => undefined);
  }

  private state(): ViewState {
    const status = this.deps.serviceStatus();
    const setup = modelHealth()?.setup();
    return {
      turns: this.turns,
      models: this.models,
      model: this.deps.currentModel(),
      quota: this.deps.quota(),
      busy: !!this.running,
      ...(status ? { status } : {}),
      ...(setup ? { setup } : {}),
    };
  }

  private restore(): void {
    this.post({ method: 'state/restore', state: this.state() });
  }

  private save(): void {
    this.turns = trimConversation(this.turns);
    void Promise.resolve(this.deps.workspaceState.update(CONVERSATION_KEY, this.turns)).catch((e) =>
      this.deps.log.warn(`Saving the conversation: ${describeError(e)}`),
    );
  }

  private async onMessage(msg: PageMessage): Promise<void> {
    switch (msg.method) {
      case 'ready':
        this.ready = true;
        this.restore();
        void this.refreshModels();
        return;
      case 'chat/send':
        await this.send(msg.question);
        return;
      case 'chat/cancel':
        this.running?.controller.abort();
        return;
      case 'chat/reask': {
        // The answer's own question, with its flagged names and their real alternatives: a request
        // like any other for the quota.
        const at = this.turns.findIndex((t) => t.id === msg.turnId);
        const answer = this.turns[at];
        const question = this.turns[at - 1];
        if (!answer?.flagged?.length || question?.role !== 'user') return;
        await this.send(reaskQuestion(question.content, answer.flagged));
        return;
      }
      case 'chat/new':
        this.newChat();
        return;
      case 'code/insert': {
        const ok = await insertCode(this.deps.editors.editor(), msg.code, { lang: msg.lang });
        if (!ok) this.post({ method: 'status', text: 'Could not insert into the editor.', level: 'error' });
        return;
      }
      case 'code/copy':
        await copyText(msg.code);
        return;
      case 'model/select':
        await this.deps.selectModel(msg.model);
        this.post({ method: 'model/list', models: this.models, model: this.deps.currentModel() });
        return;
      case 'model/pick': {
        await this.deps.pickModel();
        await this.refreshModels();
        return;
      }
      case 'setup/run': {
        const said = await runSetupAction(msg.action);
        if (said) this.post({ method: 'setup/done', text: said });
        await this.refreshModels();
        return;
      }
      case 'setup/refresh':
        await modelHealth()?.refresh();
        return;
    }
  }

  async refreshModels(): Promise<void> {
    try {
      this.models = await this.deps.listModels();
      const facts = modelHealth()?.lastFacts();
      if (facts) this.models = markModels(this.models, facts);
    } catch {
      /* keep the old list */
    }
    this.post({ method: 'model/list', models: this.models, model: this.deps.currentModel() });
  }

  /** Sends a question from the page (or from a command). */
  async send(question: string): Promise<void> {
    if (this.running) {
      this.post({ method: 'status', text: 'An answer is still streaming; cancel it first.', level: 'error' });
      return;
    }
    const history = historyFromTurns(this.turns);
    const model = this.deps.currentModel();
    const user: Turn = { id: this.newId(), role: 'user', content: question };
    const answer: Turn = { id: this.newId(), role: 'assistant', content: '', status: 'streaming', model };
    this.turns.push(user, answer);
    this.post({ method: 'chat/turn', turn: user });
    this.post({ method: 'chat/turn', turn: answer });
    this.save();

    const controller = new AbortController();
    this.running = { id: answer.id, controller };
    try {
      const result = await this.deps.generator.run(
        { question, history, model, editorLang: this.deps.editors.editor()?.document.languageId },
        controller.signal,
        (ev) => {
          if (ev.type === 'loading') {
            this.post({ method: 'status', text: LOADING_KB });
          } else if (ev.type === 'start') {
            answer.apis = ev.apis;
            answer.lang = ev.lang;
            answer.autoDetected = ev.autoDetected;
            this.post({ method: 'chat/start', id: answer.id, apis: ev.apis, lang: ev.lang, autoDetected: ev.autoDetected, quota: ev.quota });
          } else if (ev.type === 'delta') {
            answer.content += ev.text;
            this.post({ method: 'chat/delta', id: answer.id, text: ev.text });
          }
        },
      );
      answer.content = result.answer || answer.content;
      answer.status = 'done';
      if (!answer.lang && result.langs[0]) answer.lang = result.langs[0];
      const flagged = flaggedNames(result.api_check);
      if (flagged.length) answer.flagged = flagged;
      this.post({ method: 'chat/done', id: answer.id, content: answer.content, quota: result.quota, ...(flagged.length ? { flagged } : {}) });
    } catch (e) {
      if (e instanceof CancelledError || controller.signal.aborted) {
        answer.status = 'cancelled';
        this.post({ method: 'chat/cancelled', id: answer.id });
      } else {
        answer.status = 'error';
        answer.error = describeError(e);
        if (e instanceof GenerateError) answer.errorCode = e.code;
        this.post({ method: 'chat/error', id: answer.id, message: answer.error, ...(answer.errorCode ? { code: answer.errorCode } : {}) });
      }
    } finally {
      if (this.running?.id === answer.id) this.running = undefined;
      this.save();
    }
  }

  /**
   * Adds a finished exchange from the Generate Code command, so the chat keeps it as history (a
   * follow-up question in the chat sees it) — or its failure, with the same actions as the chat's.
   */
  addExchange(
    question: string,
    answer: string,
    meta: Partial<Pick<Turn, 'apis' | 'lang' | 'autoDetected' | 'model' | 'status' | 'error' | 'errorCode' | 'flagged'>>,
  ): void {
    this.turns.push(
      { id: this.newId(), role: 'user', content: question },
      { id: this.newId(), role: 'assistant', content: answer, status: 'done', ...meta },
    );
    this.save();
    this.restore();
  }

  newChat(): void {
    this.running?.controller.abort();
    this.running = undefined;
    this.turns = [];
    this.save();
    this.restore();
  }

  setInput(text: string): void {
    this.post({ method: 'input/set', text });
  }

  updateQuota(quota: QuotaInfo): void {
    this.post({ method: 'quota/update', quota });
  }

  updateStatus(): void {
    this.post({ method: 'status', text: this.deps.serviceStatus() });
  }

  /** The chat's editor hint: for tests and the command. */
  editorLanguage(): string | undefined {
    return editorLanguage(this.deps.editors.editor()?.document.languageId);
  }

  private newId(): string {
    return `${Date.now().toString(36)}-${(this.nextId++).toString(36)}-${randomBytes(3).toString('hex')}`;
  }

  dispose(): void {
    this.running?.controller.abort();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}

/** Reveals the chat view. */
export async function openChat(): Promise<void> {
  await vscode.commands.executeCommand(`${VIEW_ID}.focus`);
}
