/**
 * A library the question names, on the shipped base and through the worker as a user meets it: its own
 * API before the same API of the library the routes know better (look-alikes.ts), and Go's standard
 * packages named by an acronym (go-packages.ts).
 */
import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { openKnowledgeBase } from '../../src/core/kb/index';
import type { KnowledgeBase } from '../../src/core/kb/types';
import { REPO } from '../support/cli';

describe('a library the question names (shipped base, in its worker)', function () {
  this.timeout(300_000);
  let kb: KnowledgeBase;
  before(async () => {
    kb = openKnowledgeBase({ dir: path.join(REPO, 'kb') });
    assert.equal(await kb.whenReady(240_000), true, kb.failure());
  });
  after(() => kb.dispose());
  const names = async (question: string, lang: string) => (await kb.retrieve({ question, lang, k: 10, allowWeak: true })).apis.map((a) => a.name);
  const comesFirst = (list: string[], first: string, second: string) => {
    assert.ok(list.includes(first), `${first} is on the page: ${list.join(', ')}`);
    assert.ok(!list.includes(second) || list.indexOf(first) < list.indexOf(second), `${first} before ${second}: ${list.join(', ')}`);
  };

  it("gives the named package's API before its look-alike in the package the mined code knows", async () => {
    // math/rand/v2 is newer than the code the base read: no usage, no mined examples, yet the user chose it.
    const go = await names("random numbers with Go's math/rand/v2 package", 'go');
    assert.equal(go[0], 'math/rand/v2.IntN', go.join(', '));
    comesFirst(go, 'math/rand/v2.IntN', 'math/rand.Intn');
    comesFirst(await names('spawn a child process with tokio', 'rust'), 'tokio::process::Command::new', 'std::process::Command::new');
    comesFirst(await names('remove a file asynchronously with tokio', 'rust'), 'tokio::fs::remove_file', 'std::fs::remove_file');
  });

  it("names Go's standard packages by an acronym: JPEG is image/jpeg", async () => {
    const page = await names('decode a JPEG image', 'go');
    assert.ok(page.slice(0, 5).includes('image/jpeg.Decode'), page.join(', '));
    // An English word that is a package's name stays a word: container/list is not on a page about lists.
    assert.ok(!(await names('get the last element of a list', 'go')).some((n) => n.startsWith('container/list.')));
  });
});
