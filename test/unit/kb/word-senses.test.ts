import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { WORD_SENSE_TUNING, lowerOtherSenses, meansLogging, namesSaidInAnotherSense } from '../../../src/core/kb/word-senses';
import type { ApiRecord } from '../../../src/core/kb/types';
import { functionRecord, pageWithTuning } from '../../support/records';
import { assertCostsLike } from '../../support/linear-time';
import { withoutIdioms } from '../../../src/core/kb/query-terms';

/**
 * A JavaScript base in which "log" is the whole name of the logarithm and of the console's logger, and the
 * serialiser a logging question wants matches its other words less well.
 */
const RECORDS: ApiRecord[] = [
  functionRecord('javascript', 'Math', 'Math.log', 'Returns the natural logarithm (base e) of a number.'),
  functionRecord('javascript', 'Math', 'Math.log2', 'Returns the base 2 logarithm of a number.'),
  functionRecord('javascript', 'console', 'console.log', 'Outputs a message to the console.'),
  functionRecord('javascript', 'JSON', 'JSON.stringify', 'Converts a value to a JSON string of text.'),
];

/** The page of `records` for a question, the other sense's records keeping `share` of their scores. */
const pageOf = (lang: string, records: ApiRecord[], question: string, share = WORD_SENSE_TUNING.share) => pageWithTuning(WORD_SENSE_TUNING, { share }, lang, records, question);
const ranked = (question: string, share?: number) => pageOf('javascript', RECORDS, question, share);

describe('a word read in the sense the question means (word-senses.ts)', () => {
  it('tells logging from the logarithm', () => {
    for (const q of ['write log messages to a file', 'wrap a function to log every call', 'For debug logs, print the line', 'Logging should show the PID', 'send my log output to a file', 'Write to the Windows event log'])
      assert.equal(meansLogging(q), true, q);
    for (const q of ['compute the natural log of a number', 'log base 2 of the size', 'apply a log transform and log the result', 'the functions `sqrt`, `log`, `exp`', 'sort in O(n log n)', 'a logistic regression', 'the login page'])
      assert.equal(meansLogging(q), false, q);
  });

  it('lowers the logarithm on a logging question and keeps the logger', () => {
    const question = 'turn the object into text so I can log it';
    // Without the rule the logarithm's name match puts it before what the question needs.
    assert.ok(ranked(question, 1).indexOf('Math.log') < ranked(question, 1).indexOf('JSON.stringify'));
    const page = ranked(question);
    assert.ok(page.indexOf('JSON.stringify') < page.indexOf('Math.log'), page.join(' '));
    assert.ok(page.indexOf('console.log') < page.indexOf('Math.log'), page.join(' '));
  });

  it("reads JavaScript's print as output, not the browser's print dialog, unless the question asks for that", () => {
    const records: ApiRecord[] = [
      functionRecord('javascript', 'dom', 'Window.print', 'Opens the print dialog to print the current document.'),
      functionRecord('javascript', 'console', 'console.table', 'Prints tabular data as a table.'),
      functionRecord('javascript', 'console', 'console.log', 'Outputs a message to the console.'),
    ];
    const page = (question: string, share?: number) => pageOf('javascript', records, question, share);
    // Without the rule the dialog's name match comes before the console's table (the everyday tasks put
    // `console.log` first either way).
    const before = page('print the rows', 1);
    assert.ok(before.indexOf('Window.print') < before.indexOf('console.table'), before.join(' '));
    assert.equal(page('print the rows').at(-1), 'Window.print');
    assert.equal(page('open the print dialog')[0], 'Window.print');
    assert.equal(page('print the current page')[0], 'Window.print');
    // Another language's print is its output.
    const python = buildLangIndex('python', [functionRecord('python', 'builtins', 'builtins.print', 'Opens the print dialog.')]);
    const ranked = [{ index: 0, score: 1, confident: true }];
    assert.equal(lowerOtherSenses(python, ranked, 'print the rows'), false);
    assert.equal(ranked[0].score, 1);
  });

  it("reads JavaScript's \"test whether\" as a check, not Node's test runner, unless the question is about tests", () => {
    const records: ApiRecord[] = [
      functionRecord('javascript', 'test', 'test', 'The `test()` function is the value imported from the `test` module.'),
      functionRecord('javascript', 'ecmascript', 'RegExp.test', 'Returns a Boolean value that indicates whether or not a pattern exists in a searched string.'),
      functionRecord('javascript', 'ecmascript', 'Number.isFinite', 'Returns true if passed value is finite.'),
    ];
    const page = (question: string, share?: number) => pageOf('javascript', records, question, share);
    // Without the rule the runner's whole-name match comes first; a regular expression's `test` is a check and keeps its place.
    assert.deepEqual(page('test if the port is open', 1), ['test', 'RegExp.test']);
    assert.deepEqual(page('test if the port is open'), ['RegExp.test', 'test']);
    assert.deepEqual(page('test whether a number is NaN'), ['RegExp.test', 'Number.isFinite', 'test']);
    // About tests, the runner keeps its place.
    for (const question of ['write a unit test to check if the port is open', 'test if the port is open, with jest'])
      assert.equal(page(question)[0], 'test', question);
  });

  it("reads a digest's hash as the algorithm's, not a hash table's hash code", () => {
    const records: ApiRecord[] = [
      functionRecord('java', 'java.lang', 'java.lang.Object.hashCode', 'Returns a hash code value for the object.'),
      functionRecord('java', 'java.security', 'java.security.MessageDigest.getInstance', 'Returns a MessageDigest object that implements the specified digest algorithm.'),
      functionRecord('java', 'java.security', 'java.security.MessageDigest.digest', 'Completes the hash computation.'),
    ];
    const page = (question: string) => pageOf('java', records, question);
    assert.equal(page('compute the SHA-256 hash of a string').at(-1), 'java.lang.Object.hashCode');
    assert.equal(page('compute the MD5 hash code of a string')[0], 'java.lang.Object.hashCode', 'a hash code asked for is kept');
    assert.equal(page('compute the hash of a string')[0], 'java.lang.Object.hashCode', 'no algorithm named: the word as it is');
  });

  it("reads Python's show as matplotlib's only about a plot, and Java's find as a regular expression's only about a pattern", () => {
    const records: ApiRecord[] = [
      functionRecord('python', 'matplotlib', 'matplotlib.pyplot.show', 'Display all open figures.'),
      functionRecord('python', 'tkinter', 'tkinter.messagebox.showinfo', 'Show an info message box.'),
    ];
    const index = buildLangIndex('python', records);
    const lowered = (question: string) => {
      const ranked = [{ index: 0, score: 1, confident: true }, { index: 1, score: 0.9, confident: true }];
      lowerOtherSenses(index, ranked, question);
      return ranked.map((r) => r.score);
    };
    assert.deepEqual(lowered('show a message box'), [WORD_SENSE_TUNING.share, 0.9]);
    assert.deepEqual(lowered('show the histogram'), [1, 0.9]);
    assert.deepEqual(lowered('plot the values and show the figure'), [1, 0.9]);
    // Java's find is the regular expression's only about a pattern.
    const java = buildLangIndex('java', [functionRecord('java', 'java.util.regex', 'java.util.regex.Matcher.find', 'Attempts to find the next subsequence of the input sequence that matches the pattern.')]);
    const found = (question: string) => {
      const ranked = [{ index: 0, score: 1, confident: true }];
      lowerOtherSenses(java, ranked, question);
      return ranked[0].score;
    };
    assert.equal(found('find the maximum value in a list'), WORD_SENSE_TUNING.share);
    assert.equal(found('find every match of the regex'), 1);
    // Another language's show is left alone.
    const js = buildLangIndex('javascript', records.map((r) => ({ ...r, lang: 'javascript' })));
    const ranked = [{ index: 0, score: 1, confident: true }];
    assert.equal(lowerOtherSenses(js, ranked, 'show a message box'), false);
  });

  it('reads "square brackets" as punctuation, not a square or a power', () => {
    const records: ApiRecord[] = [
      functionRecord('python', 'numpy', 'numpy.square', 'Return the element-wise square of the input.'),
      functionRecord('python', 're', 're.findall', 'Return all non-overlapping matches of a pattern in a string of text, as a list.'),
    ];
    const page = (question: string, share?: number) => pageOf('python', records, question, share);
    // Without the rule the square's name match comes first.
    assert.equal(page('all text in a string not enclosed within square brackets', 1)[0], 'numpy.square');
    assert.equal(page('all text in a string not enclosed within square brackets')[0], 're.findall');
    assert.equal(page('the square of each number inside square brackets')[0], 'numpy.square');
  });

  it("reads C's free as the heap's only about memory, and accept as a server's only about connections", () => {
    const records: ApiRecord[] = [
      functionRecord('c', 'stdlib', 'free', 'Allocate and free dynamic memory.'),
      functionRecord('c', 'sys/socket', 'accept', 'Accept a connection on a listening socket.'),
      functionRecord('c', 'stdlib', 'strtod', 'Convert a string of text to a double value read from the input.'),
      functionRecord('c', 'sys/statvfs', 'statvfs', 'Get file system statistics: total and available space.'),
    ];
    const page = (question: string, share?: number) => pageOf('c', records, question, share);
    // Without the rule the word's name match comes first.
    assert.equal(page('sum the numbers in a line of free text', 1)[0], 'free');
    assert.equal(page('sum the numbers in a line of free text')[0], 'strtod');
    assert.equal(page('accept a value read from the input as a double', 1)[0], 'accept');
    assert.equal(page('accept a value read from the input as a double')[0], 'strtod');
    // Said in the API's own sense, the word keeps its record first.
    assert.equal(page('free the memory of the list once done, the space it took')[0], 'free');
    assert.equal(page('accept a connection on a listening socket')[0], 'accept');
    // The plain word names no API where it is said in the other sense (named.ts keeps what a question names).
    assert.deepEqual([...namesSaidInAnotherSense('c', 'sum the numbers in a line of free text')], ['free']);
    assert.deepEqual([...namesSaidInAnotherSense('c', 'free every node of the list')], []);
    assert.deepEqual([...namesSaidInAnotherSense('go', 'disk free space')], []);
  });

  it('keeps the logarithm first where the question means it', () => {
    assert.equal(ranked('compute the natural log of a number')[0], 'Math.log');
    assert.equal(ranked('log2 of the size')[0], 'Math.log2');
  });

  it('reads a crafted question of the longest size allowed in linear time (the senses and the time idioms)', () => {
    const plain = 'x '.repeat(2000);
    const index = buildLangIndex('javascript', RECORDS);
    const senses = (question: string) => () => lowerOtherSenses(index, [{ index: 0, score: 1, confident: true }], question);
    for (const unit of ['square ', 'square  ', 'square-', 'log ', 'log the ', 'logs ', 'event ', 'to log ', 'log of ', 'O(n ', 'O( ', 'print ', 'print the ', 'sha ', 'hash ', 'show ', 'find ', 'test ', 'test whether ', 'unit test ', 'free ', 'free the ', 'free up the big ', 'accept ', 'at ', 'at run ', 'at a ', 'one at a ', 'each ', '3 ', 'n ', 'in ', 'in O(', 'in linear ', 'run-', '\t ', '  ']) {
      const crafted = unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 4000);
      assertCostsLike(JSON.stringify(unit), senses(crafted), senses(plain));
      assertCostsLike(JSON.stringify(unit), () => withoutIdioms(crafted), () => withoutIdioms(plain));
    }
  });
});
