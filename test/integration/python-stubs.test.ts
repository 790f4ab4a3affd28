import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { SYSTEM_PYTHON, hasSystemPython } from '../support/system-python';

/**
 * The stub extractor (kb/pipeline/sources/python/extract_stubs.py) over a small typeshed of the shapes
 * that used to come out wrong: a module function that is a shared instance's method (random), objects
 * the standard library names only privately (hashlib's hash, csv's writer), and classes built on dict.
 */
const extractor = path.resolve(__dirname, '..', '..', 'kb', 'pipeline', 'sources', 'python', 'extract_stubs.py');

const STUBS: Record<string, string> = {
  'stdlib/VERSIONS': 'builtins: 3.0-\nrandom: 3.0-\nhashlib: 3.0-\n_hashlib: 3.0-\ncsv: 3.0-\n_csv: 3.0-\ncollections: 3.0-\n',
  'stdlib/builtins.pyi': [
    'class object: ...',
    'class dict:',
    '    def keys(self) -> list: ...',
    '    def items(self) -> list: ...',
    '    def get(self, key, default=None, /): ...',
    'class str:',
    '    def upper(self) -> str: ...',
  ].join('\n'),
  'stdlib/random.pyi': [
    'class Random:',
    '    def seed(self, a: int | None = None, version: int = 2) -> None: ...',
    '    def randint(self, a: int, b: int) -> int: ...',
    '_inst: Random',
    'seed = _inst.seed',
    'randint = _inst.randint',
    'VERSION = 3',
  ].join('\n'),
  'stdlib/_hashlib.pyi': ['class HASH:', '    def hexdigest(self) -> str: ...', '    def update(self, obj: bytes, /) -> None: ...', 'def openssl_sha256(string: bytes = b"") -> HASH: ...'].join('\n'),
  'stdlib/hashlib.pyi': 'from _hashlib import HASH, openssl_sha256 as sha256\n',
  'stdlib/_csv.pyi': ['class Writer:', '    def writerow(self, row: list) -> None: ...', 'def writer(f) -> Writer: ...'].join('\n'),
  'stdlib/csv.pyi': 'from _csv import Writer, writer as writer\n',
  'stdlib/collections/__init__.pyi': ['class Counter(dict[str, int]):', '    def most_common(self, n: int | None = None) -> list: ...', 'class Named(str): ...'].join('\n'),
  'commit.txt': 'fixture',
};

interface Row {
  t: string;
  name?: string;
  kind?: string;
  sig?: string;
}

describe('python stub extractor (extract_stubs.py)', function () {
  this.timeout(60000);
  let dir: string;
  let byName: Map<string, Row>;

  before(function () {
    if (!hasSystemPython()) this.skip();
    dir = mkdtempSync(path.join(tmpdir(), 'gc-stubs-'));
    const ts = path.join(dir, 'typeshed');
    for (const [file, text] of Object.entries(STUBS)) {
      mkdirSync(path.dirname(path.join(ts, file)), { recursive: true });
      writeFileSync(path.join(ts, file), text + '\n');
    }
    mkdirSync(path.join(ts, 'stubs'));
    const out = path.join(dir, 'stubs.jsonl');
    execFileSync(SYSTEM_PYTHON, [extractor, ts, 'fixture', out, '--only', 'random,hashlib,csv,collections'], { stdio: ['ignore', 'ignore', 'ignore'] });
    const rows = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Row).filter((r) => r.t === 'api');
    byName = new Map(rows.map((r) => [r.name!, r]));
  });
  after(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('gives a shared instance\'s method, exposed as a module function, the method\'s signature', () => {
    assert.deepEqual(byName.get('random.seed'), { ...byName.get('random.seed'), kind: 'function', sig: 'seed(a: int | None=None, version: int=2) -> None' });
    assert.equal(byName.get('random.randint')?.sig, 'randint(a: int, b: int) -> int');
    assert.equal(byName.get('random.VERSION')?.kind, 'constant', 'a plain value stays a constant');
  });

  it('lists privately named objects under their documented names, with their members', () => {
    assert.equal(byName.get('hashlib.hash')?.kind, 'class');
    assert.match(byName.get('hashlib.hash')!.sig!, /returned by hashlib\.new\(\), hashlib\.sha256\(\)/);
    assert.equal(byName.get('hashlib.hash.hexdigest')?.sig, 'hash.hexdigest() -> str');
    assert.equal(byName.get('csv.csvwriter.writerow')?.sig, 'csvwriter.writerow(row: list) -> None');
    assert.ok(!byName.has('hashlib.HASH'), 'not re-exported by the stub: no public name of its own');
  });

  it('gives a class built on dict the dict methods, and no other built-in base its methods', () => {
    assert.equal(byName.get('collections.Counter.items')?.sig, 'Counter.items() -> list');
    assert.equal(byName.get('collections.Counter.get')?.kind, 'method');
    assert.ok(byName.has('collections.Counter.most_common'));
    assert.ok(!byName.has('collections.Named.upper'), 'str methods are not inherited');
  });
});
