import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { EVERYDAY_TASKS, everydayTasksIn } from '../../../src/core/kb/everyday-tasks';
import { wordTriggers, wordsOf } from '../../../src/core/kb/pattern-triggers';

/** Every task whose pattern matches, by trying each pattern: what the prefilter must give. */
const allTried = (question: string) => EVERYDAY_TASKS.filter(({ pattern, unless }) => pattern.test(question) && !unless?.test(question)).map((t) => t.task);
const prefiltered = (question: string) => everydayTasksIn(question).map((t) => t.task);

describe('pattern word triggers (pattern-triggers.ts)', () => {
  it('reads the words each way through a pattern begins with', () => {
    assert.deepEqual(wordTriggers(/\b(?:ask|prompt)\s+the\s+user\b|\buser\s+input\b/i), ['ask', 'prompt', 'user']);
    // A suffix group or a quantified letter ends the word: the match need only begin with what precedes it.
    assert.deepEqual(wordTriggers(/\brotat(?:e|ion)\b|\bcolou?rs?\b/i), ['rotat', 'colo']);
    assert.deepEqual(wordTriggers(/\bfoo+bar/i), ['fo']);
    // A group that may be skipped begins the match, or what follows it does.
    assert.deepEqual(wordTriggers(/\b(?:number\s+of\s+)?days\s+in\b/i), ['number', 'days']);
    assert.deepEqual(wordTriggers(/\b(?:the\s+)*(?:last|final)\s+line\b/i), ['the', 'last', 'final']);
    // A nested group is followed into.
    assert.deepEqual(wordTriggers(/\b(?:(?:read|load)s?|open)\s+file/i), ['read', 'load', 'open']);
  });

  it('gives up (the pattern is always tried) where it cannot tell the first word', () => {
    for (const pattern of [
      /\bask\b/, // case-sensitive: it would need the question's own case
      /\b\w+\s+input\b/i, // a class
      /\b[ab]sk\b/i,
      /(?:^|\s)ask\b/i, // no \b before the word
      /\bask\b|input/i, // one way without \b
      /\b(?=ask)\w+/i, // a lookahead
      /\b(?:|ask)\s+x/i, // a way through the group that is empty
      /\b\.ini\b/i, // a symbol, not a word
      /\bask\b/iu, // Unicode case folding is not ASCII's
    ]) {
      assert.equal(wordTriggers(pattern), undefined, String(pattern));
    }
  });

  it('splits words where \\b does, before lowercasing', () => {
    assert.deepEqual([...wordsOf('Read the_file, then PARSE it: 2x')], ['read', 'the_file', 'then', 'parse', 'it', '2x']);
    // The Kelvin sign lowercases to an ASCII k, but \b sees "elvin" begin after it.
    assert.deepEqual([...wordsOf('\u212Aelvin')], ['elvin']);
  });

  it('prefilters most of the everyday table', () => {
    const read = EVERYDAY_TASKS.filter(({ pattern }) => wordTriggers(pattern) !== undefined).length;
    assert.ok(read >= EVERYDAY_TASKS.length * 0.9, `${read} of ${EVERYDAY_TASKS.length} patterns have word triggers`);
  });

  it('finds exactly the tasks that trying every pattern finds, over the bench\'s questions and crafted ones', () => {
    const root = path.resolve(__dirname, '../../..');
    const questions = ['everyday-questions.jsonl', 'everyday-paraphrases.jsonl', 'lang-detect.jsonl'].flatMap((file) =>
      readFileSync(path.join(root, 'bench', file), 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { question: string }).question),
    );
    // Case, punctuation and words joined to symbols: where the prefilter's word splitting could go wrong.
    const crafted = questions.slice(0, 300).flatMap((q) => [q.toUpperCase(), q.replace(/ /g, '_'), q.replace(/ /g, '-'), `(${q})`, q.replace(/ /g, '\u212A ')]);
    let withTasks = 0;
    for (const question of [...questions, ...crafted]) {
      const expected = allTried(question);
      if (expected.length) withTasks++;
      assert.deepEqual(prefiltered(question), expected, question);
    }
    assert.ok(withTasks > questions.length / 2, `${withTasks} questions describe a task: the check compared found tasks, not only empty lists`);
  });
});
