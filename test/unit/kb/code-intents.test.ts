import { strict as assert } from 'node:assert';
import { codeUnder, commentStartsOf, lex } from '../../../kb/pipeline/usage/code-lexer';
import { callsIn, cContext, goContext, goImports, goTypes, javaContext, javascriptContext, rustContext, rustStdModulesInScope } from '../../../kb/pipeline/usage/code-calls';
import { examplesOf } from '../../../kb/pipeline/usage/code-intents';
import { examplesOfPage } from '../../../kb/pipeline/usage/manpage-examples';
import { memberTarget, memberTargets } from '../../../kb/pipeline/intents';
import { NeighbourCollector } from '../../../kb/pipeline/neighbours';

const noInputs = { javaClasses: new Map<string, string>(), javaAllClasses: new Map<string, string>(), goPackages: new Map<string, string>(), goValues: new Set<string>(), rustPrelude: new Map<string, string>() };

function calls(ctx: Parameters<typeof callsIn>[1], code: string, reads = false): string[] {
  const into = new Set<string>();
  callsIn(code, ctx, into, reads);
  return [...into].sort();
}

describe('code intents: the lexer', () => {
  it('blanks strings and comments, keeps offsets and newlines, merges a run of line comments', () => {
    const source = 'x := f("a(b") // first\n// second\ny := g(\'{\')\n/* block ( */ z()';
    const { code, comments } = lex(source, 'go');
    assert.equal(code.length, source.length);
    assert.equal(code.split('\n').length, source.split('\n').length);
    assert.ok(!code.includes('a(b') && !code.includes('first') && !code.includes('block'));
    assert.equal(comments.length, 2);
    assert.equal(comments[0].text, 'first\nsecond');
    assert.equal(comments[1].text.trim(), 'block (');
  });

  it("tells Rust's char literals from lifetimes", () => {
    const { code } = lex("fn f<'a>(x: &'a str) -> char { '{' }", 'rust');
    assert.ok(code.includes("<'a>"), 'a lifetime is code');
    assert.ok(!code.includes("'{'"), 'a char literal is blanked');
  });

  it('takes the statements under a comment up to a blank line or the next comment', () => {
    const source = 'fn main() {\n    // open it\n    let f = open();\n    read(f);\n\n    close(f);\n}';
    const lexed = lex(source, 'rust');
    const from = lexed.comments[0].end;
    const end = codeUnder(lexed.code, from, commentStartsOf(lexed));
    const span = lexed.code.slice(from, end);
    assert.ok(span.includes('open()') && span.includes('read(f)'));
    assert.ok(!span.includes('close'));
  });
});

describe('code intents: calls through imports and declared types', () => {
  it('go: aliases from imports, typed receivers, the own package, untyped methods', () => {
    const source = 'package x\nimport (\n\t"strings"\n\tjson "encoding/json"\n)\nfunc f(r *bufio.Reader) {\n\tstrings.Split(s, ",")\n\tjson.Marshal(v)\n\tr.ReadString(10)\n\tt.Errorf("x")\n}';
    const { code } = lex(source, 'go');
    const ctx = goContext(goImports(source), new Map([['bufio', 'bufio']]), undefined);
    goTypes(code, ctx);
    assert.deepEqual(calls(ctx, code), ['.Errorf', 'bufio.Reader.ReadString', 'encoding/json.Marshal', 'strings.Split']);
    assert.ok(ctx.libraries.has('strings') && ctx.libraries.has('encoding/json'));
  });

  it('java: imported and java.lang classes, constructors, typed variables, string literals', () => {
    const source = 'import java.util.Scanner;\nclass A { void f() { Scanner in = new Scanner(System.in); String s = in.nextLine(); Math.sqrt(2); "a,b".split(","); s.trim(); } }';
    const { code } = lex(source, 'java');
    const ctx = javaContext(code, new Map([['Math', 'java.lang.Math'], ['String', 'java.lang.String']]), undefined, new Map());
    assert.deepEqual(calls(ctx, code), ['java.lang.Math.sqrt', 'java.lang.String.split', 'java.lang.String.trim', 'java.util.Scanner', 'java.util.Scanner.nextLine']);
  });

  it("java: a static import's methods called bare, named or by the class's wildcard, in the class's library", () => {
    const source = [
      'import static org.junit.jupiter.api.Assertions.assertThrows;',
      'import static org.mockito.Mockito.*;',
      'import com.fasterxml.jackson.databind.ObjectMapper;',
      'class ATest { void writes() { ObjectMapper mapper = new ObjectMapper(); Foo foo = mock(Foo.class);',
      '  when(foo.name()).thenReturn("x"); assertThrows(IllegalStateException.class, () -> mapper.writeValueAsString(foo)); helper(); } }',
    ].join('\n');
    const { code } = lex(source, 'java');
    const ctx = javaContext(code, new Map(), undefined, new Map());
    const found = calls(ctx, code);
    for (const call of ['org.junit.jupiter.api.Assertions.assertThrows', 'org.mockito.Mockito.mock', 'org.mockito.Mockito.when', 'com.fasterxml.jackson.databind.ObjectMapper.writeValueAsString', '.thenReturn'])
      assert.ok(found.includes(call), `${call} in ${found.join(' ')}`);
    assert.ok(!found.includes('helper') && !found.includes('org.junit.jupiter.api.Assertions.helper'));
    // Without the base's members the wildcard guesses the file's own methods too; with them it names only what the class has.
    assert.ok(found.includes('org.mockito.Mockito.helper'), found.join(' '));
    const known = javaContext(code, new Map(), undefined, new Map(), new Set(['org.mockito.Mockito.mock', 'org.mockito.Mockito.when']));
    const guessed = calls(known, code).filter((call) => call.startsWith('org.mockito.Mockito.'));
    assert.deepEqual(guessed.sort(), ['org.mockito.Mockito.mock', 'org.mockito.Mockito.when']);
    assert.ok(ctx.libraries.has('org.mockito') && ctx.libraries.has('org.junit.jupiter.api') && ctx.libraries.has('com.fasterxml.jackson.databind'));
    assert.ok(![...ctx.libraries].some((lib) => /assertThrows/.test(lib)), [...ctx.libraries].join(' '));
  });

  it('javascript: an exception thrown is not a call the task makes', () => {
    const js = 'function f(x) { if (!x) throw new TypeError("x"); if (x < 0) throw Error("neg"); const m = new Map(); return parseInt(x); }';
    const { code } = lex(js, 'javascript');
    assert.deepEqual(calls(javascriptContext(code, js), code), ['Map', 'parseInt']);
  });

  it("rust: use items, paths, typed lets, untyped methods, no prelude macros", () => {
    const source = 'use std::collections::HashMap;\nuse std::io::{self, BufRead};\nfn main() { let mut m = HashMap::new(); m.insert(1, 2); io::stdin().lock(); println!("x"); }';
    const { code } = lex(source, 'rust');
    const ctx = rustContext(code, undefined, new Map());
    assert.deepEqual(calls(ctx, code), ['.lock', 'std::collections::HashMap::insert', 'std::collections::HashMap::new', 'std::io::stdin']);
  });

  it("rust: the std modules a file has in scope: the prelude's, those it imports from or writes paths into, its own", () => {
    const source = 'use std::time::Duration;\nuse std::io;\nfn main() { let m = std::collections::HashMap::new(); core::fmt::write(&mut s, a); }';
    const { libraries } = rustContext(lex(source, 'rust').code, undefined, new Map());
    for (const module of ['std::time', 'std::io', 'std::collections', 'std::fmt', 'std::iter', 'std::option', 'std::string']) assert.ok(libraries.has(module), module);
    assert.ok(libraries.has('std'));
    assert.ok(!libraries.has('std::sync') && !libraries.has('std::thread'));
    // A file of std's own source has its module in scope: `time.rs` calls `Duration`'s methods unimported.
    assert.ok(rustStdModulesInScope('fn f() {}', [], 'std::time').has('std::time'));
    assert.ok(!rustStdModulesInScope('fn f() {}', [], undefined).has('std::time'));
  });

  it('rust: what a use brings in, called bare, and macros by their path or their use', () => {
    const source = [
      'use rand::thread_rng;',
      'use log::{info, warn as w};',
      'use std::mem::swap;',
      'fn shuffle(v: &mut Vec<u8>) { let mut rng = thread_rng(); swap(&mut a, &mut b); }',
      'fn main() { info!("started"); w!("late"); log::error!("failed: {}", e); tokio::select! { _ = a => {} } let v = vec![1]; my_macro!(x); shuffle(&mut v); }',
    ].join('\n');
    const { code } = lex(source, 'rust');
    const ctx = rustContext(code, undefined, new Map());
    assert.deepEqual(calls(ctx, code), ['log::error', 'log::info', 'log::warn', 'rand::thread_rng', 'std::mem::swap', 'tokio::select']);
  });

  it("javascript: globals, requires, literals, and not the file's own functions", () => {
    const source = "const fs = require('fs');\nfunction pad(x) { return x; }\nconst n = parseInt(s); Math.floor(n); fs.readFileSync(p); [3, 1].sort(); pad(1); obj.push(2);";
    const { code } = lex(source, 'javascript');
    const ctx = javascriptContext(code, source);
    assert.deepEqual(calls(ctx, code), ['.push', 'Array.sort', 'Math.floor', 'fs.readFileSync', 'parseInt', 'require']);
  });

  it("javascript: what a program reads off the runtime's global objects counts as read, a variable's property does not", () => {
    const source = 'const args = process.argv.slice(2); const home = process.env.HOME; const c = 2 * Math.PI * r; console.log(__dirname, obj.length); process.exit(0); Math.floor(c);';
    const { code } = lex(source, 'javascript');
    const ctx = javascriptContext(code, source);
    assert.deepEqual(calls(ctx, code, true), ['Math.PI', 'Math.floor', '__dirname', 'console.log', 'process.argv', 'process.env', 'process.exit']);
    // What programs call (the usage counts, the everyday-API table) leaves the reads out.
    assert.deepEqual(calls(ctx, code), ['Math.floor', 'console.log', 'process.exit']);
  });

  it("go: a package's variables and constants a program reads count as read, marked `=`; its types do not", () => {
    const source = 'package main\nimport (\n\t"math"\n\t"net/http"\n\t"os"\n)\nfunc handle(w http.ResponseWriter, r *http.Request) {}\nfunc main() {\n\tname := os.Args[1]\n\tarea := math.Pi * r * r\n\tos.Exit(0)\n}';
    const { code } = lex(source, 'go');
    const ctx = { ...goContext(goImports(source), new Map(), undefined), values: new Set(['os.Args', 'math.Pi', 'net/http.StatusOK']) };
    assert.deepEqual(calls(ctx, code, true), ['=math.Pi', '=os.Args', 'os.Exit']);
    // What programs call (the usage counts) leaves the reads out.
    assert.deepEqual(calls(ctx, code), ['os.Exit']);
  });

  it("c: the library's constants a program reads count as read, not the file's own", () => {
    const source = '#include <stdlib.h>\n#define SIZE 10\nint main(void) { int a[SIZE]; double r = rand() / (double)RAND_MAX; if (errno == EINTR) return EXIT_FAILURE; if (n > INT_MAX) abort(); return 0; }';
    const { code } = lex(source, 'c');
    const ctx = cContext(code);
    assert.deepEqual(calls(ctx, code, true), ['EINTR', 'EXIT_FAILURE', 'INT_MAX', 'RAND_MAX', 'abort', 'errno', 'rand']);
    assert.deepEqual(calls(ctx, code), ['abort', 'rand']);
  });

  it('c: bare calls, not keywords or the functions the file defines', () => {
    const source = 'static int twice(int x) { return 2 * x; }\nint main(void) { size_t n = strlen(s); if (n) printf("%d", twice(sqrt(n))); return sizeof(n); }';
    const { code } = lex(source, 'c');
    const ctx = cContext(code);
    assert.deepEqual(calls(ctx, code), ['printf', 'sqrt', 'strlen']);
  });
});

describe('code intents: examples', () => {
  it('pairs a doc comment with the function it documents, and its code example with its prose', () => {
    const source = [
      'use std::fs;',
      '/// Reads the whole file into a string.',
      '///',
      '/// ```',
      '/// let s = std::fs::read_to_string("a.txt").unwrap();',
      '/// ```',
      'pub fn load(path: &str) -> String {',
      '    fs::read_to_string(path).unwrap()',
      '}',
    ].join('\n');
    const { examples } = examplesOf({ lang: 'rust', ...noInputs }, '/x/lib.rs', '/x', source);
    const api = examples.find((e) => e.k === 'api');
    const doc = examples.find((e) => e.k === 'doc');
    assert.ok(api && api.t.startsWith('Reads the whole file into a string.'), JSON.stringify(examples));
    assert.ok(api.a.includes('std::fs::read_to_string'));
    assert.ok(doc && doc.t.startsWith('load.') && doc.a.includes('std::fs::read_to_string'));
    assert.ok(examples.some((e) => e.k === 'name' && e.t === 'load'));
  });

  it("java: a test's assertions are no example's calls; a library's tests pair their words with the library's calls, not their JDK fixtures", () => {
    const source = [
      'import static org.junit.Assert.assertEquals;',
      'import java.util.UUID;',
      'import com.fasterxml.jackson.databind.ObjectMapper;',
      'public class UuidTest {',
      '  public void testSerializeUuid() throws Exception {',
      '    ObjectMapper mapper = new ObjectMapper();',
      '    UUID id = UUID.fromString("76e6d183-5f68-4afa-b94a-922c1fdb83f8");',
      '    assertEquals("x", mapper.writeValueAsString(id));',
      '  }',
      '}',
    ].join('\n');
    const inputs = { lang: 'java' as const, ...noInputs };
    const named = (examples: Array<{ k: string; t: string; a: string[] }>) => examples.find((e) => e.k === 'name' && e.t.toLowerCase() === 'test serialize uuid');
    const asProgram = named(examplesOf(inputs, '/x/UuidTest.java', '/x', source).examples);
    assert.ok(asProgram, 'the test method is an example');
    assert.ok(asProgram.a.includes('java.util.UUID.fromString') && asProgram.a.includes('com.fasterxml.jackson.databind.ObjectMapper.writeValueAsString'), asProgram.a.join(' '));
    assert.ok(!asProgram.a.includes('org.junit.Assert.assertEquals'), asProgram.a.join(' '));
    const asLibraryTest = named(examplesOf(inputs, '/x/UuidTest.java', '/x', source, true).examples);
    assert.deepEqual(asLibraryTest?.a.sort(), ['com.fasterxml.jackson.databind.ObjectMapper', 'com.fasterxml.jackson.databind.ObjectMapper.writeValueAsString']);
    assert.throws(() => examplesOf({ lang: 'c', ...noInputs }, '/x/a.c', '/x', 'int main(void) { return 0; }', true), /standard library/);
  });

  it('pairs a comment inside code with the statements under it, and skips licence headers', () => {
    const source = '// Copyright 2020 someone. Licensed under MIT.\n#include <stdio.h>\nint main(void) {\n    /* read the name */\n    fgets(buf, 10, stdin);\n\n    puts(buf);\n}';
    const { examples } = examplesOf({ lang: 'c', ...noInputs }, '/x/a.c', '/x', source);
    const cmt = examples.filter((e) => e.k === 'cmt');
    assert.deepEqual(cmt, [{ k: 'cmt', t: 'read the name', a: ['fgets'] }]);
    assert.ok(!examples.some((e) => /Copyright/.test(e.t)));
  });

  it("reads a man page's NAME line and EXAMPLES program", () => {
    const roff = '.TH STRLEN 3\n.SH NAME\nstrlen \\- calculate the length of a string\n.SH EXAMPLES\n.EX\n#include <string.h>\nint main(void) { return strlen("a\\en"); }\n.EE\n.SH SEE ALSO\n';
    const { name, programs } = examplesOfPage(roff);
    assert.equal(name, 'strlen - calculate the length of a string');
    assert.equal(programs.length, 1);
    assert.ok(programs[0].includes('strlen("a\\n")'));
  });
});

describe('code intents: untyped methods and size', () => {
  /** What a Rust file has in scope with these libraries and modules besides std and its prelude's modules. */
  const rustScope = (...more: string[]) => new Set(['std', ...rustStdModulesInScope('', [], undefined), ...more]);

  it('gives `.sort` to the class code mentions most, among the libraries in scope', () => {
    const records = [
      { name: 'BigInt64Array.sort', kind: 'method', lib: 'ecmascript' },
      { name: 'Array.sort', kind: 'method', lib: 'ecmascript' },
      { name: 'immutable.List.sort', kind: 'method', lib: 'immutable' },
    ];
    const targets = memberTargets(records, { Array: 5000, BigInt64Array: 3, List: 90000 });
    const list = targets.candidates.get('sort')!;
    assert.equal(records[list[0].index].name, 'immutable.List.sort');
    assert.equal(records[list.find((c) => c.lib === 'ecmascript')!.index].name, 'Array.sort');
  });

  it("leaves a Rust method out when several types in scope have it: `.len()` is no one's, `.display()` is Path's", () => {
    const records = [
      { name: 'std::string::String::len', kind: 'method', lib: 'std' },
      { name: 'std::vec::Vec::len', kind: 'method', lib: 'std' },
      { name: 'std::path::Path::display', kind: 'method', lib: 'std' },
      { name: 'regex::Regex::len', kind: 'method', lib: 'regex' },
    ];
    const mentions = { String: 900, Vec: 800, Path: 100, Regex: 10 };
    const rust = memberTargets(records, mentions, {}, 'rust');
    assert.equal(memberTarget(rust, 'len', rustScope()), undefined);
    assert.equal(memberTarget(rust, 'display', rustScope('std::path')), 2);
    // A file that has no `std::path` in scope calls `.display()` on something else.
    assert.equal(memberTarget(rust, 'display', rustScope()), undefined);
    // In a file that has only regex in scope, its `len` is the only one.
    assert.equal(memberTarget(rust, 'len', new Set(['regex'])), 3);
    // A language whose miner types most receivers keeps the best-mentioned owner.
    assert.equal(memberTarget(memberTargets(records, mentions, {}, 'go'), 'len', new Set(['std'])), 0);
  });

  it('leaves a Rust member name that many types have to none of them, even with one in scope', () => {
    // `value` on seventeen types of other crates and std's DebugMap: the file's receiver is none we know.
    const records = [{ name: 'std::fmt::DebugMap::value', kind: 'method', lib: 'std' }];
    for (let i = 0; i < 17; i++) records.push({ name: `crate${i}::Thing::value`, kind: 'method', lib: `crate${i}` });
    records.push({ name: 'std::option::Option::is_none', kind: 'method', lib: 'std' });
    const rust = memberTargets(records, { DebugMap: 10, Option: 1000 }, {}, 'rust');
    assert.equal(memberTarget(rust, 'value', rustScope('std::fmt')), undefined);
    assert.equal(memberTarget(rust, 'is_none', rustScope()), 18);
    // Sixteen owners (DebugMap and fifteen others) are still specific enough.
    const fewer = memberTargets(records.filter((r) => !/^crate1[56]::/.test(r.name)), { DebugMap: 10 }, {}, 'rust');
    assert.equal(memberTarget(fewer, 'value', rustScope('std::fmt')), 0);
    // JavaScript keeps its shared names (`then`, `trim`) for the one in scope.
    assert.equal(memberTarget(memberTargets(records, {}, {}, 'javascript'), 'value', new Set(['std'])), 0);
  });

  it('gives a Rust method whose owners in scope are one trait method and its copies to the trait', () => {
    const collect = { kind: 'method', lib: 'std', sig: 'fn collect<B>(self) -> B', doc: 'Transforms an iterator into a collection.' };
    const records = [
      { name: 'std::iter::Iterator', kind: 'trait', lib: 'std', sig: 'pub trait Iterator', doc: '' },
      { name: 'std::iter::Iterator::collect', ...collect },
      { name: 'std::option::Option::map', kind: 'method', lib: 'std', sig: 'fn map<U, F>(self, f: F) -> Option<U>', doc: 'Maps an Option.' },
      { name: 'std::iter::Iterator::map', kind: 'method', lib: 'std', sig: 'fn map<B, F>(self, f: F) -> Map<Self, F>', doc: 'Takes a closure.' },
      { name: 'futures::StreamExt::collect', kind: 'method', lib: 'futures', sig: 'fn collect<C>(self) -> Collect<Self, C>', doc: 'Collects.' },
    ];
    // Twenty iterator types list `collect` unchanged, as rustdoc does: one method, not twenty owners.
    for (let i = 0; i < 20; i++) records.push({ name: `std::iter::Iter${i}::collect`, ...collect });
    const rust = memberTargets(records, {}, {}, 'rust');
    assert.equal(memberTarget(rust, 'collect', rustScope()), 1);
    // Another library's `collect` in scope, or `Option::map` beside `Iterator::map`, keeps the call ambiguous.
    assert.equal(memberTarget(rust, 'collect', rustScope('futures')), undefined);
    assert.equal(memberTarget(rust, 'map', rustScope()), undefined);
  });

  it("gives a Rust method every owner of which is one family of built-in types to the family's usual type", () => {
    const method = (name: string, lib = 'std') => ({ name, kind: 'method', lib });
    const records = [
      ...['f32::sqrt', 'f64::sqrt'].map((n) => method(n)),
      method('num_integer::Roots::sqrt', 'num_integer'),
      ...['str::trim', 'std::string::String::trim', 'str::to_uppercase', 'std::string::String::to_uppercase', 'char::to_uppercase'].map((n) => method(n)),
      ...['slice::sort', 'std::vec::Vec::sort'].map((n) => method(n)),
    ];
    // `.abs()` on every number type: twenty owners, one family, so not "a name many types share".
    for (const t of ['i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'f32', 'f64', 'std::num::NonZero', 'std::num::Wrapping', 'std::num::Saturating']) {
      records.push(method(`${t}::abs`));
    }
    for (let i = 0; i < 9; i++) records.push(method(`std::num::NonZeroI${i}::abs`));
    const rust = memberTargets(records, {}, {}, 'rust');
    const name = (d: number | undefined) => (d === undefined ? undefined : records[d].name);
    assert.equal(name(memberTarget(rust, 'sqrt', rustScope())), 'f64::sqrt');
    assert.equal(name(memberTarget(rust, 'abs', rustScope())), 'f64::abs');
    assert.equal(name(memberTarget(rust, 'trim', rustScope())), 'std::string::String::trim');
    assert.equal(name(memberTarget(rust, 'sort', rustScope())), 'std::vec::Vec::sort');
    // A type of another family, or of a crate in scope, keeps the call ambiguous.
    assert.equal(memberTarget(rust, 'to_uppercase', rustScope()), undefined);
    assert.equal(memberTarget(rust, 'sqrt', rustScope('num_integer')), undefined);
    // Other languages have no families: Go's miner keeps its best-mentioned owner as before.
    assert.equal(memberTargets(records, {}, {}, 'go').candidates.get('sqrt')!.some((c) => 'family' in c), false);
  });

  it("gives an untyped Rust call to a std type only in a file that has the type's module in scope", () => {
    const records = [
      { name: 'std::time::Duration::is_zero', kind: 'method', lib: 'std' },
      { name: 'num_traits::Zero::is_zero', kind: 'method', lib: 'num_traits' },
      { name: 'std::sync::Mutex::lock', kind: 'method', lib: 'std' },
      { name: 'std::io::Stdout::lock', kind: 'method', lib: 'std' },
    ];
    const rust = memberTargets(records, {}, {}, 'rust');
    // num-complex's own files call their `Zero` trait's `.is_zero()`: no `Duration` there.
    assert.equal(memberTarget(rust, 'is_zero', rustScope('crate')), undefined);
    assert.equal(memberTarget(rust, 'is_zero', rustScope('std::time')), 0);
    // An owner out of the file's modules still makes a call ambiguous: a value of its type may come from a call
    // (`Instant::now().elapsed()` is a `Duration` in a file that never names one).
    assert.equal(memberTarget(rust, 'is_zero', rustScope('num_traits')), undefined);
    assert.equal(memberTarget(rust, 'lock', rustScope('std::sync')), undefined);
    // Other languages are in scope by library, as before.
    assert.equal(memberTarget(memberTargets(records, {}, {}, 'go'), 'is_zero', new Set(['std'])), 0);
  });

  it("leaves a Rust method two traits declare alike to neither: std::fmt's formatting traits", () => {
    const fmt = { kind: 'method', lib: 'std', sig: "fn fmt(&self, f: &mut Formatter<'_>) -> Result", doc: 'Formats the value using the given formatter.' };
    const records = [
      { name: 'std::fmt::Display', kind: 'trait', lib: 'std', sig: 'pub trait Display', doc: '' },
      { name: 'std::fmt::UpperHex', kind: 'trait', lib: 'std', sig: 'pub trait UpperHex', doc: '' },
      { name: 'std::fmt::Display::fmt', ...fmt },
      { name: 'std::fmt::UpperHex::fmt', ...fmt },
      { name: 'std::fmt::Arguments::fmt', ...fmt },
    ];
    const rust = memberTargets(records, {}, {}, 'rust');
    assert.equal(rust.candidates.get('fmt')!.some((c) => c.declaredBy !== undefined), false);
    assert.equal(memberTarget(rust, 'fmt', rustScope('std::fmt')), undefined);
  });

  it('thins the neighbour examples evenly to a limit', () => {
    const collector = new NeighbourCollector();
    for (let i = 0; i < 10; i++) collector.add('cmt', [`w${i}`, 'shared', 'common'], new Set([i]));
    assert.equal(collector.build().length.length, 10);
    const thinned = collector.build(4);
    assert.equal(thinned.length.length, 4);
    assert.deepEqual([...thinned.apis].sort((a, b) => a - b), [2, 4, 7, 9]);
  });
});

describe('libraries named in a question', () => {
  it("does not take an object's prototype keys (constructor, toString) for library aliases", async () => {
    const { buildLangIndex } = await import('../../../src/core/kb/inverted-index');
    const { librariesNamedIn } = await import('../../../src/core/kb/libraries-named');
    const { pythonRecord } = await import('../../support/records');
    const index = buildLangIndex('python', [pythonRecord('pandas.read_csv', 'Read a csv file.', 'function')]);
    // Before the fix this threw "alias.toLowerCase is not a function" and the query failed.
    assert.deepEqual([...librariesNamedIn(index, 'an enum with a constructor and toString', { pd: 'pandas' })], []);
    assert.deepEqual([...librariesNamedIn(index, 'read it with pd', { pd: 'pandas' })], ['pandas']);
  });
});
