import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { SYSTEM_PYTHON, hasSystemPython } from '../support/system-python';

/**
 * Python's runtime extractor (kb/pipeline/sources/python/introspect.py) names each object at its best public
 * place. A package written here re-exports one function from two modules of the same depth that both list it
 * in `__all__`, the one that sorts first deprecated (as `numpy.dual` re-exports `numpy.linalg.det`): the other
 * must name it. Deprecation only breaks that tie: a deprecated module that defines a function still names it
 * before a module that merely imports it, and two modules equal in everything keep the alphabetical order.
 * A signature carries nothing of the machine that ran the extraction: not its environment (a default of
 * `os.environ` printed every variable), not its home directory.
 */
const introspect = path.resolve(__dirname, '..', '..', 'kb', 'pipeline', 'sources', 'python', 'introspect.py');

const FILES: Record<string, string> = {
  '__init__.py': '"""A probe package for the extractor\'s naming."""\n',
  '_impl.py': 'def det(a):\n    """The determinant of a square matrix."""\n    return a\n\n\ndef helper(x):\n    """Help."""\n    return x\n',
  'dual.py': '"""\n.. deprecated:: 1.0\n\nImport from gcprobe.linalg instead.\n"""\nfrom gcprobe._impl import det\n\n__all__ = ["det"]\n',
  'linalg.py': '"""Linear algebra."""\nfrom gcprobe._impl import det\n\n__all__ = ["det"]\n',
  'alpha.py': '"""One place."""\nfrom gcprobe._impl import helper\n\n__all__ = ["helper"]\n',
  'beta.py': '"""Another place."""\nfrom gcprobe._impl import helper\n\n__all__ = ["helper"]\n',
  'old.py': '"""\n.. deprecated:: 2.0\n"""\n\n\ndef legacy():\n    """An old function."""\n    return 1\n',
  'zeta.py': '"""Imports the old function for its own use."""\nfrom gcprobe.old import legacy\n',
  'settings.py':
    'import os\n\n\ndef configure(environ=os.environ, cache=os.path.expanduser("~/.cache/gcprobe")):\n    """Read the settings."""\n    return environ, cache\n',
};

describe('Python runtime extraction: where an object is named (introspect.py)', function () {
  this.timeout(120_000);
  let dir = '';
  /** The probe package's records, extracted once with a marker variable in the environment. */
  let records: { name: string; sig: string }[] = [];
  before(function () {
    if (!hasSystemPython()) this.skip();
    dir = mkdtempSync(path.join(tmpdir(), 'gc-introspect-'));
    mkdirSync(path.join(dir, 'gcprobe'));
    for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(dir, 'gcprobe', file), text);
    const out = path.join(dir, 'records.jsonl');
    const env = { ...process.env, PYTHONPATH: dir, GC_PROBE_SECRET: 'do-not-ship-me' };
    execFileSync(SYSTEM_PYTHON, [introspect, 'gcprobe', out], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    records = readFileSync(out, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { name: string; sig: string });
  });
  after(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('names a re-exported function at the module that is not deprecated, and keeps the other ties as they were', () => {
    const names = new Set(records.map((r) => r.name));
    assert.ok(names.has('gcprobe.linalg.det'), [...names].join(' '));
    assert.ok(!names.has('gcprobe.dual.det'));
    assert.ok(names.has('gcprobe.alpha.helper') && !names.has('gcprobe.beta.helper'), [...names].join(' '));
    assert.ok(names.has('gcprobe.old.legacy') && !names.has('gcprobe.zeta.legacy'), [...names].join(' '));
  });

  it("writes a signature without the machine's environment or home directory", () => {
    const sig = records.find((r) => r.name === 'gcprobe.settings.configure')?.sig ?? '';
    assert.match(sig, /environ=os\.environ/);
    assert.match(sig, /cache='~\/\.cache\/gcprobe'/);
    assert.ok(!records.some((r) => r.sig.includes('do-not-ship-me')), 'an environment variable reached a signature');
  });
});
