import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { searchIndex } from '../../../src/core/kb/search';
import { UI_TOOLKIT_TUNING } from '../../../src/core/kb/ui-toolkits';
import type { ApiRecord } from '../../../src/core/kb/types';
import { functionRecord } from '../../support/records';

/**
 * A Java base in which a Swing method's documentation matches "list the values" better than the
 * collection method a program calls: as Java's Swing-heavy purpose routes put `JList` on such pages.
 */
const RECORDS: ApiRecord[] = [
  functionRecord('java', 'javax.swing', 'javax.swing.JList.getSelectedValuesList', 'Returns a list of all the selected values in the list of values.'),
  functionRecord('java', 'java.awt', 'java.awt.List.getItems', 'Gets the items in the list of values.'),
  functionRecord('java', 'java.util', 'java.util.HashMap.values', 'Returns the values contained in this map as a list.'),
];

function ranked(question: string, share = UI_TOOLKIT_TUNING.share): string[] {
  const saved = UI_TOOLKIT_TUNING.share;
  UI_TOOLKIT_TUNING.share = share;
  try {
    const index = buildLangIndex('java', RECORDS);
    return searchIndex(index, { question, k: 3, allowWeak: true }).map((h) => RECORDS[h.index].name);
  } finally {
    UI_TOOLKIT_TUNING.share = saved;
  }
}

describe('UI toolkits only for UI questions (ui-toolkits.ts)', () => {
  it('lowers Swing and AWT on a question that says nothing of a user interface', () => {
    // Without the rule the Swing record's words win.
    assert.equal(ranked('return the values in the list', 1)[0], 'javax.swing.JList.getSelectedValuesList');
    assert.equal(ranked('return the values in the list')[0], 'java.util.HashMap.values');
  });

  it('keeps them as ranked when the question is about a window, a button or the toolkit', () => {
    assert.equal(ranked('return the values in the list in the window')[0], 'javax.swing.JList.getSelectedValuesList');
    assert.equal(ranked('with swing, return the values in the list')[0], 'javax.swing.JList.getSelectedValuesList');
    // AWT's beep, clipboard and desktop browser, Swing's progress bars and message boxes are user interface too.
    for (const words of ['beep', 'ring the bell', 'to the clipboard', 'in a progress bar', 'in a message box', 'open the browser']) {
      assert.equal(ranked(`return the values in the list ${words}`)[0], 'javax.swing.JList.getSelectedValuesList', words);
    }
  });

  it('leaves other languages alone', () => {
    const records = RECORDS.map((r) => ({ ...r, lang: 'javascript', id: `javascript:${r.name}` }));
    const index = buildLangIndex('javascript', records);
    const first = searchIndex(index, { question: 'return the values in the list', k: 3, allowWeak: true })[0];
    assert.equal(records[first.index].name, 'javax.swing.JList.getSelectedValuesList');
  });
});
