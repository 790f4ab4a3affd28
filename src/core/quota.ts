/**
 * Rolling request quotas (decisions.md "Quotas"): the last 24 hours and the last 60 seconds, per
 * caller, over an AtomicStore so that every process sharing the store (several VS Code windows, a
 * standalone service) counts against one limit.
 *
 * Reserve-then-release: a slot is taken atomically (one read-modify-write) when a request is accepted
 * for generation, and given back when that generation ends without an answer (502, 503, cancel).
 * Deciding and counting in the same atomic update is what makes N concurrent requests serve exactly
 * the limit.
 *
 * Stored per caller: the timestamps (ms) of the counted requests of the last 24 h, oldest first. The
 * 60 s window is the tail of that list, so one list serves both windows.
 */
import type { AtomicStore, Clock, Logger } from './ports';
import { silentLogger } from './ports';
import type { QuotaView } from './schema';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

export interface QuotaLimits {
  daily: number;
  perMinute: number;
}

export interface QuotaState {
  /** The daily window, as the response's `quota` field reports it. */
  daily: QuotaView;
  minuteUsed: number;
  minuteRemaining: number;
  /** Seconds until a request would pass (0 when both windows have room now). */
  retryAfter: number;
}

export type ReserveResult =
  | { ok: true; reservation: Reservation; state: QuotaState }
  | { ok: false; retryAfter: number; window: 'daily' | 'minute'; state: QuotaState };

export interface Reservation {
  caller: string;
  at: number;
}

interface Stored {
  /** Counted requests of the last 24 h, ms since the epoch, ascending. */
  t: number[];
}

/**
 * The caller key: the client's address, normalised so that one machine is one caller whichever
 * way it reached us (`::ffff:127.0.0.1` and `127.0.0.1` are the same client).
 */
export function callerKey(address: string | undefined): string {
  let a = (address ?? '').trim().toLowerCase();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped?.[1]) a = mapped[1];
  if (a === '0:0:0:0:0:0:0:1') a = '::1';
  return a || 'unknown';
}

function sanitise(value: unknown, now: number): number[] {
  const list = value && typeof value === 'object' && Array.isArray((value as Stored).t) ? (value as Stored).t : [];
  // Keep only numbers inside the day window; entries "from the future" (a clock set back) are kept
  // but clamped to now, so a clock change can never erase counted requests.
  return list
    .filter((x): x is number => typeof x === 'number' && Number.isFinite(x) && x > now - DAY_MS)
    .map((x) => Math.min(x, now))
    .sort((a, b) => a - b);
}

/** Whole seconds (≥ 1) until the window's oldest counted request leaves it. */
function secondsUntil(oldest: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

/**
 * Seconds until each window has room: 0 when it has room now, else until the entry that must leave
 * does (with N counted and limit L, the (N − L + 1)-th oldest; N > L only after a limit was lowered).
 */
function waits(list: readonly number[], now: number, limits: QuotaLimits): { daily: number; minute: number } {
  const minute = list.filter((x) => x > now - MINUTE_MS);
  return {
    daily: list.length >= limits.daily ? secondsUntil(list[list.length - limits.daily] ?? now, DAY_MS, now) : 0,
    minute: minute.length >= limits.perMinute ? secondsUntil(minute[minute.length - limits.perMinute] ?? now, MINUTE_MS, now) : 0,
  };
}

function stateOf(list: readonly number[], now: number, limits: QuotaLimits): QuotaState {
  const used = list.length;
  const minuteUsed = list.filter((x) => x > now - MINUTE_MS).length;
  const w = waits(list, now, limits);
  return {
    daily: { used, limit: limits.daily, remaining: Math.max(0, limits.daily - used) },
    minuteUsed,
    minuteRemaining: Math.max(0, limits.perMinute - minuteUsed),
    retryAfter: Math.max(w.daily, w.minute),
  };
}

export class Quota {
  constructor(
    private readonly store: AtomicStore,
    private readonly limits: () => QuotaLimits,
    private readonly clock: Clock = Date.now,
    private readonly log: Logger = silentLogger,
  ) {}

  private key(caller: string): string {
    return `quota:${callerKey(caller)}`;
  }

  /** The caller's current state, without counting anything. A store failure reads as "nothing used". */
  async peek(caller: string): Promise<QuotaState> {
    const now = this.clock();
    try {
      return stateOf(sanitise(await this.store.read<Stored>(this.key(caller)), now), now, this.limits());
    } catch (e) {
      this.log.error(`quota: cannot read the counts (${e instanceof Error ? e.message : String(e)})`);
      return stateOf([], now, this.limits());
    }
  }

  /**
   * Counts one request if both windows have room, in one atomic update. When a window is full,
   * `retryAfter` says when the oldest request of the full window leaves it (the later of the two
   * when both are full).
   */
  async reserve(caller: string): Promise<ReserveResult> {
    const limits = this.limits();
    let outcome: ReserveResult | undefined;
    await this.store.update<Stored>(this.key(caller), (current) => {
      const now = this.clock();
      const list = sanitise(current, now);
      const w = waits(list, now, limits);
      if (w.daily || w.minute) {
        outcome = {
          ok: false,
          retryAfter: Math.max(w.daily, w.minute),
          window: w.daily >= w.minute ? 'daily' : 'minute',
          state: stateOf(list, now, limits),
        };
        return { t: list };
      }
      list.push(now);
      outcome = { ok: true, reservation: { caller, at: now }, state: stateOf(list, now, limits) };
      return { t: list };
    });
    if (!outcome) throw new Error('quota store did not run the update');
    return outcome;
  }

  /** Gives a reserved slot back (the generation produced no answer). Never throws. */
  async release(reservation: Reservation): Promise<QuotaState | undefined> {
    try {
      let state: QuotaState | undefined;
      await this.store.update<Stored>(this.key(reservation.caller), (current) => {
        const now = this.clock();
        const list = sanitise(current, now);
        const i = list.lastIndexOf(Math.min(reservation.at, now));
        if (i >= 0) list.splice(i, 1);
        state = stateOf(list, now, this.limits());
        return { t: list };
      });
      return state;
    } catch (e) {
      this.log.error(`quota: cannot release a reserved request (${e instanceof Error ? e.message : String(e)})`);
      return undefined;
    }
  }
}
