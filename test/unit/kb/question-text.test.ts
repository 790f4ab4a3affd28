import { strict as assert } from 'node:assert';
import { clausesOf, termsByPiece, withoutInstructions, withoutWhenItRuns } from '../../../src/core/kb/query-terms';
import { textTerms } from '../../../src/core/kb/tokenize';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { librariesNamedIn } from '../../../src/core/kb/libraries-named';
import { functionRecord } from '../../support/records';

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('question text: the request to the assistant and the clauses', () => {
  it('drops the request for code, keeping what the code must do', () => {
    assert.equal(squeeze(withoutInstructions('Write a function that reads a CSV file')), 'reads a CSV file');
    assert.equal(squeeze(withoutInstructions('please write a small Python script to download the files')), 'download the files');
    assert.equal(squeeze(withoutInstructions('Create a class for parsing log lines')), 'parsing log lines');
    assert.equal(squeeze(withoutInstructions('generate code to sort a list')), 'sort a list');
  });

  it('leaves "write" where it names the operation', () => {
    assert.equal(withoutInstructions('Write the DataFrame to a CSV file'), 'Write the DataFrame to a CSV file');
    assert.equal(withoutInstructions('write rows to csv, then create a plot'), 'write rows to csv, then create a plot');
  });

  it('drops "at run time", which says when and reads no clock, and keeps a runtime that is a thing', () => {
    assert.equal(squeeze(withoutWhenItRuns('a matrix of a size known at run-time')), 'a matrix of a size known');
    assert.equal(squeeze(withoutWhenItRuns('load a shared library at runtime')), 'load a shared library');
    assert.equal(squeeze(withoutWhenItRuns('the count is not known until run time')), 'the count is not known');
    assert.equal(withoutWhenItRuns('configure the Tokio runtime'), 'configure the Tokio runtime');
    assert.equal(withoutWhenItRuns('measure the run time of a function'), 'measure the run time of a function');
    assert.ok(!textTerms(withoutWhenItRuns('dimensions given at run time')).includes('time'));
    // Nor does it name a library called time (C's time.h, Python's module).
    const index = buildLangIndex('python', ['time', 'sleep', 'ctime', 'gmtime', 'monotonic'].map((n) => functionRecord('python', 'time', `time.${n}`, `${n}.`)));
    assert.deepEqual([...librariesNamedIn(index, 'a size known at run time', {})], []);
    assert.deepEqual([...librariesNamedIn(index, 'print the time of day', {})], ['time']);
  });

  it('splits a task into its steps: sentences, listed steps, "and"', () => {
    assert.deepEqual(clausesOf('Load the CSV file, drop empty rows and plot the counts per day. Return the axes object.'), [
      ['load', 'csv', 'file'],
      ['drop', 'empty', 'row'],
      ['plot', 'count', 'day'],
      ['axes', 'object'],
    ]);
  });

  it('has no clause of fewer than two words, and a one-step question is one clause', () => {
    assert.deepEqual(clausesOf('sort a list of tuples by the second item'), [['sort', 'list', 'tuple', 'second', 'item']]);
    assert.deepEqual(clausesOf('Plot it, and show.'), []);
  });

  it('splits only where no word is: the pieces joined are the question\'s words', () => {
    for (const q of ['Load the CSV file, drop empty rows and plot the counts per day. Return the axes object.', 'use os.path.join; then e.g. sort(1,2) and then print', 'a,b and c']) {
      assert.deepEqual(termsByPiece(q).flat(), textTerms(q), q);
    }
  });
});
