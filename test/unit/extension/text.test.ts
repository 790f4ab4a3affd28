import { strict as assert } from 'node:assert';
import { codeBlocks, hintedLang, questionFromSelection } from '../../../src/vscode/text';
import { assertCostsLike } from '../../support/linear-time';

describe('editor text helpers', () => {
  it('hintedLang uses the editor language only when the question names none', () => {
    assert.equal(hintedLang('read a csv file', 'python'), 'python');
    assert.equal(hintedLang('read a csv file', 'typescriptreact'), 'typescript');
    assert.equal(hintedLang('in Go, read a csv file', 'python'), undefined);
    assert.equal(hintedLang('read a csv', 'markdown'), undefined);
    assert.equal(hintedLang('read a csv', undefined), undefined);
  });

  it('codeBlocks extracts fenced code', () => {
    assert.deepEqual(codeBlocks('a\n```py\nx=1\n```\nb\n~~~\ny\n~~~'), [
      { lang: 'py', code: 'x=1' },
      { lang: '', code: 'y' },
    ]);
    assert.deepEqual(codeBlocks('```js\nopen'), [{ lang: 'js', code: 'open' }]);
  });

  it('questionFromSelection strips comment markers and bounds the length', () => {
    assert.equal(questionFromSelection('  // read a csv file\n  // and group rows  '), 'read a csv file\nand group rows');
    assert.equal(questionFromSelection('# parse json'), 'parse json');
    assert.equal(questionFromSelection('/* open a socket */'), 'open a socket');
    assert.equal(Array.from(questionFromSelection('é'.repeat(5000))).length, 4000);
  });
});

describe('selection text on the host thread', () => {
  it('a line of spaces, or a huge selection, costs what ordinary text of its size does', () => {
    const spaces = `x${' '.repeat(50_000)}y`;
    const letters = `x${'z'.repeat(50_000)}y`;
    assertCostsLike('a line of spaces', () => questionFromSelection(spaces), () => questionFromSelection(letters));
    assert.equal(questionFromSelection(`// a${' '.repeat(10)}*/`), 'a');
    assert.equal(Array.from(questionFromSelection(`${'\n'.repeat(100_000)}read a file`)).join(''), 'read a file');
  });
});
