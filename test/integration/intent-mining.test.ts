import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/**
 * The intent miner (kb/pipeline/usage/python_intents.py, Python's standard library only) over the three
 * kinds of documentation it reads besides code: a gallery script, a notebook, and a Sphinx reST page.
 */
const miner = path.resolve(__dirname, '..', '..', 'kb', 'pipeline', 'usage', 'python_intents.py');

interface Example {
  k: string;
  t: string;
  a: string[];
}

const SIGNATURES = [
  // Listed before the public class of the same short name: `DataFrame` must still mean pandas.DataFrame.
  { lib: 'pandas', name: 'pandas.api.interchange.DataFrame', kind: 'class', sig: 'DataFrame()' },
  { lib: 'pandas', name: 'pandas.DataFrame', kind: 'class', sig: 'DataFrame(data=None)' },
  { lib: 'pandas', name: 'pandas.read_csv', kind: 'function', sig: 'read_csv(path)' },
  { lib: 'pandas', name: 'pandas.DataFrame.groupby', kind: 'method', sig: "DataFrame.groupby(by) -> 'DataFrameGroupBy'" },
  { lib: 'pandas', name: 'pandas.Series', kind: 'class', sig: 'Series(data=None)' },
  { lib: 'pandas', name: 'pandas.core.groupby.DataFrameGroupBy', kind: 'class', sig: 'DataFrameGroupBy(obj)' },
  { lib: 'pandas', name: 'pandas.core.groupby.SeriesGroupBy', kind: 'class', sig: 'SeriesGroupBy(obj)' },
  { lib: 'matplotlib', name: 'matplotlib.axes.Axes', kind: 'class', sig: 'Axes()' },
  { lib: 'matplotlib', name: 'matplotlib.figure.Figure', kind: 'class', sig: 'Figure()' },
  { lib: 'zipfile', name: 'zipfile.ZipFile', kind: 'class', sig: 'ZipFile(file)' },
];

const SCRIPT = `"""
==========================
Histogram of a CSV column
==========================

Reads a table and draws the histogram of one of its columns.
"""
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

# %%
# Load the measurements from disk

table = pd.read_csv("data.csv")
print(table.columns, np.nan)

fig, ax = plt.subplots()
ax.hist(table["x"])
plt.show()
`;

const NOTEBOOK = {
  cells: [
    { cell_type: 'code', source: ['import zipfile\n', 'import os\n'] },
    { cell_type: 'markdown', source: ['## Unpack the **archive**\n', 'into a fresh [folder](https://example.org).'] },
    { cell_type: 'code', source: ['%matplotlib inline\n', 'os.makedirs("out")\n', 'with zipfile.ZipFile("a.zip") as z:\n', '    z.extractall("out")\n'] },
  ],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 5,
};

const GUIDE = `Group by
========

To compute a statistic per category, group the frame by a column:

.. ipython:: python
   :suppress:

   df = pd.DataFrame({"A": [1, 2], "B": [3, 4]})
   @savefig groupby.png
   df.groupby("A").sum()

This block does not parse and is skipped on its own::

    df.groupby(

Joining path components is done with :func:\`os.path.join\`:

>>> import os
>>> os.path.join("a", "b")
'a/b'
`;

const TEST_FILE = `import pandas as pd
import pandas.testing as tm

def test_read_keeps_columns():
    \"\"\"Reading a CSV file keeps its columns in order.\"\"\"
    frame = pd.read_csv("a.csv")
    tm.assert_frame_equal(frame, frame)
`;

// Indexing a frame: one column is a Series, a mask a frame; accessors type their methods.
const COLUMNS = `import pandas as pd

def count_mentions(path, word):
    \"\"\"Count the rows whose text mentions a word, and the mean size per group of the long ones.\"\"\"
    frame = pd.read_csv(path)
    texts = frame["text"]
    hits = texts.str.contains(word)
    means = frame[frame["n"] > 1].groupby("k")["n"].mean()
    return frame["n"].apply(len).values, hits, means
`;

describe('intent miner over documentation (python_intents.py)', function () {
  this.timeout(60000);
  let dir: string;
  let examples: Example[];

  before(function () {
    const python = ['/usr/bin/python3', 'python3'].find((p) => {
      try {
        execFileSync(p, ['--version'], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    });
    if (!python) this.skip();
    dir = mkdtempSync(path.join(tmpdir(), 'gc-mine-'));
    const docs = path.join(dir, 'doc');
    mkdirSync(path.join(docs, 'lib-doc', 'examples'), { recursive: true });
    mkdirSync(path.join(docs, 'lib-doc', 'notebooks'), { recursive: true });
    mkdirSync(path.join(docs, 'lib-doc', 'html', '_sources', 'user_guide'), { recursive: true });
    writeFileSync(path.join(docs, 'lib-doc', 'examples', 'plot_hist.py'), SCRIPT);
    writeFileSync(path.join(docs, 'lib-doc', 'notebooks', 'unpack.ipynb'), JSON.stringify(NOTEBOOK));
    writeFileSync(path.join(docs, 'lib-doc', 'html', '_sources', 'user_guide', 'groupby.rst.txt'), GUIDE);
    mkdirSync(path.join(docs, 'lib-doc', 'tests'), { recursive: true });
    writeFileSync(path.join(docs, 'lib-doc', 'tests', 'test_frame.py'), TEST_FILE);
    writeFileSync(path.join(docs, 'lib-doc', 'examples', 'columns.py'), COLUMNS);
    // Outside `_sources`, a .txt file is not documentation source and is not read.
    writeFileSync(path.join(docs, 'lib-doc', 'notes.txt'), 'Zip it up:\n\n>>> import zipfile\n>>> zipfile.ZipFile("x")\n');
    const signatures = path.join(dir, 'signatures.jsonl');
    writeFileSync(signatures, SIGNATURES.map((s) => JSON.stringify(s)).join('\n') + '\n');
    const out = execFileSync(python!, [miner, signatures, docs], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    examples = out.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Example);
  });
  after(() => dir && rmSync(dir, { recursive: true, force: true }));

  const find = (kind: string, words: string) => examples.find((e) => e.k === kind && e.t.includes(words));

  it('pairs a gallery script\'s module docstring with everything its top level calls and reads', () => {
    const script = find('mod', 'Histogram of a CSV column');
    assert.ok(script, JSON.stringify(examples));
    assert.ok(!script.t.includes('===='), 'heading rules are not prose');
    // `table` is a pandas.DataFrame because read_csv returns one: its property read counts, a module
    // constant (np.nan) does not.
    assert.deepEqual(script.a, ['pandas.read_csv', 'pandas.DataFrame.columns', 'matplotlib.pyplot.subplots', 'matplotlib.axes.Axes.hist', 'matplotlib.pyplot.show']);
  });

  it('lets a `# %%` cell comment introduce its cell across the blank line', () => {
    const cell = find('cmt', 'Load the measurements from disk');
    assert.ok(cell, JSON.stringify(examples));
    assert.ok(cell.a.includes('pandas.read_csv'));
  });

  it('pairs a notebook\'s markdown with the next code cell, imports carried from earlier cells, magics ignored', () => {
    const cell = find('prose', 'Unpack the archive into a fresh folder');
    assert.ok(cell, JSON.stringify(examples));
    assert.deepEqual(cell.a, ['os.makedirs', 'zipfile.ZipFile', 'zipfile.ZipFile.extractall']);
  });

  it('pairs a reST paragraph with its code block, with the conventional aliases and without directive options', () => {
    const block = find('prose', 'group the frame by a column');
    assert.ok(block, JSON.stringify(examples));
    assert.deepEqual(block.a, ['pandas.DataFrame', 'pandas.core.groupby.DataFrameGroupBy.sum', 'pandas.DataFrame.groupby']);
    const doctest = find('prose', 'Joining path components is done with os.path.join');
    assert.ok(doctest, JSON.stringify(examples));
    assert.deepEqual(doctest.a, ['os.path.join']);
  });

  it('leaves a test\'s harness (assertions, pandas.testing) out of what the test describes', () => {
    const test = find('doc', 'Reading a CSV file keeps its columns in order');
    assert.ok(test, JSON.stringify(examples));
    assert.deepEqual(test.a, ['pandas.read_csv']);
  });

  it('types a frame\'s column as a Series, a masked frame as a frame, and the accessors\' methods', () => {
    const fn = find('doc', 'Count the rows whose text mentions a word');
    assert.ok(fn, JSON.stringify(examples));
    for (const api of ['pandas.read_csv', 'pandas.Series.str.contains', 'pandas.Series.str', 'pandas.DataFrame.groupby', 'pandas.core.groupby.SeriesGroupBy.mean', 'pandas.Series.apply', 'pandas.Series.values']) {
      assert.ok(fn.a.includes(api), `${api} in ${fn.a.join(' ')}`);
    }
  });

  it('skips a block that does not parse, keeps the rest, and reads no .txt outside `_sources`', () => {
    assert.ok(!examples.some((e) => e.t.includes('does not parse')));
    assert.ok(!examples.some((e) => e.t.includes('Zip it up')));
  });
});
