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
 * A signature carries nothing of the machine or the run that extracted it: not its environment (a default of
 * `os.environ` printed every variable), not its command line, not its home directory, not a random UUID an
 * import drew (xarray's default lock printed another one at every extraction), and a default drawn at random
 * at import is the same at every extraction; a UUID the code spells as a string is its own and stays.
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
    'import os\nimport sys\n\n\ndef run(argv=sys.argv):\n    """Run the command line."""\n    return argv\n\n\ndef configure(environ=os.environ, cache=os.path.expanduser("~/.cache/gcprobe")):\n    """Read the settings."""\n    return environ, cache\n',
  // A default object whose printed form holds a UUID drawn at import, beside a UUID the code spells.
  'locks.py':
    'import uuid\n\n\nclass Lock:\n    """A lock."""\n\n    def __init__(self):\n        self.key = str(uuid.uuid4())\n\n    def __repr__(self):\n        return f"<Lock: {self.key}>"\n\n\n' +
    'DEFAULT = Lock()\n\n\ndef open_store(lock=DEFAULT, namespace="6ba7b810-9dad-41d1-80b4-00c04fd430c8"):\n    """Open a store."""\n    return lock, namespace\n',
  // A default drawn at random when the module is imported (as redis's Graph(name=random_string())).
  'graphs.py':
    'import random\nimport string\n\n\ndef graph(name="".join(random.choice(string.ascii_lowercase) for _ in range(10))):\n    """A graph."""\n    return name\n',
};

describe('Python runtime extraction: where an object is named (introspect.py)', function () {
  this.timeout(120_000);
  let dir = '';
  /** The probe package's records, extracted twice (into two files) with a marker variable in the environment. */
  let records: { name: string; sig: string }[] = [];
  let again: { name: string; sig: string }[] = [];
  before(function () {
    if (!hasSystemPython()) this.skip();
    dir = mkdtempSync(path.join(tmpdir(), 'gc-introspect-'));
    mkdirSync(path.join(dir, 'gcprobe'));
    for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(dir, 'gcprobe', file), text);
    const extract = (out: string) => {
      const env = { ...process.env, PYTHONPATH: dir, GC_PROBE_SECRET: 'do-not-ship-me' };
      execFileSync(SYSTEM_PYTHON, [introspect, 'gcprobe', out], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      return readFileSync(out, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { name: string; sig: string });
    };
    records = extract(path.join(dir, 'records.jsonl'));
    again = extract(path.join(dir, 'again.jsonl'));
  });
  after(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('names a re-exported function at the module that is not deprecated, and keeps the other ties as they were', () => {
    const names = new Set(records.map((r) => r.name));
    assert.ok(names.has('gcprobe.linalg.det'), [...names].join(' '));
    assert.ok(!names.has('gcprobe.dual.det'));
    assert.ok(names.has('gcprobe.alpha.helper') && !names.has('gcprobe.beta.helper'), [...names].join(' '));
    assert.ok(names.has('gcprobe.old.legacy') && !names.has('gcprobe.zeta.legacy'), [...names].join(' '));
  });

  it("writes a signature without the machine's environment, command line or home directory", () => {
    const sig = records.find((r) => r.name === 'gcprobe.settings.configure')?.sig ?? '';
    assert.match(sig, /environ=os\.environ/);
    assert.match(sig, /cache='~\/\.cache\/gcprobe'/);
    assert.ok(!records.some((r) => r.sig.includes('do-not-ship-me')), 'an environment variable reached a signature');
    assert.match(records.find((r) => r.name === 'gcprobe.settings.run')?.sig ?? '', /^run\(argv=sys\.argv\)$/);
    assert.ok(!records.some((r) => r.sig.includes('introspect.py') || r.sig.includes(dir)), 'the command line reached a signature');
  });

  it('writes the same records at every extraction (defaults drawn at random when a module is imported)', () => {
    assert.ok(records.some((r) => r.name === 'gcprobe.graphs.graph'));
    assert.deepEqual(again, records);
  });

  it('writes a default object without the random UUID its import drew, and keeps a UUID the code spells', () => {
    const sig = records.find((r) => r.name === 'gcprobe.locks.open_store')?.sig ?? '';
    assert.match(sig, /lock=<Lock: …>/, sig);
    assert.match(sig, /namespace='6ba7b810-9dad-41d1-80b4-00c04fd430c8'/, sig);
  });
});
