import { strict as assert } from 'node:assert';
import { seededRandom as random } from '../../support/seeded-random';
import type { ScoredRecord } from '../../../src/core/kb/search';
import { StageOrder } from '../../../src/core/kb/stage-order';

const byScore = (a: ScoredRecord, b: ScoredRecord) => b.score - a.score;

/**
 * The three stages as they were written before the single sort: each changes scores, appends records and
 * sorts the whole list (stable), the tasks' sort breaking ties for their records.
 */
function stageByStage(routed: ScoredRecord[], plan: Plan): ScoredRecord[] {
  let ranked = routed.map((r) => ({ ...r }));
  if (plan.staples) {
    plan.staples(ranked);
    ranked.sort(byScore);
  }
  const tasked = plan.tasks?.(ranked);
  if (tasked) ranked.sort((a, b) => b.score - a.score || (tasked.has(b.index) ? 1 : 0) - (tasked.has(a.index) ? 1 : 0));
  if (plan.toolkits?.(ranked)) ranked = ranked.sort(byScore);
  return ranked;
}

function oneSort(routed: ScoredRecord[], plan: Plan): ScoredRecord[] {
  const ranked = routed.map((r) => ({ ...r }));
  const stages = new StageOrder(ranked);
  const stapled = plan.staples !== undefined;
  plan.staples?.(ranked);
  stages.stapled();
  const tasked = plan.tasks?.(ranked);
  stages.taskedBy(tasked);
  const lowered = plan.toolkits?.(ranked) ?? false;
  return stages.sorted(stapled || tasked !== undefined || lowered);
}

interface Plan {
  staples?: (ranked: ScoredRecord[]) => void;
  tasks?: (ranked: ScoredRecord[]) => Set<number> | undefined;
  toolkits?: (ranked: ScoredRecord[]) => boolean;
}

/** A draw fixed by a record and a salt: a stage changes the same records whichever order it reads them in. */
function drawFor(index: number, salt: number): number {
  return random(Math.imul(index + 1, 2654435761) ^ salt)();
}

describe('one sort for the last stages (stage-order.ts)', () => {
  it('orders as the three stable sorts did, tie for tie, whichever stages apply', () => {
    const next = random(20261127);
    // Scores from a few values, so that ties are everywhere; changes that keep some ties and make others.
    const valueOf = (x: number) => Math.floor(x * 6) / 2;
    for (let round = 0; round < 500; round++) {
      const n = 1 + Math.floor(next() * 40);
      const salt = Math.floor(next() * 2 ** 31);
      const routed = Array.from({ length: n }, (_, i) => ({ index: i, score: valueOf(next()), confident: true })).sort(byScore);
      const plan: Plan = {};
      if (next() < 0.7) {
        const appended = Math.floor(next() * 10);
        plan.staples = (ranked) => {
          for (const r of ranked) if (drawFor(r.index, salt) < 0.3) r.score += valueOf(drawFor(r.index, salt + 1));
          for (let i = 0; i < appended; i++) ranked.push({ index: 100 + i, score: valueOf(drawFor(100 + i, salt)), confident: false });
          for (const r of ranked) if (r.index % 3 === 0) r.score *= 1.5;
        };
      }
      if (next() < 0.7) {
        const appended = Math.floor(next() * 5);
        plan.tasks = (ranked) => {
          const top = Math.max(1, ...ranked.map((r) => r.score));
          const tasked = new Set<number>();
          for (const r of ranked) if (drawFor(r.index, salt + 2) < 0.15) (r.score += top * valueOf(drawFor(r.index, salt + 3))), tasked.add(r.index);
          for (let i = 0; i < appended; i++) ranked.push({ index: 200 + i, score: top * valueOf(drawFor(200 + i, salt)), confident: true }), tasked.add(200 + i);
          return tasked.size ? tasked : undefined;
        };
      }
      if (next() < 0.6) {
        plan.toolkits = (ranked) => {
          let changed = false;
          for (const r of ranked) if (r.index % 4 === 1) (r.score *= 0.5), (changed = true);
          return changed;
        };
      }
      const expected = stageByStage(routed, plan);
      const got = oneSort(routed, plan);
      assert.deepEqual(got.map((r) => [r.index, r.score]), expected.map((r) => [r.index, r.score]), `round ${round}`);
    }
  });

  it('leaves the routes\' order alone when no stage changed a score', () => {
    const routed = [3, 1, 2].map((index) => ({ index, score: 1, confident: true }));
    const stages = new StageOrder(routed);
    stages.stapled();
    stages.taskedBy(undefined);
    assert.equal(stages.sorted(false), routed);
  });
});
