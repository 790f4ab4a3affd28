import { strict as assert } from 'node:assert';
import { detectLanguage } from '../../../src/core/kb/lang-detect';
import { assertCostsLike } from '../../support/linear-time';

// Libraries of a base whose names are also words of programming prose.
const libraryLanguages = new Map([
  ['sort', [{ lang: 'go', size: 40 }]],
  ['strings', [{ lang: 'go', size: 60 }]],
  ['digest', [{ lang: 'rust', size: 50 }]],
  ['reqwest', [{ lang: 'rust', size: 200 }]],
  ['chrono', [{ lang: 'rust', size: 300 }]],
]);
const available = ['python', 'javascript', 'go', 'rust', 'java', 'c'];
const detect = (question: string, editorLang?: string) => detectLanguage({ question, editorLang, libraryLanguages, available }).lang;

describe('language detection', () => {
  it('does not take an everyday word for a library: a generic question keeps the default', () => {
    assert.equal(detect('sort a list of tuples by the second item'), 'python');
    assert.equal(detect('compute the hex digest of a file'), 'python');
    assert.equal(detect('split strings on whitespace'), 'python');
    // Words that name a Java library in a Java question (vocabulary.ts) but are every language's.
    assert.equal(detect('send an email with an attachment'), 'python');
    assert.equal(detect('execute a parameterized SQL query'), 'python');
    assert.equal(detect('use reflection to list the methods of a class'), 'python');
    // Those only Java has are Java's.
    assert.equal(detect('show a dialog with Swing'), 'java');
  });

  it('takes a library the question names as one: in code, or introduced by use/with/crate', () => {
    assert.equal(detect('strings.Split on a comma'), 'go');
    assert.equal(detect('use reqwest to download a page'), 'rust');
    assert.equal(detect('format a timestamp with chrono'), 'rust');
    assert.equal(detect('the digest crate: hash a file'), 'rust');
    assert.equal(detect('call `sort` on the slice'), 'go');
  });

  it('takes a leading "C:" or "Go:" for the language, as "Java:" is', () => {
    assert.equal(detect('C: read an integer from stdin with scanf'), 'c');
    // Go too, where a bare "go" is an English verb ("go through the list") and names nothing.
    assert.equal(detect('Go: format a time.Time as RFC3339'), 'go');
    assert.equal(detect('go through the list and print each item'), 'python');
    assert.equal(detect('Java: read a file'), 'java');
    assert.equal(detect('read a CSV file'), 'python');
  });

  it("takes built-ins only JavaScript has for JavaScript", () => {
    assert.equal(detect('Array.prototype.reduce to sum an array of objects'), 'javascript');
    assert.equal(detect('Promise.all vs Promise.allSettled'), 'javascript');
    assert.equal(detect('localStorage: save and load an object'), 'javascript');
    // TypeScript keeps its own signal over them.
    assert.equal(detect('type-safe localStorage wrapper in TypeScript'), 'typescript');
  });

  it("takes a language's own tools and syntax for it", () => {
    assert.equal(detect('go mod init and add a dependency'), 'go');
    assert.equal(detect('JUnit 5 test with assertThrows'), 'java');
    assert.equal(detect('Spring Boot REST controller returning JSON'), 'java');
    assert.equal(detect('gcc: undefined reference to sqrt (link with -lm)'), 'c');
    assert.equal(detect('Create a thread with pthread_create and join it'), 'c');
    assert.equal(detect('serde_json: deserialize into a struct with #[derive(Deserialize)]'), 'rust');
    assert.equal(detect('tsc: emit declaration files only'), 'typescript');
    assert.equal(detect('Generic function constrained with extends keyof'), 'typescript');
    assert.equal(detect('async def fetch pages concurrently with asyncio.gather'), 'python');
    assert.equal(detect('Infer the return type of a function with ReturnType<typeof f>'), 'typescript');
    assert.equal(detect('Type-safe event names with template literal types'), 'typescript');
    // Words that only look like them stay prose.
    assert.equal(detect('make the gradient go down faster'), 'python');
  });

  it('lets the editor decide a generic question', () => {
    assert.equal(detect('sort a list of tuples', 'rust'), 'rust');
  });

  it("lets a library the question names outweigh the editor's language", () => {
    // The editor says what file is open; a question that names a library says what it is about.
    assert.equal(detect('lodash groupBy example', 'python'), 'javascript');
    assert.equal(detect('pandas pivot table example', 'typescript'), 'python');
    assert.equal(detect('clap derive: parse command line arguments'), 'rust');
  });
});

describe('language detection on crafted text (it runs on the host thread)', () => {
  const detectAll = (text: string) => detectLanguage({ question: text, history: Array(6).fill(text), libraryLanguages, available });

  it('runs of newlines, blank lines and long lines cost what ordinary text of their size does', () => {
    const plain = 'x '.repeat(2000);
    for (const unit of ['\n', '\r\n', ' \n', '\t\n', 'impl<', 'import ', 'let:', 'fn<']) {
      const crafted = unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 4000);
      assertCostsLike(JSON.stringify(unit), () => detectAll(crafted), () => detectAll(plain));
    }
  });

  it('still reads code shapes at the start of long lines', () => {
    assert.equal(detect(`def load(path):\n    return open(path).read()  # ${'x'.repeat(5000)}`), 'python');
    assert.equal(detect(`\n\n\n\nimpl<T> Display for Wrapper<T> { ${'x'.repeat(5000)} }`), 'rust');
  });
});
