import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { goModulesNamedByOwnerIn, goModulesNamedIn } from '../../../src/core/kb/go-modules';
import { librariesNamedIn } from '../../../src/core/kb/libraries-named';
import { toolLibraryPlaces } from '../../../src/core/kb/tool-libraries';
import type { ApiRecord } from '../../../src/core/kb/types';
import { textTerms } from '../../../src/core/kb/tokenize';
import { NeighbourCollector } from '../../../kb/pipeline/neighbours';
import { neighboursOnly } from '../../support/intents';

/** Five functions of a package (a package of fewer is a stub and names nothing). */
const pkg = (lib: string, names = ['New', 'Default', 'Run', 'With', 'Close']): ApiRecord[] =>
  names.map((n) => ({ id: `go:${lib}.${n}`, lang: 'go', lib, ver: '1', name: `${lib}.${n}`, kind: 'function', sig: `func ${n}()`, doc: `${n}.` }));

const GO: ApiRecord[] = [
  ...pkg('github.com/gin-gonic/gin'),
  ...pkg('github.com/gin-gonic/gin/render'),
  ...pkg('go.uber.org/zap', ['NewProduction', 'NewDevelopment', 'L', 'S', 'String']),
  ...pkg('go.uber.org/zap/zapcore'),
  // testify has no package at its root: its name is its packages'.
  ...pkg('github.com/stretchr/testify/assert', ['Equal', 'True', 'Nil', 'Len', 'Contains']),
  ...pkg('github.com/stretchr/testify/require', ['Equal', 'True', 'Nil', 'Len', 'Contains']),
  ...pkg('github.com/sirupsen/logrus'),
  // An adapter named after logrus in another module: "logrus" is the repository's, not this.
  ...pkg('github.com/go-kit/kit/log/logrus'),
  ...pkg('github.com/fatih/color'),
  ...pkg('golang.org/x/text/language'),
  ...pkg('gonum.org/v1/gonum/mat'),
  ...pkg('errors', ['New', 'Is', 'As', 'Unwrap', 'Join']),
  ...pkg('github.com/pkg/errors', ['New', 'Wrap', 'Wrapf', 'Cause', 'WithStack']),
  ...pkg('github.com/tiny/stub', ['One']),
];

/** A Go index whose mined examples say "color" so often that it is an English word (isEnglishWord). */
function goIndex() {
  const c = new NeighbourCollector();
  const at = (name: string) => GO.findIndex((r) => r.name === name);
  for (let i = 0; i < 101; i++) c.add('cmt', textTerms(`set the color of pixel p${i}x`), new Set([at('errors.New')]));
  const index = buildLangIndex('go', GO);
  index.intents = neighboursOnly('go', 101, c.build());
  return index;
}

describe("Go's third-party packages by the names people call them", () => {
  const index = goIndex();

  it('names a repository by its name when the question says it uses it', () => {
    assert.deepEqual(goModulesNamedIn(index, 'create an http server with gin'), ['github.com/gin-gonic/gin']);
    assert.deepEqual(goModulesNamedIn(index, 'Log a request using zap.'), ['go.uber.org/zap']);
    assert.deepEqual(goModulesNamedIn(index, 'use the zapcore package to build an encoder'), ['go.uber.org/zap/zapcore']);
    assert.deepEqual(goModulesNamedIn(index, 'assert two values are equal with testify'), ['github.com/stretchr/testify/assert', 'github.com/stretchr/testify/require']);
    assert.deepEqual(goModulesNamedIn(index, 'log structured fields with logrus and rotate the file'), ['github.com/sirupsen/logrus']);
    // gonum.org/v1/gonum: the version after the host is skipped, and a repository without a root package is its packages.
    assert.deepEqual(goModulesNamedIn(index, 'invert a matrix with gonum'), ['gonum.org/v1/gonum/mat']);
  });

  it('names a repository said as the place of the task or in the possessive', () => {
    assert.deepEqual(goModulesNamedIn(index, 'bind a JSON request body to a struct in gin'), ['github.com/gin-gonic/gin']);
    assert.deepEqual(goModulesNamedIn(index, 'read the route parameters in gin, then log them'), ['github.com/gin-gonic/gin']);
    assert.deepEqual(goModulesNamedIn(index, "log key-value pairs with zap's sugared logger"), ['go.uber.org/zap']);
    assert.deepEqual(goModulesNamedIn(index, 'zap’s production preset'), ['go.uber.org/zap']);
    // "in NAME" that does not end its clause is some other phrase; a name with an article before it is a thing.
    assert.deepEqual(goModulesNamedIn(index, 'mix the tonic in gin glasses'), []);
    assert.deepEqual(goModulesNamedIn(index, "the gin's label"), []);
  });

  it('reads a name said otherwise as a word of the task', () => {
    assert.deepEqual(goModulesNamedIn(index, 'Use exact integers, not approximations, using the language'), []);
    assert.deepEqual(goModulesNamedIn(index, "the language's own sort"), []);
    assert.deepEqual(goModulesNamedIn(index, 'a gin server with a zap logger'), []);
    // An English word the mined examples say often, and a standard package's name, name no module.
    assert.deepEqual(goModulesNamedIn(index, 'print it with color'), []);
    assert.deepEqual(goModulesNamedIn(index, 'wrap it with errors'), []);
    // A stub package names nothing.
    assert.deepEqual(goModulesNamedIn(index, 'count with stub'), []);
  });

  it("names a repository by its owner and name, whatever the name's other senses", () => {
    assert.deepEqual(goModulesNamedByOwnerIn(index, 'colour terminal output with fatih color'), ['github.com/fatih/color']);
    assert.deepEqual(goModulesNamedByOwnerIn(index, 'Print in red (fatih/color)'), ['github.com/fatih/color']);
    assert.deepEqual(goModulesNamedByOwnerIn(index, 'wrap an error with pkg errors'), ['github.com/pkg/errors']);
    assert.deepEqual(goModulesNamedByOwnerIn(index, 'print in color'), []);
  });

  it('lets a named module take its places on the page like any library the question says it uses', () => {
    const question = 'create a production logger with zap';
    const mentioned = librariesNamedIn(index, question, {});
    assert.deepEqual([...mentioned], ['go.uber.org/zap']);
    const zap = new Set([index.libIds.get('go.uber.org/zap')!]);
    const at = (name: string) => GO.findIndex((r) => r.name === name);
    const nameRoute = [at('errors.New'), at('go.uber.org/zap.NewProduction'), at('go.uber.org/zap.L'), at('go.uber.org/zap.S')];
    assert.deepEqual(toolLibraryPlaces(index, question, zap, nameRoute.map((d, i) => ({ index: d, score: nameRoute.length - i, confident: true }))).places, [at('go.uber.org/zap.NewProduction'), at('go.uber.org/zap.L')]);
  });

  it("is Go's alone", () => {
    const python = buildLangIndex('python', [{ id: 'python:gin.run', lang: 'python', lib: 'gin', ver: '1', name: 'gin.run', kind: 'function', sig: 'run()', doc: '' }]);
    assert.deepEqual(goModulesNamedIn(python, 'serve it with gin'), []);
    assert.deepEqual(goModulesNamedByOwnerIn(python, 'fatih color'), []);
  });
});
