/**
 * The checker's figures (issue 20), per language, on sets built from real code (bench/check/snippets.ts):
 * - false alarms: the share of real snippets with any flag (an invented name or an unknown library);
 * - recall on the same snippets with a known name renamed (a typo, an invented member, an invented
 *   submodule) and with a published package's import renamed (a typo of it, an invented package);
 * - time per check once the base is loaded (all snippets, and those of 80-120 lines).
 * Runs the checker in-process on names built from the shipped data files, as the worker does.
 *
 *   bash bench/check/corpus.sh && npx tsx bench/check/run.ts [--kb DIR] [--limit N] [--show N] [--only SET] [--half a|b]
 *
 * `--half a|b` keeps the snippets whose id hashes even (a) or odd (b): rules are worked out on one
 * half's flags and misses and kept only if they hold on the other.
 */
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LinesCheckBase, readPublished } from '../../src/core/check/base';
import { blankCLike, blankPython } from '../../src/core/check/blank';
import { checkCode, warmCheckTables, type CheckReport } from '../../src/core/check/check';
import { readerFor, rootStatusFor } from '../../src/core/check/languages';
import { warmSuggestions } from '../../src/core/check/suggest';
import { readDataLines, readManifest } from '../../src/core/kb/load';
import { hash, inventPackage, mutateImport, mutateMember, type MemberKind } from './mutate';
import { loadSnippets } from './snippets';

const root = path.resolve(__dirname, '..', '..');
function arg(flag: string, fallback: string): string {
  const i = process.argv.indexOf(flag);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const kbDir = path.resolve(arg('--kb', path.join(root, 'kb')));
const limit = Number(arg('--limit', '300'));
const show = Number(arg('--show', '0'));
const only = arg('--only', '');
const half = arg('--half', '');

/** The code with comments and string contents blanked, as the readers see it. */
function codeOnly(lang: string, code: string): string {
  if (lang === 'python') return blankPython(code);
  return blankCLike(code, { singleQuotes: lang !== 'rust', backticks: lang === 'javascript' || lang === 'go' });
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');
const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export async function runCheckBench(): Promise<void> {
  const manifest = await readManifest(kbDir);
  const lines = new Map<string, string[]>();
  for (const entry of manifest.files) lines.set(entry.lang, await readDataLines(kbDir, entry));
  const base = new LinesCheckBase(lines, await readPublished(kbDir));
  const snippets = loadSnippets(path.join(root, 'bench', '.work', 'check-corpus'), path.join(root, 'node_modules'), limit);
  console.log(`\nhallucination guard (src/core/check) on real code from Debian and npm (bench/check/corpus.sh), at most ${limit} snippets per language`);
  console.log('lang        snippets  false-flag  members caught (typo / member / submodule)        packages caught   p50 ms  p95 ms  p95 ms 80-120 lines');
  for (const [set, all] of snippets) {
    const list = half === '' ? all : all.filter((s) => hash(s.id) % 2 === (half === 'a' ? 0 : 1));
    const lang = list[0]?.lang ?? set;
    if (only && set !== only) continue;
    if (list.length === 0) {
      console.log(`${set.padEnd(12)}no snippets (run bash bench/check/corpus.sh)`);
      continue;
    }
    const started = performance.now();
    const names = base.names(lang);
    if (!names) continue;
    const buildMs = performance.now() - started;
    // "Once the base is loaded": the worker builds the suggestion tables in its warm-up.
    warmSuggestions(names);
    warmCheckTables(base, lang);
    checkCode(base, { lang, code: list[0].code });
    let flaggedSnippets = 0;
    const times: number[] = [];
    const hundred: number[] = [];
    const caught: Record<MemberKind | 'package', [number, number]> = { typo: [0, 0], member: [0, 0], submodule: [0, 0], package: [0, 0] };
    const falseFlags: string[] = [];
    const misses: string[] = [];
    const judgeRoot = rootStatusFor(lang);
    for (const s of list) {
      const t = performance.now();
      const report: CheckReport = checkCode(base, { lang, code: s.code });
      const ms = performance.now() - t;
      times.push(ms);
      const n = s.code.split('\n').length;
      if (n >= 80 && n <= 120) hundred.push(ms);
      if (report.flagged > 0) {
        flaggedSnippets++;
        falseFlags.push(`${s.id}: ${[...report.invented, ...report.unknown_libraries.map((u) => `lib ${u.name}`)].join(', ')}`);
      }
      const seed = hash(s.id);
      // One member mutation per snippet, the kinds in turn.
      // Calls, as the issue asks: models invent the functions and methods they call.
      const known = report.calls.filter((c) => c.status === 'known' && c.use === 'call');
      if (known.length > 0) {
        const call = known[seed % known.length];
        const kind = (['typo', 'member', 'submodule'] as const)[seed % 3];
        const sep = lang === 'c' ? '' : lang === 'rust' ? '::' : '.';
        const m = mutateMember(s.code, call, sep, kind, seed >>> 3);
        // A rename that happens to be a real name is no invention, nor one that only changed comments
        // or strings (the name written out in a docstring): both left out.
        if (m && !names.kinds.has(call.name.replace(/[^.:]+$/, m.marker)) && codeOnly(lang, m.code) !== codeOnly(lang, s.code)) {
          const after = checkCode(base, { lang, code: m.code });
          caught[kind][1]++;
          const hit = after.invented.some((x) => x.includes(m.marker) && !report.invented.includes(x)) ||
            (kind === 'submodule' && after.invented.length > report.invented.length);
          if (hit) caught[kind][0]++;
          else misses.push(`${kind} ${call.written} → ${m.marker} (${s.id})`);
        }
      }
      // One package mutation per snippet: an import of a published package renamed (one the base covers
      // or a list of published names holds). A model invents packages to install; renaming the code's
      // own modules (the JDK demo's `java2d`, a project's `utils`) invents nothing a checker could know.
      const reading = readerFor(lang)?.(s.code, names, base.published);
      const real = (reading?.imports ?? []).filter((i) => {
        const status = judgeRoot(names, base.published, i.root);
        return (status === 'base' || status === 'published') && i.root !== 'C' && i.root !== '';
      });
      if (real.length > 0) {
        const imp = real[seed % real.length];
        const invented = inventPackage(imp.root, seed >>> 5, lang);
        const code = mutateImport(s.code, lang, imp.root, invented);
        if (code !== s.code && invented !== imp.root) {
          const after = checkCode(base, { lang, code });
          caught.package[1]++;
          const changed = invented.split(/[./]/).find((p, i) => p !== imp.root.split(/[./]/)[i]) ?? invented;
          if (after.unknown_libraries.some((u) => u.name.includes(changed))) caught.package[0]++;
          else misses.push(`package ${imp.root} → ${invented} (${s.id})`);
        }
      }
    }
    const memberHit = caught.typo[0] + caught.member[0] + caught.submodule[0];
    const memberAll = caught.typo[1] + caught.member[1] + caught.submodule[1];
    const kinds = (['typo', 'member', 'submodule'] as const).map((k) => pct(caught[k][0], caught[k][1])).join(' / ');
    console.log(
      `${set.padEnd(12)}${String(list.length).padStart(8)}  ${pct(flaggedSnippets, list.length).padStart(10)}  ` +
        `${`${pct(memberHit, memberAll)} of ${memberAll} (${kinds})`.padEnd(48)}  ${`${pct(caught.package[0], caught.package[1])} of ${caught.package[1]}`.padEnd(16)}  ` +
        `${percentile(times, 50).toFixed(2).padStart(6)}  ${percentile(times, 95).toFixed(2).padStart(6)}  ${percentile(hundred, 95).toFixed(2).padStart(6)} (${hundred.length})` +
        `   [names built in ${buildMs.toFixed(0)} ms]`,
    );
    if (show > 0) {
      for (const f of falseFlags.slice(0, show)) console.log(`    false flag: ${f}`);
      for (const m of misses.slice(0, show)) console.log(`    missed: ${m}`);
    }
  }
}

if (require.main === module) void runCheckBench().catch((e) => { console.error(e); process.exit(1); });
