/**
 * Every tool the knowledge base offers, in one list that every host reads (VS Code's language-model
 * tools, the chat participant, MCP over stdio and HTTP), and the one way to call them: input checked
 * against the tool's schema, the per-minute budget taken, then the tool run.
 *
 * Adding a tool is one entry in TOOLS; VS Code also needs it in package.json's
 * `contributes.languageModelTools` (the contributions test says so when they differ) and the MCP test
 * a case for it. A tool whose `available(deps)` is false on a host is not offered there.
 */
import { z } from 'zod';
import type { Clock } from '../ports';
import { ToolCallBudget } from './budget';
import { checkCode } from './check-code';
import { searchApis } from './search-apis';
import type { ToolDefinition, ToolDeps, ToolResult } from './types';

export const TOOLS: readonly ToolDefinition[] = [searchApis as unknown as ToolDefinition, checkCode as unknown as ToolDefinition];

/** The tools this host can run. */
export function availableTools(deps: ToolDeps, tools: readonly ToolDefinition[] = TOOLS): ToolDefinition[] {
  return tools.filter((t) => t.available?.(deps) ?? true);
}

/** The JSON Schema a client sees for a tool's input (what VS Code's manifest declares). */
export function inputJsonSchema(tool: ToolDefinition): Record<string, unknown> {
  const schema = z.toJSONSchema(tool.input, { io: 'input' }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}

export class ToolInputError extends Error {}

export class ToolRateLimitedError extends Error {
  constructor(readonly retryAfter: number) {
    super(`Too many tool calls: at most the per-minute budget; try again in ${retryAfter} s.`);
  }
}

export class UnknownToolError extends Error {}

export interface CallOptions {
  /** Who asks (an address, or a host name such as `vscode`): each caller has its own budget. */
  caller: string;
  signal?: AbortSignal;
  /** The transport already took this call from the budget (the HTTP route does, to answer 429). */
  counted?: boolean;
}

export interface ToolBoxOptions {
  deps: ToolDeps;
  callsPerMinute: () => number;
  clock?: Clock;
  tools?: readonly ToolDefinition[];
}

/** The tools of one host with their budget. */
export class ToolBox {
  readonly budget: ToolCallBudget;
  private readonly tools: ToolDefinition[];
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: ToolBoxOptions) {
    this.budget = new ToolCallBudget(options.callsPerMinute, options.clock);
    this.tools = availableTools(options.deps, options.tools);
  }

  list(): readonly ToolDefinition[] {
    return this.tools;
  }

  get(name: string): ToolDefinition | undefined {
    return this.tools.find((t) => t.name === name);
  }

  /** Validates, counts and runs one call. Throws UnknownToolError, ToolInputError or ToolRateLimitedError. */
  async call(name: string, rawInput: unknown, options: CallOptions): Promise<ToolResult> {
    const tool = this.get(name);
    if (!tool) throw new UnknownToolError(`There is no tool "${name}"; the tools are ${this.tools.map((t) => t.name).join(', ')}.`);
    const parsed = tool.input.safeParse(rawInput ?? {});
    if (!parsed.success) {
      throw new ToolInputError(`Invalid input for ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`);
    }
    if (!options.counted) {
      const decision = this.budget.take(options.caller);
      if (!decision.ok) throw new ToolRateLimitedError(decision.retryAfter);
    }
    this.running++;
    try {
      return await tool.run(this.options.deps, parsed.data, options.signal);
    } finally {
      if (--this.running === 0) for (const w of this.idleWaiters.splice(0)) w();
    }
  }

  /** Resolves when no call is running (a client that closed its input still gets its answers). */
  idle(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
