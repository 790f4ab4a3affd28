import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assemble } from '../../../kb/pipeline/assemble';
import { borrowersLeftBehind, mirrorMap, mirrorsOf, staleBorrowedModels, standardLibrariesOf, withBorrowedAssociations } from '../../../kb/pipeline/mirrors';
import { refresh } from '../../../kb/pipeline/refresh';
import { openKnowledgeBase } from '../../../src/core/kb/index';
import type { IntentModel } from '../../../src/core/kb/intents';

const anyMath = () => true;

/** A model from rows of [term, [[record, weight], …]] (strongest first, as the trainer writes them). */
function modelOf(rows: Array<[string, Array<[number, number]>]>): IntentModel {
  const start = [0];
  const records: number[] = [];
  const weights: number[] = [];
  for (const [, pairs] of rows) {
    for (const [r, w] of pairs) {
      records.push(r);
      weights.push(w);
    }
    start.push(records.length);
  }
  return {
    lang: 'x',
    dataSha256: 'abc',
    examples: 10,
    terms: new Map(rows.map(([term], i) => [term, i])),
    start: Int32Array.from(start),
    records: Int32Array.from(records),
    weights: Uint8Array.from(weights),
  };
}

function rowOf(model: IntentModel, term: string): Array<[number, number]> {
  const id = model.terms.get(term);
  if (id === undefined) return [];
  const row: Array<[number, number]> = [];
  for (let p = model.start[id]; p < model.start[id + 1]; p++) row.push([model.records[p], model.weights[p]]);
  return row;
}

describe('purpose borrowed from Python through mirrored APIs', () => {
  it('mirrors Python math into each language math library under its own names', () => {
    assert.deepEqual(mirrorsOf('c', 'math.sqrt', anyMath), ['sqrt']);
    assert.deepEqual(mirrorsOf('javascript', 'math.sqrt', anyMath), ['Math.sqrt']);
    assert.deepEqual(mirrorsOf('java', 'math.atan2', anyMath), ['java.lang.Math.atan2']);
    // JavaScript and Java have no fabs: their abs takes floats.
    assert.deepEqual(mirrorsOf('javascript', 'math.fabs', anyMath), ['Math.abs']);
    assert.deepEqual(mirrorsOf('java', 'math.fabs', anyMath), ['java.lang.Math.abs']);
    assert.deepEqual(mirrorsOf('c', 'math.fabs', anyMath), ['fabs']);
    assert.deepEqual(mirrorsOf('c', 'math.gamma', anyMath), ['tgamma']);
    assert.deepEqual(mirrorsOf('c', 'cmath.exp', anyMath), ['cexp']);
    assert.deepEqual(mirrorsOf('c', 'cmath.phase', anyMath), ['carg']);
  });

  it('mirrors the C and POSIX wrappers and string predicates into C only', () => {
    assert.deepEqual(mirrorsOf('c', 'time.sleep', anyMath), ['sleep']);
    assert.deepEqual(mirrorsOf('c', 'os.mkdir', anyMath), ['mkdir']);
    assert.deepEqual(mirrorsOf('c', 'os.path.basename', anyMath), ['basename']);
    assert.deepEqual(mirrorsOf('c', 'socket.socket.connect', anyMath), ['connect']);
    assert.deepEqual(mirrorsOf('c', 'builtins.str.isdigit', anyMath), ['isdigit']);
    assert.deepEqual(mirrorsOf('c', 'builtins.str.split', anyMath), [], 'not a predicate, not a mirror');
    assert.deepEqual(mirrorsOf('javascript', 'time.sleep', anyMath), []);
    assert.deepEqual(mirrorsOf('java', 'os.mkdir', anyMath), []);
  });

  it('sends every draw of Python random to the language standard generator', () => {
    assert.deepEqual(mirrorsOf('c', 'random.shuffle', anyMath), ['rand']);
    assert.deepEqual(mirrorsOf('c', 'random.seed', anyMath), ['srand']);
    assert.deepEqual(mirrorsOf('c', 'numpy.random.seed', anyMath), ['srand']);
    assert.deepEqual(mirrorsOf('javascript', 'random.randint', anyMath), ['Math.random']);
    assert.deepEqual(mirrorsOf('javascript', 'random.seed', anyMath), [], 'Math.random cannot be seeded');
    assert.deepEqual(mirrorsOf('java', 'numpy.random.rand', anyMath), ['java.util.Random', 'java.util.Random.nextInt']);
  });

  it('mirrors a NumPy function only into the target math library', () => {
    const cMath = (name: string) => ['atan2', 'sqrt', 'fabs'].includes(name);
    assert.deepEqual(mirrorsOf('c', 'numpy.arctan2', cMath), ['atan2']);
    assert.deepEqual(mirrorsOf('c', 'numpy.absolute', cMath), ['fabs']);
    assert.deepEqual(mirrorsOf('c', 'numpy.select', cMath), [], 'C select is not a math function');
    assert.deepEqual(mirrorsOf('c', 'numpy.ndarray.sort', cMath), []);
  });

  it('gives Rust its sleep and the generator its book teaches, and no math (its base has no f64::sqrt)', () => {
    assert.deepEqual(mirrorsOf('rust', 'time.sleep', anyMath), ['std::thread::sleep']);
    assert.deepEqual(mirrorsOf('rust', 'random.randint', anyMath), ['rand::thread_rng', 'rand::Rng::gen_range']);
    assert.deepEqual(mirrorsOf('rust', 'random.seed', anyMath), []);
    assert.deepEqual(mirrorsOf('rust', 'math.sqrt', anyMath), []);
    assert.deepEqual(mirrorsOf('rust', 'os.mkdir', anyMath), []);
  });

  it('reaches Rust rand, a crate, as the standard generator Rust lacks; no other crate', () => {
    const libraries = [
      { lib: 'std', lang: 'rust', source: 'rustup:rust-docs 1.95.0 (share/doc/rust/html/std)' },
      { lib: 'rand', lang: 'rust', source: 'debian:librust-rand-dev=0.8.5-1' },
      { lib: 'tokio', lang: 'rust', source: 'debian:librust-tokio-dev=1.24.2-1' },
    ];
    assert.deepEqual([...standardLibrariesOf('rust', libraries)].sort(), ['rand', 'std']);
    assert.deepEqual([...standardLibrariesOf('c', [{ lib: 'math', lang: 'c', source: 'debian:manpages-dev=6.03-2' }, { lib: 'curl', lang: 'c', source: 'debian:libcurl4-doc=7.88.1-10' }])], ['math']);
  });

  it('borrows nothing for Go or Python, nor for names that mirror nothing', () => {
    for (const lang of ['go', 'python']) assert.deepEqual(mirrorsOf(lang, 'math.sqrt', anyMath), []);
    assert.deepEqual(mirrorsOf('c', 'pandas.read_csv', anyMath), []);
    assert.deepEqual(mirrorsOf('c', 'sqrt', anyMath), []);
  });

  it('maps donor records to the target standard library records only', () => {
    const donor = ['math.sqrt', 'numpy.sqrt', 'numpy.select', 'random.randint', 'pandas.read_csv'];
    const target = [
      { name: 'sqrt', lib: 'math' },
      { name: 'select', lib: 'sys/select' },
      { name: 'rand', lib: 'stdlib' },
      { name: 'sqrt', lib: 'thirdparty' },
    ];
    const standard = new Set(['math', 'sys/select', 'stdlib']);
    const map = mirrorMap('c', donor, target, standard);
    assert.deepEqual([...map], [[0, [0]], [1, [0]], [3, [2]]]);
    // The same name in a third-party library alone is no mirror.
    const onlyThirdParty = mirrorMap('c', ['math.sqrt'], [{ name: 'sqrt', lib: 'thirdparty' }], standard);
    assert.equal(onlyThirdParty.size, 0);
  });

  it('adds the donor associations under the same words, keeping the stronger of two ties', () => {
    const target = modelOf([
      ['deviation', [[7, 30]]],
      ['root', [[5, 20], [7, 10]]],
    ]);
    target.neighbours = { marker: true } as never;
    const donor = modelOf([
      ['root', [[100, 50], [101, 5], [102, 90]]],
      ['deviation', [[100, 40]]],
      ['dice', [[101, 60]]],
    ]);
    // Donor 100 (math.sqrt) is target 5, donor 101 (random.randint) is target 9; donor 102 mirrors nothing.
    const { model, borrowed } = withBorrowedAssociations(target, donor, new Map([[100, [5]], [101, [9]]]));
    assert.deepEqual(rowOf(model, 'root'), [[5, 50], [9, 5], [7, 10]].sort((a, b) => b[1] - a[1]));
    assert.deepEqual(rowOf(model, 'deviation'), [[5, 40], [7, 30]]);
    assert.deepEqual(rowOf(model, 'dice'), [[9, 60]], 'a word only the donor knows');
    assert.equal(borrowed, 3, 'root→9, deviation→5 and dice→9 are new; root→5 only grew');
    assert.equal(model.neighbours, target.neighbours, 'the neighbour route stays the target own');
    assert.equal(model.dataSha256, 'abc');
    // The target model itself is left as it was.
    assert.deepEqual(rowOf(target, 'root'), [[5, 20], [7, 10]]);
  });

  it('an assembled or refreshed base answers a C question by what Python code says next to math.sqrt', async function () {
    this.timeout(60000);
    const dir = mkdtempSync(path.join(tmpdir(), 'gc-kb-mirrors-'));
    try {
      const staging = path.join(dir, 'staging');
      const out = path.join(dir, 'out');
      const lines = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
      mkdirSync(staging);
      writeFileSync(path.join(staging, 'python.jsonl'), lines([
        { t: 'lib', lang: 'python', lib: 'math', ver: '3.11', source: 'debian:python3.11=3.11.2-6', licence: 'PSF-2.0' },
        { t: 'lib', lang: 'python', lib: 'os', ver: '3.11', source: 'debian:python3.11=3.11.2-6', licence: 'PSF-2.0' },
        { t: 'api', lang: 'python', lib: 'math', name: 'math.sqrt', kind: 'function', sig: 'def sqrt(x)', doc: 'Return the square root of x.' },
        { t: 'api', lang: 'python', lib: 'os', name: 'os.remove', kind: 'function', sig: 'def remove(path)', doc: 'Remove a file.' },
      ]));
      writeFileSync(path.join(staging, 'c.jsonl'), lines([
        { t: 'lib', lang: 'c', lib: 'math', ver: '6.03-2', source: 'debian:manpages-dev=6.03-2', licence: 'MIT' },
        { t: 'lib', lang: 'c', lib: 'stdio', ver: '6.03-2', source: 'debian:manpages-dev=6.03-2', licence: 'MIT' },
        { t: 'api', lang: 'c', lib: 'math', name: 'sqrt', kind: 'function', sig: 'double sqrt(double x);', doc: 'square root function' },
        { t: 'api', lang: 'c', lib: 'stdio', name: 'fgets', kind: 'function', sig: 'char *fgets(char *s, int size, FILE *stream);', doc: 'input of characters and strings' },
        { t: 'api', lang: 'c', lib: 'stdio', name: 'puts', kind: 'function', sig: 'int puts(const char *s);', doc: 'output of characters and strings' },
      ]));
      const examples = (rows: Array<{ t: string; a: string[] }>, n: number) => rows.flatMap((r) => Array.from({ length: n }, () => ({ k: 'cmt', ...r })));
      writeFileSync(path.join(staging, 'intents-python.jsonl.gz'), gzipSync(lines([
        ...examples([{ t: 'running standard deviation of the series', a: ['math.sqrt'] }], 12),
        ...examples([{ t: 'delete the stale lock file', a: ['os.remove'] }], 60),
      ])));
      writeFileSync(path.join(staging, 'intents-c.jsonl.gz'), gzipSync(lines([
        ...examples([{ t: 'read a line from standard input', a: ['fgets'] }], 12),
        ...examples([{ t: 'greet the user', a: ['puts'] }], 60),
      ])));
      const log: string[] = [];
      await assemble(staging, out, (line) => log.push(line));
      assert.ok(log.some((l) => /^intents c: .* borrowed from Python's through 1 mirrored APIs/.test(l)), log.join('\n'));

      const base = openKnowledgeBase({ dir: out, workers: 1 });
      try {
        assert.equal(await base.whenReady(20000), true, String(base.failure()));
        const names = async (question: string) => (await base.retrieve({ question, lang: 'c', k: 5, allowWeak: true })).apis.map((a) => a.name);
        // sqrt's own words ("square root function") share none with the question: only Python's code ties them.
        assert.equal((await names('the running standard deviation'))[0], 'sqrt');
        assert.equal((await names('read a line from standard input'))[0], 'fgets', 'C own examples still answer');
      } finally {
        await base.dispose();
      }

      // kb:refresh retrains C from newly staged examples and borrows again from the Python model shipped beside it.
      const restaged = path.join(dir, 'restaged');
      mkdirSync(restaged);
      writeFileSync(path.join(restaged, 'intents-c.jsonl.gz'), gzipSync(lines(examples([{ t: 'greet the user', a: ['puts'] }], 60))));
      const refreshLog: string[] = [];
      await refresh(out, restaged, (line) => refreshLog.push(line));
      assert.ok(refreshLog.some((l) => /^intents c: .* borrowed from Python's through 1 mirrored APIs/.test(l)), refreshLog.join('\n'));
      // The manifest says which Python model C's borrowed from: the one shipped beside it.
      const modelsOf = () => JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')).files as Array<{ lang: string; intents?: { sha256: string; borrowedFrom?: string } }>;
      const python = modelsOf().find((f) => f.lang === 'python')!.intents!.sha256;
      assert.equal(modelsOf().find((f) => f.lang === 'c')!.intents!.borrowedFrom, python);
      assert.deepEqual(staleBorrowedModels(modelsOf()), []);

      // Python's examples staged alone would leave C's model borrowing from a Python model no longer shipped.
      const pythonOnly = path.join(dir, 'python-only');
      mkdirSync(pythonOnly);
      writeFileSync(path.join(pythonOnly, 'intents-python.jsonl.gz'), gzipSync(lines(examples([{ t: 'delete the stale lock file', a: ['os.remove'] }], 60))));
      const manifestBefore = readFileSync(path.join(out, 'manifest.json'), 'utf8');
      await assert.rejects(refresh(out, pythonOnly, () => undefined), /not those of c, whose models borrow from Python's.*code-intents\.sh c/);
      assert.equal(readFileSync(path.join(out, 'manifest.json'), 'utf8'), manifestBefore, 'nothing was written');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('models that borrowed from another Python model', () => {
    const entry = (lang: string, sha256: string, borrowedFrom?: string) => ({ lang, intents: { sha256, ...(borrowedFrom ? { borrowedFrom } : {}) } });

    it('finds the mirroring languages a refresh of Python alone would leave behind', () => {
      const files = [entry('c', 'c1', 'p1'), entry('go', 'g1'), entry('java', 'j1', 'p1'), entry('python', 'p1'), { lang: 'rust' }];
      assert.deepEqual(borrowersLeftBehind(files, (lang) => lang === 'python'), ['c', 'java'], 'Go borrows nothing, Rust ships no model');
      assert.deepEqual(borrowersLeftBehind(files, (lang) => ['python', 'c', 'java'].includes(lang)), []);
      assert.deepEqual(borrowersLeftBehind(files, (lang) => lang === 'c'), [], 'Python not retrained: C borrows from the shipped one');
    });

    it('names each model that borrowed from a Python model the base does not ship, or does not say', () => {
      const stale = staleBorrowedModels([entry('c', 'c1', 'p0'), entry('go', 'g1'), entry('java', 'j1', 'p1'), entry('javascript', 'js1'), entry('python', 'p1')]);
      assert.equal(stale.length, 2, stale.join('\n'));
      assert.match(stale[0], /^c: its model borrowed from Python's p0, the base ships p1$/);
      assert.match(stale[1], /^javascript: its model does not say/);
    });
  });
});
