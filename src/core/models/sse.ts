/**
 * An incremental Server-Sent Events parser (the WHATWG event-stream rules): `data:` lines (several
 * per event are joined with "\n"), `event:` names, `id:`, comments (`:`), CRLF / LF / CR line ends,
 * a leading BOM, and chunk boundaries anywhere, including inside a UTF-8 sequence or a CRLF.
 */

export interface SseEvent {
  /** `message` unless an `event:` line named it. */
  event: string;
  data: string;
  id?: string;
}

export class SseParser {
  private readonly decoder = new TextDecoder('utf-8');
  private buffer = '';
  private skipLf = false;
  private started = false;
  private data: string[] = [];
  private eventName = '';
  private lastId: string | undefined;

  /** Feeds bytes or text; returns the events completed by it. */
  push(chunk: Uint8Array | string): SseEvent[] {
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const out: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 && this.skipLf && i === start && this.buffer === '') {
        this.skipLf = false;
        start = i + 1;
        continue;
      }
      this.skipLf = false;
      if (c === 10 || c === 13) {
        const line = this.buffer + text.slice(start, i);
        this.buffer = '';
        start = i + 1;
        if (c === 13) {
          if (i + 1 < text.length) {
            if (text.charCodeAt(i + 1) === 10) {
              i++;
              start = i + 1;
            }
          } else {
            this.skipLf = true;
          }
        }
        this.line(line, out);
      }
    }
    this.buffer += text.slice(start);
    return out;
  }

  /** The end of the stream: an unterminated last event is dropped (as the spec says). */
  end(): SseEvent[] {
    const rest = this.decoder.decode();
    const out = rest ? this.push(rest) : [];
    this.buffer = '';
    this.data = [];
    this.eventName = '';
    return out;
  }

  /** Whether bytes of an unfinished event are pending (used to tell a cut stream). */
  get pending(): boolean {
    return this.buffer.length > 0 || this.data.length > 0;
  }

  private line(line: string, out: SseEvent[]): void {
    if (line === '') {
      if (this.data.length > 0) {
        const ev: SseEvent = { event: this.eventName || 'message', data: this.data.join('\n') };
        if (this.lastId !== undefined) ev.id = this.lastId;
        out.push(ev);
      }
      this.data = [];
      this.eventName = '';
      return;
    }
    if (line.charCodeAt(0) === 58 /* : */) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.eventName = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
  }
}
