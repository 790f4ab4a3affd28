/**
 * The intent model: which APIs real code calls when it says, in words, what it is doing.
 *
 * A question rarely shares words with the APIs that answer it ("download a zip file and extract it" →
 * `requests.get`, `zipfile.ZipFile.extractall`). The knowledge-base pipeline mines, from real code,
 * function names and docstrings next to the calls in their bodies, and comments next to the calls of
 * the statements they introduce (kb/pipeline/usage/python_intents.py), and keeps for each word the APIs
 * it is unusually often seen with (kb/pipeline/intents.ts). At query time each question word adds its
 * associations' weights: a second candidate route beside the lexical index, reaching APIs by purpose
 * rather than by name.
 *
 * Stored per language as `kb/<lang>.intents.gz`, keyed by record position in the language's data file
 * (the header pins the data file's checksum, so a stale model is refused rather than misread).
 *
 * Layout: uint32 header length, the JSON header, then `start` (Int32, terms + 1), `records` (Int32,
 * pairs) and `weights` (Uint8, pairs; weight = byte / WEIGHT_SCALE), each 4-byte aligned; then, when the
 * header has `neighbours`, the neighbour route's examples (neighbours.ts): `termStart` (Int32, its
 * terms + 1), `postings` (ascending example ids as gaps within each term, LEB128 varints), `length`
 * (Uint8, examples), `apiCount` (Uint8, examples) and `apis` (ascending record ids as gaps within each
 * example, varints), and when the header names the examples' `kinds`, `kind` (Uint8, examples: an
 * index into those names). Small gaps in one or two bytes are what make the file small.
 */
import type { NeighbourModel } from './neighbours';
import type { RecordSink } from './record-list';
import { PackedRows } from './packed-rows';
import { SectionReader, decodeGaps, encodeGaps, packSections } from './sections';

export const INTENTS_FORMAT = 'gc-intents-2';
/** Weights are stored as bytes: this many steps per unit of log-ratio. */
export const WEIGHT_SCALE = 24;

export interface IntentModel {
  lang: string;
  /** sha256 of the data file whose record positions `records` refers to. */
  dataSha256: string;
  /** How many examples the model was trained on (reported by kb:stats). */
  examples: number;
  terms: Map<string, number>;
  /** CSR: the associations of term `t` are positions start[t] .. start[t + 1], strongest first. */
  start: Int32Array;
  records: Int32Array;
  weights: Uint8Array;
  /** The nearest-examples route, when the model was trained with it. */
  neighbours?: NeighbourModel;
}

interface Header {
  format: string;
  lang: string;
  dataSha256: string;
  examples: number;
  terms: string[];
  pairs: number;
  neighbours?: { terms: string[]; examples: number; postings: number; postingBytes: number; apis: number; apiBytes: number; kinds?: string[] };
}

export function serializeIntents(model: IntentModel): Buffer {
  const neighbours = model.neighbours;
  const header: Header = {
    format: INTENTS_FORMAT,
    lang: model.lang,
    dataSha256: model.dataSha256,
    examples: model.examples,
    terms: [...model.terms.keys()],
    pairs: model.records.length,
    ...(neighbours
      ? {
          neighbours: {
            terms: [...neighbours.terms.keys()],
            examples: neighbours.length.length,
            postings: neighbours.postings.size,
            postingBytes: 0,
            apis: neighbours.apis.length,
            apiBytes: 0,
            ...(neighbours.kinds && neighbours.kindNames ? { kinds: [...neighbours.kindNames] } : {}),
          },
        }
      : {}),
  };
  const arrays: ArrayBufferView[] = [model.start, model.records, model.weights];
  if (neighbours && header.neighbours) {
    const postings = neighbours.postings.bytes;
    const apis = encodeGaps(neighbours.apis, neighbours.apiStart);
    const apiCount = Uint8Array.from({ length: neighbours.length.length }, (_, e) => neighbours.apiStart[e + 1] - neighbours.apiStart[e]);
    if (apiCount.some((c, e) => c !== neighbours.apiStart[e + 1] - neighbours.apiStart[e])) throw new Error('an example calls more than 255 APIs');
    header.neighbours.postingBytes = postings.length;
    header.neighbours.apiBytes = apis.length;
    arrays.push(neighbours.termStart, postings, neighbours.length, apiCount, apis);
    if (header.neighbours.kinds) arrays.push(neighbours.kinds!);
  }
  return packSections(header, arrays);
}

/**
 * Reads a model. Undefined when it is of another format; an error when it does not belong to the data
 * file it is shipped beside or is cut short.
 */
export function deserializeIntents(data: Buffer, dataSha256: string, recordCount: number): IntentModel | undefined {
  const reader = new SectionReader(data, 'intent model');
  const header = reader.header as Header;
  if (header.format !== INTENTS_FORMAT) return undefined;
  if (header.dataSha256 !== dataSha256) throw new Error(`intent model for ${header.lang} was built for another data file`);
  const termCount = header.terms.length;
  // Sections are views into the file's buffer and the example postings stay packed: loading copies
  // nothing that would then wait for a collection as garbage (the calls are decoded: they are small).
  const { buffer } = reader;
  const start = new Int32Array(buffer, reader.next((termCount + 1) * 4, 'start'), termCount + 1);
  const records = new Int32Array(buffer, reader.next(header.pairs * 4, 'records'), header.pairs);
  const weights = new Uint8Array(buffer, reader.next(header.pairs, 'weights'), header.pairs);
  if (start[termCount] !== header.pairs) throw new Error('intent model is inconsistent');
  for (let p = 0; p < records.length; p++) {
    if (records[p] < 0 || records[p] >= recordCount) throw new Error('intent model refers to records the data file does not have');
  }
  let neighbours: NeighbourModel | undefined;
  if (header.neighbours) {
    const h = header.neighbours;
    const termStart = new Int32Array(buffer, reader.next((h.terms.length + 1) * 4, 'termStart'), h.terms.length + 1);
    const postingBytes = new Uint8Array(buffer, reader.next(h.postingBytes, 'postings'), h.postingBytes);
    const length = new Uint8Array(buffer, reader.next(h.examples, 'length'), h.examples);
    const apiCount = new Uint8Array(buffer, reader.next(h.examples, 'apiCount'), h.examples);
    const apiBytes = new Uint8Array(buffer, reader.next(h.apiBytes, 'apis'), h.apiBytes);
    const apiStart = new Int32Array(h.examples + 1);
    for (let e = 0; e < h.examples; e++) apiStart[e + 1] = apiStart[e] + apiCount[e];
    if (termStart[h.terms.length] !== h.postings || apiStart[h.examples] !== h.apis) throw new Error('intent model neighbours are inconsistent');
    const postings = PackedRows.read(postingBytes, termStart, h.postings, 'intent model neighbour postings', undefined, h.examples);
    const apis = decodeGaps(apiBytes, apiStart, h.apis, 'intent model neighbour calls');
    for (let p = 0; p < apis.length; p++) if (apis[p] < 0 || apis[p] >= recordCount) throw new Error('intent model refers to records the data file does not have');
    neighbours = { terms: new Map(h.terms.map((term, id) => [term, id])), termStart, postings, length, apiStart, apis };
    if (h.kinds) {
      const kinds = new Uint8Array(buffer, reader.next(h.examples, 'kinds'), h.examples);
      if (kinds.some((k) => k >= h.kinds!.length)) throw new Error('intent model neighbours have a kind the header does not name');
      neighbours.kinds = kinds;
      neighbours.kindNames = h.kinds;
    }
  }
  return {
    lang: header.lang,
    dataSha256: header.dataSha256,
    examples: header.examples,
    terms: new Map(header.terms.map((term, id) => [term, id])),
    start,
    records,
    weights,
    ...(neighbours ? { neighbours } : {}),
  };
}

/**
 * Adds each query term's associations into `score` (per record), remembering first-touched records
 * in `touched`. `terms` are the question's own terms with their weights.
 */
export function scoreIntents(
  model: IntentModel,
  terms: ReadonlyArray<{ term: string; weight: number }>,
  score: Float32Array,
  touched: RecordSink,
): void {
  // The model's arrays are read into locals once: the loop calls `touched.push`, after which the engine
  // would read a property again on every pass (see searchIndex's posting loop).
  const { start, records, weights } = model;
  for (const { term, weight } of terms) {
    const id = model.terms.get(term);
    if (id === undefined) continue;
    const scale = weight / WEIGHT_SCALE;
    for (let p = start[id], end = start[id + 1]; p < end; p++) {
      const r = records[p];
      if (score[r] === 0) touched.push(r);
      score[r] += weights[p] * scale;
    }
  }
}
