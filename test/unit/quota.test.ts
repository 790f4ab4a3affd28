import { strict as assert } from 'node:assert';
import { DAY_MS, MINUTE_MS, Quota, callerKey } from '../../src/core/quota';
import { FakeClock, MemoryStore, RecordingLog } from '../support/fakes';

describe('quota windows', () => {
  let clock: FakeClock;
  let store: MemoryStore;
  let limits: { daily: number; perMinute: number };
  let quota: Quota;
  beforeEach(() => {
    clock = new FakeClock();
    store = new MemoryStore();
    limits = { daily: 20, perMinute: 5 };
    quota = new Quota(store, () => limits, clock.fn);
  });

  async function take(n: number, caller = '127.0.0.1') {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await quota.reserve(caller));
    return out;
  }

  it('counts up to the per-minute limit, then refuses with retry_after from the oldest entry', async () => {
    const results = await take(5);
    assert.ok(results.every((r) => r.ok));
    assert.deepEqual(results.map((r) => r.state.daily.remaining), [19, 18, 17, 16, 15]);
    clock.advance(20_000);
    const refused = await quota.reserve('127.0.0.1');
    assert.equal(refused.ok, false);
    if (refused.ok) return;
    assert.equal(refused.window, 'minute');
    assert.equal(refused.retryAfter, 40);
    assert.equal(refused.state.daily.used, 5, 'a refused request is not counted');
  });

  it('frees the minute window exactly 60 s after the oldest entry', async () => {
    await take(1);
    clock.advance(10_000);
    await take(4);
    clock.advance(MINUTE_MS - 10_000 - 1);
    assert.equal((await quota.reserve('127.0.0.1')).ok, false); // oldest still inside by 1 ms
    clock.advance(1);
    assert.equal((await quota.reserve('127.0.0.1')).ok, true);
  });

  it('rounds retry_after up to whole seconds, at least 1', async () => {
    await take(5);
    clock.advance(MINUTE_MS - 300);
    const r = await quota.reserve('127.0.0.1');
    assert.equal(r.ok, false);
    if (!r.ok) assert.equal(r.retryAfter, 1);
    clock.advance(-1000 + 300 - 1); // 1.001 s before the edge → 2 s
    const r2 = await quota.reserve('127.0.0.1');
    if (!r2.ok) assert.equal(r2.retryAfter, 2);
    else assert.fail('should be refused');
  });

  it('enforces the daily limit over a rolling 24 hours', async () => {
    for (let i = 0; i < 4; i++) {
      await take(5);
      clock.advance(MINUTE_MS);
    }
    const r = await quota.reserve('127.0.0.1');
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.equal(r.window, 'daily');
    assert.equal(r.state.daily.remaining, 0);
    // The oldest entry was taken 4 minutes ago: it leaves the window 24 h after it was taken.
    assert.equal(r.retryAfter, (DAY_MS - 4 * MINUTE_MS) / 1000);
    clock.advance(DAY_MS - 4 * MINUTE_MS);
    const after = await quota.reserve('127.0.0.1');
    assert.equal(after.ok, true);
    if (after.ok) assert.equal(after.state.daily.used, 16, 'the first five left together');
  });

  it('peek reports when a request would pass, without counting', async () => {
    assert.equal((await quota.peek('127.0.0.1')).retryAfter, 0);
    await take(5);
    clock.advance(30_500);
    const s = await quota.peek('127.0.0.1');
    assert.equal(s.retryAfter, 30);
    assert.equal(s.minuteRemaining, 0);
    assert.equal(s.daily.used, 5);
  });

  it('releases a reserved slot (no answer spends nothing)', async () => {
    const [r] = await take(1);
    assert.ok(r?.ok);
    if (!r?.ok) return;
    assert.equal((await quota.peek('127.0.0.1')).daily.used, 1);
    await quota.release(r.reservation);
    const s = await quota.peek('127.0.0.1');
    assert.equal(s.daily.used, 0);
    assert.equal(s.daily.remaining, 20);
  });

  it('serves exactly the limit to 200 concurrent requests', async () => {
    limits = { daily: 20, perMinute: 50 };
    const results = await Promise.all(Array.from({ length: 200 }, () => quota.reserve('127.0.0.1')));
    assert.equal(results.filter((r) => r.ok).length, 20);
    assert.equal((await quota.peek('127.0.0.1')).daily.used, 20);
  });

  it('keeps callers apart and treats IPv4-mapped addresses as the same caller', async () => {
    await take(5, '::ffff:127.0.0.1');
    assert.equal((await quota.reserve('127.0.0.1')).ok, false);
    assert.equal((await quota.reserve('::1')).ok, true);
    assert.equal(callerKey('::FFFF:127.0.0.1'), '127.0.0.1');
    assert.equal(callerKey('[::1]'), '::1');
    assert.equal(callerKey('fe80::1%lo0'), 'fe80::1');
    assert.equal(callerKey(undefined), 'unknown');
  });

  it('honours a lowered limit using the entry that must leave', async () => {
    limits = { daily: 20, perMinute: 20 };
    await take(1);
    clock.advance(1000);
    await take(9);
    limits = { daily: 20, perMinute: 5 };
    const r = await quota.reserve('127.0.0.1');
    assert.equal(r.ok, false);
    // 10 in the window, limit 5: six must leave, the sixth oldest was taken 1 s after the first → 60 s.
    if (!r.ok) assert.equal(r.retryAfter, 60);
  });

  it('ignores junk in the store and never counts entries from the future twice', async () => {
    store.data.set('quota:127.0.0.1', { t: ['x', null, clock.now - DAY_MS - 1, clock.now + 10_000] });
    const s = await quota.peek('127.0.0.1');
    assert.equal(s.daily.used, 1);
    store.data.set('quota:127.0.0.1', 'garbage');
    assert.equal((await quota.peek('127.0.0.1')).daily.used, 0);
  });

  it('reads as nothing used (and logs) when the store cannot be read', async () => {
    const log = new RecordingLog();
    const broken = new Quota(
      { read: async () => { throw new Error('EACCES'); }, update: async () => { throw new Error('EACCES'); } },
      () => limits,
      clock.fn,
      log,
    );
    assert.equal((await broken.peek('127.0.0.1')).daily.remaining, 20);
    assert.ok(log.lines.some((l) => l.startsWith('error: quota') && l.includes('EACCES')));
  });
});
