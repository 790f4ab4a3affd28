/**
 * Reading a gzip file of the base as a stream: its bytes go through sha256 and gunzip together, in
 * small chunks, so neither the compressed file nor zlib's concatenation of its output is ever held
 * whole (zlib's `gunzip` gathers the output and joins it at the end: the data twice at its peak, 120 MB
 * for Python's records). The caller's sink gets each decompressed chunk; nothing it receives may be
 * used before the checksum is known good.
 */
import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import { createGunzip } from 'node:zlib';

export interface Inflated {
  sha256: string;
  /** Set when the bytes are not valid gzip (the checksum is computed over the whole file regardless). */
  gzipError?: Error;
}

/** Read chunks of 256 KB, decompressed chunks of 1 MB: few, large copies, each short-lived. */
const READ_CHUNK = 1 << 18;
const OUTPUT_CHUNK = 1 << 20;

export function inflateFile(file: string, sink: (chunk: Buffer) => void): Promise<Inflated> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    const gunzip = createGunzip({ chunkSize: OUTPUT_CHUNK });
    let gzipError: Error | undefined;
    let readDone = false;
    let gunzipDone = false;
    const finish = () => {
      if (readDone && gunzipDone) resolve({ sha256: hash.digest('hex'), ...(gzipError ? { gzipError } : {}) });
    };
    gunzip.on('data', (chunk: Buffer) => {
      if (gzipError) return;
      try {
        sink(chunk);
      } catch (error) {
        reject(error);
        input.destroy();
        gunzip.destroy();
      }
    });
    gunzip.on('error', (error) => {
      // Keep reading: a damaged file is reported by its checksum first (the clearer message).
      gzipError ??= error;
      gunzipDone = true;
      input.resume();
      finish();
    });
    gunzip.on('end', () => {
      gunzipDone = true;
      finish();
    });
    const input = createReadStream(file, { highWaterMark: READ_CHUNK });
    input.on('data', (chunk) => {
      hash.update(chunk as Buffer);
      if (gzipError) return;
      if (!gunzip.write(chunk)) {
        input.pause();
        gunzip.once('drain', () => input.resume());
      }
    });
    input.on('error', reject);
    input.on('end', () => {
      readDone = true;
      if (gzipError) finish();
      else gunzip.end();
    });
  });
}

/** The decompressed size a gzip file states in its last four bytes (mod 2^32; 0 when too short). */
export async function statedSize(file: string): Promise<number> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 18) return 0;
    const tail = Buffer.alloc(4);
    await handle.read(tail, 0, 4, size - 4);
    return tail.readUInt32LE(0);
  } finally {
    await handle.close();
  }
}
