/**
 * Share of an evaluation set's gold APIs that the base holds at all, by the eval README's matching rule:
 * names are compared after `::`, `/`, `#` and `.prototype.` are made dots, and a gold name whose last two
 * parts equal a record's last two parts is credited (`std::vec::Vec::iter` is found as `alloc::vec::Vec::iter`
 * or `std::vec::Vec::iter`; C's bare `strlen` only as a record named `strlen`).
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

export function normaliseApiName(name: string): string {
  return name.replace(/\.prototype\./g, '.').replace(/::/g, '.').replace(/[/#]/g, '.');
}

function lastTwo(normalised: string): string {
  return normalised.split('.').slice(-2).join('.');
}

/** Answers "does the base hold this gold name?" for one language's record names. */
export class GoldMatcher {
  private readonly full = new Set<string>();
  private readonly tails = new Set<string>();

  constructor(names: Iterable<string>) {
    for (const name of names) {
      const n = normaliseApiName(name);
      this.full.add(n);
      this.tails.add(lastTwo(n));
    }
  }

  has(gold: string): boolean {
    const n = normaliseApiName(gold);
    return this.full.has(n) || this.tails.has(lastTwo(n));
  }
}

export interface GoldShare {
  lang: string;
  found: number;
  total: number;
  /** Missing gold names, most frequent first. */
  missing: Array<[string, number]>;
}

interface EvalLine {
  lang: string;
  gold: string[];
}

/** Per language of the file: every gold occurrence counts once (a name gold in five items counts five times). */
export function goldShares(evalFile: string, namesByLang: Map<string, string[]>): GoldShare[] {
  const byLang = new Map<string, { matcher: GoldMatcher; found: number; total: number; missing: Map<string, number> }>();
  for (const line of readFileSync(evalFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const item = JSON.parse(line) as EvalLine;
    let entry = byLang.get(item.lang);
    if (!entry) {
      entry = { matcher: new GoldMatcher(namesByLang.get(item.lang) ?? []), found: 0, total: 0, missing: new Map() };
      byLang.set(item.lang, entry);
    }
    for (const gold of item.gold) {
      entry.total++;
      if (entry.matcher.has(gold)) entry.found++;
      else entry.missing.set(gold, (entry.missing.get(gold) ?? 0) + 1);
    }
  }
  return [...byLang.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([lang, e]) => ({ lang, found: e.found, total: e.total, missing: [...e.missing.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])) }));
}

/** The shared eval directory: `$GC_EVAL_DIR`, else the first `shared/eval` above the repository. */
export function findEvalDir(repoRoot: string): string | undefined {
  if (process.env.GC_EVAL_DIR) return process.env.GC_EVAL_DIR;
  let dir = path.resolve(repoRoot);
  for (;;) {
    const candidate = path.join(dir, 'shared', 'eval');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
