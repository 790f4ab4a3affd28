/**
 * The status bar item beside the server and quota item: the configured model and whether it can
 * answer now (ready / unreachable / key missing / not installed …). Clicking it offers the setup
 * actions ("Set Up a Model…").
 */
import * as vscode from 'vscode';
import type { ModelHealth, ModelState } from '../shared/protocol';
import type { ModelHealthService } from './model-health';
import { STATE_WORDS } from './model-state';

const ICONS: Record<ModelState, string> = {
  ready: '$(check)',
  unreachable: '$(debug-disconnect)',
  'key-missing': '$(key)',
  'not-installed': '$(cloud-download)',
  unavailable: '$(circle-slash)',
  failing: '$(error)',
  checking: '$(loading~spin)',
};

export class ModelStatusItem implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private readonly sub: vscode.Disposable;

  constructor(private readonly health: ModelHealthService) {
    // Priority just below the server/quota item (100): it sits right beside it.
    this.item = vscode.window.createStatusBarItem('groundedCode.model', vscode.StatusBarAlignment.Right, 99.5);
    this.item.name = 'Grounded Code Model';
    this.item.command = 'groundedCode.setUpModel';
    this.sub = health.onDidChange(() => this.render());
    this.render();
    this.item.show();
  }

  private render(): void {
    const h: ModelHealth = this.health.current();
    const bad = h.state !== 'ready' && h.state !== 'checking';
    this.item.text = `${ICONS[h.state]} ${h.model}${h.state === 'ready' ? '' : `: ${STATE_WORDS[h.state]}`}`;
    this.item.tooltip = `Grounded Code model ${h.model}: ${STATE_WORDS[h.state]}.\n${h.detail}\nClick to set up a model.`;
    this.item.backgroundColor = bad ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    this.item.accessibilityInformation = {
      label: `Grounded Code model ${h.model}, ${STATE_WORDS[h.state]}. ${h.detail} Activate to set up a model.`,
      role: 'button',
    };
  }

  /** What the item shows (for tests). */
  snapshot(): { text: string; tooltip: string } {
    return { text: this.item.text, tooltip: String(this.item.tooltip ?? '') };
  }

  dispose(): void {
    this.sub.dispose();
    this.item.dispose();
  }
}
