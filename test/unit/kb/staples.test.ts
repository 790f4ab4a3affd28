import { strict as assert } from 'node:assert';
import { boilerplateOf, callsFromExampleUsage, countCalls, countJavaScriptBuiltIns, isGoExampleFile, rustCodeBlocks, standardLibraries } from '../../../kb/pipeline/staples';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { searchIndex } from '../../../src/core/kb/search';
import { applyStaples, resolveStaples, STAPLE_TUNING, type LanguageStaples } from '../../../src/core/kb/staples';
import type { ApiRecord } from '../../../src/core/kb/types';

function goRecord(lib: string, name: string, doc: string): ApiRecord {
  return { id: `go:${name}`, lang: 'go', lib, ver: '1', name, kind: 'function', sig: `func ${name.split('.').pop()}()`, doc };
}

/**
 * A generic question ("read a number from the user") whose words a large third-party library's look-alikes
 * match better than the standard library calls a program makes.
 */
const RECORDS: ApiRecord[] = [
  goRecord('strconv', 'strconv.Atoi', 'Atoi is equivalent to ParseInt(s, 10, 0), converted to type int.'),
  goRecord('fmt', 'fmt.Scanln', 'Scanln is similar to Scan, but stops scanning at a newline.'),
  goRecord('github.com/acme/numbers', 'github.com/acme/numbers.ReadNumber', 'ReadNumber reads a number from the user input.'),
  goRecord('github.com/acme/numbers', 'github.com/acme/numbers.ReadNumbers', 'ReadNumbers reads numbers from the user input.'),
  goRecord('github.com/acme/numbers', 'github.com/acme/numbers.NumberReader', 'NumberReader reads a number from a user.'),
  goRecord('time', 'time.Sleep', 'Sleep pauses the current goroutine for at least the duration d.'),
];
const STAPLES: LanguageStaples = { programs: 100, standard: ['fmt', 'strconv', 'time'], calls: { 'strconv.Atoi': 12, 'fmt.Scanln': 8, 'os.Exit': 30 } };

function ranked(question: string, staples?: LanguageStaples, mentioned: string[] = []) {
  const index = buildLangIndex('go', RECORDS);
  if (staples) index.staples = resolveStaples(index, staples);
  const hits = searchIndex(index, { question, k: 5, allowWeak: true, mentionedLibs: new Set(mentioned) });
  return hits.map((h) => RECORDS[h.index].name);
}

describe('everyday APIs first (staples)', () => {
  it('resolves staple names to their records and marks the standard library', () => {
    const index = buildLangIndex('go', RECORDS);
    const resolved = resolveStaples(index, STAPLES);
    const names = [...resolved.at].map((d) => RECORDS[d].name).sort();
    // os.Exit is in no record of this base: left out, not an error.
    assert.deepEqual(names, ['fmt.Scanln', 'strconv.Atoi']);
    const weightOf = (name: string) => resolved.weight[[...resolved.at].findIndex((d) => RECORDS[d].name === name)];
    assert.ok(weightOf('strconv.Atoi') > weightOf('fmt.Scanln'), 'more programs, more weight');
    assert.equal(resolved.standard[index.libIds.get('fmt')!], 1);
    assert.equal(resolved.standard[index.libIds.get('github.com/acme/numbers')!], 0);
  });

  it('leaves out a staple the base marks deprecated, however many programs call it', () => {
    const records: ApiRecord[] = [
      { ...goRecord('io/ioutil', 'io/ioutil.ReadFile', 'ReadFile reads the file named by filename and returns the contents.'), dep: true },
      goRecord('os', 'os.ReadFile', 'ReadFile reads the named file and returns the contents.'),
    ];
    const index = buildLangIndex('go', records);
    const resolved = resolveStaples(index, { programs: 100, standard: ['io/ioutil', 'os'], calls: { 'io/ioutil.ReadFile': 40, 'os.ReadFile': 5 } });
    assert.deepEqual([...resolved.at].map((d) => records[d].name), ['os.ReadFile']);
  });

  it('tops a generic question up with what programs call', () => {
    const question = 'read two integers and print their sum';
    const without = ranked(question);
    const withStaples = ranked(question, STAPLES);
    assert.equal(without[0], 'github.com/acme/numbers.ReadNumber', `without the prior: ${without}`);
    assert.ok(!without.includes('fmt.Scanln'), `without the prior: ${without}`);
    assert.equal(withStaples[0], 'strconv.Atoi', `with the prior: ${withStaples}`);
    assert.ok(withStaples.includes('fmt.Scanln'), `with the prior, a staple no route found joins: ${withStaples}`);
  });

  it('shows a call nearly every program makes only to a question that names it', () => {
    const printing: ApiRecord[] = [
      goRecord('fmt', 'fmt.Println', 'Println formats using the default formats for its operands and writes to standard output.'),
      goRecord('fmt', 'fmt.Sprintf', 'Sprintf formats according to a format specifier and returns the resulting string.'),
      goRecord('strconv', 'strconv.Itoa', 'Itoa is equivalent to FormatInt(int64(i), 10): it formats an integer as a string.'),
    ];
    const staples: LanguageStaples = { programs: 100, standard: ['fmt', 'strconv'], calls: { 'fmt.Sprintf': 10, 'strconv.Itoa': 5 }, boilerplate: ['fmt.Println'] };
    const top = (question: string, table?: LanguageStaples) => {
      const index = buildLangIndex('go', printing);
      if (table) index.staples = resolveStaples(index, table);
      assert.deepEqual([...(index.staples?.boilerplate ?? [])].map((d) => printing[d].name), table ? ['fmt.Println'] : []);
      return searchIndex(index, { question, k: 3, allowWeak: true }).map((h) => printing[h.index].name);
    };
    const question = 'format an integer and write it to standard output';
    assert.equal(top(question)[0], 'fmt.Println', 'without the prior the words match Println best');
    assert.equal(top(question, staples).at(-1), 'fmt.Println', `with the prior it goes last: ${top(question, staples)}`);
    // Named, it is what the question asks about.
    assert.equal(top('how does println format its operands', staples)[0], 'fmt.Println');
  });

  it("lifts a language's standard library, but not Python's (its tasks reach for pandas and NumPy as often)", () => {
    const pyRecord = (lib: string, name: string, doc: string): ApiRecord => ({ id: `python:${name}`, lang: 'python', lib, ver: '1', name, kind: 'function', sig: `${name}()`, doc });
    const records = [
      pyRecord('numpy', 'numpy.mean', 'Compute the arithmetic mean along the specified axis.'),
      pyRecord('statistics', 'statistics.mean', 'Return the sample arithmetic mean of data.'),
    ];
    const scores = (lang: 'python' | 'go') => {
      const index = buildLangIndex(lang, records.map((r) => ({ ...r, lang })));
      index.staples = resolveStaples(index, { programs: 0, standard: ['statistics'], calls: {} });
      const ranked = [0, 1].map((d) => ({ index: d, score: 1, confident: true }));
      assert.equal(applyStaples(index.staples, ranked, new Set(), index.libOf), true);
      return ranked.map((r) => r.score);
    };
    assert.deepEqual(scores('go'), [1, 1 + STAPLE_TUNING.standardLift]);
    assert.deepEqual(scores('python'), [1, 1]);
  });

  it('leaves the ranking alone when the question names a library outside the standard one', () => {
    const question = 'read a number from the user with github.com/acme/numbers';
    assert.deepEqual(ranked(question, STAPLES, ['github.com/acme/numbers']), ranked(question, undefined, ['github.com/acme/numbers']));
  });
});

describe('everyday APIs and the page\'s diversity', () => {
  /** Six `Math` functions programs call (staples) and six members of a library class, every one saying the question's words. */
  const jsRecord = (lib: string, name: string): ApiRecord => ({ id: `javascript:${name}`, lang: 'javascript', lib, ver: '1', name, kind: 'function', sig: `${name}(x)`, doc: 'A math function of a number.' });
  const MATH = ['Math.floor', 'Math.sqrt', 'Math.pow', 'Math.abs', 'Math.log', 'Math.exp'];
  const BIG = ['Big.floor', 'Big.sqrt', 'Big.pow', 'Big.abs', 'Big.log', 'Big.exp'];
  const records = [...MATH.map((n) => jsRecord('ecmascript', n)), ...BIG.map((n) => jsRecord('big.js', n))];
  const page = (staples?: LanguageStaples) => {
    const index = buildLangIndex('javascript', records);
    if (staples) index.staples = resolveStaples(index, staples);
    return searchIndex(index, { question: 'a math function of a number', k: 12, allowWeak: true }).map((h) => records[h.index].name);
  };
  const count = (names: string[], parent: string) => names.filter((n) => n.startsWith(`${parent}.`)).length;

  it('shows every everyday member of one namespace, where a library class keeps four', () => {
    const calls = Object.fromEntries(MATH.map((n) => [n, 10]));
    const withStaples = page({ programs: 100, standard: ['ecmascript'], calls });
    assert.equal(count(withStaples, 'Math'), 6, withStaples.join(' '));
    assert.equal(count(withStaples, 'Big'), 4, withStaples.join(' '));
    const without = page();
    assert.equal(count(without, 'Math'), 4, without.join(' '));
  });
});

describe('the staples pipeline', () => {
  it('reads the Rust code blocks of an mdBook page, hidden lines included, fragments left out', () => {
    const html =
      '<pre><code class="language-rust"><span class="boring">use std::io;\n</span>fn main() {\n    let mut s = String::new();\n    io::stdin().read_line(&amp;mut s);\n}</code></pre>' +
      '<pre><code class="language-rust ignore">let x = vec![1, 2];</code></pre>';
    const blocks = rustCodeBlocks(html);
    assert.equal(blocks.length, 1);
    assert.match(blocks[0], /^use std::io;\nfn main\(\)/);
    assert.match(blocks[0], /read_line\(&mut s\)/);
  });

  it('knows a Go file of Example functions', () => {
    assert.equal(isGoExampleFile('package strings_test\n\nfunc ExampleFields() {\n}\n'), true);
    assert.equal(isGoExampleFile('package strings\n\nfunc TestFields(t *testing.T) {\n}\n'), false);
  });

  it('counts each program once per API and leaves out what nearly every program calls', () => {
    const program = (extra: string) => `package main\nimport (\n"fmt"\n"strconv"\n)\nfunc ExampleX() {\n${extra}\nfmt.Println("done")\n}\n`;
    const programs = [
      program('n, _ := strconv.Atoi("1"); m, _ := strconv.Atoi("2")'),
      program('n, _ := strconv.Atoi("3")'),
      ...Array.from({ length: 8 }, () => program('')),
    ];
    const { calls, boilerplate } = countCalls({ lang: 'go', source: 'test', programs }, new Set(['strconv.Atoi', 'fmt.Println']));
    assert.equal(calls['strconv.Atoi'], 2);
    assert.equal(calls['fmt.Println'], undefined, 'called by every program: boilerplate');
    assert.deepEqual(boilerplate, ['fmt.Println']);
  });

  it("keeps only the APIs the base has: a program's own modules are none of ours", () => {
    const programs = ['mod my_mod { pub fn function() {} }\nfn main() { my_mod::function(); let r = rand::thread_rng(); }', 'fn main() { rand::thread_rng(); }', ...Array.from({ length: 8 }, () => 'fn main() {}')];
    const { calls } = countCalls({ lang: 'rust', source: 'test', programs }, new Set(['rand::thread_rng']));
    assert.deepEqual(calls, { 'rand::thread_rng': 2 });
  });

  it("counts JavaScript's built-ins only, an untyped method going to Array and String", async () => {
    const builtIns = new Set(['Math.floor', 'parseInt', 'Array.push', 'Array.slice', 'String.slice', 'String.trim', 'Uint8Array.sort', 'Array.sort', 'Object.defineProperty']);
    const files = [
      "const _ = require('lodash'); const xs = []; xs.push(Math.floor(2.5)); _.chunk(xs, 2); name.trim();",
      'const n = parseInt(text, 10); parts.slice(1).sort();',
      ...Array.from({ length: 8 }, (_, i) => `Object.defineProperty(exports, 'x${i}', {});`),
    ];
    const { files: read, calls } = await countJavaScriptBuiltIns(files, builtIns);
    assert.equal(read, 10);
    assert.deepEqual(calls, {
      'Array.push': 1, 'Array.slice': 1, 'Array.sort': 1, 'Math.floor': 1, 'String.slice': 1, 'String.trim': 1, parseInt: 1,
    });
    // lodash's chunk is no built-in; Uint8Array.sort gets no untyped .sort; defineProperty is in 8 of 10 files: boilerplate.
  });

  it('lists the boilerplate: what more than a fifth of the programs call', () => {
    assert.deepEqual(boilerplateOf([['printf', 49], ['exit', 21], ['strlen', 20], ['malloc', 30]], 100), ['exit', 'malloc', 'printf']);
  });

  it("takes C's example-program counts from the miner's usage reading, boilerplate left out", () => {
    const known = new Set(['exit', 'strlen', 'atoi', 'open', 'close']);
    const calls = callsFromExampleUsage({ files: 100, names: { exit: 90, strlen: 12, atoi: 5, open: 20, close: 21, errExit: 30 } }, known);
    // exit is in 90 of 100 programs and close in more than a fifth: boilerplate; open, at exactly a fifth,
    // stays; errExit is the examples' own macro, not the base's.
    assert.deepEqual(calls, { strlen: 12, atoi: 5, open: 20 });
    assert.deepEqual(Object.keys(calls), ['open', 'strlen', 'atoi']);
  });

  it("leaves out what every Java object has (Object.toString, equals): the miner credits a call on a program's own class to Object", () => {
    const known = new Set(['java.lang.Object.toString', 'java.lang.Object.equals', 'java.lang.Object.getClass', 'java.util.Arrays.sort', 'java.util.List.get']);
    const names = { 'java.lang.Object.toString': 16, 'java.lang.Object.equals': 8, 'java.lang.Object.getClass': 12, 'java.util.Arrays.sort': 9, 'java.util.List.get': 14 };
    assert.deepEqual(callsFromExampleUsage({ files: 100, names }, known), { 'java.util.List.get': 14, 'java.util.Arrays.sort': 9 });
  });

  it("takes each language's standard library from the libraries' sources", () => {
    const std = standardLibraries([
      { lib: 'fmt', lang: 'go', source: 'debian:golang-1.27-src=1.27.3-1' },
      { lib: 'github.com/gorilla/mux', lang: 'go', source: 'debian:golang-github-gorilla-mux-dev=1.8.0-1' },
      { lib: 'stdio', lang: 'c', source: 'debian:manpages-dev=6.03-2 debian:musl-dev=1.2.3-1' },
      // POSIX, not ISO C: a C task is answered in portable C first.
      { lib: 'unistd', lang: 'c', source: 'debian:manpages-dev=6.03-2' },
      { lib: 'openssl', lang: 'c', source: 'debian:libssl-doc=3.0.15-1' },
      { lib: 'std', lang: 'rust', source: 'rustup:rust-docs 1.95.0 (share/doc/rust/html/std)' },
      { lib: 'pandas', lang: 'python', source: 'debian:python3-pandas=1.5.3+dfsg-2' },
      // typeshed's stdlib stubs are Python's standard library; its third-party stubs are not.
      { lib: 'itertools', lang: 'python', source: 'npm:pyright@1.1.414/typeshed/stdlib (typeshed 289e5d356896) + debian:python3.11 docs' },
      { lib: 'dateparser', lang: 'python', source: 'npm:pyright@1.1.414/typeshed/stubs/dateparser (types-dateparser ~=1.4.1)' },
    ]);
    assert.deepEqual(Object.fromEntries(std), { go: ['fmt'], c: ['stdio'], rust: ['std'], python: ['itertools'] });
  });
});
