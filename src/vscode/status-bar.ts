/**
 * The status bar item: server state (serving / using another window / port busy / off) and the
 * daily quota left. Clicking opens the chat.
 */
import * as vscode from 'vscode';
import type { KnowledgeBaseState } from '../core/kb/types';
import type { QuotaInfo } from '../shared/protocol';
import type { OwnershipState } from './server-ownership';

export class StatusBar implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private state: OwnershipState = { kind: 'starting', port: 0 };
  private quota: QuotaInfo | undefined;
  private kb: KnowledgeBaseState | undefined;
  private kbFailure: string | undefined;

  constructor() {
    this.item = vscode.window.createStatusBarItem('groundedCode.status', vscode.StatusBarAlignment.Right, 100);
    this.item.name = 'Grounded Code';
    this.item.command = 'groundedCode.openChat';
    this.render();
    this.item.show();
  }

  setState(state: OwnershipState): void {
    this.state = state;
    this.render();
  }

  setQuota(quota: QuotaInfo | undefined): void {
    if (!quota) return;
    this.quota = quota;
    this.render();
  }

  setKnowledgeBase(state: KnowledgeBaseState, failure?: string): void {
    this.kb = state;
    this.kbFailure = failure;
    this.render();
  }

  private render(): void {
    const s = this.state;
    const q = this.quota && this.quota.limit ? `${this.quota.remaining}/${this.quota.limit}` : '';
    const quotaLine = this.quota
      ? `${this.quota.remaining} of ${this.quota.limit} requests left in the last 24 hours (shared by all windows and local tools).`
      : 'Quota: not known yet.';
    let icon = '$(code)';
    let text = 'Grounded';
    let line: string;
    let background: vscode.ThemeColor | undefined;
    switch (s.kind) {
      case 'starting':
        icon = '$(loading~spin)';
        line = 'Starting…';
        break;
      case 'owner':
        icon = '$(broadcast)';
        line = `Serving ${s.url} for this and other windows and local tools.`;
        break;
      case 'client':
        icon = '$(plug)';
        line = `Using the server of another window or tool at ${s.url}.`;
        break;
      case 'foreign':
        icon = '$(warning)';
        text = `Grounded: port ${s.port} busy`;
        line = s.unproven
          ? `Port ${s.port} is held by a program that cannot prove it runs as you (another user's, or an older Grounded Code); nothing is sent to it. The chat and commands work in this window; no HTTP API. Change "groundedCode.server.port".`
          : `Port ${s.port} is held by another program (${s.detail}). The chat and commands work in this window; no HTTP API. Change "groundedCode.server.port".`;
        background = new vscode.ThemeColor('statusBarItem.warningBackground');
        break;
      case 'disabled':
        icon = '$(circle-slash)';
        line = 'HTTP server off (groundedCode.server.enabled). The chat and commands work in this window.';
        break;
      case 'error':
        icon = '$(error)';
        line = `Cannot serve on port ${s.port}: ${s.detail}`;
        background = new vscode.ThemeColor('statusBarItem.errorBackground');
        break;
    }
    if (this.kb === 'loading') line += '\nKnowledge base loading…';
    else if (this.kb === 'failed') {
      line += `\nKnowledge base unavailable: ${this.kbFailure ?? 'failed to load'}.`;
      background ??= new vscode.ThemeColor('statusBarItem.warningBackground');
    }
    this.item.text = `${icon} ${text}${q && s.kind !== 'foreign' ? ` ${q}` : ''}`;
    this.item.tooltip = `Grounded Code\n${line}\n${quotaLine}\nClick to open the chat.`;
    this.item.backgroundColor = background;
    this.item.accessibilityInformation = { label: `Grounded Code. ${line} ${quotaLine}`, role: 'button' };
  }

  dispose(): void {
    this.item.dispose();
  }
}
