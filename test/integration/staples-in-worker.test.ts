/**
 * The worker ranks with the everyday-API prior the base ships (kb/staples.json.gz), as the in-process
 * engine does: a worker that left the prior's manifest entry out (it keeps only the entries it reads)
 * answered without it, and nothing but the benchmark's figures showed it.
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openKnowledgeBase } from '../../src/core/kb/index';
import { deserializeIndex } from '../../src/core/kb/index-file';
import { deserializeIntents } from '../../src/core/kb/intents';
import { librariesNamedIn } from '../../src/core/kb/libraries-named';
import { searchIndex } from '../../src/core/kb/search';
import { resolveStaples, type StapleTable } from '../../src/core/kb/staples';
import { LIBRARY_ALIASES } from '../../src/core/kb/vocabulary';
import { REPO } from '../support/cli';

const KB = path.join(REPO, 'kb');
const QUESTIONS = ['read two integers from the user and print their sum', 'sleep for one second', 'compute the square root of a number'];

describe('the worker ranks with the everyday-API prior (shipped base)', function () {
  this.timeout(300_000);

  /** One language of the shipped base loaded in this process, with its part of the staples table. */
  function engineIndex(lang: string) {
    const manifest = JSON.parse(readFileSync(path.join(KB, 'manifest.json'), 'utf8'));
    const entry = manifest.files.find((f: { lang: string }) => f.lang === lang);
    const lines = gunzipSync(readFileSync(path.join(KB, entry.file))).toString('utf8').split('\n').filter(Boolean);
    const index = deserializeIndex(gunzipSync(readFileSync(path.join(KB, entry.index.file))), lines)!;
    index.intents = deserializeIntents(gunzipSync(readFileSync(path.join(KB, entry.intents.file))), entry.sha256, lines.length);
    const staples = (JSON.parse(gunzipSync(readFileSync(path.join(KB, manifest.staples.file))).toString('utf8')) as StapleTable)[lang];
    return { index, staples };
  }

  /** The worker's pages for `questions` are the engine's, with the staples applied. */
  async function sameAsEngine(lang: string, index: ReturnType<typeof engineIndex>['index'], questions: string[]) {
    const kb = openKnowledgeBase({ dir: KB });
    try {
      assert.equal(await kb.whenReady(120_000), true, kb.failure());
      for (const question of questions) {
        const mentionedLibs = librariesNamedIn(index, question, LIBRARY_ALIASES[lang] ?? {});
        const expected = searchIndex(index, { question, mentionedLibs, k: 10, allowWeak: true }).map((h) => index.records.get(h.index).name);
        const got = (await kb.retrieve({ question, lang, k: 10, allowWeak: true })).apis.map((a) => a.name);
        assert.deepEqual(got, expected, question);
      }
    } finally {
      await kb.dispose();
    }
  }

  for (const lang of ['go', 'c']) {
    it(`${lang}: the worker's results are the engine's with kb/staples.json.gz applied`, async () => {
      const { index, staples } = engineIndex(lang);
      assert.ok(staples && Object.keys(staples.calls).length > 0, `the base ships ${lang}'s staples`);
      index.staples = resolveStaples(index, staples);
      await sameAsEngine(lang, index, QUESTIONS);
    });
  }

  // Python's entry is its standard library alone: a phrase spells a name of it, or of a library the question
  // names, and "the cartesian product of two lists" is no request for networkx's `cartesian_product`.
  it("python: the worker knows Python's standard library, and a phrase spells one of its names first", async () => {
    const { index, staples } = engineIndex('python');
    assert.ok(staples && staples.standard.includes('builtins') && staples.standard.includes('itertools'), "the base ships Python's standard library");
    assert.ok(!staples.standard.includes('networkx'), 'networkx is no part of it');
    const question = 'compute the cartesian product of two lists';
    const withoutIt = searchIndex(index, { question, mentionedLibs: new Set(), k: 10, allowWeak: true }).map((h) => index.records.get(h.index).name);
    assert.equal(withoutIt[0], 'networkx.cartesian_product', `without the standard library known: ${withoutIt}`);
    index.staples = resolveStaples(index, staples);
    await sameAsEngine('python', index, [question, ...QUESTIONS]);
    const withIt = searchIndex(index, { question, mentionedLibs: new Set(), k: 10, allowWeak: true }).map((h) => index.records.get(h.index).name);
    assert.equal(withIt[0], 'itertools.product', `with it: ${withIt}`);
  });
});
