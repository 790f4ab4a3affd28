/**
 * The tools the knowledge base offers to other assistants (VS Code language-model tools, the chat
 * participant, MCP over stdio and HTTP). One definition per tool, shared by every host: a name and a
 * description written for a model to pick it, a zod input schema (its JSON Schema is what clients
 * see), and `run`, which returns compact text for the model and the same facts as structured data.
 * Pure: no `vscode`, no protocol.
 */
import type { z } from 'zod';
import type { KnowledgeBase } from '../kb/types';

/** What a tool may use. A host fills in what it has; a tool that needs more is not offered. */
export interface ToolDeps {
  kb: KnowledgeBase;
  /** How long a call waits for a base that is still loading before it reports so. */
  kbWaitMs: number;
  // The code checker (hallucination-guard issue) arrives as `kb.check({ code, lang })`; its tool
  // `check_code` needs nothing more here. A host-provided capability would be added as an optional
  // field, with the tool's `available(deps)` testing for it (see registry.ts).
}

export interface ToolResult {
  /** What a model reads: small enough for its context. */
  text: string;
  /** The same facts for programs (MCP `structuredContent`, the chat participant's references). */
  data: Record<string, unknown>;
  /** The call failed in a way the model should read (nothing found is not an error). */
  isError?: boolean;
}

export interface ToolDefinition<S extends z.ZodObject = z.ZodObject> {
  /** snake_case, stable: MCP clients and prompts refer to it. */
  name: string;
  /** Short human title (MCP `title`, VS Code's display name). */
  title: string;
  /** For the model: when to call it, what it returns. */
  description: string;
  input: S;
  /** False when the host lacks what the tool needs; the tool is then not offered at all. */
  available?(deps: ToolDeps): boolean;
  run(deps: ToolDeps, input: z.infer<S>, signal?: AbortSignal): Promise<ToolResult>;
}
