/**
 * Per-record accumulators of the search routes, cleared where the last query wrote (a query touches a
 * small part of a few hundred thousand records; zeroing them all each time cost more). One set serves
 * every language, sized for the largest loaded: the worker runs one query at a time, and a set per
 * language cost 32 bytes a record in each (17 MB for the six, 7 MB of it Python's).
 */
import type { LangIndex } from './inverted-index';
import { RecordList } from './record-list';

export interface Scratch {
  score: Float32Array;
  nameWeight: Float32Array;
  anyWeight: Float32Array;
  touched: RecordList;
  intentScore: Float32Array;
  intentRank: Float32Array;
  intentTouched: RecordList;
  neighbourVotes: Float32Array;
  neighbourVoted: RecordList;
  /** One clause's votes, and each record's best share of a clause's votes. */
  clauseVotes: Float32Array;
  clauseVoted: RecordList;
  clauseBest: Float32Array;
  clauseBestAt: RecordList;
}
let shared: Scratch | undefined;

/** The accumulators of one route for `index`, cleared of what that route wrote last time. */
export function scratchOf(index: LangIndex, route: 'lexical' | 'intent' | 'neighbours'): Scratch {
  let s = shared;
  const n = index.records.size;
  if (!s || s.score.length < n) {
    // Fresh arrays (all zero) for a larger language: the smaller ones and their lists are dropped.
    const zeros = () => new Float32Array(n);
    s = {
      score: zeros(), nameWeight: zeros(), anyWeight: zeros(), touched: new RecordList(),
      intentScore: zeros(), intentRank: zeros(), intentTouched: new RecordList(),
      neighbourVotes: zeros(), neighbourVoted: new RecordList(),
      clauseVotes: zeros(), clauseVoted: new RecordList(), clauseBest: zeros(), clauseBestAt: new RecordList(),
    };
    shared = s;
  }
  // Clear where the last query wrote; when it wrote to much of the array, a fill is faster.
  if (route === 'lexical') {
    if (s.touched.length > s.score.length / 16) {
      s.score.fill(0);
      s.nameWeight.fill(0);
      s.anyWeight.fill(0);
    } else for (const d of s.touched.view()) s.score[d] = s.nameWeight[d] = s.anyWeight[d] = 0;
    s.touched.clear();
  } else if (route === 'neighbours') {
    for (const d of s.neighbourVoted.view()) s.neighbourVotes[d] = 0;
    s.neighbourVoted.clear();
    for (const d of s.clauseVoted.view()) s.clauseVotes[d] = 0;
    s.clauseVoted.clear();
    for (const d of s.clauseBestAt.view()) s.clauseBest[d] = 0;
    s.clauseBestAt.clear();
  } else {
    if (s.intentTouched.length > s.score.length / 16) {
      s.intentScore.fill(0);
      s.intentRank.fill(0);
    } else for (const d of s.intentTouched.view()) s.intentScore[d] = s.intentRank[d] = 0;
    s.intentTouched.clear();
  }
  return s;
}
