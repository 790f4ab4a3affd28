import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { everydayFigures, formatEverydayFigures, paraphrasedQuestions, readEverydayParaphrases, readEverydayQuestions } from '../../bench/everyday-questions';
import type { KnowledgeBase } from '../../src/core/kb/types';
import { creditLoosely, frequencyLists, frequencyOnOtherHalf, halfOf } from '../../bench/multi-language';
import { metricsOf, type EvalItem } from '../../bench/retrieval-metrics';

/** Question ids that fall on the given half (the halves are a hash of the id). */
function idsOn(half: 'A' | 'B', count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count; i++) if (halfOf(`q${i}`) === half) ids.push(`q${i}`);
  return ids;
}

const item = (id: string, gold: string[]): EvalItem => ({ id, question: id, lang: 'c', gold }) as EvalItem;

describe('the benchmark frequency lists', () => {
  it('credits a name by the set rule: separators as dots, .prototype. dropped, the last two parts', () => {
    const gold = item('q', ['Array.prototype.push', 'std::io::stdin', 'strlen']);
    assert.deepEqual(creditLoosely(gold, ['Array.push', 'io::stdin', 'strlen', 'strcmp']), ['Array.prototype.push', 'std::io::stdin', 'strlen', 'strcmp']);
  });

  it('counts each question once per API and breaks ties by name', () => {
    const lists = frequencyLists([item('a', ['rand', 'rand', 'atoi']), item('b', ['atoi', 'cos'])], 2);
    assert.deepEqual(lists.get('c'), ['atoi', 'cos']);
  });

  it('scores each half with the list counted on the other one, so a list cannot be counted on its own answers', () => {
    const [a1, a2] = idsOn('A', 2);
    const [b1, b2] = idsOn('B', 2);
    // Half A calls strlen, half B calls rand: the in-sample list finds both, the other half's finds neither.
    const items = [item(a1, ['strlen']), item(a2, ['strlen']), item(b1, ['rand']), item(b2, ['rand'])];
    const inSample = frequencyLists(items).get('c')!;
    assert.equal(metricsOf(items.map((i) => ({ item: i, names: creditLoosely(i, inSample) }))).hit10, 1);
    const other = frequencyOnOtherHalf(items);
    assert.equal(other.length, 4);
    assert.deepEqual(other.find((r) => r.item.id === a1)!.names, ['rand']);
    assert.deepEqual(other.find((r) => r.item.id === b1)!.names, ['strlen']);
    assert.equal(metricsOf(other).hit10, 0);
  });
});

/** Words a question says that name no library, however an API's path spells them (`gopkg.in`). */
const PLAIN = new Set(['an', 'the', 'in', 'to', 'with', 'of', 'and', 'for', 'from', 'on', 'by', 'as', 'go', 'get', 'set', 'new', 'is']);

describe('the benchmark everyday questions', () => {
  /** A base that answers each question with a fixed page: only `retrieve` is used. */
  const pages: Record<string, string[]> = {
    'sort an array': ['Array.sort', 'Array.push'],
    'reverse an array': ['Array.push', 'Array.join', 'Math.max', 'Math.min', 'String.split', 'Array.reverse'],
    'get the CPU count': ['std::mem::size_of', 'std::thread::available_parallelism'],
  };
  const kb = { retrieve: async ({ question }: { question: string }) => ({ apis: (pages[question] ?? []).map((name) => ({ name })) }) } as unknown as KnowledgeBase;

  it('counts a question answered first, within the first five, or missed (sixth is a miss), per language', async () => {
    const figures = await everydayFigures(kb, [
      { question: 'sort an array', lang: 'javascript', expect: ['Array.sort'] },
      { question: 'reverse an array', lang: 'javascript', expect: ['Array.reverse'] },
      { question: 'get the CPU count', lang: 'rust', expect: ['std::thread::available_parallelism', 'num_cpus::get'] },
    ]);
    assert.deepEqual(
      figures.map(({ lang, questions, first, firstFive }) => ({ lang, questions, first, firstFive })),
      [
        { lang: 'javascript', questions: 2, first: 1, firstFive: 1 },
        { lang: 'rust', questions: 1, first: 0, firstFive: 1 },
      ],
    );
    assert.equal(figures[0].misses.length, 1);
    assert.match(figures[0].misses[0], /reverse an array.*Array\.reverse/);
    const text = formatEverydayFigures(figures);
    assert.match(text, /all\s+first 1\/3 = 0\.33\s+first five 2\/3 = 0\.67$/m);
    // Anywhere on the page: "reverse an array" is sixth.
    assert.deepEqual(figures.map((f) => f.firstTen), [2, 1]);
    assert.match(formatEverydayFigures(figures, { firstTen: true }), /all\s+first 1\/3 = 0\.33\s+first five 2\/3 = 0\.67\s+first ten 3\/3 = 1\.00/);
  });

  it('holds library questions that each name the library of the APIs they expect', () => {
    const questions = readEverydayQuestions(path.join(__dirname, '..', '..', 'bench', 'library-questions.jsonl'));
    assert.ok(questions.length >= 80, `${questions.length} questions`);
    for (const q of questions) {
      assert.ok(['c', 'go', 'java', 'javascript', 'rust', 'python'].includes(q.lang) && q.expect.length > 0, JSON.stringify(q));
      // The question says the library of an expected API, by a word of its name or by the name it is known by.
      const known: Record<string, string> = { pillow: 'pil', 'scikit-learn': 'sklearn', pyyaml: 'yaml', beautifulsoup: 'bs4', opencv: 'cv2', guava: 'google', okhttp: 'okhttp3', cypress: 'cy' };
      const words = (text: string) => text.toLowerCase().split(/[^a-z0-9_]+/).filter((w) => w.length >= 2 && !PLAIN.has(w));
      const said = new Set(words(q.question.replace(/[\w-]+/g, (w) => known[w.toLowerCase()] ?? w)));
      // An API's library: its name without the member, up to its first class (`axios.Axios.post`: axios).
      const libraryOf = (api: string) => {
        const segments = api.split(/::|\.(?=[A-Za-z_])/);
        const upTo = segments.findIndex((segment, i) => i > 0 && /^[A-Z]/.test(segment));
        return segments.slice(0, Math.max(1, Math.min(upTo < 0 ? Infinity : upTo, segments.length - 1))).join(' ');
      };
      // A language's own class (`Array.sort`) is no library a question chooses.
      assert.ok(q.expect.some((api) => !/^[A-Z][a-z]/.test(api) && words(libraryOf(api)).some((w) => said.has(w))), q.question);
    }
  });

  it('asks a paraphrase in every language its original is asked in, with the original\'s APIs, per style', () => {
    const questions = [
      { question: 'reverse an array', lang: 'javascript', expect: ['Array.reverse'] },
      { question: 'reverse an array', lang: 'go', expect: ['slices.Reverse'] },
      { question: 'sort an array', lang: 'javascript', expect: ['Array.sort'] },
    ];
    const styles = paraphrasedQuestions(questions, [
      { original: 'reverse an array', question: 'flip an array back to front', style: 'described' },
      { original: 'sort an array', question: 'how do I order an array?', style: 'asked' },
    ]);
    assert.deepEqual([...styles.keys()], ['described', 'asked']);
    assert.deepEqual(styles.get('described'), [
      { question: 'flip an array back to front', lang: 'javascript', expect: ['Array.reverse'] },
      { question: 'flip an array back to front', lang: 'go', expect: ['slices.Reverse'] },
    ]);
    assert.deepEqual(styles.get('asked'), [{ question: 'how do I order an array?', lang: 'javascript', expect: ['Array.sort'] }]);
    assert.throws(() => paraphrasedQuestions(questions, [{ original: 'rename a file', question: 'give a file a new name', style: 'asked' }]), /does not have: "rename a file"/);
  });

  it('holds one paraphrase of every question per style, none of them the original again', () => {
    const bench = path.join(__dirname, '..', '..', 'bench');
    const originals = new Set(readEverydayQuestions(path.join(bench, 'everyday-questions.jsonl')).map((q) => q.question));
    const paraphrases = readEverydayParaphrases(path.join(bench, 'everyday-paraphrases.jsonl'));
    for (const style of ['asked', 'described']) {
      const said = paraphrases.filter((p) => p.style === style);
      assert.deepEqual(new Set(said.map((p) => p.original)), originals, style);
      assert.equal(said.length, originals.size, `${style}: one paraphrase each`);
    }
    assert.equal(paraphrases.length, 2 * originals.size, 'no third style');
    for (const p of paraphrases) assert.notEqual(p.question.trim().toLowerCase(), p.original.toLowerCase(), p.question);
  });

  it('holds well-formed questions: a known language, a question, at least one expected API, no question twice', () => {
    const questions = readEverydayQuestions(path.join(__dirname, '..', '..', 'bench', 'everyday-questions.jsonl'));
    assert.ok(questions.length >= 300, `${questions.length} questions`);
    const seen = new Set<string>();
    for (const q of questions) {
      assert.ok(['c', 'go', 'java', 'javascript', 'rust', 'python'].includes(q.lang), q.lang);
      assert.ok(q.question.trim() && q.expect.length > 0, JSON.stringify(q));
      assert.ok(!seen.has(`${q.lang}:${q.question}`), `twice: ${q.lang} ${q.question}`);
      seen.add(`${q.lang}:${q.question}`);
    }
  });
});
