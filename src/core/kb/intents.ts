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
 * pairs) and `weights` (Uint8, pairs; weight = byte / WEIGHT_SCALE), each 4-byte aligned.
 */

export const INTENTS_FORMAT = 'gc-intents-1';
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
}

interface Header {
  format: string;
  lang: string;
  dataSha256: string;
  examples: number;
  terms: string[];
  pairs: number;
}

const pad4 = (n: number) => (n + 3) & ~3;

export function serializeIntents(model: IntentModel): Buffer {
  const header: Header = {
    format: INTENTS_FORMAT,
    lang: model.lang,
    dataSha256: model.dataSha256,
    examples: model.examples,
    terms: [...model.terms.keys()],
    pairs: model.records.length,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const sections = [model.start, model.records, model.weights].map((a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  let size = pad4(4 + headerBytes.length);
  for (const s of sections) size += pad4(s.byteLength);
  const out = Buffer.alloc(size);
  out.writeUInt32LE(headerBytes.length, 0);
  headerBytes.copy(out, 4);
  let at = pad4(4 + headerBytes.length);
  for (const s of sections) {
    out.set(s, at);
    at += pad4(s.byteLength);
  }
  return out;
}

/**
 * Reads a model. Undefined when it is of another format; an error when it does not belong to the data
 * file it is shipped beside or is cut short.
 */
export function deserializeIntents(data: Buffer, dataSha256: string, recordCount: number): IntentModel | undefined {
  const bytes = data.byteOffset % 4 === 0 ? data : Buffer.from(data);
  if (bytes.length < 4) throw new Error('intent model is truncated');
  const headerLength = bytes.readUInt32LE(0);
  if (4 + headerLength > bytes.length) throw new Error('intent model header runs past the end of the file');
  const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as Header;
  if (header.format !== INTENTS_FORMAT) return undefined;
  if (header.dataSha256 !== dataSha256) throw new Error(`intent model for ${header.lang} was built for another data file`);
  const termCount = header.terms.length;
  let at = pad4(4 + headerLength);
  const take = (length: number) => {
    if (at + length > bytes.length) throw new Error('intent model is truncated');
    const offset = bytes.byteOffset + at;
    at += pad4(length);
    return offset;
  };
  const buffer = bytes.buffer as ArrayBuffer;
  const start = new Int32Array(buffer, take((termCount + 1) * 4), termCount + 1);
  const records = new Int32Array(buffer, take(header.pairs * 4), header.pairs);
  const weights = new Uint8Array(buffer, take(header.pairs), header.pairs);
  if (start[termCount] !== header.pairs) throw new Error('intent model is inconsistent');
  for (let p = 0; p < records.length; p++) {
    if (records[p] < 0 || records[p] >= recordCount) throw new Error('intent model refers to records the data file does not have');
  }
  return {
    lang: header.lang,
    dataSha256: header.dataSha256,
    examples: header.examples,
    terms: new Map(header.terms.map((term, id) => [term, id])),
    start,
    records,
    weights,
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
  touched: number[],
): void {
  for (const { term, weight } of terms) {
    const id = model.terms.get(term);
    if (id === undefined) continue;
    const scale = weight / WEIGHT_SCALE;
    for (let p = model.start[id]; p < model.start[id + 1]; p++) {
      const r = model.records[p];
      if (score[r] === 0) touched.push(r);
      score[r] += model.weights[p] * scale;
    }
  }
}
