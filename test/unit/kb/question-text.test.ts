import { strict as assert } from 'node:assert';
import { clausesOf, termsByPiece, withoutInstructions, withoutIdioms } from '../../../src/core/kb/query-terms';
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

  it('drops the idioms in which "time" reads no clock, and "find out", and keeps a runtime or a time that is a thing', () => {
    assert.equal(squeeze(withoutIdioms('a matrix of a size known at run-time')), 'a matrix of a size known');
    assert.equal(squeeze(withoutIdioms('load a shared library at runtime')), 'load a shared library');
    assert.equal(squeeze(withoutIdioms('the count is not known until run time')), 'the count is not known');
    assert.equal(squeeze(withoutIdioms('take the numbers one at a time')), 'take the numbers one');
    assert.equal(squeeze(withoutIdioms('redraw each time the user clicks')), 'redraw the user clicks');
    // A multiplier keeps its count; "how many times" keeps its question.
    assert.equal(squeeze(withoutIdioms('repeat a string n times')), 'repeat a string n');
    assert.equal(squeeze(withoutIdioms('how many times does the word appear')), 'how many does the word appear');
    assert.equal(squeeze(withoutIdioms('sort them in O(n log n) time')), 'sort them');
    // To find out is to learn, not to search; finding out where may be a search.
    assert.equal(squeeze(withoutIdioms("I want to find out the machine's word size")), "I want to the machine's word size");
    assert.equal(squeeze(withoutIdioms('Need to find out.')), 'Need to .');
    for (const kept of ['find out where the config file is', 'remove the outliers and find outliers', 'find the first match'])
      assert.equal(withoutIdioms(kept), kept);
    // A call written in the question is code, not prose.
    assert.equal(withoutIdioms('wait each time.sleep(1) returns'), 'wait each time.sleep(1) returns');
    assert.equal(withoutIdioms('yield at runtime.Gosched()'), 'yield at runtime.Gosched()');
    for (const kept of ['configure the Tokio runtime', 'measure the run time of a function', 'map times of day to angles', 'the time taken by the loop'])
      assert.equal(withoutIdioms(kept), kept);
    assert.ok(!textTerms(withoutIdioms('dimensions given at run time, read one at a time')).some((t) => t.startsWith('time')));
    // Nor does it name a library called time (C's time.h, Python's module).
    const index = buildLangIndex('python', ['time', 'sleep', 'ctime', 'gmtime', 'monotonic'].map((n) => functionRecord('python', 'time', `time.${n}`, `${n}.`)));
    assert.deepEqual([...librariesNamedIn(index, 'a size known at run time, taken one at a time', {})], []);
    assert.deepEqual([...librariesNamedIn(index, 'print the time of day', {})], ['time']);
  });

  it('reads "GET" in capitals as HTTP\'s method, and "get" as the stop word it is', () => {
    assert.deepEqual(termsByPiece('send a GET request with requests'), [['send', 'request', 'request', 'get']]);
    assert.deepEqual(termsByPiece('Fetch the page. Make a GET call'), [['fetch', 'page'], ['call', 'get']]);
    assert.deepEqual(termsByPiece('get the request body'), [['request', 'body']]);
    assert.deepEqual(termsByPiece('Get the GETTER'), [['getter']]);
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
