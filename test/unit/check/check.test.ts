import { strict as assert } from 'node:assert';
import { LinesCheckBase, RecordsCheckBase } from '../../../src/core/check/base';
import { checkAnswer, codeBlocks } from '../../../src/core/check/answer';
import { checkCode, type CheckReport } from '../../../src/core/check/check';
import { namesFromLines } from '../../../src/core/check/known-names';
import { NamePacker } from '../../../src/core/check/compact-names';
import { PublishedNames } from '../../../src/core/check/published';
import { expandUseTree } from '../../../src/core/check/readers/rust';

type R = { lang: string; lib: string; name: string; kind: string };
const py = (lib: string, name: string, kind: string): R => ({ lang: 'python', lib, name, kind });
const RECORDS: R[] = [
  py('numpy', 'numpy', 'module'), py('numpy', 'numpy.mean', 'function'), py('numpy', 'numpy.median', 'function'),
  py('numpy', 'numpy.random', 'module'), py('numpy', 'numpy.random.rand', 'function'), py('numpy', 'numpy.ndarray', 'class'),
  py('numpy', 'numpy.ndarray.reshape', 'method'), py('numpy', 'numpy.pi', 'attribute'),
  py('pandas', 'pandas', 'module'), py('pandas', 'pandas.read_csv', 'function'), py('pandas', 'pandas.DataFrame', 'class'),
  py('pandas', 'pandas.DataFrame.to_json', 'method'), py('pandas', 'pandas.DataFrame.to_csv', 'method'),
  py('pandas', 'pandas.core.generic.NDFrame.head', 'method'),
  // No record of sklearn.model_selection itself: a prefix of a record is still a module.
  py('sklearn', 'sklearn.model_selection.train_test_split', 'function'), py('sklearn', 'sklearn.model_selection.cross_val_score', 'function'),
  py('os', 'os', 'module'), py('os', 'os.path', 'module'), py('os', 'os.path.join', 'function'),
  py('flask', 'flask', 'module'), py('flask', 'flask.Flask', 'class'), py('flask', 'flask.Request', 'class'),
  py('flask', 'flask.jsonify', 'function'), py('flask', 'flask.Flask.get', 'method'),
  { lang: 'javascript', lib: 'fs', name: 'fs.readFileSync', kind: 'function' },
  { lang: 'javascript', lib: 'fs', name: 'fs.readFile', kind: 'function' },
  { lang: 'javascript', lib: 'ecmascript', name: 'Math', kind: 'class' },
  { lang: 'javascript', lib: 'ecmascript', name: 'Math.floor', kind: 'method' },
  { lang: 'javascript', lib: 'ecmascript', name: 'Math.max', kind: 'method' },
  { lang: 'go', lib: 'strings', name: 'strings.Contains', kind: 'function' },
  { lang: 'go', lib: 'strings', name: 'strings.Split', kind: 'function' },
  { lang: 'go', lib: 'net/http', name: 'net/http.Get', kind: 'function' },
  { lang: 'java', lib: 'java.util', name: 'java.util.List', kind: 'interface' },
  { lang: 'java', lib: 'java.util', name: 'java.util.List.of', kind: 'method' },
  { lang: 'java', lib: 'java.lang', name: 'java.lang.Math', kind: 'class' },
  { lang: 'java', lib: 'java.lang', name: 'java.lang.Math.max', kind: 'method' },
  { lang: 'rust', lib: 'std', name: 'std::collections::HashMap', kind: 'struct' },
  { lang: 'rust', lib: 'std', name: 'std::collections::HashMap::new', kind: 'method' },
  { lang: 'rust', lib: 'std', name: 'std::fs::read_to_string', kind: 'function' },
  { lang: 'rust', lib: 'std', name: 'std::convert::From::from', kind: 'method' },
  { lang: 'rust', lib: 'std', name: 'f32', kind: 'struct' }, { lang: 'rust', lib: 'std', name: 'f32::abs', kind: 'method' },
  { lang: 'c', lib: 'curl', name: 'curl_easy_init', kind: 'function' },
];
const published = new PublishedNames({
  format: 'gc-published-1',
  source: 'test',
  names: { python: ['requests', 'sys'], javascript: ['lodash'], rust: ['serde_json'], go: [], c: [] },
  wellKnown: { python: ['numpy', 'pandas', 'nltk', 'requests'], javascript: ['lodash', 'express'] },
  c: { functions: ['printf', 'strlen', 'strnlen', 'malloc'], headers: ['stdio', 'string', 'stdlib'] },
});
const base = new RecordsCheckBase(RECORDS, published);
const check = (lang: string, code: string): CheckReport => checkCode(base, { lang, code });
const statusOf = (r: CheckReport, name: string) => r.calls.find((c) => c.name === name)?.status;

describe('hallucination guard: checkCode', () => {
  it('resolves Python aliases and from-imports, and flags an invented member with the nearest real names', () => {
    const r = check('py', 'import numpy as np\nfrom os import path\nx = np.meam(a)\ny = path.join("a", "b")\nz = np.random.rand(3)\n');
    assert.equal(statusOf(r, 'numpy.meam'), 'invented');
    assert.equal(statusOf(r, 'os.path.join'), 'known');
    assert.equal(statusOf(r, 'numpy.random.rand'), 'known');
    assert.deepEqual(r.invented, ['numpy.meam']);
    const meam = r.calls.find((c) => c.name === 'numpy.meam');
    assert.equal(meam?.suggestions[0], 'numpy.mean');
    assert.equal(meam?.written, 'np.meam');
    assert.equal(meam?.use, 'call');
    assert.deepEqual([meam?.line, meam?.column], [3, 5]);
    assert.equal(r.lang, 'python');
  });

  it('flags invented submodules and class members, and names a missing module at the first wrong segment', () => {
    const r = check('python', 'import numpy as np\nimport pandas as pd\nnp.stats.group_mean(x)\npd.DataFrame.to_jsonl(df)\n');
    assert.deepEqual(r.invented.sort(), ['numpy.stats', 'pandas.DataFrame.to_jsonl']);
    assert.equal(r.calls.find((c) => c.name === 'pandas.DataFrame.to_jsonl')?.suggestions[0], 'pandas.DataFrame.to_json');
  });

  it('never flags a method of a value, a member the library has elsewhere, a private name, or a rebound alias', () => {
    const r = check('python', [
      'import numpy as np', 'import pandas as pd',
      'df = pd.read_csv("f")', 'df.to_jsonl()', // a method of a value: not even listed
      'np.random.rand(3).reshape_me()', // after a call: a value
      'pd.DataFrame.head(df)', // inherited: pandas has `head` under NDFrame
      'np.__version__', 'np.pi.real',
      'from sklearn.model_selection import train_test_split',
      's = "np.fake()"  # np.fake_comment()',
    ].join('\n'));
    assert.deepEqual(r.invented, []);
    assert.equal(statusOf(r, 'pandas.DataFrame.head'), 'unresolved');
    assert.equal(statusOf(r, 'sklearn.model_selection.train_test_split'), 'known');
    assert.ok(!r.calls.some((c) => /fake/.test(c.name)));
    const rebound = check('python', 'import numpy as np\nnp = load()\nnp.meam()\n');
    assert.deepEqual(rebound.invented, []);
  });

  it('leaves module data it cannot see unjudged: a read of a missing member, a mixed-case receiver, constants', () => {
    const r = check('python', 'import numpy as np\nimport pandas as pd\nx = y[:, np.newaxis]\nz = np.c_[a, b]\nnp.printOptions.reshape(x)\nnp.MAX_WIDTH\n');
    assert.deepEqual(r.invented, []);
    assert.equal(statusOf(r, 'numpy.newaxis'), 'unresolved');
    const called = check('python', 'import numpy as np\nnp.newaxis_fn(x)\n');
    assert.deepEqual(called.invented, ['numpy.newaxis_fn']);
  });

  it("judges a name imported from a package's subpath module only by what its root has (react-dom/client's createRoot)", () => {
    const r = check('javascript', "import { readFileSync, readFiel } from 'fs/extra';\nimport { readFile } from 'fs';\nreadFile('a');\nreadFiel('a');\n");
    // `fs/extra` is no module of the base: its `readFiel` may be that module's own.
    assert.deepEqual(r.invented, []);
    assert.equal(statusOf(r, 'fs.readFileSync'), 'known');
    assert.equal(statusOf(r, 'fs.readFiel'), 'unresolved');
    // From the package itself, a missing member is still an invention.
    assert.deepEqual(check('javascript', "import { readFiel } from 'fs';\nreadFiel('a');\n").invented, ['fs.readFiel']);
  });

  it("leaves a module's imported instances unjudged (flask's request and g), but not a slip of a real name", () => {
    // Module-level instances (LocalProxy, LazySettings) are what introspection lists least.
    const r = check('python', 'from flask import request, g, jsonify\nx = request.args.get("a")\ng.user = 1\nrequest.form.to_dict()\n');
    assert.deepEqual(r.invented, []);
    assert.equal(statusOf(r, 'flask.request.args.get'), 'unresolved');
    // A slip of a real name of four letters or more is still one (`reqeust` of `Request`, `jsonfy` of `jsonify`).
    const typo = check('python', 'from flask import reqeust, jsonfy\nreqeust.args.get("a")\njsonfy.x()\n');
    assert.deepEqual(typo.invented.sort(), ['flask.jsonfy', 'flask.reqeust']);
  });

  it('sorts imports into the base, published packages, unknown ones and typosquats', () => {
    const r = check('python', 'import requests\nimport sys\nimport nlltk\nimport totally_made_up_pkg\nfrom . import sibling\nnlltk.tokenize(x)\n');
    assert.deepEqual(r.unknown_libraries.map((u) => [u.name, u.reason, u.imitates]), [
      ['nlltk', 'typosquat', 'nltk'],
      ['totally_made_up_pkg', 'not_published', undefined],
    ]);
    assert.equal(statusOf(r, 'nlltk.tokenize'), 'unknown_library');
    assert.equal(r.flagged, 2);
  });

  it('reads JavaScript imports, requires and ECMAScript globals', () => {
    const r = check('ts', "import * as fs from 'node:fs';\nimport _ from 'lodash';\nimport { helper } from './local';\nfs.readFileSynk('a');\n_.debounce(f);\nMath.clamp(1);\nMath.floor(1.5);\n");
    assert.deepEqual(r.invented.sort(), ['Math.clamp', 'fs.readFileSynk']);
    assert.equal(r.calls.find((c) => c.name === 'fs.readFileSynk')?.suggestions[0], 'fs.readFileSync');
    assert.equal(statusOf(r, 'lodash.debounce'), 'unresolved');
    assert.deepEqual(r.unknown_libraries, []);
    const required = check('javascript', "const { readFileSynk } = require('fs');\nconst Math = mine();\nMath.clamp();\n");
    assert.deepEqual(required.invented, ['fs.readFileSynk']);
  });

  it('reads Go imports with aliases and flags an unexported or missing package member', () => {
    const std = check('go', 'import (\n  "net/websocket"\n  "stringsutil"\n  "myapp/internal/db"\n  "github.com/spf13/cobra"\n)\n');
    assert.deepEqual(std.unknown_libraries.map((u) => u.name), ["net/websocket", "stringsutil"]);
    // Newer than the base's Go 1.19, and real: a package and a function added since.
    const newer = check('go', 'import (\n  "slices"\n  "strings"\n)\nfunc f() { slices.Sort(x); strings.CutPrefix(a, b) }\n');
    assert.deepEqual([newer.invented, newer.unknown_libraries], [[], []]);
    const r = check('go', 'import (\n  "strings"\n  h "net/http"\n)\nfunc f() { strings.Contain("a", "b"); strings.Split(a, b); h.Get(u) }\n');
    assert.deepEqual(r.invented, ['strings.Contain']);
    assert.equal(statusOf(r, 'net/http.Get'), 'known');
    assert.equal(r.calls.find((c) => c.name === 'strings.Contain')?.suggestions[0], 'strings.Contains');
  });

  it('reads Java imports, java.lang and invented JDK classes', () => {
    const r = check('java', 'import java.util.List;\nimport java.util.Stringz;\nclass A { void f() { List.off(1); Math.max(1, 2); } }\n');
    assert.deepEqual(r.invented.sort(), ['java.util.List.off', 'java.util.Stringz']);
    assert.equal(statusOf(r, 'java.lang.Math.max'), 'known');
  });

  it('asks Node built-ins and ECMAScript globals live: real members the typings leave out are known, missing ones invented', () => {
    const r = check('js', [
      "const fs = require('fs');", "var Buffer = require('buffer').Buffer;", "const util = require('node:util');",
      'Buffer.isBuffer(x); util.types.isDate(d); fs.helpers.statSync(p); Math.tools.floor(o); fs.readFileSync(p);',
      "const env = require('process').env; env.HOME.split('/'); require('process').env.MY_SETTING.trim();",
    ].join('\n'));
    assert.equal(statusOf(r, 'buffer.Buffer.isBuffer'), 'known');
    assert.equal(statusOf(r, 'util.types.isDate'), 'known');
    assert.deepEqual(r.invented.sort(), ['Math.tools', 'fs.helpers']);
    assert.deepEqual(r.unknown_libraries, []);
    // A global the code declares itself (destructured) is its own.
    assert.deepEqual(check('js', "const { Promise } = require('./promise');\nPromise.defer();\n").invented, []);
  });

  it('judges a receiver by the pairs of names its library writes', () => {
    const pairs = new RecordsCheckBase([
      ...RECORDS,
      py('matplotlib', 'matplotlib.cm', 'module'), py('matplotlib', 'matplotlib.cm.get_cmap', 'function'),
      py('matplotlib', 'matplotlib.pyplot', 'module'), py('matplotlib', 'matplotlib.pyplot.plot', 'function'),
      py('numpy', 'numpy.core', 'module'), py('numpy', 'numpy.core.multiarray', 'module'),
      py('weakref', 'weakref', 'module'), py('weakref', 'weakref.ref', 'class'),
      py('logging', 'logging', 'module'), py('logging', 'logging.getLogger', 'function'),
    ], published);
    // A module's namespace holds the modules it imports: logging.weakref.ref is weakref.ref.
    assert.deepEqual(checkCode(pairs, { lang: 'python', code: 'import logging\nlogging.weakref.ref(x)\nlogging.weakref.reff(x)\n' }).invented, ['logging.weakref']);
    const r = checkCode(pairs, { lang: 'python', code: 'import numpy as np\nimport matplotlib.pyplot as plt\nnp.random.core.rand(3)\nplt.cm.get_cmap("x")\nplt.cm.jet\n' });
    assert.deepEqual(r.invented, ['numpy.random.core']);
    assert.notEqual(statusOf(r, 'matplotlib.pyplot.cm.get_cmap'), 'invented');
  });

  it('flags a Go module path one step from a package the base knows under the same parent', () => {
    const go = new RecordsCheckBase([
      ...RECORDS,
      { lang: 'go', lib: 'github.com/stretchr/testify/assert', name: 'github.com/stretchr/testify/assert.Equal', kind: 'function' },
      { lang: 'go', lib: 'github.com/stretchr/testify/require', name: 'github.com/stretchr/testify/require.NoError', kind: 'function' },
    ], published);
    const code = (p: string) => `package x\nimport "${p}"\nfunc f() {}\n`;
    const flagged = (p: string) => checkCode(go, { lang: 'go', code: code(p) }).unknown_libraries.map((u) => u.name);
    assert.deepEqual(flagged('github.com/stretchr/testify/assertlib'), ['github.com/stretchr/testify/assertlib']);
    assert.deepEqual(flagged('github.com/stretchr/testify/reqiure'), ['github.com/stretchr/testify/reqiure']);
    assert.deepEqual(flagged('github.com/stretchr/testify/mock'), []);
    assert.deepEqual(flagged('github.com/stretchr/testify/assert'), []);
  });

  it('reads Rust use trees and crate paths', () => {
    assert.deepEqual(expandUseTree('std::{collections::HashMap, io::{self, Read as R}}').map((u) => [u.binding, u.path.join('::')]), [
      ['HashMap', 'std::collections::HashMap'], ['io', 'std::io'], ['R', 'std::io::Read'],
    ]);
    const r = check('rust', 'use std::collections::HashMap;\nuse serde_jsn::Value;\nfn main() { let m = HashMap::neww(); std::fs::read_to_strin("x"); HashMap::from(x); }\n');
    assert.deepEqual(r.invented.sort(), ['std::collections::HashMap::neww', 'std::fs::read_to_strin']);
    assert.equal(statusOf(r, 'std::collections::HashMap::from'), 'unresolved');
    assert.deepEqual(r.unknown_libraries.map((u) => u.name), ['serde_jsn']);
    // A crate the base lacks (published) may bring a trait that adds members to std's types, though not
    // a near miss of a real one (rust.test.ts); a module's missing function stays judged.
    const foreign = check('rust', 'use std::collections::HashMap;\nfn main() { let m = HashMap::entry_count(); std::fs::read_to_strin("x"); serde_json::to_string(&m); }\n');
    assert.equal(statusOf(foreign, 'std::collections::HashMap::entry_count'), 'unresolved');
    assert.deepEqual(foreign.invented, ['std::fs::read_to_strin']);
    // The code's own fn (a trait it implements for f32) and tool attributes are no inventions or crates.
    const own = check('rust', '#[allow(clippy::float_cmp)]\nimpl Limit for f32 { fn limitt() -> i32 { 1 } }\nfn main() { f32::limitt(); std::fs::read_to_strin("x"); }\n');
    assert.deepEqual(own.invented, ['std::fs::read_to_strin']);
    assert.deepEqual(own.unknown_libraries, []);
  });

  it('judges C calls only when every header is a standard or covered one', () => {
    const r = check('c', '#include <stdio.h>\n#include <string.h>\n#define MY(x) x\nstatic int helper(int a);\nint main(void) { printf("a"); strlenn("x"); helper(1); MY(2); if (x) {} return 0; }\n');
    assert.deepEqual(r.invented, ['strlenn']);
    assert.deepEqual(r.calls.find((c) => c.name === 'strlenn')?.suggestions.slice(0, 2).sort(), ['strlen', 'strnlen']);
    const local = check('c', '#include <stdio.h>\n#include "mine.h"\nint main(void) { strlenn("x"); mine_helper(); }\n');
    // Beside a header the base lacks only a one-letter slip of a real function is judged.
    assert.deepEqual(local.invented, ['strlenn']);
    const other = check('c', '#include <stdio.h>\n#include "mine.h"\nint main(void) { strlen_fast("x"); strlcpy(a, b, 1); }\n');
    assert.deepEqual(other.invented, []);
    // A header under a covered library's directory that its package does not install does not exist.
    const withHeaders = new RecordsCheckBase(RECORDS, new PublishedNames({
      format: 'gc-published-1', source: 'test', names: { c: [] }, wellKnown: {},
      c: { functions: ['printf'], headers: ['stdio'], libraryHeaders: { curl: ['curl/curl', 'curl/easy'] } },
    }));
    const headers = checkCode(withHeaders, { lang: 'c', code: '#include <curl/curl.h>\n#include <curl/curlutils.h>\nint main(void) { curl_easy_init(); }\n' });
    assert.deepEqual(headers.unknown_libraries.map((u) => u.name), ['curl/curlutils']);
    // A real function with a word added, where every header is covered.
    assert.deepEqual(check('c', '#include <string.h>\nint main(void) { return strnlen_safe("x", 1); }\n').invented, ['strnlen_safe']);
  });

  it('checks the fenced blocks of an answer, each in its own language, with positions in the answer', async () => {
    const answer = 'Use this:\n\n```python\nimport numpy as np\nnp.meam(x)\n```\n\nand in a shell:\n\n```sh\nnp.meam\n```\n';
    assert.deepEqual(codeBlocks(answer, 'python').map((b) => [b.lang, b.line]), [['python', 4]]);
    const r = await checkAnswer(async (input) => check(input.lang, input.code), answer, 'auto');
    assert.deepEqual(r.invented, ['numpy.meam']);
    assert.equal(r.calls.find((c) => c.name === 'numpy.meam')?.line, 5);
  });

  it('builds names in steps with the same result, and a check mid-way finishes the build', () => {
    const lines = RECORDS.filter((r) => r.lang === 'python').map((r, i) => JSON.stringify({ id: `python:${i}`, ...r, ver: '1', sig: '', doc: '' }));
    const whole = new LinesCheckBase(new Map([['python', lines]]), published);
    const stepped = new LinesCheckBase(new Map([['python', lines]]), published);
    const steps = stepped.buildSteps('python', 5);
    assert.equal(steps.length, Math.ceil(lines.length / 5) + NamePacker.PHASES, 'the lines five at a time, then the packing a phase at a time');
    for (const step of steps) step();
    assert.deepEqual([...stepped.names('python')!.kinds], [...whole.names('python')!.kinds]);
    const interrupted = new LinesCheckBase(new Map([['python', lines]]), published);
    interrupted.buildSteps('python', 5)[0]!();
    const r = checkCode(interrupted, { lang: 'python', code: 'import numpy as np\nnp.meam(x)\n' });
    assert.deepEqual(r.invented, ['numpy.meam']);
    assert.equal(interrupted.names('python')!.kinds.size, whole.names('python')!.kinds.size);
  });

  it('reads names from data lines without parsing whole records, escapes included', () => {
    const names = namesFromLines('javascript', [
      JSON.stringify({ id: 'javascript:a.b', lang: 'javascript', lib: 'a', ver: '1', name: 'a.b', kind: 'function', sig: 'b("x")', doc: '"q"' }),
      JSON.stringify({ id: 'javascript:a.q"x', lang: 'javascript', lib: 'a', ver: '1', name: 'a.q"x', kind: 'method', sig: '', doc: '' }),
    ]);
    assert.equal(names.kinds.get('a.b'), 'function');
    assert.equal(names.kinds.get('a.q"x'), 'method');
  });
});
