/**
 * Per-record accumulators of the search routes, allocated once per index and cleared where the last
 * query wrote (a query touches a small part of a few hundred thousand records; zeroing them all each
 * time cost more).
 */
import type { LangIndex } from './inverted-index';

export interface Scratch {
  score: Float32Array;
  nameWeight: Float32Array;
  anyWeight: Float32Array;
  touched: number[];
  intentScore: Float32Array;
  intentRank: Float32Array;
  intentTouched: number[];
  neighbourVotes: Float32Array;
  neighbourVoted: number[];
}
const scratches = new WeakMap<LangIndex, Scratch>();

/** The accumulators of one route of `index`, cleared of what that route wrote last time. */
export function scratchOf(index: LangIndex, route: 'lexical' | 'intent' | 'neighbours'): Scratch {
  let s = scratches.get(index);
  const n = index.records.size;
  if (!s) {
    s = {
      score: new Float32Array(n), nameWeight: new Float32Array(n), anyWeight: new Float32Array(n), touched: [],
      intentScore: new Float32Array(n), intentRank: new Float32Array(n), intentTouched: [],
      neighbourVotes: new Float32Array(n), neighbourVoted: [],
    };
    scratches.set(index, s);
  }
  // Clear where the last query wrote; when it wrote to much of the array, a fill is faster.
  if (route === 'lexical') {
    if (s.touched.length > n / 16) {
      s.score.fill(0);
      s.nameWeight.fill(0);
      s.anyWeight.fill(0);
    } else for (const d of s.touched) s.score[d] = s.nameWeight[d] = s.anyWeight[d] = 0;
    s.touched.length = 0;
  } else if (route === 'neighbours') {
    for (const d of s.neighbourVoted) s.neighbourVotes[d] = 0;
    s.neighbourVoted.length = 0;
  } else {
    if (s.intentTouched.length > n / 16) {
      s.intentScore.fill(0);
      s.intentRank.fill(0);
    } else for (const d of s.intentTouched) s.intentScore[d] = s.intentRank[d] = 0;
    s.intentTouched.length = 0;
  }
  return s;
}
