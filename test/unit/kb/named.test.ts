import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { codeNamesIn, pathNamesIn, plainNamesIn, recordsNamedByPath, withNamedKept, withPathsAdded, NAMED_LIBRARY_PLACES } from '../../../src/core/kb/named';
import { librariesChosenIn, libraryMembersSpelledIn, libraryRecordsNamedIn, toolLibraryPlaces } from '../../../src/core/kb/tool-libraries';
import { knownToRoutes, namedAsChoice, namingShare } from '../../../src/core/kb/naming-share';
import { searchIndex, type ScoredRecord } from '../../../src/core/kb/search';
import type { ApiRecord } from '../../../src/core/kb/types';
import { stem, textTerms } from '../../../src/core/kb/tokenize';
import { NeighbourCollector } from '../../../kb/pipeline/neighbours';
import { functionRecord, pythonRecord } from '../../support/records';
import { neighboursOnly } from '../../support/intents';

const RECORDS: ApiRecord[] = [
  pythonRecord('pandas.DataFrame', 'Two-dimensional, size-mutable, potentially heterogeneous tabular data.', 'class'),
  pythonRecord('pandas.DataFrame.hist', 'Make a histogram of the DataFrame columns.', 'method'),
  pythonRecord('pandas.Series.hist', 'Draw histogram of the input series using matplotlib.', 'method'),
  pythonRecord('pandas.DataFrame.dropna', 'Remove missing values.', 'method'),
  pythonRecord('matplotlib.pyplot.hist', 'Compute and plot a histogram.'),
  pythonRecord('matplotlib.pyplot.show', 'Display all open figures.'),
  pythonRecord('seaborn.histplot', 'Plot univariate or bivariate distributions of observations.'),
  pythonRecord('seaborn.set_theme', 'Set aspects of the visual theme for all plots.'),
  pythonRecord('seaborn.kdeplot', 'Plot univariate or bivariate distributions using kernel density estimation.'),
  pythonRecord('string.Template', 'A string class for supporting $-substitutions.', 'class'),
  pythonRecord('sklearn.preprocessing.LabelEncoder', 'Encode target labels with value between 0 and n_classes-1.', 'class'),
  pythonRecord('builtins.ValueError', 'Inappropriate argument value (of correct type).', 'class'),
  pythonRecord('nacl.exceptions.ValueError', 'Inappropriate argument value (of correct type).', 'class'),
];
const id = (name: string) => RECORDS.findIndex((r) => r.name === name);
const names = (results: readonly ScoredRecord[]) => results.map((r) => RECORDS[r.index].name);
const scored = (list: string[]): ScoredRecord[] => list.map((name, i) => ({ index: id(name), score: 1 - i / 100, confident: true }));

/** Mined examples: code saying "seaborn" calls seaborn; code saying "string" is about strings, not the module. */
function indexWithExamples() {
  const c = new NeighbourCollector();
  // Tokenised as the pipeline does ("string" is stemmed to "str" on both sides).
  const add = (kind: string, text: string, calls: string[]) => c.add(kind, textTerms(text), new Set(calls.map(id)));
  for (const extra of ['sales', 'prices', 'ages', 'scores', 'heights', 'weights']) add('doc', `Histogram of the data values in the ${extra} column.`, ['pandas.DataFrame', 'pandas.DataFrame.hist', 'matplotlib.pyplot.show']);
  for (const extra of ['ages', 'scores', 'heights']) add('cmt', `seaborn distribution plot of the ${extra}`, ['seaborn.histplot']);
  for (const extra of ['sales', 'prices', 'ages', 'scores', 'heights', 'weights']) add('cmt', `strip each string value of the ${extra}`, ['pandas.DataFrame.dropna']);
  const index = buildLangIndex('python', RECORDS);
  index.intents = neighboursOnly('python', 15, c.build());
  return index;
}
const lib = (index: ReturnType<typeof indexWithExamples>, name: string) => index.libIds.get(name)!;

describe('what the question names keeps a place in the results', () => {
  it('reads API names written as code: UpperCamelCase of two or more words, the last segment when dotted', () => {
    const found = codeNamesIn('Encode it using LabelEncoder, then a gensim Word2Vec model, a django.http.HttpRequest and a DataFrame.');
    assert.deepEqual([...found].sort(), ['dataframe', 'httprequest', 'labelencoder', 'word2vec']);
    // Parameter names, plain words, acronyms and one-word capitals are not code names.
    assert.deepEqual([...codeNamesIn('Copy files from source_dir to ROOT_DIR as CSV, NaN when missing, using Pandas.')], []);
  });

  it('measures how often code that says a library\'s name calls it: seaborn is a choice of library, "string" is a word', () => {
    const index = indexWithExamples();
    const model = index.intents!.neighbours!;
    assert.equal(namingShare(index, model, lib(index, 'seaborn')), 1);
    assert.equal(namingShare(index, model, lib(index, 'string')), 0);
    // A name no example says often enough is taken at its word.
    assert.equal(namingShare(index, model, lib(index, 'sklearn')), 1);
  });

  it('gives a named library up to two places, taken from the end of the results from a library holding several', () => {
    const index = indexWithExamples();
    const results = scored(['pandas.DataFrame', 'pandas.DataFrame.hist', 'matplotlib.pyplot.hist', 'pandas.Series.hist', 'matplotlib.pyplot.show']);
    const ranked = [...results, ...scored(['seaborn.set_theme', 'seaborn.histplot', 'seaborn.kdeplot'])];
    const kept = names(withNamedKept(index, results, ranked, { libraries: new Set([lib(index, 'seaborn')]), apis: new Set() }, true));
    assert.equal(NAMED_LIBRARY_PLACES, 2);
    assert.deepEqual(kept, ['pandas.DataFrame', 'pandas.DataFrame.hist', 'matplotlib.pyplot.hist', 'seaborn.set_theme', 'seaborn.histplot']);
    // Without a named library nothing moves.
    assert.deepEqual(names(withNamedKept(index, results, ranked, { libraries: new Set(), apis: new Set() }, true)), names(results));
  });

  it('never displaces the first result or a library\'s only record, and brings only confident records when asked to', () => {
    const index = indexWithExamples();
    const results = scored(['pandas.DataFrame', 'matplotlib.pyplot.hist', 'string.Template']);
    const ranked = [...results, ...scored(['seaborn.histplot'])];
    const named = { libraries: new Set([lib(index, 'seaborn')]), apis: new Set<string>() };
    assert.deepEqual(names(withNamedKept(index, results, ranked, named, true)), names(results), 'every library holds one place');
    const crowded = scored(['pandas.DataFrame', 'pandas.DataFrame.hist', 'pandas.Series.hist']);
    const weak = [...crowded, { index: id('seaborn.histplot'), score: 0.1, confident: false }];
    assert.deepEqual(names(withNamedKept(index, crowded, weak, named, false)), names(crowded));
    assert.deepEqual(names(withNamedKept(index, crowded, weak, named, true)), ['pandas.DataFrame', 'pandas.DataFrame.hist', 'seaborn.histplot']);
  });

  it('gives no place to a named library in a language without mined examples (a name cannot be told from a word)', () => {
    const index = buildLangIndex('python', RECORDS);
    const results = scored(['pandas.DataFrame', 'pandas.DataFrame.hist', 'pandas.Series.hist']);
    const ranked = [...results, ...scored(['seaborn.histplot', 'sklearn.preprocessing.LabelEncoder'])];
    const kept = withNamedKept(index, results, ranked, { libraries: new Set([index.libIds.get('seaborn')!]), apis: new Set(['labelencoder']) }, true);
    assert.deepEqual(names(kept), ['sklearn.preprocessing.LabelEncoder', 'pandas.DataFrame', 'pandas.DataFrame.hist'], 'an API written as code still counts');
  });

  it('does not give a place to a library named by an ordinary word ("a string")', () => {
    const index = indexWithExamples();
    const results = scored(['pandas.DataFrame', 'pandas.DataFrame.dropna', 'pandas.Series.hist']);
    const ranked = [...results, ...scored(['string.Template'])];
    assert.deepEqual(names(withNamedKept(index, results, ranked, { libraries: new Set([lib(index, 'string')]), apis: new Set() }, true)), names(results));
  });

  it('gives an API written as code its place, but not a builtin (every model knows ValueError), nor a look-alike of it', () => {
    const index = indexWithExamples();
    const results = scored(['pandas.DataFrame', 'pandas.DataFrame.hist', 'pandas.Series.hist']);
    // "Raises ValueError" means the builtin: another library's class of that name ranked below it is not brought in its stead.
    const ranked = [...results, ...scored(['builtins.ValueError', 'sklearn.preprocessing.LabelEncoder', 'nacl.exceptions.ValueError'])];
    const kept = withNamedKept(index, results, ranked, { libraries: new Set(), apis: new Set(['labelencoder', 'valueerror']) }, true);
    assert.deepEqual(names(kept), ['sklearn.preprocessing.LabelEncoder', 'pandas.DataFrame', 'pandas.DataFrame.hist']);
    // A builtin the page already shows keeps its place: it does not lead the page either.
    const withBuiltin = scored(['pandas.DataFrame', 'pandas.DataFrame.hist', 'builtins.ValueError']);
    assert.deepEqual(names(withNamedKept(index, withBuiltin, withBuiltin, { libraries: new Set(), apis: new Set(['valueerror']) }, true)), names(withBuiltin));
    // The look-alike ranked first is what the question names there (no builtin of that name ranks above it).
    const nacl = [...results, ...scored(['nacl.exceptions.ValueError'])];
    assert.deepEqual(names(withNamedKept(index, results, nacl, { libraries: new Set(), apis: new Set(['valueerror']) }, true)), ['nacl.exceptions.ValueError', 'pandas.DataFrame', 'pandas.DataFrame.hist']);
  });

  it('reads API paths written as code, with :: or dots, without case or underscores', () => {
    const segments = (question: string) => pathNamesIn(question).map((p) => p.segments);
    assert.deepEqual(segments('[fs::createdirall] is mkdir -p; see Option::ok_or and time::Instant::elapsed.'), [
      ['fs', 'createdirall'],
      ['option', 'okor'],
      ['time', 'instant', 'elapsed'],
    ]);
    // Dotted paths are compared as written: prose has dotted words too.
    assert.deepEqual(segments('Split it with strings.Split, or Array.prototype.map then Math.floor.'), [
      ['strings', 'Split'],
      ['Array', 'map'],
      ['Math', 'floor'],
    ]);
    assert.deepEqual(pathNamesIn('Plain words, no path: read the file and print it.'), []);
    // A prototype alone is no member's path (and once made the look-up throw).
    assert.deepEqual(segments('Extend Array.prototype, or prototype.prototype, with it.'), []);
  });

  it('finds the API a path names by the tail of its name, even with its underscores eaten, and gives it a place', () => {
    const rust = (name: string, kind: string): ApiRecord => ({ id: `rust:${name}`, lang: 'rust', lib: name.split('::')[0], ver: '1', name, kind, sig: 'fn', doc: name });
    const records = [
      rust('std::fs::write', 'function'),
      rust('std::io::Write::write', 'method'),
      rust('std::fs::create_dir_all', 'function'),
      rust('std::fs::create_dir', 'function'),
      rust('std::option::Option::ok_or', 'method'),
      rust('std::fs::File::open', 'function'),
      rust('std::fs::File::create', 'function'),
      rust('std::path::Path::new', 'function'),
    ];
    const index = buildLangIndex('rust', records);
    const at = (name: string) => records.findIndex((r) => r.name === name);
    // `fs::write` is std::fs::write, not the Write trait's method; a path naming nothing finds nothing,
    // and neither do dotted words that are not code.
    assert.deepEqual(recordsNamedByPath(index, pathNamesIn('fs::write, fs::createdirall, Option::okor, fs::nosuchthing')), [at('std::fs::write'), at('std::fs::create_dir_all'), at('std::option::Option::ok_or')]);
    assert.deepEqual(recordsNamedByPath(index, pathNamesIn('Read input.txt, e.g. the path.new file, with fs.open')), []);
    assert.deepEqual(recordsNamedByPath(index, pathNamesIn('Make it with Path.new, then fs.write it.')), [at('std::path::Path::new'), at('std::fs::write')]);
    const page = [at('std::fs::File::open'), at('std::fs::File::create'), at('std::path::Path::new')].map((index, i) => ({ index, score: 1 - i / 10, confident: true }));
    const kept = withNamedKept(index, page, page, { libraries: new Set(), apis: new Set(), records: [at('std::fs::create_dir_all')] }, false);
    assert.deepEqual(kept.map((r) => records[r.index].name), ['std::fs::create_dir_all', 'std::fs::File::open', 'std::fs::File::create']);
    // A short page (the confident results were fewer than asked) gets it at its end.
    const short = page.slice(0, 1);
    assert.deepEqual(withPathsAdded(short, page, [at('std::fs::create_dir_all'), at('std::fs::File::open')], 3).map((r) => records[r.index].name), ['std::fs::File::open', 'std::fs::create_dir_all']);
    // Searched, a question naming the path gets that API among its results.
    const found = searchIndex(index, { question: 'Create a nested directory tree: [fs::createdirall] is mkdir -p for a path.', k: 2, allowWeak: true });
    assert.ok(found.some((r) => r.index === at('std::fs::create_dir_all')), found.map((r) => records[r.index].name).join(' '));
  });

  it('reads back only the names listed under a path\'s class or library, however many paths a question writes', () => {
    const records: ApiRecord[] = [];
    for (let i = 0; i < 500; i++) records.push(pythonRecord(`lib.Class${i}.get`, 'Get a value.', 'method'));
    const index = buildLangIndex('python', records);
    let reads = 0;
    const get = index.records.get.bind(index.records);
    index.records.get = (d: number) => {
      reads++;
      return get(d);
    };
    // Five hundred records are called `get`: paths whose class the base does not have read none of them.
    assert.deepEqual(recordsNamedByPath(index, pathNamesIn('a.get b.get c.get d.get e.get f.get x::get')), []);
    assert.equal(reads, 0);
    assert.deepEqual(recordsNamedByPath(index, pathNamesIn('Call Class7.get on it.')).map((d) => records[d].name), ['lib.Class7.get']);
    assert.equal(reads, 1);
  });

  it('keeps the library a question names in its search results when the rest of its words point elsewhere', () => {
    const index = indexWithExamples();
    const question = 'Create a DataFrame of the data values, drop missing values, and draw a histogram of the values with seaborn.';
    // Three places: the ranking alone gives them all to pandas (seaborn's histplot comes fourth).
    const found = names(searchIndex(index, { question, mentionedLibs: new Set(['seaborn']), k: 3, allowWeak: true }));
    assert.ok(found.some((name) => name.startsWith('seaborn.')), found.join(' '));
    assert.ok(found.some((name) => name.startsWith('pandas.')), found.join(' '));
  });
});

/** C's base in small: functions named by one identifier, and mined examples saying what code calls. */
function cIndexWithExamples() {
  const c = (name: string, doc: string, kind = 'function'): ApiRecord => ({ id: `c:${name}`, lang: 'c', lib: 'libc', ver: '1', name, kind, sig: `int ${name}(void);`, doc });
  const records = [
    c('scanf', 'Input FILE format conversion.'),
    c('popen', 'Pipe stream to or from a process.'),
    c('posix_spawn', 'Spawn a process.'),
    c('system', 'Execute a shell command.'),
    c('time', 'Get time in seconds.'),
    c('clock_gettime', 'Clock and timer functions.'),
    c('environ', 'User environment.', 'variable'),
  ];
  const at = (name: string) => records.findIndex((r) => r.name === name);
  const examples = new NeighbourCollector();
  const add = (text: string, calls: string[]) => examples.add('cmt', textTerms(text), new Set(calls.map(at)));
  // Code calling a program says "call"; code saying "time" mostly measures it with clock_gettime.
  for (const what of ['the shell', 'a helper', 'the compiler', 'the linker', 'the pager', 'the editor']) add(`call ${what} and read its output`, ['popen', 'posix_spawn', 'system']);
  for (const what of ['parse', 'sort', 'copy', 'load', 'print', 'hash']) add(`time the ${what} step`, ['clock_gettime']);
  add('read the count', ['scanf']);
  const index = buildLangIndex('c', records);
  index.intents = neighboursOnly('c', 13, examples.build());
  return { index, records, at };
}

describe('an API named by a plain word', () => {
  it('reads lowerCamelCase as code, and a lower-case word as the name of the API it is the whole name of, when code saying it calls it', () => {
    const { index } = cIndexWithExamples();
    // `scanf`: one example says it (too few to judge: taken at its word); "time": code saying it calls
    // clock_gettime, not `time`; `environ` is a variable; "and", "the" are words; parseInt is code.
    assert.deepEqual([...plainNamesIn(index, 'How do I call scanf and time it, with environ and parseInt?')].sort(), ['parseint', 'scanf']);
    // Dotted or :: paths are read as paths (pathNamesIn), not as plain words.
    assert.deepEqual([...plainNamesIn(index, 'Use libc.scanf or libc::scanf.')], []);
    // Without mined examples a plain word cannot be told from a name: only lowerCamelCase counts.
    const bare = buildLangIndex('c', [{ id: 'c:scanf', lang: 'c', lib: 'libc', ver: '1', name: 'scanf', kind: 'function', sig: 'int scanf();', doc: 'Input.' }]);
    assert.deepEqual([...plainNamesIn(bare, 'call scanf')], []);
  });

  it('puts the API a question names first, before what the rest of its words point at ("how do I call scanf")', () => {
    const { index, records } = cIndexWithExamples();
    const found = searchIndex(index, { question: 'how do I call scanf in the process a shell command spawns', k: 3, allowWeak: true }).map((r) => records[r.index].name);
    assert.equal(found[0], 'scanf', found.join(' '));
    const scores = searchIndex(index, { question: 'how do I call scanf in the process a shell command spawns', k: 3, allowWeak: true }).map((r) => r.score);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a), 'scores stay in page order');
    // A name the question writes that is already on the page moves first too.
    const page = searchIndex(index, { question: 'call a helper program, then use popen', k: 3, allowWeak: true }).map((r) => records[r.index].name);
    assert.equal(page[0], 'popen', page.join(' '));
  });
});

/** Records as a route ranks them, best first (scores falling by one). */
const inOrder = (records: readonly number[]): ScoredRecord[] => records.map((index, i) => ({ index, score: records.length - i, confident: true }));

/**
 * JavaScript's base in small: lodash's `debounce` beside the timers its own code calls, and mined
 * examples (library code) saying "debounce" next to those timers, as lodash's source does.
 */
function jsIndexWithExamples() {
  const js = (lib: string, name: string, doc: string) => functionRecord('javascript', lib, name, doc);
  const records = [
    js('lodash', 'lodash.debounce', 'Creates a debounced function that delays invoking func until after wait milliseconds.'),
    js('lodash', 'lodash.defaults', 'Assigns own and inherited enumerable properties of source objects.'),
    js('lodash', 'lodash.words', 'Splits string into an array of its words.'),
    js('ecmascript', 'clearTimeout', 'Cancels a timeout previously established by calling setTimeout().'),
    js('ecmascript', 'setTimeout', 'Sets a timer which executes a function once the timer expires.'),
    js('ecmascript', 'Date.now', 'Returns the number of milliseconds elapsed since the epoch.'),
    js('ecmascript', 'Function.apply', 'Calls the function with a given this value and arguments.'),
  ];
  const at = (name: string) => records.findIndex((r) => r.name === name);
  const examples = new NeighbourCollector();
  for (const what of ['resize handler', 'search box', 'scroll listener', 'save', 'input', 'render', 'layout', 'fetch']) {
    examples.add('cmt', textTerms(`debounce the ${what} function: restart the timer on every call of the function`), new Set(['clearTimeout', 'setTimeout', 'Date.now', 'Function.apply'].map(at)));
    // lodash's own code says its name but never imports itself: the mined code does not tie "lodash" to it.
    examples.add('doc', textTerms(`lodash internal helper for the ${what}`), new Set([at('Function.apply')]));
  }
  const index = buildLangIndex('javascript', records);
  // The purpose route as the miner makes it from library code: "debounce" and "function" go with the
  // timers lodash's own debounce calls, strongest first.
  const timers = ['clearTimeout', 'setTimeout', 'Function.apply', 'Date.now'].map(at);
  index.intents = {
    ...neighboursOnly('javascript', records.length, examples.build()),
    terms: new Map([[stem('debounce'), 0], [stem('function'), 1]]),
    start: Int32Array.from([0, 4, 8]),
    records: Int32Array.from([...timers, ...timers]),
    weights: Uint8Array.from([255, 240, 200, 180, 255, 240, 200, 180]),
  };
  return { index, records, at };
}

describe('places for a library the question uses that the purpose routes do not know', () => {
  const question = 'restart the timer of a function on every call';
  const lodashShown = (index: ReturnType<typeof jsIndexWithExamples>['index'], records: ReturnType<typeof jsIndexWithExamples>['records'], q: string) =>
    searchIndex(index, { question: q, mentionedLibs: new Set(['lodash']), k: 3, allowWeak: true }).map((r) => records[r.index].name).filter((name) => name.startsWith('lodash.'));

  it('gives "… with lodash" the name route\'s best lodash records, NAMED_LIBRARY_PLACES of them, where the routes found one', () => {
    const { index, records } = jsIndexWithExamples();
    assert.deepEqual(lodashShown(index, records, `${question}, lodash`), ['lodash.debounce']);
    assert.equal(lodashShown(index, records, `${question}, with lodash`).length, NAMED_LIBRARY_PLACES);
    // A short page (only the confident results) has room for them too.
    const confidentOnly = (q: string) => searchIndex(index, { question: q, mentionedLibs: new Set(['lodash']), k: 10, allowWeak: false }).map((r) => records[r.index].name);
    const lodashOf = (names: string[]) => names.filter((name) => name.startsWith('lodash.'));
    assert.deepEqual(lodashOf(confidentOnly(`${question}, lodash`)), []);
    assert.deepEqual(lodashOf(confidentOnly(`${question}, with lodash`)), ['lodash.debounce', 'lodash.defaults']);
  });

  it('gives none to a library whose name the mined examples say as an English word ("with random values")', () => {
    const { index, at } = jsIndexWithExamples();
    const lodash = new Set([index.libIds.get('lodash')!]);
    const nameRoute = [at('setTimeout'), at('lodash.debounce'), at('lodash.words'), at('lodash.defaults')];
    assert.deepEqual(toolLibraryPlaces(index, `${question}, with lodash`, lodash, inOrder(nameRoute)).places, [at('lodash.debounce'), at('lodash.words')]);
    assert.deepEqual(toolLibraryPlaces(index, `${question}, lodash`, lodash, inOrder(nameRoute)).places, []);
    // A thing built with it says it too: "an express middleware", "a react component".
    assert.deepEqual(toolLibraryPlaces(index, `write a lodash plugin: ${question}`, lodash, inOrder(nameRoute)).places, [at('lodash.debounce'), at('lodash.words')]);
    assert.deepEqual(toolLibraryPlaces(index, `lodash plugins: ${question}`, lodash, inOrder(nameRoute)).places, []);
    // 150 examples say "lodash" as a word: more than the floor of 100 a small model is held to.
    const wordy = new NeighbourCollector();
    const word = (i: number) => String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26));
    for (let i = 0; i < 150; i++) wordy.add('cmt', textTerms(`a lodash of values about ${word(i)}zz`), new Set([at('Date.now')]));
    index.intents = { ...index.intents!, neighbours: wordy.build() };
    assert.deepEqual(toolLibraryPlaces(index, `${question}, with lodash`, lodash, inOrder(nameRoute)).places, []);
    // "in NAME" of such a word is a unit or a place ("the size in bytes"), not where the task is done.
    const best = [at('lodash.debounce'), at('lodash.words')];
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce the words in lodash', lodash, best), []);
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce the words with lodash', lodash, best), best);
  });
});

describe('an API named by a word inside a library the question says it uses', () => {
  it('puts lodash.debounce first for "debounce a function with lodash", though the mined code ties "debounce" to timers', () => {
    const { index, records } = jsIndexWithExamples();
    const question = 'debounce a function with lodash';
    const page = (q: string) => searchIndex(index, { question: q, mentionedLibs: new Set(['lodash']), k: 4, allowWeak: true }).map((r) => records[r.index].name);
    assert.equal(page(question)[0], 'lodash.debounce', page(question).join(' '));
    // Without "with lodash" the words alone follow the mined code: the timers lead.
    assert.notEqual(page('debounce a function lodash')[0], 'lodash.debounce', page('debounce a function lodash').join(' '));
  });

  it('counts a library said as a tool ("with", "using", "the … library") that the mined code does not tie to its name, and only the name route\'s best records, one per word', () => {
    const { index, at } = jsIndexWithExamples();
    const lodash = new Set([index.libIds.get('lodash')!]);
    const best = [at('lodash.debounce'), at('lodash.words'), at('clearTimeout')];
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce the words with lodash', lodash, best), [at('lodash.debounce'), at('lodash.words')]);
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce it using the lodash library', lodash, best), [at('lodash.debounce')]);
    // Said as where the task is done, ending its clause, or as what the task builds with it ("a lodash test").
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce the words in lodash', lodash, best), [at('lodash.debounce'), at('lodash.words')]);
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce it in lodash, then count', lodash, best), [at('lodash.debounce')]);
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce the words in a lodash test', lodash, best), [at('lodash.debounce'), at('lodash.words')]);
    // Named, but not as the tool to use: a place with an article, or mid-phrase.
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce the words in the lodash', lodash, best), []);
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce the words in lodash chains', lodash, best), []);
    assert.deepEqual(libraryRecordsNamedIn(index, 'why is lodash debounce slow', lodash, best), []);
    // "words" is a member's name, but not among the name route's best: a look-alike, not what was asked.
    assert.deepEqual(libraryRecordsNamedIn(index, 'count the words with lodash', lodash, [at('clearTimeout')]), []);
    // A library the mined code does tie to its name is served by its purpose routes and places instead.
    const { index: seabornLike } = jsIndexWithExamples();
    const tied = new NeighbourCollector();
    for (const what of ['resize', 'search', 'scroll', 'save', 'input', 'render']) tied.add('cmt', textTerms(`lodash debounce of the ${what}`), new Set([at('lodash.debounce')]));
    seabornLike.intents = { ...seabornLike.intents!, neighbours: tied.build() };
    assert.deepEqual(libraryRecordsNamedIn(seabornLike, 'debounce the words with lodash', new Set([seabornLike.libIds.get('lodash')!]), best), []);
  });
});

describe('a library the routes do not know, and one of its members said by name', () => {
  /** The lodash base above with `lodash.chunk` and a property (`lodash.VERSION`) beside it. */
  function withChunk() {
    const built = jsIndexWithExamples();
    const records: ApiRecord[] = [
      ...built.records,
      functionRecord('javascript', 'lodash', 'lodash.chunk', 'Creates an array of elements split into groups the length of size.'),
      { id: 'javascript:lodash.VERSION', lang: 'javascript', lib: 'lodash', ver: '1', name: 'lodash.VERSION', kind: 'property', sig: 'VERSION: string', doc: 'The semantic version number.' },
    ];
    const index = buildLangIndex('javascript', records);
    index.intents = built.index.intents;
    const at = (name: string) => records.findIndex((r) => r.name === name);
    return { index, records, at, lodash: new Set([index.libIds.get('lodash')!]) };
  }

  it('reads "lodash chunk …" as `lodash.chunk` written with a space, at the question\'s opening only', () => {
    const { index, at, lodash } = withChunk();
    assert.deepEqual(libraryMembersSpelledIn(index, 'lodash chunk an array into groups of three', lodash), [at('lodash.chunk')]);
    assert.deepEqual(libraryMembersSpelledIn(index, 'How to use lodash debounce?', lodash), [at('lodash.debounce')]);
    // Further on, the library's name is an adjective of the task's noun, and a sentence's end parts the two words.
    assert.deepEqual(libraryMembersSpelledIn(index, 'split the list with lodash chunk', lodash), []);
    assert.deepEqual(libraryMembersSpelledIn(index, 'lodash. Chunk the array', lodash), []);
    // A thing built with the library is no member of it, nor is a property a call a word names.
    assert.deepEqual(libraryMembersSpelledIn(index, 'lodash plugin that chunks arrays', lodash), []);
    assert.deepEqual(libraryMembersSpelledIn(index, 'lodash version of the build', lodash), []);
    // A library the question does not name names nothing.
    assert.deepEqual(libraryMembersSpelledIn(index, 'lodash chunk an array', new Set()), []);
  });

  it('puts the member said first on the page, though the mined code votes for the built-ins', () => {
    const { index, records } = withChunk();
    const page = (q: string) => searchIndex(index, { question: q, mentionedLibs: new Set(['lodash']), k: 4, allowWeak: true }).map((r) => records[r.index].name);
    assert.equal(page('lodash debounce a function')[0], 'lodash.debounce', page('lodash debounce a function').join(' '));
    assert.notEqual(page('debounce a function lodash')[0], 'lodash.debounce', page('debounce a function lodash').join(' '));
    // A page does not depend on the questions asked before it (a caller once changed a shared word list).
    const first = page('lodash chunk the words');
    page('lodash debounce a function');
    page('debounce the words with lodash');
    assert.deepEqual(page('lodash chunk the words'), first);
  });

  it('takes a name no mined example says for a choice of library, but not for one the routes know', () => {
    const { index, at, lodash } = withChunk();
    const id = index.libIds.get('lodash')!;
    const best = [at('lodash.debounce'), at('lodash.words'), at('clearTimeout')];
    // Three examples say "lodash" and call it: too few to tell a name from a word, so a choice; too few to have taught the routes.
    const few = new NeighbourCollector();
    for (const what of ['resize', 'search', 'scroll']) few.add('cmt', textTerms(`lodash debounce of the ${what}`), new Set([at('lodash.debounce')]));
    index.intents = { ...index.intents!, neighbours: few.build() };
    assert.equal(namedAsChoice(index, id), true);
    assert.equal(knownToRoutes(index, id), false);
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce the words with lodash', lodash, best), [at('lodash.debounce'), at('lodash.words')]);
    // Six do: the routes know it (as in the test above, they serve it instead).
    for (const what of ['save', 'input', 'render']) few.add('cmt', textTerms(`lodash debounce of the ${what}`), new Set([at('lodash.debounce')]));
    index.intents = { ...index.intents!, neighbours: few.build() };
    assert.equal(knownToRoutes(index, id), true);
  });

  it('lists the members a question names in its own order, and no property for a plain word', () => {
    const { index, at, lodash } = withChunk();
    // The name route ranked `words` first; the question says "debounce" first.
    const best = [at('lodash.words'), at('lodash.debounce'), at('clearTimeout')];
    assert.deepEqual(libraryRecordsNamedIn(index, 'debounce the words with lodash', lodash, best), [at('lodash.debounce'), at('lodash.words')]);
    assert.deepEqual(libraryRecordsNamedIn(index, 'print the version with lodash', lodash, [at('lodash.VERSION')]), []);
    // The library's own name and its words name no member of it.
    const { index: mathIndex, records } = (() => {
      const list = [functionRecord('go', 'math/rand/v2', 'math/rand/v2.Rand', 'A Rand is a source of random numbers.'), functionRecord('go', 'math/rand/v2', 'math/rand/v2.IntN', 'IntN returns a random int in [0, n).')];
      return { index: buildLangIndex('go', list), records: list };
    })();
    const v2 = new Set([mathIndex.libIds.get('math/rand/v2')!]);
    assert.deepEqual(libraryRecordsNamedIn(mathIndex, "Go's math/rand/v2 package gives random numbers", v2, [0, 1]).map((d) => records[d].name), []);
  });

  it('leads the page with the library the question says it uses, unless its record or a named API already does', () => {
    const { index, at } = withChunk();
    const ranked = [at('setTimeout'), at('clearTimeout'), at('Date.now'), at('lodash.debounce')].map((d, i) => ({ index: d, score: 1 - i / 10, confident: true }));
    const kept = (results: ScoredRecord[], named: Partial<Parameters<typeof withNamedKept>[3]>) =>
      withNamedKept(index, results, ranked, { libraries: new Set(), apis: new Set(), ...named }, true).map((r) => r.index);
    const lodashId = index.libIds.get('lodash')!;
    const chosen = new Set([lodashId]);
    assert.deepEqual(kept(ranked.slice(0, 3), { toolPlaces: [at('lodash.debounce')], chosen }).slice(0, 1), [at('lodash.debounce')]);
    // Its record already first: the page stays.
    const led = [ranked[3], ranked[0], ranked[1]];
    assert.deepEqual(kept(led, { toolPlaces: [at('lodash.debounce')], chosen }), led.map((r) => r.index));
    // An API the question writes as code comes first instead.
    assert.equal(kept(ranked.slice(0, 3), { toolPlaces: [at('lodash.debounce')], chosen, records: [at('Date.now')] })[0], at('Date.now'));
    assert.equal(kept(ranked.slice(0, 3), { toolPlaces: [at('lodash.debounce')], chosen, apis: new Set(['cleartimeout']) })[0], at('clearTimeout'));
    // One said as a plain word of the task ("fetch JSON … using axios") does not keep the library from leading.
    assert.equal(kept(ranked.slice(0, 3), { toolPlaces: [at('lodash.debounce')], chosen, apis: new Set(['cleartimeout']), words: new Set(['cleartimeout']) })[0], at('lodash.debounce'));
    // No library chosen: no lead.
    assert.deepEqual(kept(ranked.slice(0, 3), { libraries: new Set([lodashId]) }).slice(0, 1), [at('setTimeout')]);
  });
});

describe("a library's place that does the task the question's verb names", () => {
  const records: ApiRecord[] = [
    functionRecord('javascript', 'lodash', 'lodash.isArrayLikeObject', 'Checks if value is array-like and an object.'),
    functionRecord('javascript', 'lodash', 'lodash.keys', 'Creates an array of the own enumerable property names of object.'),
    functionRecord('javascript', 'lodash', 'lodash.groupBy', 'Creates an object composed of keys generated from the results of running each element.'),
    { id: 'javascript:lodash.VERSION', lang: 'javascript', lib: 'lodash', ver: '1', name: 'lodash.VERSION', kind: 'property', sig: 'VERSION: string', doc: 'The semantic version number.' },
    functionRecord('javascript', 'ecmascript', 'Object.groupBy', 'Groups the elements of an iterable by the string a callback returns.'),
    functionRecord('javascript', 'ecmascript', 'Array.reduce', 'Calls the callback for every element, passing the value of the previous call.'),
  ];
  const index = buildLangIndex('javascript', records);
  const at = (name: string) => records.findIndex((r) => r.name === name);
  const lodash = new Set([index.libIds.get('lodash')!]);
  const question = 'group an array of objects by a key with lodash';
  // The name route as it ranks them: two of the task's objects (array, object) before its verb.
  const nameRoute = [
    { index: at('lodash.isArrayLikeObject'), score: 88.9, confident: true },
    { index: at('lodash.keys'), score: 83.6, confident: true },
    { index: at('Object.groupBy'), score: 70, confident: true },
    { index: at('lodash.groupBy'), score: 65.4, confident: true },
  ];
  const names = (ds: Iterable<number>) => [...ds].map((d) => records[d].name);

  it('counts half again among its library\'s name-route records, the first word of the question being the verb', () => {
    const { places, task } = toolLibraryPlaces(index, question, lodash, nameRoute);
    assert.deepEqual(names(places), ['lodash.groupBy', 'lodash.isArrayLikeObject']);
    assert.deepEqual(names(task), ['lodash.groupBy']);
    // Half again, no precedence: a verb's record the name route ranks far below keeps its place.
    const far = nameRoute.map((r) => (r.index === at('lodash.groupBy') ? { ...r, score: 50 } : r));
    assert.deepEqual(names(toolLibraryPlaces(index, question, lodash, far).places), ['lodash.isArrayLikeObject', 'lodash.keys']);
    // A question whose verb no name says keeps the name route's order; "GET" in capitals is a verb, "get" a stop word.
    assert.deepEqual(names(toolLibraryPlaces(index, 'collect an array of objects by a key with lodash', lodash, nameRoute).places), ['lodash.isArrayLikeObject', 'lodash.keys']);
    assert.deepEqual(names(toolLibraryPlaces(index, 'get the keys of an array-like object with lodash', lodash, nameRoute).task), ['lodash.keys']);
    assert.deepEqual(names(toolLibraryPlaces(index, 'GET the keys of an array-like object with lodash', lodash, nameRoute).task), []);
    // The verb is a word of the name as written, not a stem of it ("key" is not `keys`), and a property does no task.
    assert.deepEqual(names(toolLibraryPlaces(index, 'key an array-like object with lodash', lodash, nameRoute).task), []);
    const version = toolLibraryPlaces(index, 'version of lodash', lodash, [{ index: at('lodash.VERSION'), score: 1, confident: true }]);
    assert.deepEqual(names(version.task), []);
  });

  it('takes the place of its library\'s last ranked record on a full page, and leads it', () => {
    const page = [at('Object.groupBy'), at('lodash.isArrayLikeObject'), at('Array.reduce'), at('lodash.keys')].map((d, i) => ({ index: d, score: 1 - i / 10, confident: true }));
    const { places, task } = toolLibraryPlaces(index, question, lodash, nameRoute);
    const kept = (taskPlaces: ReadonlySet<number>) =>
      names(withNamedKept(index, page, page, { libraries: lodash, apis: new Set(), toolPlaces: places, taskPlaces, chosen: lodash }, true).map((r) => r.index));
    assert.deepEqual(kept(task), ['lodash.groupBy', 'Object.groupBy', 'lodash.isArrayLikeObject', 'Array.reduce']);
    // Not a record that does not say the verb: the ranking's two places stay, the first of them leading.
    assert.deepEqual(kept(new Set()), ['lodash.isArrayLikeObject', 'Object.groupBy', 'Array.reduce', 'lodash.keys']);
  });
});

describe('the library a question chooses', () => {
  it('is one it says it uses that the routes do not know, or one they know that it says outright it uses by a name that is no word', () => {
    const index = indexWithExamples();
    const libs = (...names: string[]) => new Set(names.map((name) => lib(index, name)));
    const chosen = (question: string, named: string[], tools: string[] = []) => [...librariesChosenIn(index, question, libs(...named), tools.map((t) => lib(index, t)))].map((l) => index.libs[l]).sort();
    // The routes know seaborn: said outright, it is chosen.
    assert.deepEqual(chosen('plot a histogram with seaborn', ['seaborn']), ['seaborn']);
    assert.deepEqual(chosen('plot a histogram, the seaborn library', ['seaborn']), ['seaborn']);
    // Said loosely (a thing built with it, a possessive), it is not: "an HTTP request", "a struct's fields".
    assert.deepEqual(chosen('a seaborn plugin for histograms', ['seaborn']), []);
    assert.deepEqual(chosen("seaborn's histogram", ['seaborn']), []);
    // Named by an English word ("string"), never; a tool library (toolLibraryPlaces' own rules) always.
    assert.deepEqual(chosen('join them with string', ['string']), []);
    assert.deepEqual(chosen('a sklearn plugin', ['sklearn'], ['sklearn']), ['sklearn']);
  });
});

describe('a Java library called by its artifact\'s name', () => {
  const java = (lib: string, name: string, doc: string) => functionRecord('java', lib, name, doc);
  const records = [
    java('org.apache.commons.io', 'org.apache.commons.io.FileUtils.readFileToString', 'Reads the contents of a file into a String.'),
    java('org.apache.commons.io.file', 'org.apache.commons.io.file.PathUtils.deleteDirectory', 'Deletes a directory including subdirectories.'),
    java('org.apache.commons.lang3', 'org.apache.commons.lang3.StringUtils.isBlank', 'Checks if a CharSequence is empty, null or whitespace only.'),
    java('java.nio.file', 'java.nio.file.Files.readString', 'Reads all content from a file into a string.'),
  ];
  const index = buildLangIndex('java', records);
  const aliases = { 'commons-io': 'org.apache.commons.io.*', 'commons io': 'org.apache.commons.io.*', 'apache commons io': 'org.apache.commons.io.*', nio: 'java.nio.file' };

  it('names the package and those under it, by a word or a phrase, with spaces or a hyphen', async () => {
    const { librariesNamedIn, librariesOfAlias } = await import('../../../src/core/kb/libraries-named');
    assert.deepEqual(librariesOfAlias(index, 'org.apache.commons.io.*').sort(), ['org.apache.commons.io', 'org.apache.commons.io.file']);
    assert.deepEqual(librariesOfAlias(index, 'java.nio.file'), ['java.nio.file']);
    assert.deepEqual([...librariesNamedIn(index, 'read a file with commons-io', aliases)].sort(), ['org.apache.commons.io', 'org.apache.commons.io.file']);
    assert.deepEqual([...librariesNamedIn(index, 'delete it using Apache Commons IO', aliases)].sort(), ['org.apache.commons.io', 'org.apache.commons.io.file']);
    // A phrase is whole words: "commons iota" names nothing.
    assert.deepEqual([...librariesNamedIn(index, 'the commons iota of it', aliases)], []);
  });

  it('reads the library said by its alias (LIBRARY_ALIASES) as the tool the question uses', () => {
    const io = new Set([index.libIds.get('org.apache.commons.io')!]);
    const nameRoute = [3, 0];
    const places = (question: string) => toolLibraryPlaces(index, question, io, inOrder(nameRoute)).places.map((d) => records[d].name);
    // No mined examples: the routes know nothing of it, and said by its artifact's name it is the tool.
    assert.deepEqual(places('read a file into a string with commons-io'), ['org.apache.commons.io.FileUtils.readFileToString']);
    assert.deepEqual(places('read a file into a string using Apache Commons IO'), ['org.apache.commons.io.FileUtils.readFileToString']);
    assert.deepEqual(places('read a file into a string, commons-io'), []);
  });
});

describe('an npm package called by its scope or product', () => {
  const js = (lib: string, name: string, doc: string) => functionRecord('javascript', lib, name, doc);
  const records = [
    js('@angular/core', '@angular/core.Component', 'Marks a class as an Angular component.'),
    js('@angular/router', '@angular/router.provideRouter', 'Sets up providers for the router.'),
    js('@angularx/other', '@angularx/other.thing', 'Another scope whose name starts the same.'),
    js('three', 'three.Scene', 'Scenes set what and where is rendered by three.js.'),
    js('@tanstack/react-query', '@tanstack/react-query.useQuery', 'Fetches and caches data.'),
    js('react', 'react.useState', 'Returns a stateful value.'),
  ];
  const index = buildLangIndex('javascript', records);
  const aliases = { angular: '@angular/*', 'three.js': 'three', three: 'three', 'react query': '@tanstack/react-query' };

  it('names the scope\'s packages by `/*`, a dotted name whose head is a stop word, and a phrase', async () => {
    const { librariesNamedIn, librariesOfAlias } = await import('../../../src/core/kb/libraries-named');
    assert.deepEqual(librariesOfAlias(index, '@angular/*').sort(), ['@angular/core', '@angular/router']);
    assert.deepEqual([...librariesNamedIn(index, 'define an angular component', aliases)].sort(), ['@angular/core', '@angular/router']);
    // "three.js" names three.js; "three" alone is a number.
    assert.deepEqual([...librariesNamedIn(index, 'create a three.js scene', aliases)], ['three']);
    assert.deepEqual([...librariesNamedIn(index, 'split it into three parts', aliases)], []);
    // (react itself is named by its own name only with five records or more: this index has one.)
    assert.deepEqual([...librariesNamedIn(index, 'fetch data in a component with react query', aliases)], ['@tanstack/react-query']);
  });
});

describe('one name offered by many libraries, and the library the question names', () => {
  const java = (name: string, lib: string, doc: string, dep = false): ApiRecord => ({ id: `java:${name}`, lang: 'java', lib, ver: '1', name, kind: 'method', sig: `public static Logger ${name.split('.').pop()}()`, doc, ...(dep ? { dep } : {}) });
  const documented = 'Find or create a logger for a named subsystem: get the logger, get a logger.';
  const records = [
    java('java.util.logging.Logger.getLogger', 'java.util.logging', documented),
    java('org.slf4j.LoggerFactory.getLogger', 'org.slf4j', documented),
    // Undocumented and deprecated: it ranks below the other two `getLogger`s even with its library named.
    java('org.apache.logging.log4j.LogManager.getLogger', 'org.apache.logging.log4j', '', true),
    java('org.apache.logging.log4j.LogManager.getContext', 'org.apache.logging.log4j', 'Returns the current LoggerContext.'),
    java('org.apache.logging.log4j.LogManager.shutdown', 'org.apache.logging.log4j', 'Shutdown the logging system.'),
  ];
  it("shows the named library's record of a name that two other libraries' records of it rank above", () => {
    const index = buildLangIndex('java', records);
    // As an alias names a library ("in Log4j 2"): the question's words do not.
    const page = (libs: string[]) => searchIndex(index, { question: 'get a logger', mentionedLibs: new Set(libs), k: 5, allowWeak: true }).map((r) => records[r.index].name);
    const log4j = 'org.apache.logging.log4j.LogManager.getLogger';
    // A name is shown twice at most: without the library named, the third `getLogger` stays off the page.
    assert.ok(!page([]).includes(log4j) && page([]).filter((name) => name.endsWith('.getLogger')).length === 2, page([]).join(' '));
    assert.ok(page(['org.apache.logging.log4j']).includes(log4j), page(['org.apache.logging.log4j']).join(' '));
  });
});
