import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { parameterNames, withNamedLookAlikes } from '../../../src/core/kb/look-alikes';
import { goPackagesNamedBy } from '../../../src/core/kb/go-packages';
import { librariesNamedIn } from '../../../src/core/kb/libraries-named';
import type { ScoredRecord } from '../../../src/core/kb/search';
import type { ApiRecord } from '../../../src/core/kb/types';
import { textTerms } from '../../../src/core/kb/tokenize';
import { NeighbourCollector } from '../../../kb/pipeline/neighbours';
import { neighboursOnly } from '../../support/intents';

const record = (lang: string, lib: string, name: string, kind: string, sig: string): ApiRecord => ({ id: `${lang}:${name}`, lang, lib, ver: '1', name, kind, sig, doc: `${name}.` });

const GO: ApiRecord[] = [
  record('go', 'math/rand', 'math/rand.Intn', 'function', 'func Intn(n int) int'),
  record('go', 'math/rand', 'math/rand.Float64', 'function', 'func Float64() float64'),
  record('go', 'math/rand', 'math/rand.Seed', 'function', 'func Seed(seed int64)'),
  record('go', 'math/rand', 'math/rand.Rand', 'struct', 'type Rand struct'),
  record('go', 'math/rand', 'math/rand.Source', 'interface', 'type Source interface'),
  record('go', 'math/rand/v2', 'math/rand/v2.IntN', 'function', 'func IntN(n int) int'),
  record('go', 'math/rand/v2', 'math/rand/v2.Float64', 'function', 'func Float64() float64'),
  // Same name, other parameters: not a stand-in.
  record('go', 'math/rand/v2', 'math/rand/v2.Seed', 'function', 'func Seed(state [32]byte)'),
  record('go', 'math/rand/v2', 'math/rand/v2.Rand', 'struct', 'type Rand struct'),
  record('go', 'math/rand/v2', 'math/rand/v2.Source', 'interface', 'type Source interface'),
  record('go', 'fmt', 'fmt.Sprintf', 'function', 'func Sprintf(format string, a ...any) string'),
  record('go', 'image/jpeg', 'image/jpeg.Decode', 'function', 'func Decode(r io.Reader) (image.Image, error)'),
  record('go', 'image/jpeg', 'image/jpeg.Encode', 'function', 'func Encode(w io.Writer, m image.Image, o *Options) error'),
  record('go', 'image/jpeg', 'image/jpeg.Options', 'struct', 'type Options struct'),
  record('go', 'image/jpeg', 'image/jpeg.Reader', 'interface', 'type Reader interface'),
  record('go', 'image/jpeg', 'image/jpeg.DefaultQuality', 'constant', 'const DefaultQuality = 75'),
  record('go', 'container/list', 'container/list.New', 'function', 'func New() *List'),
  record('go', 'container/list', 'container/list.List', 'struct', 'type List struct'),
  record('go', 'container/list', 'container/list.Element', 'struct', 'type Element struct'),
  record('go', 'container/list', 'container/list.List.Len', 'method', 'func (l *List) Len() int'),
  record('go', 'container/list', 'container/list.List.Front', 'method', 'func (l *List) Front() *Element'),
  ...['New', 'Sum256', 'Size', 'BlockSize', 'New224'].map((n) => record('go', 'crypto/sha256', `crypto/sha256.${n}`, 'function', `func ${n}()`)),
  record('go', 'github.com/acme/jpeg', 'github.com/acme/jpeg.Decode', 'function', 'func Decode(b []byte) error'),
  record('go', 'github.com/acme/jpeg', 'github.com/acme/jpeg.Encode', 'function', 'func Encode(b []byte) error'),
  record('go', 'github.com/acme/jpeg', 'github.com/acme/jpeg.A', 'function', 'func A()'),
  record('go', 'github.com/acme/jpeg', 'github.com/acme/jpeg.B', 'function', 'func B()'),
  record('go', 'github.com/acme/jpeg', 'github.com/acme/jpeg.C', 'function', 'func C()'),
];

/** A Go index with a neighbour model that has examples, so that a library can be named as a choice. */
function goIndex() {
  const c = new NeighbourCollector();
  const at = (name: string) => GO.findIndex((r) => r.name === name);
  for (const extra of ['dice', 'cards', 'coins']) c.add('cmt', textTerms(`pick a random number for the ${extra}`), new Set([at('math/rand.Intn')]));
  const index = buildLangIndex('go', GO);
  index.intents = neighboursOnly('go', 3, c.build());
  return index;
}
const libIds = (index: ReturnType<typeof goIndex>, names: string[]) => new Set(names.map((n) => index.libIds.get(n)!));

describe('a chosen library stands in for its look-alikes', () => {
  it('reads the parameter names of signatures in each language', () => {
    assert.deepEqual(parameterNames('func Intn(n int) int', 'go'), ['n']);
    assert.deepEqual(parameterNames('func Open(driverName, dataSourceName string) (*DB, error)', 'go'), ['drivername', 'datasourcename']);
    assert.deepEqual(parameterNames('pub fn arg<S: AsRef<OsStr>>(&mut self, arg: S) -> &mut Command', 'rust'), ['self', 'arg']);
    assert.deepEqual(parameterNames("sqrt(x, /, out=None, *, where=True, dtype=None, subok=True[, signature, extobj])", 'python'), ['x', 'out', 'where', 'dtype', 'subok']);
    assert.deepEqual(parameterNames("array(data: 'Sequence[object] | AnyArrayLike', dtype: 'Dtype | None' = None, copy: 'bool' = True)", 'python'), ['data', 'dtype', 'copy']);
    assert.deepEqual(parameterNames('public static int parseInt(String s, int radix)', 'java'), ['s', 'radix']);
    assert.deepEqual(parameterNames('public void close() throws IOException', 'java'), []);
    assert.deepEqual(parameterNames('size_t strlen(const char *s);', 'c'), ['s']);
    assert.deepEqual(parameterNames('map<T, R>(collection: Map<string, T>, iteratee: (value: T, key: string) => R): R[]', 'javascript'), ['collection', 'iteratee']);
    // A type, a constant: no parameter list.
    assert.equal(parameterNames('type Rand struct', 'go'), undefined);
  });

  it('puts the named package\'s API before the one of the same path, kind and parameters in another', () => {
    const index = goIndex();
    const at = (name: string) => GO.findIndex((r) => r.name === name);
    const ranked: ScoredRecord[] = ['math/rand.Intn', 'math/rand.Float64', 'math/rand.Seed', 'math/rand.Rand', 'fmt.Sprintf'].map((name, i) => ({ index: at(name), score: 5 - i, confident: true }));
    const out = withNamedLookAlikes(index, ranked, libIds(index, ['math/rand/v2']));
    assert.deepEqual(out.map((r) => GO[r.index].name), [
      'math/rand/v2.IntN', 'math/rand.Intn', 'math/rand/v2.Float64', 'math/rand.Float64',
      // Seed takes other arguments in v2, and a type is no call: neither stands in.
      'math/rand.Seed', 'math/rand.Rand', 'fmt.Sprintf',
    ]);
    // A stand-in takes its look-alike's score, so the page stays in score order.
    assert.deepEqual(out.map((r) => r.score), [5, 5, 4, 4, 3, 2, 1]);
    // Nothing named, nothing changes (the same list back).
    assert.equal(withNamedLookAlikes(index, ranked, new Set()), ranked);
    // A stand-in further down the ranking moves up rather than showing twice.
    const withV2Later = [...ranked, { index: at('math/rand/v2.IntN'), score: 0.5, confident: true }];
    const names = withNamedLookAlikes(index, withV2Later, libIds(index, ['math/rand/v2'])).map((r) => GO[r.index].name);
    assert.equal(names.filter((n) => n === 'math/rand/v2.IntN').length, 1);
    assert.equal(names[0], 'math/rand/v2.IntN');
  });

  it('leaves a library named by an everyday word out: the mined code saying it does not call it', () => {
    // A library whose name is a word ("rand") and that has its own Intn(n int).
    const records = [...GO, record('go', 'rand', 'rand.Intn', 'function', 'func Intn(n int) int')];
    const at = (name: string) => records.findIndex((r) => r.name === name);
    const ranked: ScoredRecord[] = [{ index: at('math/rand.Intn'), score: 1, confident: true }];
    const withExamples = (calls: string) => {
      const c = new NeighbourCollector();
      for (const extra of ['dice', 'cards', 'coins', 'balls', 'tiles', 'pins']) c.add('cmt', textTerms(`a rand pick of the ${extra}`), new Set([at(calls)]));
      const index = buildLangIndex('go', records);
      index.intents = neighboursOnly('go', 6, c.build());
      return index;
    };
    // Code saying "rand" calls that library: it is a choice, and its Intn stands in.
    const chosen = withExamples('rand.Intn');
    assert.deepEqual(withNamedLookAlikes(chosen, ranked, libIds(chosen, ['rand'])).map((r) => records[r.index].name), ['rand.Intn', 'math/rand.Intn']);
    // Code saying "rand" calls math/rand: the word is a word, and nothing changes.
    const word = withExamples('math/rand.Intn');
    assert.deepEqual(withNamedLookAlikes(word, ranked, libIds(word, ['rand'])), ranked);
  });
});

describe("Go's standard packages by the name code calls them", () => {
  it('reads a package name written as an acronym or as the head of a call, not as a plain word', () => {
    const index = goIndex();
    assert.deepEqual([...goPackagesNamedBy(index, 'JPEG')], ['image/jpeg']);
    assert.deepEqual([...goPackagesNamedBy(index, 'jpeg.Decode')], ['image/jpeg']);
    // Prose hyphenates the number of such a name; code joins it.
    assert.deepEqual([...goPackagesNamedBy(index, 'SHA-256')], ['crypto/sha256']);
    // An English word that is a package's name is a word ("a list of strings").
    assert.deepEqual([...goPackagesNamedBy(index, 'list')], []);
    assert.deepEqual([...goPackagesNamedBy(index, 'jpeg')], []);
    // A package outside the standard library is named by its path only (github.com/acme/jpeg is not "JPEG").
    assert.deepEqual([...librariesNamedIn(index, 'compare two JPEG images', {})], ['image/jpeg']);
    assert.deepEqual([...librariesNamedIn(index, 'keep them in a list.New() list', {})], ['container/list']);
    // Only Go's: another language's index has no packages of that form.
    const python = buildLangIndex('python', [record('python', 'json', 'json.loads', 'function', 'loads(s)')]);
    assert.deepEqual([...goPackagesNamedBy(python, 'JSON')], []);
  });
});
