/**
 * Every own property name of Object.prototype, Function.prototype and Array.prototype, alone and
 * inside questions, in every language and in `auto`, against the shipped base (kb/): through the
 * knowledge base's workers, through `search` and `search --batch`, and through `/api/generate` over
 * real HTTP with a fake model upstream. Each must get an answer, never an error.
 */
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { openKnowledgeBase } from '../../src/core/kb/index';
import type { KnowledgeBase } from '../../src/core/kb/types';
import { REPO, runCli } from '../support/cli';
import { startFakeOpenAI, type FakeUpstream } from '../support/fake-upstreams';
import { EVERY_LANG, PROTOTYPE_WORDS, pathQuestionsWith, questionsWith } from '../support/prototype-words';
import { generate, startStack, whenKbReady, type Stack } from '../support/serve-process';

const SHIPPED_KB = path.join(REPO, 'kb');

/** Runs `fn` over `items`, `width` at a time, in order of start. */
async function inParallel<T>(items: readonly T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

describe('hardening: words every JavaScript object has, against the shipped base', function () {
  this.timeout(300_000);

  it('the knowledge base answers each, alone and in questions, with history, in every language and auto', async () => {
    const kb: KnowledgeBase = openKnowledgeBase({ dir: SHIPPED_KB });
    try {
      assert.equal(await kb.whenReady(120_000), true, kb.failure());
      const failures: string[] = [];
      const queries = PROTOTYPE_WORDS.flatMap((word) => [...questionsWith(word), ...pathQuestionsWith(word)].flatMap((question) => EVERY_LANG.map((lang) => ({ word, question, lang }))));
      await inParallel(queries, 4, async ({ word, question, lang }) => {
        try {
          const r = await kb.retrieve({
            question,
            lang,
            history: [{ role: 'user', content: `and ${word}?` }, { role: 'assistant', content: `${word}()` }],
            editorLang: word,
            preferredLibs: [word],
            allowWeak: true,
          });
          if (!Array.isArray(r.apis) || typeof r.context !== 'string') failures.push(`${lang} ${question}: malformed result`);
        } catch (e) {
          failures.push(`${lang} ${question}: ${(e as Error).message}`);
        }
      });
      assert.deepEqual(failures.slice(0, 10), [], `${failures.length} of ${queries.length} queries failed`);
      // The word is not dropped: asked alone in Java, `constructor` finds constructors.
      const java = await kb.retrieve({ question: 'How do I write a constructor', lang: 'java', allowWeak: true });
      assert.ok(java.apis.length > 0);
    } finally {
      await kb.dispose();
    }
  });

  it('`search` and `search --batch` answer each, in every language and auto, and exit 0', async () => {
    for (const args of [['constructor'], ['How do I write a __proto__', '--lang', 'java', '--json']]) {
      const r = await runCli(['search', ...args, '--kb', SHIPPED_KB]);
      assert.equal(r.code, 0, `search ${args.join(' ')}: ${r.stderr}`);
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'gc-words-'));
    try {
      const file = path.join(dir, 'words.jsonl');
      const lines: string[] = [];
      for (const word of PROTOTYPE_WORDS) {
        for (const question of questionsWith(word).slice(0, 2)) {
          for (const lang of EVERY_LANG) lines.push(JSON.stringify({ id: `${lang}|${question}`, question, lang }));
        }
      }
      writeFileSync(file, lines.join('\n') + '\n');
      const r = await runCli(['search', '--batch', file, '--kb', SHIPPED_KB]);
      assert.equal(r.stderr, '');
      assert.equal(r.code, 0);
      const out = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
      assert.equal(out.length, lines.length);
      const errors = out.filter((o) => o.error !== undefined || !Array.isArray(o.results)).map((o) => `${o.id}: ${o.error}`);
      assert.deepEqual(errors.slice(0, 10), [], `${errors.length} of ${out.length} lines failed`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('/api/generate over HTTP, with a fake model', () => {
    let s: Stack;
    let upstream: FakeUpstream;
    before(async () => {
      upstream = await startFakeOpenAI({ reply: 'An answer.' });
      s = await startStack({
        kb: SHIPPED_KB,
        upstream,
        args: ['--daily-limit', '100000', '--minute-limit', '10000'],
        // A named endpoint called `constructor`, served by the same fake.
        env: { GROUNDED_CODE_ENDPOINTS: JSON.stringify({ constructor: { baseUrl: upstream.baseUrl } }) },
      });
      await whenKbReady(s.port);
    });
    after(async () => {
      if (s) await s.stop();
      if (upstream) await upstream.close();
    });

    it('answers each word alone and in a question, in every language and auto (200, not 503)', async () => {
      const bodies = PROTOTYPE_WORDS.flatMap((word) =>
        [word, `How do I write a ${word}?`].flatMap((question) =>
          EVERY_LANG.map((lang) => ({ question, lang, history: [{ role: 'user', content: `${word}.${word}()` }, { role: 'assistant', content: word }] })),
        ),
      );
      const wrong: string[] = [];
      await inParallel(bodies, 4, async (body) => {
        const r = await generate(s.port, body);
        if (r.status !== 200 || typeof r.json?.answer !== 'string') wrong.push(`${body.lang} ${body.question}: ${r.status} ${JSON.stringify(r.json?.error ?? r.json)}`);
      });
      assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} of ${bodies.length} requests failed`);
      assert.equal(s.served.child.exitCode, null);
    });

    it('takes them as model names: a model called so is asked, a provider called so is a 400 or its endpoint', async () => {
      const asModel = await generate(s.port, { question: 'sort a list', lang: 'python', model: 'openai/constructor' });
      assert.equal(asModel.status, 200, JSON.stringify(asModel.json));
      assert.equal(upstream.requests.at(-1)?.body.model, 'constructor');
      for (const word of PROTOTYPE_WORDS.filter((w) => w !== 'constructor')) {
        const r = await generate(s.port, { question: 'sort a list', model: `${word}/m` });
        assert.equal(r.status, 400, JSON.stringify(r.json));
        assert.equal(r.json.error.code, 'invalid_request');
        // Names a provider may have are refused as unknown providers; the others (`__proto__`) as malformed.
        assert.match(r.json.error.message, /^[a-z]/i.test(word) ? /Unknown model provider/ : /must look like/);
      }
      // The endpoint named `constructor` is asked like any other endpoint.
      const endpoint = await generate(s.port, { question: 'sort a list', model: 'constructor/m' });
      assert.equal(endpoint.status, 200, JSON.stringify(endpoint.json));
      assert.equal(upstream.requests.at(-1)?.body.model, 'm');
    });
  });
});
