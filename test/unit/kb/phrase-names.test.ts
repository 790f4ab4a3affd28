import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { queryTerms, termsByPiece } from '../../../src/core/kb/query-terms';
import { searchIndex } from '../../../src/core/kb/search';
import type { ApiRecord } from '../../../src/core/kb/types';

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
