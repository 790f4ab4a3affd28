/** `check` and `check --batch` against the shipped base, as a child process. */
import { strict as assert } from 'node:assert';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { assertBuilt, runCli } from '../support/cli';

describe('CLI check (the hallucination guard on the shipped base)', function () {
  this.timeout(120_000);
  let dir: string;
  before(async () => {
    assertBuilt();
    dir = await fs.mkdtemp(path.join(tmpdir(), 'gc-check-'));
  });
  after(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('prints a readable report of invented names and unknown libraries, exit 1; clean code exits 0', async () => {
    const file = path.join(dir, 'answer.py');
    await fs.writeFile(file, 'import numpy as np\nimport nlltk\nimport pandas as pd\nx = np.meam([1, 2])\ndf = pd.read_csv("a.csv")\n');
    const r = await runCli(['check', file]);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout + r.stderr, /answer\.py:4:5: invented call numpy\.meam \(written np\.meam\).*did you mean numpy\.mean/);
    assert.match(r.stdout, /unknown library "nlltk" \(a near miss of nltk/);
    assert.match(r.stdout, /python: 2 names into libraries — 1 known, 1 invented/);
    const clean = path.join(dir, 'clean.txt');
    await fs.writeFile(clean, 'import os\nprint(os.path.join("a", "b"))\n');
    const ok = await runCli(['check', '--lang', 'py', clean]);
    assert.equal(ok.code, 0, ok.stdout + ok.stderr);
    const unknownLang = await runCli(['check', clean]);
    assert.equal(unknownLang.code, 2);
    assert.match(unknownLang.stderr, /--lang/);
  });

  it("knows the everyday calls of JavaScript's popular libraries, and still flags one they do not have", async () => {
    // mongoose.connect (declared in a file mongoose's entry references), validator.isEmail (a value typed by
    // another file's function), zod's `z` (a module exported under a name) and glob's `glob` (a value typed by an
    // unexported function) were once missing from the base, and flagged as invented in correct code.
    const file = path.join(dir, 'server.js');
    const code = [
      "const axios = require('axios');",
      "const mongoose = require('mongoose');",
      "const validator = require('validator');",
      "const _ = require('lodash');",
      "const { z } = require('zod');",
      "const { glob } = require('glob');",
      'async function main(email) {',
      "  await mongoose.connect('mongodb://localhost/test');",
      "  const res = await axios.get('https://example.com');",
      '  const files = await glob(z.string().parse(email));',
      '  return validator.isEmail(email) && _.groupBy(res.data, (x) => x.kind) && files;',
      '}',
    ];
    await fs.writeFile(file, code.join('\n') + '\n');
    const r = await runCli(['check', '--lang', 'js', file]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    // `axios.get` is known (the default instance has the members of the class its interface extends); `z.string`,
    // zod's `string` under the module's other name, is not known and not flagged.
    assert.match(r.stdout, /javascript: 7 names into libraries — 6 known, 0 invented, 0 through unknown libraries, 1 unresolved/);
    // ES modules, TypeScript: vue's `computed` (another package's function), @testing-library's `fireEvent`, and
    // `createRoot` of react-dom/client (a subpath module the base does not read: unresolved, not invented).
    const esm = path.join(dir, 'view.test.ts');
    await fs.writeFile(esm, "import { computed, ref } from 'vue';\nimport { fireEvent, render } from '@testing-library/react';\nimport { createRoot } from 'react-dom/client';\nconst n = ref(1);\nconst double = computed(() => n.value * 2);\nfireEvent.click(render(null as any).container);\ncreateRoot(document.body);\n");
    const esmReport = await runCli(['check', '--lang', 'ts', esm]);
    assert.equal(esmReport.code, 0, esmReport.stdout + esmReport.stderr);
    assert.match(esmReport.stdout, /0 invented/);
    await fs.writeFile(file, [...code, "mongoose.connectToEverything('x');", "axios.getJson('x');"].join('\n') + '\n');
    const invented = await runCli(['check', '--lang', 'js', file]);
    assert.equal(invented.code, 1);
    assert.match(invented.stdout, /server\.js:13:1: invented call mongoose\.connectToEverything/);
    assert.match(invented.stdout, /server\.js:14:1: invented call axios\.getJson/);
  });

  it("knows Java's most-imported libraries beside the JDK (javadoc built from Debian's source packages), and flags what they lack", async () => {
    const file = path.join(dir, 'App.java');
    const code = [
      'import com.fasterxml.jackson.databind.ObjectMapper;',
      'import com.google.common.base.Strings;',
      'import com.google.common.collect.ImmutableList;',
      'import org.slf4j.Logger;',
      'import org.slf4j.LoggerFactory;',
      'import org.jsoup.Jsoup;',
      'import static org.mockito.Mockito.when;',
      'public class App {',
      '  private static final Logger LOG = LoggerFactory.getLogger(App.class);',
      '  public static void main(String[] args) throws Exception {',
      '    String json = new ObjectMapper().writeValueAsString(ImmutableList.of(1, 2));',
      '    LOG.info(Strings.isNullOrEmpty(json) ? "empty" : json);',
      '    Jsoup.connect("https://example.com").get();',
      '  }',
      '}',
    ];
    await fs.writeFile(file, code.join('\n') + '\n');
    const r = await runCli(['check', '--lang', 'java', file]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /0 invented, 0 through unknown libraries/);
    assert.doesNotMatch(r.stdout, /unknown librar(y|ies) "/);
    await fs.writeFile(file, code.join('\n').replace('Strings.isNullOrEmpty(json)', 'Strings.isNullOrBlank(json)') + '\n');
    const invented = await runCli(['check', '--lang', 'java', file]);
    assert.equal(invented.code, 1);
    assert.match(invented.stdout, /App\.java:12:\d+: invented call com\.google\.common\.base\.Strings\.isNullOrBlank.*did you mean com\.google\.common\.base\.Strings\.isNullOrEmpty/);
  });

  it('--batch writes one line per input, in order, with the contract fields, and an error for an unreadable line', async () => {
    const file = path.join(dir, 'in.jsonl');
    const lines = [
      JSON.stringify({ id: 'a', lang: 'python', code: 'import pandas as pd\npd.DataFrame.to_jsonl(df)\n' }),
      JSON.stringify({ id: 2, lang: 'go', code: 'import "strings"\nfunc f() { strings.Contain("a", "b") }\n' }),
      '{not json',
      JSON.stringify({ id: 'd', lang: 'cobol', code: 'x' }),
      JSON.stringify({ id: 'e', lang: 'rust', code: 'use std::fs;\nfn main() { fs::read_to_string("x").unwrap(); }\n' }),
    ];
    await fs.writeFile(file, lines.join('\n') + '\n');
    const r = await runCli(['check', '--batch', file]);
    assert.equal(r.code, 1, 'unreadable lines make the exit status 1');
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.deepEqual(out.map((o) => o.id), ['a', 2, null, 'd', 'e']);
    assert.deepEqual(Object.keys(out[0]), ['id', 'invented', 'unknown_libraries', 'calls']);
    assert.deepEqual(out[0].invented, ['pandas.DataFrame.to_jsonl']);
    const call = (out[0].calls as Array<{ name: string; status: string; suggestions: string[] }>)[0];
    assert.deepEqual(Object.keys(call), ['name', 'status', 'suggestions']);
    assert.ok(call.suggestions.includes('pandas.DataFrame.to_json'), call.suggestions.join());
    assert.deepEqual(out[1].invented, ['strings.Contain']);
    assert.match(String(out[2].error), /line 3/);
    assert.match(String(out[3].error), /lang/);
    assert.deepEqual(out[4].invented, []);
    assert.deepEqual(out[4].unknown_libraries, []);
  });
});
