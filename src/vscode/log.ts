/**
 * The extension's LogOutputChannel ("Grounded Code"), wrapped so every line passes through the
 * Redactor: API keys never reach the log. Satisfies the core's Logger port.
 */
import * as vscode from 'vscode';
import type { Logger } from '../core/ports';
import { Redactor } from './redact';

export interface ExtensionLog extends Logger {
  readonly channel: vscode.LogOutputChannel;
  readonly redactor: Redactor;
}

export function createLog(): ExtensionLog {
  const channel = vscode.window.createOutputChannel('Grounded Code', { log: true });
  const redactor = new Redactor();
  const text = (m: string | Error) => redactor.redact(m instanceof Error ? (m.stack ?? m.message) : String(m));
  const args = (xs: unknown[]) => xs.map((x) => (typeof x === 'string' ? redactor.redact(x) : x instanceof Error ? redactor.redact(x.message) : safeJson(x, redactor)));
  return {
    channel,
    redactor,
    trace: (m, ...a) => channel.trace(text(m), ...args(a)),
    debug: (m, ...a) => channel.debug(text(m), ...args(a)),
    info: (m, ...a) => channel.info(text(m), ...args(a)),
    warn: (m, ...a) => channel.warn(text(m), ...args(a)),
    error: (m, ...a) => channel.error(text(m), ...args(a)),
  };
}

function safeJson(x: unknown, redactor: Redactor): string {
  try {
    return redactor.redact(JSON.stringify(x) ?? String(x));
  } catch {
    return String(x);
  }
}
