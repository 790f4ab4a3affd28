/**
 * Cost of a crafted input against an ordinary one of the same size. Not a speed assumption: both run
 * on the same machine under the same load, each the best of a few runs, and the crafted one may cost
 * many times the ordinary one; quadratic work on these sizes costs thousands of times as much.
 */
import { strict as assert } from 'node:assert';

function best(fn: () => unknown, runs: number): number {
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

export function assertCostsLike(what: string, crafted: () => unknown, ordinary: () => unknown, { factor = 25, slackMs = 150, runs = 3 } = {}): void {
  ordinary(); // compile the ordinary path first
  const plain = best(ordinary, runs);
  const limit = factor * plain + slackMs;
  // A run far over the limit decides at once (quadratic work would take minutes three times); one
  // just over it may be the machine, and is run again.
  let hard = best(crafted, 1);
  if (hard > limit && hard < 10 * limit) hard = Math.min(hard, best(crafted, runs - 1));
  assert.ok(hard <= limit, `${what}: ${hard.toFixed(1)} ms, against ${plain.toFixed(1)} ms for an ordinary input of the same size`);
}
