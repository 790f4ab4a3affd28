import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { searchIndex } from '../../../src/core/kb/search';
import { compoundSplitter } from '../../../src/core/kb/tokenize';
import type { ApiRecord } from '../../../src/core/kb/types';
import { pythonRecord } from '../../support/records';

describe('run-together names', () => {
  const split = compoundSplitter(new Set(['find', 'list', 'dir', 'make', 'hex', 'digest', 'url', 'open', 'host', 'name', 'file', 'group']));

  it('splits a name into the fewest known words that cover it exactly', () => {
    assert.deepEqual(split('findall'), []); // `all` is not in this vocabulary
    assert.deepEqual(split('listdir'), ['list', 'dir']);
    assert.deepEqual(split('makedirs'), ['make', 'dir']); // pieces are stemmed like every term
    assert.deepEqual(split('hexdigest'), ['hex', 'digest']);
    assert.deepEqual(split('gethostbyname'), []); // `get` unknown: no exact cover
    assert.deepEqual(compoundSplitter(new Set(['get', 'host', 'name']))('gethostbyname'), ['get', 'host', 'by', 'name']);
  });

  it('starts with the short words names use (is, to, as, by) but never splits a word into one piece or letters', () => {
    assert.deepEqual(split('isfile'), ['is', 'file']);
    assert.deepEqual(split('groupby'), ['group', 'by']);
    assert.deepEqual(split('urlopen'), ['url', 'open']);
    assert.deepEqual(split('group'), [], 'a known word stays whole');
    assert.deepEqual(split('find'), [], 'shorter than five letters');
    assert.deepEqual(split('read_csv'), [], 'only plain lower-case words');
    assert.deepEqual(split('xyzzyq'), []);
  });

  describe('in the index', () => {
    const record = (name: string, doc: string): ApiRecord => pythonRecord(name, doc);
    // The vocabulary comes from the base's own names: find_all, list_files, is_dir, … use these words alone.
    const vocabulary = ['bs4.Tag.find_all', 'bs4.Tag.find_next', 'shutil.list_files', 'pathlib.Path.is_dir', 'os.scan_dir', 'glob.all_files', 'glob.all_dirs'];
    const records = [
      record('re.findall', 'Return a list of all non-overlapping matches in the string.'),
      record('os.listdir', 'Return a list containing the names of the entries in the directory given by path.'),
      record('tk.window', 'A top-level widget.'),
      ...vocabulary.map((name) => record(name, '')),
      // Prose uses `window` as a word in many doc lines: it is not a compound of `win` and `dow`.
      ...Array.from({ length: 25 }, (_, i) => record(`gui.widget${i}`, `Place it in a window number ${i}.`)),
      record('gui.win_open', ''), record('gui.win_close', ''), record('cal.dow_name', ''), record('cal.dow_index', ''),
    ];
    const index = buildLangIndex('python', records);
    const top = (question: string) => searchIndex(index, { question, k: 3, allowWeak: true }).map((r) => records[r.index].name);

    it('finds a run-together API by the words a question spells out', () => {
      assert.equal(top('find all occurrences')[0], 're.findall');
      assert.equal(top('list a directory')[0], 'os.listdir');
    });

    it('keeps a word prose uses as a word whole', () => {
      assert.ok(!top('dow').includes('tk.window'), top('dow').join(' '));
    });
  });
});
