/**
 * The per-minute budget of tool calls. Tool calls use no model, so they do not count against the
 * generation quota, but a caller must not be able to make the service search without bound: each
 * caller gets `limit()` calls in any rolling 60 seconds, in memory (a restart forgets, which is fine
 * for a rate bound, unlike the daily quota).
 */
import type { Clock } from '../ports';
import { MINUTE_MS } from '../quota';

export const DEFAULT_TOOL_CALLS_PER_MINUTE = 120;

export type BudgetDecision = { ok: true; remaining: number } | { ok: false; retryAfter: number };

export class ToolCallBudget {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly limit: () => number,
    private readonly clock: Clock = Date.now,
  ) {}

  /** Counts `count` calls for `caller` if they all fit in the window; none are counted otherwise. */
  take(caller: string, count = 1): BudgetDecision {
    const now = this.clock();
    const limit = Math.max(1, this.limit());
    const recent = (this.calls.get(caller) ?? []).filter((t) => t > now - MINUTE_MS);
    if (recent.length + count > limit) {
      this.calls.set(caller, recent);
      // The call fits once enough of the oldest leave the window.
      const mustLeave = recent[Math.min(recent.length - 1, recent.length + count - limit - 1)] ?? now;
      return { ok: false, retryAfter: Math.max(1, Math.ceil((mustLeave + MINUTE_MS - now) / 1000)) };
    }
    for (let i = 0; i < count; i++) recent.push(now);
    this.calls.set(caller, recent);
    this.forgetIdle(now);
    return { ok: true, remaining: limit - recent.length };
  }

  /** Callers with nothing in the window are dropped, so the map stays as small as the active callers. */
  private forgetIdle(now: number): void {
    if (this.calls.size < 64) return;
    for (const [caller, list] of this.calls) if (!list.some((t) => t > now - MINUTE_MS)) this.calls.delete(caller);
  }
}
