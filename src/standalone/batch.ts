/**
 * The CLI's `--batch` reading, shared by `search` and `check`: one JSON object a line in, one JSON line
 * out for each, in input order, with a few lines in flight (the base answers from two workers). A line
 * that cannot be read or answered gets its error line and the rest go on; the exit code says whether
 * any failed.
 */
import { createReadStream } from 'node:fs';
import * as readline from 'node:readline';

export interface BatchSpec {
  /** A path, or `-` for standard input. */
  file: string;
  /** How many lines may be in flight before the oldest is written. */
  inFlight: number;
  /** The answer line for one input object (throws to report the line as failed). */
  answer(item: Record<string, unknown>): Promise<string>;
  /** The error line for a failed input line (`id` is null when the line had none or did not parse). */
  failed(id: unknown, message: string): string;
  /** How the closing count on stderr calls the failed lines ("failed", "could not be read"). */
  failedWord: string;
}

export async function runBatch(spec: BatchSpec): Promise<number> {
  const input = spec.file === '-' ? process.stdin : createReadStream(spec.file, 'utf8');
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let failures = 0;
  let lineNo = 0;
  const window: Promise<string>[] = [];
  const flush = async (keep: number) => {
    while (window.length > keep) process.stdout.write(`${await (window.shift() as Promise<string>)}\n`);
  };
  const one = async (text: string, n: number): Promise<string> => {
    let id: unknown = null;
    try {
      const item: unknown = JSON.parse(text);
      if (!item || typeof item !== 'object' || Array.isArray(item)) throw new Error('not a JSON object');
      id = (item as Record<string, unknown>).id ?? null;
      return await spec.answer(item as Record<string, unknown>);
    } catch (e) {
      failures++;
      return spec.failed(id, `line ${n}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  try {
    for await (const line of lines) {
      lineNo++;
      if (!line.trim()) continue;
      window.push(one(line, lineNo));
      await flush(spec.inFlight);
    }
  } catch (e) {
    await flush(0);
    process.stderr.write(`error: cannot read ${spec.file}: ${(e as Error).message}\n`);
    return 1;
  }
  await flush(0);
  if (failures) process.stderr.write(`${failures} line${failures === 1 ? '' : 's'} ${spec.failedWord}\n`);
  return failures ? 1 : 0;
}
