import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { SYSTEM_PYTHON, hasSystemPython } from '../support/system-python';

const SCRIPT = path.resolve(__dirname, '../../kb/pipeline/sources/java/javadoc_html.py');

/** One member of a JDK 17 javadoc page, as `javadoc` writes it (built-javadoc.sh builds such pages). */
function member(anchor: string, heading: string, signature: string, doc: string, notes = ''): string {
  return [
    '<li>',
    `<section class="detail" id="${anchor}">`,
    heading,
    `<div class="member-signature">${signature}</div>`,
    `<div class="block">${doc}</div>`,
    notes,
    '</section>',
    '</li>',
  ].join('\n');
}

const specifiedBy = (name: string, type: string) =>
  `<dl class="notes">\n<dt>Specified by:</dt>\n<dd><code><a href="${type}.html#${name}()">${name}</a></code>&nbsp;in interface&nbsp;<code>${type}</code></dd>\n</dl>`;
const overrides = (name: string) => `<dl class="notes">\n<dt>Overrides:</dt>\n<dd><code>${name}</code>&nbsp;in class&nbsp;<code>Object</code></dd>\n</dl>`;

const CLIENT_PAGE = [
  '<html><body>',
  '<div class="type-signature"><span class="modifiers">public class </span><span class="element-name type-name-label">Client</span></div>',
  '<div class="block">A client of a service.</div>',
  '<section class="method-detail" id="method-detail">',
  '<ul class="member-list">',
  // a generic method: javadoc gives its heading the erased anchor
  member('when(T)', '<h3 id="when(java.lang.Object)">when</h3>', 'public static&nbsp;&lt;T&gt;&nbsp;Stub&lt;T&gt;&nbsp;when(T&nbsp;call)', 'Enables stubbing.<h3>A heading inside the doc</h3>'),
  // an override the class declares: where users look it up
  member('newCall()', '<h3>newCall</h3>', 'public&nbsp;Call&nbsp;newCall()', 'Prepares a call.', specifiedBy('newCall', 'Factory')),
  // Object's methods re-declared: noise on every class
  member('toString()', '<h3>toString</h3>', 'public&nbsp;String&nbsp;toString()', 'Describes it.', overrides('toString')),
  '</ul>',
  '</section>',
  '</li>\n</ul>\n</section>',
  '</body></html>',
].join('\n');

describe('java source: javadoc_html.py over JDK 17 javadoc pages', function () {
  let dir = '';
  before(function () {
    if (!hasSystemPython()) this.skip();
    dir = mkdtempSync(path.join(tmpdir(), 'gc-javadoc-'));
    mkdirSync(path.join(dir, 'api', 'com', 'example'), { recursive: true });
    writeFileSync(path.join(dir, 'api', 'com', 'example', 'Client.html'), CLIENT_PAGE);
  });
  after(() => dir && rmSync(dir, { recursive: true, force: true }));

  const run = (...extra: string[]) =>
    execFileSync(SYSTEM_PYTHON, [SCRIPT, path.join(dir, 'api'), 'libexample-java', '1.2-3', '1.2', 'Apache-2.0', ...extra], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));

  it("names a generic member by its heading's text, keeps the overrides a type declares, not Object's", () => {
    const rows = run();
    const api = rows.filter((r) => r.t === 'api').map((r) => [r.name, r.kind, r.doc]);
    assert.deepEqual(api, [
      ['com.example.Client', 'class', 'A client of a service.'],
      ['com.example.Client.when', 'method', 'Enables stubbing.'],
      ['com.example.Client.newCall', 'method', 'Prepares a call.'],
    ]);
    assert.equal(rows[0].source, 'debian:libexample-java=1.2-3');
  });

  it('says where javadoc built here came from (built-javadoc.sh)', () => {
    const [lib] = run('debian-source:example=1.2-3 (javadoc built from its upstream tarball)');
    assert.deepEqual([lib.t, lib.lib, lib.ver, lib.source, lib.licence], ['lib', 'com.example', '1.2', 'debian-source:example=1.2-3 (javadoc built from its upstream tarball)', 'Apache-2.0']);
  });
});
