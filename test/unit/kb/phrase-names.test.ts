import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { withNamedKept } from '../../../src/core/kb/named';
import { phraseNamesIn, queryTerms, termsByPiece } from '../../../src/core/kb/query-terms';
import { searchIndex } from '../../../src/core/kb/search';
import type { ApiRecord } from '../../../src/core/kb/types';
import { pythonRecord } from '../../support/records';

const js = (name: string, doc: string, kind = 'property'): ApiRecord => ({ id: `javascript:${name}`, lang: 'javascript', lib: 'node', ver: '1', name, kind, sig: name, doc });
const RECORDS = [
  js('process.stdin', 'The `process.stdin` property returns a stream connected to `stdin` (fd `0`).'),
  js('process.argv', 'The `process.argv` property returns an array containing the command-line arguments passed when the Node.js process was launched.'),
  js('fs.readFileSync', 'Returns the contents of the `path`.', 'function'),
  js('readline.Interface.line', 'The current input data being processed by node.'),
  js('typescript.parseCommandLine', 'Parse a command line.', 'function'),
  js('fs.readSync', 'Read data from the file.', 'function'),
  js('readline.Interface.getPrompt', 'Returns the prompt used by the interface.', 'function'),
];

describe('phrases spelled out where APIs use an abbreviation', () => {
  const index = buildLangIndex('javascript', RECORDS);
  const terms = (question: string) => {
    const ids = queryTerms(index, question, termsByPiece(question).flat(), []).map((t) => t.id);
    return [...index.terms].filter(([, id]) => ids.includes(id)).map(([term]) => term);
  };

  it('"standard input" is stdin, "command-line arguments" argv, whatever the spelling', () => {
    assert.ok(terms('Read a line from standard input.').includes('stdin'));
    assert.ok(terms('Read a line from Standard-Input.').includes('stdin'));
    assert.ok(terms('print the command-line arguments').includes('argv'));
    assert.ok(terms('print the command line argument').includes('argv'));
    // The words alone are not the phrase.
    assert.ok(!terms('a standard deviation of the input').includes('stdin'));
  });

  it('brings the API named by the abbreviation among the first results', () => {
    const top = (question: string) => searchIndex(index, { question, k: 2, allowWeak: true }).map((r) => RECORDS[r.index].name);
    assert.ok(top('read a line from standard input').includes('process.stdin'), top('read a line from standard input').join(' '));
    assert.equal(top('print the command line arguments')[0], 'process.argv');
  });
});

describe('a hyphenated name searched as the one identifier code writes', () => {
  const java = (name: string, doc: string): ApiRecord => ({ id: `java:${name}`, lang: 'java', lib: 'java.util.zip', ver: '1', name, kind: 'class', sig: name, doc });
  const index = buildLangIndex('java', [java('java.util.zip.CRC32', 'A class that can be used to compute the checksum of a data stream.'), java('java.util.zip.Adler32', 'Computes a checksum.')]);
  const terms = (question: string) => {
    const ids = queryTerms(index, question, termsByPiece(question).flat(), []).map((t) => t.id);
    return [...index.terms].filter(([, id]) => ids.includes(id)).map(([term]) => term);
  };

  it('joins letters and a number (CRC-32 is crc32), as it joins two words', () => {
    assert.ok(terms('Compute the CRC-32 checksum of a string').includes('crc32'));
    assert.ok(!terms('Compute the checksum of a string').includes('crc32'));
    assert.equal(searchIndex(index, { question: 'the CRC-32 of a string', k: 1, allowWeak: true }).map((r) => index.records.get(r.index).name)[0], 'java.util.zip.CRC32');
  });
});

describe('an API a question names by a phrase', () => {
  const py = (name: string, doc: string) => pythonRecord(name, doc, 'variable');
  const records = [
    py('io.StringIO.getvalue', 'Return the whole contents of the buffer.'),
    py('io.StringIO.read', 'Read from the buffer.'),
    py('struct.pack', 'Pack values into bytes.'),
    py('click.testing.Result.stderr', 'The standard error as a string.'),
    py('sys.stderr', 'File object used by the interpreter for standard error.'),
  ];
  const index = buildLangIndex('python', records);
  const at = (name: string) => records.findIndex((r) => r.name === name);
  const scored = (names: string[]) => names.map((name, i) => ({ index: at(name), score: 1 - i / 10, confident: true }));

  it('reads the names, not `args`, which many classes have as a member', () => {
    assert.deepEqual(phraseNamesIn('Read standard input, write to standard output, and the command-line arguments.'), ['stdin', 'stdout', 'argv']);
    assert.deepEqual(phraseNamesIn('a standard deviation of the input'), []);
  });

  it("brings a module's own object first, never a class's member of that name", () => {
    const page = scored(['io.StringIO.getvalue', 'struct.pack', 'io.StringIO.read']);
    const ranked = [...page, ...scored(['click.testing.Result.stderr', 'sys.stderr'])];
    const kept = withNamedKept(index, page, ranked, { libraries: new Set(), apis: new Set(), globals: new Set(['stderr']) }, true);
    assert.deepEqual(kept.map((r) => records[r.index].name), ['sys.stderr', 'io.StringIO.getvalue', 'struct.pack']);
    // Only the member ranks: nothing is brought.
    const onlyMember = [...page, ...scored(['click.testing.Result.stderr'])];
    assert.deepEqual(withNamedKept(index, page, onlyMember, { libraries: new Set(), apis: new Set(), globals: new Set(['stderr']) }, true).map((r) => records[r.index].name), ['io.StringIO.getvalue', 'struct.pack', 'io.StringIO.read']);
  });
});

