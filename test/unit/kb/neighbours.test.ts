import { strict as assert } from 'node:assert';
import { deserializeIntents, serializeIntents, type IntentModel } from '../../../src/core/kb/intents';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { NEIGHBOUR_TUNING, voteNeighbours } from '../../../src/core/kb/neighbours';
import { TUNING, searchIndex } from '../../../src/core/kb/search';
import { EVERYDAY_TUNING } from '../../../src/core/kb/everyday-tasks';
import type { ApiRecord } from '../../../src/core/kb/types';
import { pythonRecord } from '../../support/records';
import { NeighbourCollector } from '../../../kb/pipeline/neighbours';
import { neighboursOnly } from '../../support/intents';

const record = (name: string, kind: string, doc: string): ApiRecord => pythonRecord(name, doc, kind);

// Doc lines that share no word with the task below: only the examples can bring these APIs.
const RECORDS: ApiRecord[] = [
  record('matplotlib.pyplot.subplots', 'function', 'Create a figure and a set of subplots.'),
  record('matplotlib.axes.Axes.hist', 'method', 'Compute and plot a histogram.'),
  record('matplotlib.axes.Axes.set_title', 'method', 'Set a title for the Axes.'),
  record('pandas.read_csv', 'function', 'Read a comma-separated values (csv) file into DataFrame.'),
  record('json.loads', 'function', 'Deserialize s to a Python object.'),
  record('os.remove', 'function', 'Remove (delete) the file path.'),
];
const id = (name: string) => RECORDS.findIndex((r) => r.name === name);

function collect(): NeighbourCollector {
  const c = new NeighbourCollector();
  const histogram = new Set([id('matplotlib.pyplot.subplots'), id('matplotlib.axes.Axes.hist'), id('matplotlib.axes.Axes.set_title')]);
  c.add('doc', ['draw', 'histogram', 'column', 'table'], histogram);
  c.add('prose', ['histogram', 'column', 'sale'], new Set([id('pandas.read_csv'), id('matplotlib.axes.Axes.hist')]));
  c.add('cmt', ['decode', 'payload', 'table'], new Set([id('json.loads')]));
  c.add('cmt', ['decode', 'payload', 'sale'], new Set([id('json.loads')]));
  c.add('doc', ['draw', 'histogram', 'column', 'table'], histogram); // the same example again: kept once
  c.add('name', ['draw', 'histogram'], new Set([id('os.remove')])); // a bare function name: too short to be near
  c.add('doc', ['unique', 'words', 'only'], new Set([id('os.remove')])); // words no other example says
  return c;
}

describe('neighbour route (nearest mined examples)', () => {
  it('keeps sentence examples once, without bare names, words said once, or examples left with one word', () => {
    const model = collect().build();
    assert.equal(model.length.length, 4);
    assert.equal(model.terms.has('payload'), true, 'said by two examples');
    assert.equal(model.terms.has('unique'), false);
    assert.equal(model.terms.has('draw'), false, 'said by one kept example only (the name example is not kept)');
    const apis = Array.from(model.apis);
    assert.ok(!apis.includes(id('os.remove')));
  });

  it('round-trips through the intent model file, and reading one buffer twice gives the same', () => {
    const neighbours = collect().build();
    const model: IntentModel = {
      lang: 'python', dataSha256: 'sha', examples: 4, terms: new Map(), start: new Int32Array(1), records: new Int32Array(0), weights: new Uint8Array(0), neighbours,
    };
    const bytes = serializeIntents(model);
    for (let i = 0; i < 2; i++) {
      const back = deserializeIntents(bytes, 'sha', RECORDS.length)!.neighbours!;
      assert.deepEqual([...back.terms], [...neighbours.terms]);
      for (const key of ['termStart', 'length', 'apiStart', 'apis'] as const) {
        assert.deepEqual(Array.from(back[key]), Array.from(neighbours[key]), key);
      }
      assert.deepEqual(Array.from(back.postings.values()), Array.from(neighbours.postings.values()), 'postings');
      assert.deepEqual(back.kindNames, ['doc', 'prose', 'cmt']);
      assert.deepEqual(Array.from(back.kinds!), Array.from(neighbours.kinds!));
      assert.deepEqual(Array.from(back.kinds!, (k) => back.kindNames![k]), ['doc', 'prose', 'cmt', 'cmt']);
    }
    assert.throws(() => deserializeIntents(bytes, 'sha', 2), /records the data file does not have/);
  });

  it('reads a model written before examples had kinds, and refuses a kind the header does not name', () => {
    const { kinds, kindNames, ...untyped } = collect().build();
    const base = { lang: 'python', dataSha256: 'sha', examples: 4, terms: new Map(), start: new Int32Array(1), records: new Int32Array(0), weights: new Uint8Array(0) };
    const back = deserializeIntents(serializeIntents({ ...base, neighbours: untyped }), 'sha', RECORDS.length)!.neighbours!;
    assert.equal(back.kinds, undefined);
    assert.deepEqual(Array.from(back.apis), Array.from(untyped.apis));
    const votes = new Float32Array(RECORDS.length);
    assert.equal(voteNeighbours(back, ['histogram', 'column', 'table'], votes, []), 1, 'votes, every kind weighing 1');
    const bad = Uint8Array.from(kinds!, () => kindNames!.length);
    assert.throws(() => deserializeIntents(serializeIntents({ ...base, neighbours: { ...untyped, kinds: bad, kindNames } }), 'sha', RECORDS.length), /kind the header does not name/);
  });

  it('weighs an example\'s vote by its kind of text', () => {
    const model = collect().build();
    const voteOf = (weights: Record<string, number>) => {
      const saved = NEIGHBOUR_TUNING.kindWeight;
      NEIGHBOUR_TUNING.kindWeight = weights;
      try {
        const votes = new Float32Array(RECORDS.length);
        voteNeighbours(model, ['histogram', 'column', 'sale'], votes, []);
        return votes;
      } finally {
        NEIGHBOUR_TUNING.kindWeight = saved;
      }
    };
    // The prose example (read_csv + hist) is the nearest; the docstring example (subplots, hist, set_title) next.
    const even = voteOf({});
    assert.ok(even[id('pandas.read_csv')] > even[id('matplotlib.axes.Axes.set_title')], 'the nearest example votes most');
    const lessProse = voteOf({ prose: 0.1 });
    assert.ok(lessProse[id('pandas.read_csv')] < lessProse[id('matplotlib.axes.Axes.set_title')], 'documentation prose counts less');
    assert.equal(lessProse[id('matplotlib.axes.Axes.set_title')], even[id('matplotlib.axes.Axes.set_title')], 'other kinds unchanged');
  });

  it('lets the nearest examples vote for every API they call, the nearest most', () => {
    const model = collect().build();
    const votes = new Float32Array(RECORDS.length);
    const voted: number[] = [];
    const best = voteNeighbours(model, ['histogram', 'column', 'table'], votes, voted);
    assert.ok(best > 0);
    assert.ok(votes[id('matplotlib.axes.Axes.set_title')] > 0, 'scaffolding comes with the example');
    assert.ok(votes[id('matplotlib.axes.Axes.hist')] > votes[id('pandas.read_csv')], 'called by both near examples');
    assert.ok(votes[id('matplotlib.axes.Axes.hist')] > votes[id('json.loads')]);
    const none = new Float32Array(RECORDS.length);
    assert.equal(voteNeighbours(model, ['nothing', 'known'], none, []), 0);
  });

  it('brings an example\'s calls into the search results, confident only when the question is answerable', () => {
    const index = buildLangIndex('python', RECORDS);
    index.intents = neighboursOnly('python', 4, collect().build());
    const question = 'histogram of a column of the table, read from csv';
    const found = searchIndex(index, { question, k: 6, allowWeak: false }).map((r) => RECORDS[r.index].name);
    assert.ok(found.includes('matplotlib.axes.Axes.set_title'), found.join(' '));
    assert.ok(found.includes('pandas.read_csv'), found.join(' '));
    // Nothing in the base answers this lexically: the examples alone do not make it confident.
    const unanswerable = searchIndex(index, { question: 'table column', k: 6, allowWeak: false });
    assert.deepEqual(unanswerable, []);
    assert.ok(searchIndex(index, { question: 'table column', k: 6, allowWeak: true }).length > 0);
  });

  it('lets each clause of a task bring its own examples\' calls, not only the weightiest clause\'s', () => {
    // Many examples about histograms of columns, a few about decoding payloads.
    const c = new NeighbourCollector();
    const histogram = new Set([id('matplotlib.pyplot.subplots'), id('matplotlib.axes.Axes.hist'), id('matplotlib.axes.Axes.set_title')]);
    for (const extra of ['sale', 'price', 'age', 'score', 'height']) c.add('doc', ['draw', 'histogram', 'column', 'table', 'title', 'label', extra], histogram);
    c.add('doc', ['histogram', 'column', 'csv', 'sale'], new Set([id('pandas.read_csv'), id('matplotlib.axes.Axes.hist')]));
    // Docstrings, like the histogram examples: the test is about clauses, not kinds of text.
    c.add('doc', ['decode', 'payload', 'price', 'base', 'byte', 'header', 'field', 'sale'], new Set([id('json.loads')]));
    c.add('doc', ['decode', 'payload', 'age', 'base', 'byte', 'header', 'field', 'score'], new Set([id('json.loads')]));
    const index = buildLangIndex('python', RECORDS);
    index.intents = neighboursOnly('python', 8, c.build());
    const question = 'Draw a histogram of each column of the table with a title and labels, and decode the payload.';
    const rankOf = (name: string) => searchIndex(index, { question, k: 6, allowWeak: true }).findIndex((r) => RECORDS[r.index].name === name);
    const saved = TUNING.clauseShare;
    const savedFullAt = TUNING.neighbourFullAt;
    const savedEveryday = { ...EVERYDAY_TUNING };
    try {
      // A model of eight examples: its share is kept whole here, the test is about clauses (and not about the
      // everyday table, whose chart scaffold this question's "histogram" also reads: everyday-tasks/charts.ts).
      TUNING.neighbourFullAt = 1;
      Object.assign(EVERYDAY_TUNING, { share: 0, longQuestionShare: { python: 0 } });
      TUNING.clauseShare = 0;
      const wholeOnly = rankOf('json.loads');
      TUNING.clauseShare = saved;
      const byClause = rankOf('json.loads');
      assert.ok(byClause >= 0 && (wholeOnly < 0 || byClause < wholeOnly), `json.loads at ${byClause} by clause, ${wholeOnly} without`);
      assert.ok(byClause < rankOf('pandas.read_csv'), 'the decoding step outranks a call the histogram examples make once');
    } finally {
      TUNING.clauseShare = saved;
      TUNING.neighbourFullAt = savedFullAt;
      Object.assign(EVERYDAY_TUNING, savedEveryday);
    }
  });

  it('gives a model of few examples a smaller share than one of many', () => {
    const index = buildLangIndex('python', RECORDS);
    index.intents = neighboursOnly('python', 4, collect().build());
    const question = 'histogram of a column of the table, read from csv';
    // Axes.set_title comes from the examples alone: its score is the neighbours' share of the total.
    const scoreOf = () => searchIndex(index, { question, k: 6, allowWeak: true }).find((r) => RECORDS[r.index].name === 'matplotlib.axes.Axes.set_title')?.score ?? 0;
    const saved = TUNING.neighbourFullAt;
    try {
      TUNING.neighbourFullAt = 1;
      const many = scoreOf();
      TUNING.neighbourFullAt = 400;
      const few = scoreOf();
      assert.ok(many > 0, 'the examples bring set_title');
      assert.ok(few < many, `share of a small model ${few}, of a large one ${many}`);
    } finally {
      TUNING.neighbourFullAt = saved;
    }
  });
});
