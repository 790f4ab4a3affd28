/**
 * The knowledge base's tools as VS Code language-model tools (`vscode.lm.registerTool`), so Copilot's
 * agent mode, the `@grounded` participant and any extension can call them. Each registry tool that
 * package.json declares (`contributes.languageModelTools`, same description and input schema: a unit
 * test keeps the two equal) is registered under `groundedCode_<name>`; calls run in this window,
 * under the window's per-minute tool budget.
 */
import * as vscode from 'vscode';
import { TOOLS, ToolInputError, ToolRateLimitedError } from '../core/tools/registry';
import type { ToolDefinition } from '../core/tools/types';
import type { Runtime } from './runtime';

/** This window's callers (agent mode, @grounded, other extensions) share one budget under this name. */
export const EDITOR_CALLER = 'vscode';

export const vscodeToolName = (tool: Pick<ToolDefinition, 'name'>) => `groundedCode_${tool.name}`;

function declaredTools(context: vscode.ExtensionContext): Set<string> {
  const declared = (context.extension.packageJSON as { contributes?: { languageModelTools?: { name: string }[] } }).contributes
    ?.languageModelTools;
  return new Set((declared ?? []).map((t) => t.name));
}

function summary(input: unknown): string {
  const o = (input ?? {}) as Record<string, unknown>;
  const q = typeof o.query === 'string' ? o.query : '';
  const cut = q.length > 60 ? `${q.slice(0, 59)}…` : q;
  return cut ? ` for "${cut}"` : '';
}

export function registerLanguageModelTools(context: vscode.ExtensionContext, rt: Runtime): void {
  const declared = declaredTools(context);
  for (const tool of TOOLS) {
    const name = vscodeToolName(tool);
    if (!declared.has(name)) {
      rt.log.warn(`Tool ${tool.name} is not declared in package.json (contributes.languageModelTools); not offered to VS Code.`);
      continue;
    }
    context.subscriptions.push(
      vscode.lm.registerTool<Record<string, unknown>>(name, {
        prepareInvocation: (options) => ({ invocationMessage: `${tool.title}${summary(options.input)}` }),
        async invoke(options, token) {
          const controller = new AbortController();
          const sub = token.onCancellationRequested(() => controller.abort());
          try {
            const result = await (await rt.tools()).call(tool.name, options.input, { caller: EDITOR_CALLER, signal: controller.signal });
            return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(result.text)]);
          } catch (e) {
            // VS Code hands a thrown error's message to the model: make it one it can act on.
            if (e instanceof ToolInputError || e instanceof ToolRateLimitedError) throw new Error(e.message);
            rt.log.error(`tool ${tool.name}: ${e instanceof Error ? e.message : String(e)}`);
            throw new Error(`${tool.name} failed: ${e instanceof Error ? e.message : String(e)}`);
          } finally {
            sub.dispose();
          }
        },
      }),
    );
  }
}
