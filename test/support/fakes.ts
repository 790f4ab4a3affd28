/**
 * Test doubles for the service's ports: a knowledge base, a model registry with scriptable
 * providers, an in-memory AtomicStore, a settable clock and a recording logger.
 */
import { RecordsCheckBase } from '../../src/core/check/base';
import { checkCode, type CheckInput, type CheckReport } from '../../src/core/check/check';
import { PublishedNames } from '../../src/core/check/published';
import type { KnowledgeBase, KnowledgeBaseState, RetrievalQuery, RetrievalResult, RetrievedApi } from '../../src/core/kb/types';
import { ModelError, type ChatRequest, type ModelId, type ModelProvider, type ModelRegistry } from '../../src/core/models/types';
import type { AtomicStore, Logger } from '../../src/core/ports';

export const API: RetrievedApi = {
  lang: 'python',
  lib: 'pandas',
  name: 'pandas.read_csv',
  kind: 'function',
  sig: 'def read_csv(filepath_or_buffer, sep=",", header="infer")',
  doc: 'Read a comma-separated values (csv) file into DataFrame.',
  score: 0.9,
};

/** The names the fake base's checker knows. */
export const FAKE_CHECK_RECORDS = [
  { lang: 'python', lib: 'numpy', name: 'numpy', kind: 'module' },
  { lang: 'python', lib: 'numpy', name: 'numpy.mean', kind: 'function' },
  { lang: 'python', lib: 'numpy', name: 'numpy.median', kind: 'function' },
  { lang: 'python', lib: 'numpy', name: 'numpy.array', kind: 'function' },
  { lang: 'python', lib: 'pandas', name: 'pandas', kind: 'module' },
  { lang: 'python', lib: 'pandas', name: 'pandas.read_csv', kind: 'function' },
  { lang: 'python', lib: 'pandas', name: 'pandas.DataFrame', kind: 'class' },
  { lang: 'python', lib: 'pandas', name: 'pandas.DataFrame.groupby', kind: 'method' },
];

function permissivePublished(): PublishedNames {
  return new PublishedNames({ format: 'gc-published-1', source: 'test', names: { python: ['requests'] }, wellKnown: { python: ['numpy', 'pandas', 'nltk'] } });
}

export class FakeKb implements KnowledgeBase {
  current: KnowledgeBaseState = 'ready';
  failWith: string | undefined;
  retrieveError: Error | undefined;
  queries: RetrievalQuery[] = [];
  apis: RetrievedApi[] = [API, { ...API, name: 'pandas.DataFrame.groupby', sig: 'def groupby(self, by=None)' }];
  /** Resolves a pending whenReady when set to 'ready'. */
  private waiters: Array<(ok: boolean) => void> = [];

  state() {
    return this.current;
  }
  failure() {
    return this.current === 'failed' ? (this.failWith ?? 'broken') : undefined;
  }
  whenReady(timeoutMs: number): Promise<boolean> {
    if (this.current === 'ready') return Promise.resolve(true);
    if (this.current === 'failed') return Promise.resolve(false);
    return new Promise((resolve) => {
      const t = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push((ok) => {
        clearTimeout(t);
        resolve(ok);
      });
    });
  }
  becomeReady() {
    this.current = 'ready';
    for (const w of this.waiters.splice(0)) w(true);
  }
  languages() {
    return this.current === 'ready' ? ['c', 'go', 'java', 'javascript', 'python', 'rust'] : [];
  }
  async retrieve(query: RetrievalQuery): Promise<RetrievalResult> {
    this.queries.push(query);
    if (this.retrieveError) throw this.retrieveError;
    const explicit = query.lang && query.lang !== 'auto' ? query.lang : undefined;
    const lang = explicit ?? 'python';
    const apis = this.apis.slice(0, query.k ?? 10).map((a) => ({ ...a }));
    return { lang, autoDetected: !explicit, apis, context: apis.map((a) => `${a.lib}: ${a.sig}`).join('\n') };
  }
  /** Code checks, answered by the real checker over a few records (numpy, pandas). */
  checks: CheckInput[] = [];
  private checkBase = new RecordsCheckBase(FAKE_CHECK_RECORDS, permissivePublished());
  async check(input: CheckInput): Promise<CheckReport> {
    this.checks.push(input);
    return checkCode(this.checkBase, input);
  }
  async dispose() {}
}

export type Script = (request: ChatRequest) => AsyncIterable<string>;

export class FakeProvider implements ModelProvider {
  calls: ChatRequest[] = [];
  constructor(
    readonly name: string,
    public script: Script = async function* () {
      yield 'Use `pandas.read_csv`:\n\n```python\nimport pandas as pd\n';
      yield 'df = pd.read_csv("a.csv")\n```\n';
    },
  ) {}
  stream(request: ChatRequest): AsyncIterable<string> {
    this.calls.push(request);
    return this.script(request);
  }
}

export class FakeRegistry implements ModelRegistry {
  readonly providersByName = new Map<string, FakeProvider>();
  /** Providers that are known but unusable as configured (e.g. no key): resolve throws config. */
  unconfigured = new Set<string>();
  constructor(names: string[] = ['ollama', 'openai', 'openrouter', 'anthropic', 'lmstudio']) {
    for (const n of names) this.providersByName.set(n, new FakeProvider(n));
  }
  provider(name = 'ollama'): FakeProvider {
    return this.providersByName.get(name) as FakeProvider;
  }
  has(provider: string) {
    return this.providersByName.has(provider);
  }
  providers() {
    return [...this.providersByName.keys()];
  }
  async resolve(id: ModelId): Promise<ModelProvider> {
    if (this.unconfigured.has(id.provider)) {
      throw new ModelError('config', `${id.provider} needs an API key (set ${id.provider.toUpperCase()}_API_KEY)`);
    }
    const p = this.providersByName.get(id.provider);
    if (!p) throw new ModelError('config', `unknown provider ${id.provider}`);
    return p;
  }
}

/** Atomic because JavaScript is single-threaded and `fn` runs synchronously between awaits. */
export class MemoryStore implements AtomicStore {
  data = new Map<string, unknown>();
  updates = 0;
  async read<T>(key: string) {
    await Promise.resolve();
    return this.data.get(key) as T | undefined;
  }
  async update<T>(key: string, fn: (current: T | undefined) => T) {
    await new Promise((r) => setImmediate(r));
    const next = fn(this.data.get(key) as T | undefined);
    this.data.set(key, next);
    this.updates++;
    return next;
  }
}

export class FakeClock {
  constructor(public now = Date.UTC(2026, 0, 1, 12, 0, 0)) {}
  readonly fn = () => this.now;
  advance(ms: number) {
    this.now += ms;
  }
}

export class RecordingLog implements Logger {
  lines: string[] = [];
  private add(level: string, m: unknown) {
    this.lines.push(`${level}: ${m instanceof Error ? m.message : String(m)}`);
  }
  trace(m: string) {
    this.add('trace', m);
  }
  debug(m: string) {
    this.add('debug', m);
  }
  info(m: string) {
    this.add('info', m);
  }
  warn(m: string) {
    this.add('warn', m);
  }
  error(m: string | Error) {
    this.add('error', m);
  }
}

/** An async iterable that yields `parts` and then throws `error`. */
export function failingAfter(parts: string[], error: Error): Script {
  return async function* () {
    for (const p of parts) yield p;
    throw error;
  };
}
