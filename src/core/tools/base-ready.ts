/**
 * Every tool needs the knowledge base: one answer, the same in each tool, when it cannot be used yet
 * (still loading after the host's wait) or at all (failed), as a result the model can read.
 */
import type { ToolDeps, ToolResult } from './types';

/** Undefined when the base is ready; otherwise the error result a tool returns as it is. */
export async function unavailableBase(deps: ToolDeps): Promise<ToolResult | undefined> {
  if (await deps.kb.whenReady(deps.kbWaitMs)) return undefined;
  const why = deps.kb.failure();
  return {
    isError: true,
    text: why ? `The knowledge base is unavailable: ${why}` : 'The knowledge base is still loading; try again in a few seconds.',
    data: { error: why ? 'kb_unavailable' : 'kb_loading' },
  };
}
