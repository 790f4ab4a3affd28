/**
 * C's names that no redistributable man page gives come from musl's headers (kb/pipeline/sources/c/headers.py):
 * prototypes, function-like macros and, from the standard headers, the constants a program writes
 * (`INT_MAX`, `RAND_MAX`, `M_PI`, `errno`, the signals).
 */
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const sources = path.resolve(__dirname, '../../../kb/pipeline/sources/c');

/** headers.declarations(dir) and headers.describe(...) of each, as [header, name, kind, sig, doc] rows. */
function declarations(dir: string, descriptions: string): string[][] {
  const table = path.join(dir, 'descriptions.tsv');
  writeFileSync(table, descriptions);
  const program = [
    'import json, sys',
    `sys.path.insert(0, ${JSON.stringify(sources)})`,
    'import headers',
    'table = headers.load_descriptions(sys.argv[2])',
    'print(json.dumps([[h, n, k, s, headers.describe(table, h, n, k, s)] for h, n, k, s in headers.declarations(sys.argv[1])]))',
  ].join('\n');
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', program, path.join(dir, 'include'), table], { encoding: 'utf8' }));
}

describe('C records from musl headers', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gc-headers-'));
    mkdirSync(path.join(dir, 'include', 'bits'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the standard headers' constants, not the other headers' options nor the signal structures' codes", () => {
    const write = (name: string, text: string) => writeFileSync(path.join(dir, 'include', name), text);
    write('limits.h', '#ifndef _LIMITS_H\n#define _LIMITS_H\n#define INT_MAX  0x7fffffff\n#define INT_MIN  (-1-0x7fffffff)\n#endif\n');
    write('stdlib.h', '#define RAND_MAX (0x7fffffff)\nint rand (void);\n#define MB_CUR_MAX (__ctype_get_mb_cur_max())\n');
    write('errno.h', '#include <bits/errno.h>\nint *__errno_location(void);\n#define errno (*__errno_location())\n');
    write('bits/errno.h', '#define EINVAL          22\n');
    write('signal.h', '#define SIGINT    2\n#define SA_RESTART 0x10000000\n#define sa_handler __sa_handler.sa_handler\n');
    write('fcntl.h', '#define O_RDONLY 00\nint open(const char *, int, ...);\n');
    const rows = declarations(dir, '# ours\nINT_MAX\tLargest value of an int.\nrand\tPseudo-random integer.\n');
    const byName = new Map(rows.map(([header, name, kind, sig, doc]) => [name, { header, kind, sig, doc }]));
    assert.deepEqual(byName.get('INT_MAX'), { header: 'limits.h', kind: 'macro', sig: '#define INT_MAX 0x7fffffff', doc: 'Largest value of an int.' });
    assert.deepEqual(byName.get('RAND_MAX'), { header: 'stdlib.h', kind: 'macro', sig: '#define RAND_MAX (0x7fffffff)', doc: 'Constant of <stdlib.h>.' });
    assert.equal(byName.get('errno')?.header, 'errno.h');
    assert.equal(byName.get('EINVAL')?.header, 'errno.h', "bits/ is read under the header that includes it");
    assert.equal(byName.get('SIGINT')?.kind, 'macro');
    assert.equal(byName.get('rand')?.kind, 'function');
    assert.equal(byName.get('open')?.kind, 'function');
    // Not constants a program writes: a non-standard header's options, sigaction's flags, internal names.
    for (const name of ['O_RDONLY', 'SA_RESTART', 'sa_handler', '_LIMITS_H', '__errno_location']) assert.ok(!byName.has(name), name);
  });
});
