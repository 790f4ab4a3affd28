import { strict as assert } from 'node:assert';
import type { KnowledgeBase, RetrievalQuery, RetrievedApi } from '../../src/core/kb/types';
import { ToolCallBudget } from '../../src/core/tools/budget';
import { ToolBox, ToolInputError, ToolRateLimitedError, TOOLS, UnknownToolError, availableTools, inputJsonSchema } from '../../src/core/tools/registry';
import { normaliseApiName } from '../../src/core/tools/search-apis';
import type { ToolDefinition, ToolDeps } from '../../src/core/tools/types';

function api(name: string, lib: string, extra: Partial<RetrievedApi> = {}): RetrievedApi {
  return { lang: 'python', lib, name, kind: 'function', sig: `${name.split('.').pop()}(x)`, doc: `Doc of ${name}.`, score: 1, ...extra };
}

/**
 * A base that answers every query with `apis` (or, per language, with `byLang[lang]`; `auto` reads as
 * Python) and records the queries. Only what the tools use is implemented.
 */
function fakeKb(
  apis: RetrievedApi[],
  state: 'ready' | 'loading' = 'ready',
  byLang: Record<string, RetrievedApi[]> = {},
): KnowledgeBase & { queries: RetrievalQuery[] } {
  const queries: RetrievalQuery[] = [];
  const fake = {
    queries,
    state: () => state,
    failure: () => undefined,
    whenReady: async () => state === 'ready',
    languages: () => ['python', ...Object.keys(byLang).filter((l) => l !== 'python')],
    async retrieve(q: RetrievalQuery) {
      queries.push(q);
      const lang = !q.lang || q.lang === 'auto' ? 'python' : q.lang;
      return { lang, autoDetected: q.lang === 'auto', apis: (byLang[lang] ?? apis).slice(0, q.k ?? 10), context: '' };
    },
    dispose: async () => undefined,
  };
  return fake as unknown as KnowledgeBase & { queries: RetrievalQuery[] };
}

describe('tools: budget', () => {
  it('allows the limit in any rolling minute, then says when the oldest call leaves the window', () => {
    let now = 1_000_000;
    const budget = new ToolCallBudget(() => 3, () => now);
    assert.deepEqual([budget.take('a'), budget.take('a')].map((d) => d.ok), [true, true]);
    now += 20_000;
    assert.equal(budget.take('a').ok, true);
    const refused = budget.take('a');
    assert.deepEqual(refused, { ok: false, retryAfter: 40 });
    assert.equal(budget.take('b').ok, true, 'callers have their own budget');
    now += 40_000; // the first two left the window
    assert.equal(budget.take('a').ok, true);
  });

  it('takes a batch whole or not at all', () => {
    const budget = new ToolCallBudget(() => 3, () => 0);
    assert.equal(budget.take('a', 2).ok, true);
    assert.equal(budget.take('a', 2).ok, false);
    assert.equal(budget.take('a', 1).ok, true);
  });
});

describe('tools: registry and search_apis', () => {
  const deps = (kb: KnowledgeBase): ToolDeps => ({ kb, kbWaitMs: 10 });

  it('offers a tool only when its host has what it needs', () => {
    const needsMore: ToolDefinition = { ...TOOLS[0]!, name: 'check_code', available: () => false };
    const names = availableTools(deps(fakeKb([])), [...TOOLS, needsMore]).map((t) => t.name);
    assert.deepEqual(names, ['search_apis']);
  });

  it('declares a JSON Schema a client can show (no $schema, strict, query required)', () => {
    const schema = inputJsonSchema(TOOLS[0]!);
    assert.equal(schema.$schema, undefined);
    assert.equal(schema.additionalProperties, false);
    assert.deepEqual(schema.required, ['query']);
    assert.deepEqual(Object.keys(schema.properties as object).sort(), ['k', 'language', 'library', 'query']);
  });

  it('validates input, refuses unknown tools, and counts only valid calls', async () => {
    const box = new ToolBox({ deps: deps(fakeKb([api('json.loads', 'json')])), callsPerMinute: () => 1 });
    await assert.rejects(box.call('nope', {}, { caller: 'a' }), UnknownToolError);
    await assert.rejects(box.call('search_apis', { query: '' }, { caller: 'a' }), ToolInputError);
    await assert.rejects(box.call('search_apis', { query: 'x', k: 0 }, { caller: 'a' }), ToolInputError);
    const ok = await box.call('search_apis', { query: 'parse json' }, { caller: 'a' });
    assert.match(ok.text, /json\.loads/);
    await assert.rejects(box.call('search_apis', { query: 'parse json' }, { caller: 'a' }), ToolRateLimitedError);
    await box.call('search_apis', { query: 'parse json' }, { caller: 'a', counted: true });
  });

  it('keeps only the asked library, names it in the question, and puts an exact API name first', async () => {
    const kb = fakeKb([api('numpy.sum', 'numpy'), api('pandas.DataFrame', 'pandas'), api('pandas.DataFrame.groupby', 'pandas')]);
    const box = new ToolBox({ deps: deps(kb), callsPerMinute: () => 100 });
    const r = await box.call('search_apis', { query: 'DataFrame.groupby', library: 'pandas', k: 2 }, { caller: 'a' });
    const names = (r.data.apis as { name: string }[]).map((a) => a.name);
    assert.deepEqual(names, ['pandas.DataFrame.groupby', 'pandas.DataFrame']);
    assert.equal(kb.queries[0]?.question, 'DataFrame.groupby using pandas');
    assert.deepEqual(kb.queries[0]?.preferredLibs, ['pandas']);
    assert.ok((kb.queries[0]?.k ?? 0) > 2, 'a wider pool is ranked before filtering');
  });

  it('says plainly when nothing matched and when the base is loading', async () => {
    const empty = await new ToolBox({ deps: deps(fakeKb([api('os.path.join', 'os')])), callsPerMinute: () => 9 }).call(
      'search_apis',
      { query: 'x', library: 'pandas' },
      { caller: 'a' },
    );
    assert.equal(empty.isError, undefined);
    assert.match(empty.text, /No API .* matched.*Try without the library/s);
    const loading = await new ToolBox({ deps: deps(fakeKb([], 'loading')), callsPerMinute: () => 9 }).call('search_apis', { query: 'x' }, { caller: 'a' });
    assert.equal(loading.isError, true);
    assert.match(loading.text, /still loading/);
  });

  it('a bare API name the detected language lacks is looked up in the language where most APIs carry it', async () => {
    const kb = fakeKb([], 'ready', {
      python: [api('numpy.zeros', 'numpy')],
      go: [api('goldmark.Context.ComputeIfAbsent', 'goldmark', { lang: 'go' })],
      java: [api('java.util.Map.computeIfAbsent', 'java.util', { lang: 'java' }), api('java.util.HashMap.computeIfAbsent', 'java.util', { lang: 'java' }), api('java.util.Map.compute', 'java.util', { lang: 'java' })],
    });
    const box = new ToolBox({ deps: deps(kb), callsPerMinute: () => 100 });
    const r = await box.call('search_apis', { query: 'computeIfAbsent', k: 5 }, { caller: 'a' });
    assert.equal(r.data.language, 'java');
    assert.deepEqual((r.data.apis as { name: string }[]).map((a) => a.name), ['java.util.Map.computeIfAbsent', 'java.util.HashMap.computeIfAbsent']);
    // A sentence, or a language given by the caller, is never second-guessed.
    const sentence = await box.call('search_apis', { query: 'compute if absent', k: 5 }, { caller: 'a' });
    assert.equal(sentence.data.language, 'python');
    const given = await box.call('search_apis', { query: 'computeIfAbsent', language: 'python', k: 5 }, { caller: 'a' });
    assert.equal(given.data.language, 'python');
  });

  it('compares API names across separators', () => {
    assert.equal(normaliseApiName('tokio::spawn'), normaliseApiName('tokio.spawn'));
    assert.equal(normaliseApiName('Array.prototype.map'), 'array.map');
    assert.equal(normaliseApiName('net/http.Get(url)'), 'net.http.get');
  });
});
