import { strict as assert } from 'node:assert';
import { GlobalStateStore, type MementoLike } from '../../../src/vscode/global-state-store';

/** Like PR-github's test/mocks/inMemoryMemento.ts, with a slow, asynchronous update. */
class InMemoryMemento implements MementoLike {
  private readonly data = new Map<string, unknown>();
  constructor(private readonly latencyMs = 0) {}
  get<T>(key: string): T | undefined {
    return this.data.get(key) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    // The memento applies the value at once (as VS Code's does) and persists later.
    this.data.set(key, value);
    await new Promise((r) => setTimeout(r, Math.random() * this.latencyMs));
  }
  raw(key: string): unknown {
    return this.data.get(key);
  }
}

/** A memento whose value is applied only when the (slow) write completes: the worst case. */
class LaggingMemento implements MementoLike {
  private readonly data = new Map<string, unknown>();
  get<T>(key: string): T | undefined {
    return this.data.get(key) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    await new Promise((r) => setTimeout(r, 1 + Math.random() * 3));
    this.data.set(key, value);
  }
}

describe('GlobalStateStore', () => {
  it('reads what it updated, under its prefix', async () => {
    const m = new InMemoryMemento();
    const s = new GlobalStateStore(m, 'p.');
    assert.equal(await s.read('k'), undefined);
    assert.equal(await s.update<number>('k', (c) => (c ?? 0) + 1), 1);
    assert.equal(await s.read<number>('k'), 1);
    assert.equal(m.raw('p.k'), 1);
  });

  it('serialises concurrent read-modify-write: no lost updates', async () => {
    for (const memento of [new InMemoryMemento(3), new LaggingMemento()]) {
      const s = new GlobalStateStore(memento);
      const n = 200;
      const results = await Promise.all(
        Array.from({ length: n }, () => s.update<number[]>('hits', (c) => [...(c ?? []), Date.now()])),
      );
      assert.equal((await s.read<number[]>('hits'))!.length, n);
      // Each update saw all the previous ones.
      const lengths = results.map((r) => r.length).sort((a, b) => a - b);
      assert.deepEqual(lengths, Array.from({ length: n }, (_, i) => i + 1));
    }
  });

  it('enforces a limit under concurrency (the quota pattern)', async () => {
    const s = new GlobalStateStore(new LaggingMemento());
    const limit = 5;
    let allowed = 0;
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        let ok = false;
        await s.update<number>('count', (c) => {
          const cur = c ?? 0;
          ok = cur < limit;
          return ok ? cur + 1 : cur;
        });
        if (ok) allowed++;
      }),
    );
    assert.equal(allowed, limit);
    assert.equal(await s.read<number>('count'), limit);
  });

  it('a failing update does not break the chain', async () => {
    const s = new GlobalStateStore(new InMemoryMemento());
    await assert.rejects(
      s.update('k', () => {
        throw new Error('boom');
      }),
      /boom/,
    );
    assert.equal(await s.update<number>('k', (c) => (c ?? 0) + 1), 1);
  });

  it('hands fn a copy: mutating it in place does not corrupt the stored value', async () => {
    const m = new InMemoryMemento();
    const s = new GlobalStateStore(m);
    await s.update<{ a: number[] }>('o', () => ({ a: [1] }));
    await assert.rejects(
      s.update<{ a: number[] }>('o', (c) => {
        c!.a.push(2);
        throw new Error('abandon');
      }),
    );
    assert.deepEqual(await s.read('o'), { a: [1] });
  });
});
