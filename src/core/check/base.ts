/**
 * The checker's view of a loaded knowledge base: each language's names, built from its data file's
 * lines on first use (about a second for Python's 225k records, in the worker that holds them), and
 * the published package names shipped beside the base (`published.json.gz`).
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { CheckBase } from './check';
import type { LineSpans } from '../kb/records';
import { NamePacker } from './compact-names';
import { LangNamesBuilder, type LangNames } from './known-names';
import { PublishedNames, parsePublished } from './published';

export const PUBLISHED_FILE = 'published.json.gz';

/** A language's data lines: strings (tests, tools), or spans of bytes (the worker's records on disk). */
export type DataLines = readonly string[] | LineSpans;

/** Adds lines from..to-1 of `lines` to `builder`, reading spans of them into `scratch`. */
function addLines(builder: LangNamesBuilder, lines: DataLines, from: number, to: number, scratch: (length: number) => Buffer): void {
  if (Array.isArray(lines)) {
    for (let i = from; i < to; i++) builder.addLine((lines as readonly string[])[i]);
    return;
  }
  // A span at a time: one read, and no line is ever held as a string.
  for (let at = from; at < to; at += SPAN_LINES) {
    const { bytes, starts } = (lines as LineSpans).span(at, Math.min(to, at + SPAN_LINES), scratch);
    for (let i = 0; i + 1 < starts.length; i++) builder.addLineBytes(bytes, starts[i], Math.min(bytes.length, starts[i + 1]));
  }
}
const SPAN_LINES = 4096;
const sizeOf = (lines: DataLines) => (Array.isArray(lines) ? lines.length : (lines as LineSpans).size);

export class LinesCheckBase implements CheckBase {
  private readonly built = new Map<string, LangNames>();
  /** Builds under way in steps (the worker's warm-up): the builder and the next line to add. */
  private readonly partial = new Map<string, { builder: LangNamesBuilder; next: number }>();
  /** What spans of lines are read into while names are built (dropped when no build is under way). */
  private scratchBytes: Buffer | undefined;
  private readonly scratch = (length: number): Buffer => {
    if (!this.scratchBytes || this.scratchBytes.length < length) this.scratchBytes = Buffer.allocUnsafe(Math.ceil(length * 1.25));
    return this.scratchBytes.subarray(0, length);
  };
  constructor(
    private readonly lines: ReadonlyMap<string, DataLines>,
    readonly published: PublishedNames,
  ) {}

  names(lang: string): LangNames | undefined {
    let names = this.built.get(lang);
    if (!names) {
      const lines = this.lines.get(lang);
      if (!lines) return undefined;
      // A check that arrives during a stepwise build finishes it.
      const partial = this.partial.get(lang) ?? { builder: new LangNamesBuilder(lang), next: 0 };
      addLines(partial.builder, lines, partial.next, sizeOf(lines), this.scratch);
      names = partial.builder.build();
      this.partial.delete(lang);
      if (this.partial.size === 0) this.scratchBytes = undefined;
      this.built.set(lang, names);
    }
    return names;
  }

  /**
   * The build of `lang`'s names as steps of `chunk` lines each, so the worker can answer queries
   * between them (Python's 225k records take a second or more in one go).
   */
  buildSteps(lang: string, chunk = 20_000): Array<() => void> {
    const lines = this.lines.get(lang);
    if (!lines || this.built.has(lang)) return [];
    const size = sizeOf(lines);
    const steps: Array<() => void> = [];
    for (let start = 0; start < size; start += chunk) {
      steps.push(() => {
        if (this.built.has(lang)) return;
        let partial = this.partial.get(lang);
        if (!partial) this.partial.set(lang, (partial = { builder: new LangNamesBuilder(lang), next: 0 }));
        if (partial.next !== start) return;
        const end = Math.min(size, start + chunk);
        addLines(partial.builder, lines, start, end, this.scratch);
        partial.next = end;
      });
    }
    // Then the packing of the names gathered, a phase a step.
    for (let phase = 0; phase < NamePacker.PHASES; phase++) {
      steps.push(() => {
        const partial = this.partial.get(lang);
        if (this.built.has(lang) || !partial || partial.next !== size) return;
        if (partial.builder.packStep()) {
          this.built.set(lang, partial.builder.build());
          this.partial.delete(lang);
          if (this.partial.size === 0) this.scratchBytes = undefined;
        }
      });
    }
    return steps;
  }

  languages(): string[] {
    return [...this.lines.keys()];
  }
}

/** A check base over records already parsed (tests, the fallback path that builds indexes). */
export class RecordsCheckBase implements CheckBase {
  private readonly built = new Map<string, LangNames>();
  constructor(records: Iterable<{ lang: string; lib: string; name: string; kind: string }>, readonly published: PublishedNames) {
    const builders = new Map<string, LangNamesBuilder>();
    for (const r of records) {
      let b = builders.get(r.lang);
      if (!b) builders.set(r.lang, (b = new LangNamesBuilder(r.lang)));
      b.add(r.lib, r.name, r.kind);
    }
    for (const [lang, b] of builders) this.built.set(lang, b.build());
  }
  names(lang: string): LangNames | undefined {
    return this.built.get(lang);
  }
}

const gunzipAsync = promisify(gunzip);

/**
 * Reads the published names beside the base. Without the file every library the base lacks counts as
 * published: the checker then flags inventions inside known libraries only, never a whole import.
 */
export async function readPublished(dir: string): Promise<PublishedNames> {
  try {
    const data = await fs.readFile(path.join(dir, PUBLISHED_FILE));
    return parsePublished((await gunzipAsync(data)).toString('utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new PublishedNames({ format: 'gc-published-1', source: 'none', names: {}, wellKnown: {} }, true);
    throw error;
  }
}
