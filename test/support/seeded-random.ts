/** A small deterministic generator (a linear congruential one), so that a failing random case can be replayed. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}
