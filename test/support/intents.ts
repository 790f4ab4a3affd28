import type { IntentModel } from '../../src/core/kb/intents';
import type { NeighbourModel } from '../../src/core/kb/neighbours';

/** An intent model with no word associations, only the neighbour route (tests of that route and what uses it). */
export function neighboursOnly(lang: string, examples: number, neighbours: NeighbourModel): IntentModel {
  return { lang, dataSha256: 'sha', examples, terms: new Map(), start: new Int32Array(1), records: new Int32Array(0), weights: new Uint8Array(0), neighbours };
}
