import { strict as assert } from 'node:assert';
import { MAX_QUESTION_CHARS, describeFlagged, flaggedNames, parsePageMessage, reaskQuestion } from '../../../src/shared/protocol';

describe('chat protocol: the hallucination guard', () => {
  const report = {
    calls: [
      { name: 'numpy.meam', written: 'np.meam', status: 'invented', suggestions: ['numpy.mean', 'numpy.median'] },
      { name: 'numpy.array', written: 'np.array', status: 'known', suggestions: [] },
      { name: 'pandas.DataFrame.foo', written: 'df.foo', status: 'unresolved', suggestions: [] },
    ],
    unknown_libraries: [{ name: 'nlltk', imitates: 'nltk' }, { name: 'madeup' }],
  };

  it('keeps only flagged names: unknown libraries and invented names, with their suggestions', () => {
    assert.deepEqual(flaggedNames(report), [
      { written: 'nlltk', name: 'nlltk', kind: 'unknown_library', suggestions: ['nltk'] },
      { written: 'madeup', name: 'madeup', kind: 'unknown_library', suggestions: [] },
      { written: 'np.meam', name: 'numpy.meam', kind: 'invented', suggestions: ['numpy.mean', 'numpy.median'] },
    ]);
    assert.deepEqual(flaggedNames(null), []);
  });

  it('describes each flagged name in one readable sentence', () => {
    const [typo, unknown, invented] = flaggedNames(report);
    assert.match(describeFlagged(typo!), /nlltk is not a known package.*nltk.*typosquat/);
    assert.match(describeFlagged(unknown!), /madeup is not in the knowledge base/);
    assert.equal(describeFlagged(invented!), 'numpy.meam does not exist in its library; real: numpy.mean, numpy.median');
  });

  it('re-asks the question with the flagged names and real alternatives, within the question limit', () => {
    const q = reaskQuestion('What is the mean of a list?', flaggedNames(report));
    assert.ok(q.startsWith('What is the mean of a list?\n\nYour previous answer used names that do not exist:'));
    assert.match(q, /numpy\.meam does not exist in its library; real: numpy\.mean/);
    assert.match(q, /nlltk/);
    const long = 'x'.repeat(MAX_QUESTION_CHARS - 10);
    assert.equal(reaskQuestion(long, flaggedNames(report)), long, 'no room: the question alone');
    assert.ok(Array.from(reaskQuestion('y'.repeat(3900), flaggedNames(report))).length <= MAX_QUESTION_CHARS);
  });

  it('accepts a chat/reask message from the page only with a turn id', () => {
    assert.deepEqual(parsePageMessage({ method: 'chat/reask', turnId: 't1' }), { method: 'chat/reask', turnId: 't1' });
    assert.equal(parsePageMessage({ method: 'chat/reask' }), undefined);
    assert.equal(parsePageMessage({ method: 'chat/reask', turnId: '' }), undefined);
    assert.equal(parsePageMessage({ method: 'chat/reask', turnId: 'x'.repeat(500) }), undefined);
  });
});
