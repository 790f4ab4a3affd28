/** Retrieval quality metrics over a labelled set: hit@k, recall@k, MRR, sliced. */

export interface EvalItem {
  id: string;
  source: string;
  question: string;
  lang: string;
  gold: string[];
  libs: string[];
  api_named_in_question?: boolean;
}

export interface ItemResult {
  item: EvalItem;
  names: string[];
}

export interface Metrics {
  n: number;
  hit1: number;
  hit5: number;
  hit10: number;
  recall10: number;
  mrr: number;
}

/** One question's figures: where the first gold API stands on its page of ten (-1: not on it), and its recall@10. */
export function scoreOfItem({ item, names }: ItemResult): { first: number; recall10: number } {
  const gold = new Set(item.gold);
  const page = names.slice(0, 10);
  return { first: page.findIndex((n) => gold.has(n)), recall10: new Set(page.filter((n) => gold.has(n))).size / gold.size };
}

export function metricsOf(results: ItemResult[]): Metrics {
  let hit1 = 0, hit5 = 0, hit10 = 0, recall = 0, mrr = 0;
  for (const result of results) {
    const { first, recall10 } = scoreOfItem(result);
    if (first === 0) hit1++;
    if (first >= 0 && first < 5) hit5++;
    if (first >= 0) {
      hit10++;
      mrr += 1 / (first + 1);
    }
    recall += recall10;
  }
  const n = results.length || 1;
  return { n: results.length, hit1: hit1 / n, hit5: hit5 / n, hit10: hit10 / n, recall10: recall / n, mrr: mrr / n };
}

export function formatMetrics(label: string, m: Metrics): string {
  const f = (x: number) => x.toFixed(3);
  return `${label.padEnd(28)} n=${String(m.n).padStart(4)}  hit@1 ${f(m.hit1)}  hit@5 ${f(m.hit5)}  hit@10 ${f(m.hit10)}  recall@10 ${f(m.recall10)}  MRR ${f(m.mrr)}`;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
