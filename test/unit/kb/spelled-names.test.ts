import { strict as assert } from 'node:assert';
import { WEIGHT_SCALE, type IntentModel } from '../../../src/core/kb/intents';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { searchIndex } from '../../../src/core/kb/search';
import { resolveStaples } from '../../../src/core/kb/staples';
import { SPELLED_NAME_LEADS, spelledNamesIn } from '../../../src/core/kb/spelled-names';
import type { ApiRecord } from '../../../src/core/kb/types';
import { stem } from '../../../src/core/kb/tokenize';

const rust = (name: string, doc: string, kind = 'method'): ApiRecord => ({ id: `rust:${name}`, lang: 'rust', lib: name.split('::')[0], ver: '1', name, kind, sig: `${name}()`, doc });
const RECORDS: ApiRecord[] = [
  rust('slice::binary_search', 'Binary searches this slice for a given element.'),
  rust('slice::sort', 'Sorts the slice.'),
  rust('slice::sort_by', 'Sorts the slice with a comparator function.'),
  rust('std::collections::BinaryHeap::push', 'Pushes an item onto the binary heap.'),
  rust('std::collections::VecDeque::as_slices', 'Returns a pair of slices which contain, in order, the contents of the deque.'),
  rust('proptest::num::f32::BinarySearch', 'Shrinks an integer towards 0, using binary search to find boundary points.', 'struct'),
  rust('std::fs::create_dir_all', 'Recursively create a directory and all of its parent components if they are missing.', 'function'),
  rust('std::iter::Iterator::for_each', 'Calls a closure on each element of an iterator.'),
];
const id = (name: string) => RECORDS.findIndex((r) => r.name === name);

/**
 * A purpose model that ties "binary", "search", "sorted" and "array" to what the mined code calls when
 * it says them (sorting, a heap, a deque), not to `binary_search`: as Rust's shipped model does.
 */
function indexWithPurposeRoutes() {
  const index = buildLangIndex('rust', RECORDS);
  const ties: Record<string, string[]> = {
    binary: ['std::collections::BinaryHeap::push', 'std::collections::VecDeque::as_slices'],
    search: ['std::collections::VecDeque::as_slices', 'slice::sort'],
    sort: ['slice::sort', 'slice::sort_by'],
    array: ['slice::sort', 'std::collections::VecDeque::as_slices'],
  };
  const terms = Object.keys(ties).map(stem);
  const start = [0];
  const records: number[] = [];
  for (const word of Object.keys(ties)) {
    records.push(...ties[word].map(id));
    start.push(records.length);
  }
  const model: IntentModel = {
    lang: 'rust', dataSha256: 'sha', examples: 10_000, terms: new Map(terms.map((t, i) => [t, i])),
    start: Int32Array.from(start), records: Int32Array.from(records), weights: new Uint8Array(records.length).fill(4 * WEIGHT_SCALE),
  };
  index.intents = model;
  return index;
}
const top = (index: ReturnType<typeof indexWithPurposeRoutes>, question: string, k: number) =>
  searchIndex(index, { question, k, allowWeak: true }).map((r) => RECORDS[r.index].name);
const allRecords = RECORDS.map((_, i) => i);

describe('APIs a question spells out in words', () => {
  it('finds a name of two or more words written as consecutive words of the question, compared stemmed', () => {
    const index = buildLangIndex('rust', RECORDS);
    const found = spelledNamesIn(index, 'Binary search in a sorted array', allRecords);
    assert.deepEqual([...found.keys()], ['binary_search']);
    // binary and search are two of the four words said (in, a are stop words).
    assert.equal(found.get('binary_search'), 0.5);
    assert.deepEqual([...spelledNamesIn(index, 'create the directories all at once', allRecords).keys()], [], 'create_dir_all is not said in order');
    assert.deepEqual([...spelledNamesIn(index, 'how do I create dir all the way down', allRecords).keys()], ['create_dir_all']);
  });

  it('takes no one-word name, no words said apart, and one name per phrase: the name route\'s best', () => {
    const index = buildLangIndex('rust', RECORDS);
    assert.deepEqual([...spelledNamesIn(index, 'sort the slice', allRecords).keys()], [], 'sort is one word');
    assert.deepEqual([...spelledNamesIn(index, 'search a binary file for a string', allRecords).keys()], []);
    // Both `binary_search` and the test crate's `BinarySearch` spell "binary search": the first looked at is kept.
    const strategyFirst = [id('proptest::num::f32::BinarySearch'), id('slice::binary_search')];
    assert.deepEqual([...spelledNamesIn(index, 'binary search', strategyFirst).keys()], ['binarysearch']);
    assert.deepEqual([...spelledNamesIn(index, 'binary search', allRecords).keys()], ['binary_search']);
    // Only the records it is given (the name route's first few) are looked at.
    assert.deepEqual([...spelledNamesIn(index, 'binary search', [id('slice::sort')]).keys()], []);
  });

  it('spells only what a program calls, portably, from the standard library or a library the question names', () => {
    const records: ApiRecord[] = [
      rust('std::os::windows::fs::MetadataExt::file_size', 'Returns the value of the nFileSize fields of this metadata.'),
      rust('std::env::consts::FAMILY', 'A string describing the family of the operating system.', 'constant'),
      rust('xml::DomErrorHandler::handle_error', 'Called by the parser when it meets an error.'),
      rust('proptest::num::f32::BinarySearch', 'Shrinks towards 0 by binary search.', 'struct'),
      rust('slice::binary_search', 'Binary searches this slice for a given element.'),
    ];
    const index = buildLangIndex('rust', records);
    const all = records.map((_, i) => i);
    const spelled = (question: string, libraries = new Set<number>()) => [...spelledNamesIn(index, question, all, libraries).keys()];
    assert.deepEqual(spelled('get the file size'), [], 'one platform\'s extension');
    assert.deepEqual(spelled('print the OS family'), [], 'a constant is no call');
    assert.deepEqual(spelled('handle errors'), [], 'a handler\'s method is called back');
    // With the language's standard library known (its staples), a third-party name needs its library named.
    index.staples = resolveStaples(index, { programs: 1, standard: ['slice', 'std'], calls: {} });
    assert.deepEqual(spelled('binary search'), ['binary_search']);
    // The test crate's strategy ranked first: passed over, unless the question names proptest.
    const strategyFirst = [records.findIndex((r) => r.name.startsWith('proptest')), records.findIndex((r) => r.name === 'slice::binary_search')];
    assert.deepEqual([...spelledNamesIn(index, 'binary search', strategyFirst).keys()], ['binary_search']);
    const proptest = new Set([index.libIds.get('proptest')!]);
    assert.deepEqual([...spelledNamesIn(index, 'binary search with proptest', strategyFirst, proptest).keys()], ['binarysearch']);
  });

  it('puts the spelled API first when its words are most of the question, where the purpose routes had left it off', () => {
    const index = indexWithPurposeRoutes();
    assert.equal(top(index, 'binary search in a sorted array', 3)[0], 'slice::binary_search');
    assert.equal(top(index, 'binary search', 3)[0], 'slice::binary_search');
  });

  it('leaves a long task that says such a phrase in passing as the routes ranked it', () => {
    const index = indexWithPurposeRoutes();
    const question = 'Read the records of a sorted array, then for each record push it onto a binary heap and print the heap in order of priority';
    const found = spelledNamesIn(index, question, allRecords);
    assert.ok((found.get('for_each') ?? 0) < SPELLED_NAME_LEADS, 'for each is a sliver of what the task says');
    assert.notEqual(top(index, question, 3)[0], 'std::iter::Iterator::for_each');
  });
});
