import { strict as assert } from 'node:assert';
import { EVERYDAY_TASKS, addEverydayTasks, everydayTasksIn, everydayTasksSaidIn } from '../../../src/core/kb/everyday-tasks';
import { plainWordsAdded, plainWording } from '../../../src/core/kb/everyday-tasks/plain-wording';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { type ScoredRecord, searchIndex } from '../../../src/core/kb/search';
import { assertCostsLike } from '../../support/linear-time';
import { functionRecord } from '../../support/records';

const tasksSaidIn = (question: string) => everydayTasksSaidIn(question).map((t) => t.task);

describe('plain wording (the everyday-task table\'s words for a question\'s own)', () => {
  it('says everyday words, constructions and abbreviations the way the table does', () => {
    for (const [said, plain] of [
      ['Getting rid of a file from disk.', 'remove a file from disk.'],
      ['I want to turn a byte sequence into an integer', 'I want to convert a byte sequence to an integer'],
      ['order a list of objects by one of their fields', 'sort a list of objects by one of their fields'],
      ['wipe the console screen', 'clear the console screen'],
      ['how can I add up all the numbers in an array?', 'how can I sum all the numbers in an array?'],
      ['every file and subfolder under a top-level folder', 'every file and subdirectories under a top-level directory'],
      ['string comparison', 'compare strings'],
      ['set env variable', 'set environment variable'],
      ['I need a copy of an array', 'I copy an array'],
      ['a list that can\'t be modified', 'a list that is immutable'],
      ['how do I tell whether a given file is present on disk?', 'how do I tell whether a given file exists on disk?'],
      ['sort a list from largest to smallest', 'sort a list from descending order'],
    ]) {
      assert.equal(plainWording(said), plain, said);
    }
  });

  it('leaves what only looks like a rewrite as it is', () => {
    for (const question of [
      'put the names in order', // "order" that is no verb
      'the order of the items',
      'is there a way to read a file?', // "is there" that is no "exists"
      'turn on the logging', // "turn" without "into"
      'scale the values to unit variance', // "scale" that is no image resized
      'the terminal is wiped', // no verb before the screen
      'randomly reorder list elements', // an order made random is a shuffle
      'reorder the items of the list at random',
    ]) {
      assert.equal(plainWording(question), question);
    }
  });

  it('finds a task in the table\'s words that the question\'s own miss, keeps what they find, in the table\'s order', () => {
    assert.deepEqual(everydayTasksIn('Getting rid of a file from disk.'), []);
    assert.deepEqual(tasksSaidIn('Getting rid of a file from disk.'), ['delete a file']);
    assert.deepEqual(tasksSaidIn('wipe the console screen'), ['clear the terminal']);
    assert.deepEqual(tasksSaidIn('set env variable'), ['set an environment variable']);
    // A question the table reads as it is gets the same tasks.
    const asked = 'convert an integer to a string';
    assert.deepEqual(tasksSaidIn(asked), everydayTasksIn(asked).map((t) => t.task));
    // Tasks of both wordings, each once and in the table's order.
    const both = tasksSaidIn('delete the folder, then wipe the console screen');
    assert.ok(both.includes('clear the terminal') && both.length === new Set(both).size, both.join('; '));
    const order = EVERYDAY_TASKS.map((t) => t.task);
    assert.deepEqual([...both].sort((a, b) => order.indexOf(a) - order.indexOf(b)), both);
  });

  it('gives the ranking the calls of a task the question says in its own words', () => {
    const records = [functionRecord('c', 'unistd', 'unlink', 'Delete a name and possibly the file it refers to.'), functionRecord('c', 'stdio', 'remove', 'Remove a file or directory.'), functionRecord('c', 'stdio', 'printf', 'Formatted output conversion.')];
    const index = buildLangIndex('c', records);
    const routed: ScoredRecord[] = [{ index: 2, score: 1, confident: true }];
    const lifted = addEverydayTasks(index, routed, 'Getting rid of a file from disk.');
    assert.ok(lifted && lifted.size > 0, 'the task\'s calls were added');
    assert.ok(routed.some((r) => records[r.index].name === 'remove' || records[r.index].name === 'unlink'), routed.map((r) => records[r.index].name).join(' '));
  });

  it('lists the words the rewording adds, each once, and nothing for a question it leaves as it is', () => {
    assert.equal(plainWordsAdded('Getting rid of one entry from a dictionary by its key.'), 'remove map');
    assert.equal(plainWordsAdded('delete the folder and every sub-folder of the folder'), 'directory subdirectories');
    assert.equal(plainWordsAdded('Turning text like "ff" into the number 255'), 'convert to');
    assert.equal(plainWordsAdded('sort a list of numbers'), '');
  });

  it("lets the ranking's routes read the added words, in every language but Python", () => {
    const records = (lang: string) => [
      functionRecord(lang, 'util', 'Map.Entry.getKey', 'Returns the key corresponding to this entry.'),
      functionRecord(lang, 'util', 'Map.remove', 'Removes the mapping for a key from this map if it is present.'),
    ];
    const page = (lang: string, question: string) => searchIndex(buildLangIndex(lang, records(lang)), { question, k: 2, allowWeak: true }).map((h) => records(lang)[h.index].name);
    const question = 'Getting rid of one entry from a dictionary by its key.';
    // In the question's own words the entry and its key match the getter best; the plain wording's "remove" and "map" the call asked for.
    assert.deepEqual(page('java', question), ['Map.remove', 'Map.Entry.getKey']);
    assert.deepEqual(page('java', question), page('java', `${question} remove map`));
    // Python calls a map a dictionary: its question is read as it is.
    assert.deepEqual(page('python', question), ['Map.Entry.getKey', 'Map.remove']);
  });

  it('reads a crafted question of the longest size allowed in linear time', () => {
    const plain = 'x '.repeat(2000);
    for (const unit of ['turn ', 'turn a ', 'into ', 'get rid ', 'getting ', 'wipe ', 'wipe the ', 'order ', 'order the ', 'reorder the items ', 'randomly reorder ', 'pull ', 'pull out ', 'send ', 'fire ', 'add ', 'loop ', 'block ', 'scale ', 'make ', 'make a copy ', 'a ', 'comparison ', 'x comparison ', 'serialization ', 'traversal ', 'how ', 'the final ', 'is made ', 'digits ', 'can\'t be ', 'cannot ', 'is ', 'is there ', 'is actually ', 'without ', 'what year ', 'what ', 'largest to ', 'smallest ', 'folder ', 'sub-folder ', 'dir ', 'int ', '  ', '\t']) {
      const crafted = unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 4000);
      assertCostsLike(JSON.stringify(unit), () => plainWording(crafted), () => plainWording(plain));
      assertCostsLike(`${JSON.stringify(unit)}, the words added`, () => plainWordsAdded(crafted), () => plainWordsAdded(plain));
    }
    const word = 'a'.repeat(4000);
    assertCostsLike('one long word', () => plainWording(word), () => plainWording(plain));
  });
});
