/**
 * APIs a question has to be about (the gates and why each: topic-gate-table.ts). The purpose routes put a few APIs
 * on the pages of nearly every question, whatever it asks, because the code they were mined from calls them whatever
 * it does; a gate lists those APIs per language and the words of a question about their topic. A question that says
 * none of them has the APIs' scores lowered (to a quarter); one that does keeps them as ranked, and so does a call
 * the everyday tasks added (the table read the topic in the question).
 */
import type { LangIndex } from './inverted-index';
import type { ScoredRecord } from './search';
import { ownValue } from '../../shared/lookup';
import { TOPIC_GATES, type GatedApis, type TopicGate } from './topic-gate-table';

export { TOPIC_GATES };

/** A gated API on a question not about its topic keeps this share of its score (mutable for sweeps). */
export const TOPIC_GATE_TUNING = { share: 0.25 };

/**
 * One language's gates and what they gate, as bit masks (bit i: the language's i-th gate): per library, the gates
 * whose APIs may live in it; per record, the gates that hold it, with the `read` bit once its name was read. One
 * array for all of a language's gates (Rust has the most, eleven), where an array per gate cost a byte per record per
 * gate: over a megabyte in the worker, which every other extension shares.
 */
interface LanguageGates {
  gates: readonly { gate: TopicGate; apis: GatedApis }[];
  libs: Uint8Array | Uint16Array | Uint32Array;
  records: Uint8Array | Uint16Array | Uint32Array;
  read: number;
}
const gatesCache = new WeakMap<LangIndex, LanguageGates>();

function gatesOf(index: LangIndex): LanguageGates {
  let cached = gatesCache.get(index);
  if (!cached) {
    const gates = TOPIC_GATES.flatMap((gate) => {
      const apis = ownValue(gate.apis, index.lang);
      return apis ? [{ gate, apis }] : [];
    });
    if (gates.length > 31) throw new Error(`${index.lang} has more topic gates (${gates.length}) than a mask holds`);
    const masks = (n: number) => (gates.length < 8 ? new Uint8Array(n) : gates.length < 16 ? new Uint16Array(n) : new Uint32Array(n));
    const libs = masks(index.libs.length);
    index.libs.forEach((lib, id) => gates.forEach(({ apis }, i) => apis.libs.test(lib) && (libs[id] |= 1 << i)));
    cached = { gates, libs, records: masks(index.libOf.length), read: 2 ** gates.length };
    gatesCache.set(index, cached);
  }
  return cached;
}

/** Whether a question is about a gate's topic (its `topic`: 'chance', 'errors', …; for tests and notes). */
export function speaksOf(topic: string, question: string): boolean {
  return TOPIC_GATES.some((gate) => gate.topic === topic && isOnTopic(gate, question));
}

/** Whether a question may have a gate's APIs: it says one of its words (any, for a gate without words) and nothing `notWhen` names. */
function isOnTopic(gate: TopicGate, question: string): boolean {
  return (gate.words?.test(question) ?? true) && !gate.notWhen?.test(question);
}

/**
 * The gated APIs in `ranked` lowered in place where the question is not about their topic, its order left as
 * it was; whether any score changed. `kept` holds records left as they are (the everyday tasks' calls). A
 * record's name is read once per process, and only for records of a library a gated API lives in; a record two
 * gates off their topic hold is lowered twice.
 */
export function lowerOffTopic(index: LangIndex, ranked: readonly ScoredRecord[], question: string, kept?: ReadonlySet<number>): boolean {
  const { gates, libs, records, read } = gatesOf(index);
  let off = 0;
  gates.forEach(({ gate }, i) => isOnTopic(gate, question) || (off |= 1 << i));
  if (off === 0) return false;
  let changed = false;
  for (const r of ranked) {
    const inLibs = libs[index.libOf[r.index]] & off;
    if (!inLibs || kept?.has(r.index)) continue;
    let mark = records[r.index];
    if (!(mark & read)) {
      mark = read;
      const name = index.records.get(r.index).name;
      gates.forEach(({ apis }, i) => libs[index.libOf[r.index]] & (1 << i) && apis.name.test(name) && (mark |= 1 << i));
      records[r.index] = mark;
    }
    for (let held = mark & inLibs; held; held &= held - 1) {
      r.score *= TOPIC_GATE_TUNING.share;
      changed = true;
    }
  }
  return changed;
}
