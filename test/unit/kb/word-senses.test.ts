import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { searchIndex } from '../../../src/core/kb/search';
import { WORD_SENSE_TUNING, meansLogging } from '../../../src/core/kb/word-senses';
import type { ApiRecord } from '../../../src/core/kb/types';
import { functionRecord } from '../../support/records';

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

function ranked(question: string, share = WORD_SENSE_TUNING.share): string[] {
  const saved = WORD_SENSE_TUNING.share;
  WORD_SENSE_TUNING.share = share;
  try {
    const index = buildLangIndex('javascript', RECORDS);
    return searchIndex(index, { question, k: 4, allowWeak: true }).map((h) => RECORDS[h.index].name);
  } finally {
    WORD_SENSE_TUNING.share = saved;
  }
}

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
    const index = buildLangIndex('javascript', records);
    const page = (question: string, share = WORD_SENSE_TUNING.share) => {
      const saved = WORD_SENSE_TUNING.share;
      WORD_SENSE_TUNING.share = share;
      try {
        return searchIndex(index, { question, k: 3, allowWeak: true }).map((h) => records[h.index].name);
      } finally {
        WORD_SENSE_TUNING.share = saved;
      }
    };
    // Without the rule the dialog's name match comes before the console's table (the everyday tasks put
    // `console.log` first either way).
    const before = page('print the rows', 1);
    assert.ok(before.indexOf('Window.print') < before.indexOf('console.table'), before.join(' '));
    assert.equal(page('print the rows').at(-1), 'Window.print');
    assert.equal(page('open the print dialog')[0], 'Window.print');
    assert.equal(page('print the current page')[0], 'Window.print');
    // Another language's print is its output.
    const python = buildLangIndex('python', [functionRecord('python', 'builtins', 'builtins.print', 'Opens the print dialog.')]);
    assert.equal(searchIndex(python, { question: 'print the rows', k: 1, allowWeak: true }).length, 1);
  });

  it('keeps the logarithm first where the question means it', () => {
    assert.equal(ranked('compute the natural log of a number')[0], 'Math.log');
    assert.equal(ranked('log2 of the size')[0], 'Math.log2');
  });
});
