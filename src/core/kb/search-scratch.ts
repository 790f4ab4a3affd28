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
  /** One clause's votes, and each record's best share of a clause's votes. */
  clauseVotes: Float32Array;
  clauseVoted: number[];
  clauseBest: Float32Array;
  clauseBestAt: number[];
}
const scratches = new WeakMap<LangIndex, Scratch>();

/** The accumulators of one route of `index`, cleared of what that route wrote last time. */
export function scratchOf(index: LangIndex, route: 'lexical' | 'intent' | 'neighbours'): Scratch {
  let s = scratches.get(index);
  const n = index.records.size;
  if (!s) {
    const zeros = () => new Float32Array(n);
    s = {
      score: zeros(), nameWeight: zeros(), anyWeight: zeros(), touched: [],
      intentScore: zeros(), intentRank: zeros(), intentTouched: [],
      neighbourVotes: zeros(), neighbourVoted: [],
      clauseVotes: zeros(), clauseVoted: [], clauseBest: zeros(), clauseBestAt: [],
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
    for (const d of s.clauseVoted) s.clauseVotes[d] = 0;
    s.clauseVoted.length = 0;
    for (const d of s.clauseBestAt) s.clauseBest[d] = 0;
    s.clauseBestAt.length = 0;
  } else {
    if (s.intentTouched.length > n / 16) {
      s.intentScore.fill(0);
      s.intentRank.fill(0);
    } else for (const d of s.intentTouched) s.intentScore[d] = s.intentRank[d] = 0;
    s.intentTouched.length = 0;
  }
  return s;
}
