/**
 * Which window serves the port. With several VS Code windows open, one binds 127.0.0.1:<port> (the
 * owner: it serves HTTP and runs generation in-process); the others find the port taken, recognise it
 * as ours through `GET /api/health`, and send their requests there (clients), so every quota count
 * happens in one process. A client polls the health route (with backoff on failures) and, when the
 * owner is gone (connection refused), binds the port itself. Several clients may race for it: the
 * loser gets EADDRINUSE, probes again, and becomes a client of the winner.
 *
 * A port held by another program ("foreign"): logged, shown, and the UI runs in-process without
 * HTTP (quota still in globalState); the port is probed again from time to time. A holder that says it
 * is Grounded Code but cannot prove it knows the user's secret (another user's program posing as the
 * serving window, on a shared host) is foreign too (`unproven`): it never receives a question, and the
 * window says so (runtime.ts). Requests re-prove the peer every time (loopback-backend.ts), so a port
 * that changes hands between two polls is caught at the next question, which is then answered here.
 *
 * No `vscode` import: binding, probing and backends are injected, so this is testable with sockets.
 */
import type { Logger } from '../core/ports';
import type { Backend, GenerateEvent, GenerateInput } from './backend';
import type { UserKeys } from '../server/user-auth';
import { HttpBackend, NotOursError, OwnerGoneError } from './loopback-backend';
import { type HealthResult, probeHealth } from './loopback-health';
import type { QuotaInfo } from '../shared/protocol';

export type OwnershipState =
  | { kind: 'starting'; port: number }
  | { kind: 'owner'; port: number; url: string }
  | { kind: 'client'; port: number; url: string }
  /** `unproven`: it says it is Grounded Code but cannot prove it is the user's (a stranger, or an old version). */
  | { kind: 'foreign'; port: number; detail: string; unproven: boolean }
  | { kind: 'disabled' }
  | { kind: 'error'; port: number; detail: string };

export interface BoundServer {
  close(): Promise<void>;
}

export interface OwnershipDeps {
  log: Logger;
  /** Binds 127.0.0.1:port and serves HTTP; rejects with `code: 'EADDRINUSE'` when taken. */
  bind(port: number): Promise<BoundServer>;
  /** Generation in this process (owner, foreign, disabled). */
  inProcess: Backend;
  /** The user's keys, to check a holder's proof and to send the token (undefined: none could be read). */
  keys: () => Promise<UserKeys | undefined>;
  probe?: (port: number) => Promise<HealthResult>;
  httpBackend?: (port: number) => Backend;
  /** Poll interval while a client, ms. */
  pollMs?: number;
  /** Poll interval while the port is foreign, ms. */
  foreignPollMs?: number;
  maxBackoffMs?: number;
}

export interface OwnershipConfig {
  enabled: boolean;
  port: number;
}

export const urlFor = (port: number) => `http://127.0.0.1:${port}`;

export class ServerOwnership {
  private state: OwnershipState = { kind: 'disabled' };
  private server: BoundServer | undefined;
  private remote: Backend | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  private generation = 0;
  private settling: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(s: OwnershipState) => void>();
  private disposed = false;
  private readonly probe: (port: number) => Promise<HealthResult>;
  private readonly httpBackend: (port: number) => Backend;
  private servingWaiters: ((url: string | undefined) => void)[] = [];

  constructor(private readonly deps: OwnershipDeps) {
    this.probe = deps.probe ?? (async (p) => probeHealth(p, await deps.keys()));
    this.httpBackend = deps.httpBackend ?? ((p) => new HttpBackend(p, { keys: deps.keys }));
  }

  current(): OwnershipState {
    return this.state;
  }

  onDidChange(listener: (s: OwnershipState) => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  /** The endpoint other tools can use, when this window serves it or uses another window's. */
  endpoint(): string | undefined {
    return this.state.kind === 'owner' || this.state.kind === 'client' ? this.state.url : undefined;
  }

  /** Resolves once the state has settled: the URL when serving (owner or client), else undefined. */
  whenServing(): Promise<string | undefined> {
    if (this.state.kind !== 'starting') return Promise.resolve(this.endpoint());
    return new Promise((resolve) => this.servingWaiters.push(resolve));
  }

  /** (Re)starts with a configuration: closes a server of ours first when the port changed. */
  configure(config: OwnershipConfig): Promise<void> {
    const gen = ++this.generation;
    // Settle callers of whenServing() on the new configuration, not on the old state.
    if (config.enabled && !this.disposed) this.setState({ kind: 'starting', port: config.port });
    this.settling = this.settling.then(() => this.apply(config, gen)).catch((e) => {
      this.deps.log.error(`Server start failed: ${(e as Error).message}`);
    });
    return this.settling;
  }

  private async apply(config: OwnershipConfig, gen: number): Promise<void> {
    if (gen !== this.generation || this.disposed) return;
    this.clearTimer();
    await this.closeServer();
    this.remote = undefined;
    this.failures = 0;
    if (!config.enabled) {
      this.setState({ kind: 'disabled' });
      return;
    }
    this.setState({ kind: 'starting', port: config.port });
    await this.acquire(config.port, gen);
  }

  /** Tries to bind; on EADDRINUSE finds out who holds the port. */
  private async acquire(port: number, gen: number): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (gen !== this.generation || this.disposed) return;
      try {
        const server = await this.deps.bind(port);
        if (gen !== this.generation || this.disposed) {
          await server.close();
          return;
        }
        this.server = server;
        this.remote = undefined;
        this.failures = 0;
        this.deps.log.info(`Serving ${urlFor(port)} (this window owns the port).`);
        this.setState({ kind: 'owner', port, url: urlFor(port) });
        return;
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code !== 'EADDRINUSE') {
          this.deps.log.error(`Cannot listen on 127.0.0.1:${port}: ${(e as Error).message}`);
          this.setState({ kind: 'error', port, detail: (e as Error).message });
          this.schedule(port, gen, this.backoff(this.deps.foreignPollMs ?? 30_000));
          return;
        }
      }
      const health = await this.probe(port);
      if (gen !== this.generation || this.disposed) return;
      switch (health.kind) {
        case 'ours':
          this.becomeClient(port, gen);
          return;
        case 'foreign':
        case 'unproven':
          this.becomeForeign(port, gen, health.detail, health.kind === 'unproven');
          return;
        case 'free':
          // The holder just went away: bind again.
          continue;
        case 'unknown':
          // Taken but not answering yet (an owner still starting): wait a little and look again.
          await delay(300 * (attempt + 1));
          continue;
      }
    }
    // Still undecided: treat as a client of a slow owner, and let the poll sort it out.
    this.becomeClient(port, gen);
  }

  private becomeClient(port: number, gen: number): void {
    if (this.state.kind !== 'client' || this.state.port !== port) {
      this.deps.log.info(`Port ${port} is served by another Grounded Code window or service; using it.`);
      this.remote = this.httpBackend(port);
      this.setState({ kind: 'client', port, url: urlFor(port) });
    }
    this.schedule(port, gen, this.deps.pollMs ?? 4000);
  }

  private becomeForeign(port: number, gen: number, detail: string, unproven: boolean): void {
    if (this.state.kind !== 'foreign' || this.state.unproven !== unproven) {
      this.deps.log.warn(
        unproven
          ? `Port ${port} is held by a program that ${detail}; nothing is sent to it, this window answers by itself. ` +
              `Change groundedCode.server.port to serve your external tools.`
          : `Port ${port} is held by another program (${detail}); answering in this window without HTTP. ` +
              `Change groundedCode.server.port to serve external tools.`,
      );
    }
    this.remote = undefined;
    this.setState({ kind: 'foreign', port, detail, unproven });
    this.schedule(port, gen, this.deps.foreignPollMs ?? 30_000);
  }

  private schedule(port: number, gen: number, ms: number): void {
    this.clearTimer();
    if (this.disposed) return;
    // Jitter so that several windows do not probe in lockstep.
    const wait = ms + Math.floor(Math.random() * Math.min(1000, ms / 4));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.settling = this.settling.then(() => this.poll(port, gen)).catch((e) => {
        this.deps.log.warn(`Server check failed: ${(e as Error).message}`);
      });
    }, wait);
    this.timer.unref?.();
  }

  private async poll(port: number, gen: number): Promise<void> {
    if (gen !== this.generation || this.disposed) return;
    const health = await this.probe(port);
    if (gen !== this.generation || this.disposed) return;
    switch (health.kind) {
      case 'ours':
        this.failures = 0;
        this.becomeClient(port, gen);
        return;
      case 'foreign':
      case 'unproven':
        this.failures = 0;
        this.becomeForeign(port, gen, health.detail, health.kind === 'unproven');
        return;
      case 'free':
        this.deps.log.info(`The server on port ${port} went away; taking over.`);
        await this.acquire(port, gen);
        return;
      case 'unknown':
        this.failures++;
        this.deps.log.debug(`Health check of port ${port}: ${health.detail}`);
        this.schedule(port, gen, this.backoff(this.deps.pollMs ?? 4000));
        return;
    }
  }

  private backoff(base: number): number {
    this.failures++;
    return Math.min(base * 2 ** Math.min(this.failures - 1, 6), this.deps.maxBackoffMs ?? 30_000);
  }

  /** Called when a client request found nobody home: take over now instead of at the next poll. */
  async ownerGone(): Promise<void> {
    const s = this.state;
    if (s.kind !== 'client') return;
    const gen = this.generation;
    this.clearTimer();
    this.settling = this.settling.then(() => this.poll(s.port, gen));
    await this.settling;
  }

  /** A request found a holder that cannot prove it is the user's: stop using it now. */
  private async notOurs(detail: string): Promise<void> {
    const s = this.state;
    if (s.kind !== 'client') return;
    const gen = this.generation;
    this.clearTimer();
    this.settling = this.settling.then(() => {
      if (gen === this.generation && !this.disposed) this.becomeForeign(s.port, gen, detail, true);
    });
    await this.settling;
  }

  /** The backend the UI should use now; waits briefly while the state is `starting`. */
  async backend(): Promise<Backend> {
    if (this.state.kind === 'starting') {
      await Promise.race([this.whenServing(), delay(5000)]);
    }
    return this.state.kind === 'client' && this.remote ? this.remote : this.deps.inProcess;
  }

  /**
   * Runs a generation on the current backend. When the owner turns out to be gone before answering
   * (nothing was counted), takes over and retries once.
   */
  async *generate(input: GenerateInput, signal: AbortSignal): AsyncIterable<GenerateEvent> {
    for (let attempt = 0; ; attempt++) {
      const backend = await this.backend();
      let yielded = false;
      try {
        for await (const ev of backend.generate(input, signal)) {
          yielded = true;
          yield ev;
        }
        return;
      } catch (e) {
        if (e instanceof OwnerGoneError && !yielded && attempt === 0) {
          this.deps.log.info('The serving window went away; taking over and retrying.');
          await this.ownerGone();
          continue;
        }
        if (e instanceof NotOursError && !yielded && attempt === 0) {
          // The port changed hands since the last poll: nothing was sent; answer here.
          await this.notOurs(e.detail);
          continue;
        }
        throw e;
      }
    }
  }

  async quota(): Promise<QuotaInfo | undefined> {
    const backend = await this.backend();
    try {
      return await backend.quota();
    } catch {
      return undefined;
    }
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    this.generation++;
    this.clearTimer();
    this.listeners.clear();
    await this.closeServer();
    this.flushWaiters(undefined);
  }

  private async closeServer(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) {
      try {
        await server.close();
      } catch (e) {
        this.deps.log.warn(`Closing the server: ${(e as Error).message}`);
      }
    }
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private setState(s: OwnershipState): void {
    const prev = this.state;
    this.state = s;
    if (s.kind !== 'starting') this.flushWaiters(this.endpoint());
    if (JSON.stringify(prev) === JSON.stringify(s)) return;
    for (const l of [...this.listeners]) {
      try {
        l(s);
      } catch {
        /* a listener's failure is not ours */
      }
    }
  }

  private flushWaiters(url: string | undefined): void {
    const waiters = this.servingWaiters;
    this.servingWaiters = [];
    for (const w of waiters) w(url);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
