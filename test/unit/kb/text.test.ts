import { strict as assert } from 'node:assert';
import { clip, firstSentence, oneLineSig } from '../../../kb/pipeline/text';

describe('kb pipeline text clean-up', () => {
  it('keeps the first sentence only', () => {
    assert.equal(firstSentence('Return the mean. Ignores NaN values.'), 'Return the mean.');
  });
  it('does not end a sentence at an abbreviation, an initial or inside a version number', () => {
    assert.equal(firstSentence('Sort values, e.g. by column. Then more.'), 'Sort values, e.g. by column.');
    assert.equal(firstSentence('Written by J. Smith in v1.2 of the API. More.'), 'Written by J. Smith in v1.2 of the API.');
  });
  it('stops at the end of the first paragraph', () => {
    assert.equal(firstSentence('Open a file\n\nParameters\n----------'), 'Open a file');
  });
  it('folds white space and caps at 200 characters with an ellipsis', () => {
    const doc = firstSentence('word '.repeat(100));
    assert.ok(doc.length <= 200, `length ${doc.length}`);
    assert.ok(doc.endsWith('…'));
    assert.ok(!doc.includes('  '));
  });
  it('gives an empty doc for nothing', () => {
    assert.equal(firstSentence(undefined), '');
    assert.equal(firstSentence('   \n '), '');
  });
  it('puts a signature on one line and bounds it', () => {
    assert.equal(oneLineSig('def f(\n    a,\n    b\n)'), 'def f( a, b )');
    assert.ok(oneLineSig('x'.repeat(1000)).length <= 400);
    assert.equal(clip('short', 10), 'short');
  });
});
