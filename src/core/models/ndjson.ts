/** An incremental newline-delimited JSON parser: chunk boundaries anywhere, blank lines skipped, CRLF ok. */

export class NdjsonError extends Error {
  constructor(readonly line: string) {
    super('malformed NDJSON line');
  }
}

export class NdjsonParser {
  private readonly decoder = new TextDecoder('utf-8');
  private buffer = '';

  /** Feeds bytes or text; returns the values of the lines completed by it. Throws NdjsonError on a bad line. */
  push(chunk: Uint8Array | string): unknown[] {
    this.buffer += typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    const out: unknown[] = [];
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      this.parse(line, out);
    }
    return out;
  }

  /** The end of the stream: a last line without a newline still counts. */
  end(): unknown[] {
    this.buffer += this.decoder.decode();
    const out: unknown[] = [];
    const rest = this.buffer;
    this.buffer = '';
    this.parse(rest, out);
    return out;
  }

  private parse(raw: string, out: unknown[]): void {
    const line = raw.trim();
    if (!line) return;
    try {
      out.push(JSON.parse(line));
    } catch {
      throw new NdjsonError(line);
    }
  }
}
