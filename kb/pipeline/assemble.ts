/**
 * Stage 2 of the pipeline: every `kb/.staging/*.jsonl` → the shipped `kb/<lang>.jsonl.gz` files,
 * `kb/manifest.json` and `kb/NOTICES.md`. See README.md beside this file for the staging contract.
 *
 *   tsx kb/pipeline/assemble.ts [--staging DIR] [--out DIR]
 */
import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { createInterface } from 'node:readline';
import { gunzipSync, gzipSync } from 'node:zlib';
import { isAllowedLicence, normaliseLicence } from './licences';
import { firstSentence, oneLineSig } from './text';
import { type ManifestLibrary, writeNotices } from './notices';
import { INDEX_FORMAT, serializeIndex } from '../../src/core/kb/index-file';
import { buildLangIndex } from '../../src/core/kb/inverted-index';
import type { ApiRecord } from '../../src/core/kb/types';
import type { LanguageUsage, UsageTable } from '../../src/core/kb/load';
import { INTENTS_FORMAT, serializeIntents } from '../../src/core/kb/intents';
import { DEFAULT_TRAINING, memberTargets, trainIntents } from './intents';
import { type Borrowing, MIRRORING_LANGUAGES, borrowingFrom, mirrorMap, pythonFirst, staleBorrowedModels, withBorrowedAssociations } from './mirrors';
import { MEMBER_KINDS, type UsageCounts, languageUsage, lastSegment, parentOfName, parentUsage, readStagedUsage, usageOf } from './usage-table';
import { lookupTable, nestedLookupTable, ownValue } from '../../src/shared/lookup';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export const KINDS = new Set([
  'function', 'method', 'class', 'interface', 'type', 'enum', 'struct', 'trait', 'constant', 'variable',
  'property', 'field', 'module', 'namespace', 'macro', 'constructor',
]);

/**
 * Libraries that Debian installs under another import name than the one users write: PyCryptodome is
 * packaged as `Cryptodome` (its "x" build), while `pip install pycryptodome` — what code imports —
 * provides the same API as `Crypto`. The records are published under the name users import.
 */
const LIB_RENAMES = nestedLookupTable<string>({ python: { Cryptodome: 'Crypto' } });

function renamed(lang: string, lib: string): string {
  return LIB_RENAMES[lang]?.[lib] ?? lib;
}

/** Records per library at most; giant APIs (the DOM, cloud SDKs) would otherwise swamp retrieval. */
const DEFAULT_CAP = 2000;
const MAX_CAP = 8000;
const CAPS = lookupTable<number>({
  // The whole DOM (7,463 records): capped at 2,500, it lacked `EventTarget.addEventListener`,
  // `CanvasRenderingContext2D.fillRect`, `MouseEvent.clientX` and `HTMLInputElement.files`, what browser code calls
  // (the cap ranks by usage counted over npm packages, mostly Node code). Measured on 2026-11-27: dev-multi's
  // JavaScript halves unchanged, the everyday questions 221 -> 220 first (`XMLDocument` before `XMLSerializer`).
  'javascript:dom': 8000,
  'rust:std': 8000,
  // The JDK's everyday packages: Java has no usage prior to rank by, so the default cap cut by name alone
  // (javax.swing lost SwingUtilities.invokeLater) and their classes now list what they inherit.
  'java:javax.swing': 6000, 'java:java.awt': 4000, 'java:java.lang': 3000, 'java:java.util': 4000, 'java:java.io': 3000,
});

interface LibMeta {
  lang: string;
  lib: string;
  ver: string;
  source: string;
  licence: string;
}

interface Draft {
  lang: string;
  lib: string;
  name: string;
  kind: string;
  sig: string;
  doc: string;
  ov: number;
  depCount: number;
  /** Listed on this type but declared by a supertype, trait or Deref target (staging `inh: true`; not shipped). */
  inh: boolean;
}

/** One library of the manifest (and of the notices). */
export type { ManifestLibrary } from './notices';

export interface Manifest {
  schema: 1;
  generated: string;
  files: {
    file: string;
    lang: string;
    sha256: string;
    records: number;
    bytes: number;
    /** The prebuilt index of this file's records (derived data; see src/core/kb/index-file.ts). */
    index: { file: string; format: string; sha256: string; bytes: number };
    /**
     * `borrowedFrom`: the sha256 of the Python model a mirroring language's model borrowed from (mirrors.ts).
     * A model trained against another Python model than the one shipped is stale: a rebuild makes another.
     */
    intents?: { file: string; format: string; sha256: string; bytes: number; examples: number; borrowedFrom?: string };
  }[];
  libraries: ManifestLibrary[];
  totals: {
    records: number;
    libraries: number;
    languages: number;
    withDoc: number;
    docCoverage: number;
    byLang: Record<string, { records: number; libraries: number; withDoc: number }>;
  };
  dropped: Record<string, number>;
  /** The usage prior (how often real code calls each API), when usage counts were staged. */
  usage?: { file: string; sha256: string; entries: number; sources: Record<string, number> };
  /** The everyday-API prior (kb/pipeline/staples.ts): kept as it is by a re-assembly; `npm run kb:staples` remakes it. */
  staples?: { file: string; sha256: string; sources: Record<string, string> };
}

/**
 * How much code uses the type a member belongs to. Rust code rarely names the types it calls methods on
 * (`io::stdout().flush()`, `env::args().nth(1)`), so a Rust type also counts the calls of the function of
 * its module that makes it, named by Rust's convention (`std::io::stdout` → `Stdout`, `std::fs::read_dir`
 * → `ReadDir`): without it `Write::flush` stayed on the types with the shortest names, not on `Stdout`.
 */
function holderUsage(usage: Map<string, UsageCounts>, d: Draft): number {
  const own = parentUsage(usage, d);
  if (d.lang !== 'rust') return own;
  const holder = parentOfName(d.name);
  const cut = holder.lastIndexOf('::');
  if (cut < 0) return own;
  const maker = holder.slice(0, cut + 2) + holder.slice(cut + 2).replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  return own + (usage.get('rust')?.names[maker] ?? 0);
}

/** Kinds whose members are declarations that implementors copy, never copies themselves. */
const DECLARING_KINDS = new Set(['trait', 'interface']);
/**
 * Languages whose declarations are never dropped as copies. Rust, whose std pages repeat a trait's methods
 * unmarked on every implementor. Java's extractor marks its copies (`inh`) and its interfaces mostly keep
 * their own methods (`Collection.isEmpty`, `Iterator.hasNext`; not `Collection.stream`); adding Java here
 * changes its data file, which is for its next rebuild (`kb:verify` compares a rebuild with what ships).
 */
const DECLARATIONS_KEPT = new Set(['rust']);

/** Copies of one inherited member kept at most (on the classes real code uses most). */
const MAX_INHERITED_COPIES = 8;

/**
 * A member inherited unchanged by many classes (a mixin's `fit_transform`, an Artist's `set_alpha`)
 * appears once per subclass with the same signature and doc. Users call it on the classes they use,
 * so it is kept on the MAX_INHERITED_COPIES classes real code uses most and dropped elsewhere: one
 * base class cannot add thousands of near-identical records.
 */
function dropInheritedCopies(drafts: Map<string, Draft>, usage: Map<string, UsageCounts>): number {
  const groups = new Map<string, Draft[]>();
  for (const d of drafts.values()) {
    if (!MEMBER_KINDS.has(d.kind)) continue;
    // The declaration itself is no copy: a trait's own member stays whatever its implementors do (Rust's
    // std pages list `Iterator::map` on every iterator type, unmarked, and the cap had kept eight of
    // those and dropped `Iterator::map`, `Iterator::filter`, `Clone::clone`).
    if (DECLARATIONS_KEPT.has(d.lang) && DECLARING_KINDS.has(drafts.get(`${d.lang}:${parentOfName(d.name)}`)?.kind ?? '')) continue;
    const key = [d.lang, d.lib, lastSegment(d.name), d.sig.replace(/^[\w$]+(?:\.|::)/, ''), d.doc].join('\u0000');
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(d);
  }
  let dropped = 0;
  for (const list of groups.values()) {
    if (list.length <= MAX_INHERITED_COPIES) continue;
    list.sort((a, b) => holderUsage(usage, b) - holderUsage(usage, a) || a.name.length - b.name.length || a.name.localeCompare(b.name));
    for (const d of list.slice(MAX_INHERITED_COPIES)) {
      drafts.delete(`${d.lang}:${d.name}`);
      dropped++;
    }
  }
  return dropped;
}

/**
 * `kb/usage.json.gz`: `{ "<lang>": { "api": { "<record id>": files using it }, "libs": { "<lib>":
 * packages importing it } } }`, from the staged counts (see languageUsage).
 */
async function writeUsage(
  stagingDir: string,
  outDir: string,
  byLang: Map<string, Draft[]>,
  keptLangs: ReadonlySet<string>,
  previous: Previous | undefined,
): Promise<{ entry: Manifest['usage']; tables: UsageTable }> {
  const staged = await readStagedUsage(stagingDir);
  const tables: UsageTable = {};
  const sources: Record<string, number> = {};
  // A kept language keeps its usage table too: its shipped index was built with it.
  for (const lang of keptLangs) {
    if (previous?.usage[lang]) tables[lang] = previous.usage[lang];
    if (previous?.manifest.usage?.sources[lang] !== undefined) sources[lang] = previous.manifest.usage.sources[lang];
  }
  if (staged.size === 0 && Object.keys(tables).length === 0) {
    await fs.rm(path.join(outDir, 'usage.json.gz'), { force: true });
    return { entry: undefined, tables: {} };
  }
  for (const [lang, counts] of staged) {
    if (keptLangs.has(lang)) continue;
    tables[lang] = languageUsage(counts, byLang.get(lang) ?? []);
    sources[lang] = counts.files;
  }
  return { entry: await writeUsageFile(outDir, tables, sources), tables };
}

interface Previous {
  manifest: Manifest;
  usage: UsageTable;
}

/** The base already in `outDir` (its manifest and usage tables), when there is one. */
async function readPrevious(outDir: string): Promise<Previous | undefined> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(outDir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  const usage = manifest.usage
    ? (JSON.parse(gunzipSync(await fs.readFile(path.join(outDir, manifest.usage.file))).toString('utf8')) as UsageTable)
    : {};
  return { manifest, usage };
}

/** Writes `kb/usage.json.gz` and returns its manifest entry. */
export async function writeUsageFile(outDir: string, tables: UsageTable, sources: Record<string, number>): Promise<NonNullable<Manifest['usage']>> {
  // Languages in name order: the same tables give the same bytes whichever languages were re-staged.
  const ordered = Object.fromEntries(Object.keys(tables).sort().map((lang) => [lang, tables[lang]]));
  const data = gzipSync(Buffer.from(JSON.stringify(ordered)), { level: 9 });
  await fs.writeFile(path.join(outDir, 'usage.json.gz'), data);
  const entries = Object.values(tables).reduce((sum, t) => sum + Object.keys(t.api).length, 0);
  return { file: 'usage.json.gz', sha256: sha256(data), entries, sources };
}

/** A name segment that marks a private or internal API, per language. */
function isPrivateName(lang: string, name: string): boolean {
  switch (lang) {
    case 'python':
      return name.split('.').some((s) => s.startsWith('_') || s === 'tests' || s === 'test' || s === 'conftest');
    case 'javascript':
      return name.split('.').some((s) => s.startsWith('_') || s.startsWith('#') || s === 'internal');
    case 'go':
      return /(^|\/)(internal|vendor|testdata)(\/|\.|$)/.test(name);
    case 'rust':
      return name.split('::').some((s) => s.startsWith('_') || s === 'tests');
    case 'java':
      return name.includes('$') || /\.(internal|impl)\./.test(name);
    default:
      return false;
  }
}

// Kinds users reach for first; used to choose what stays when a library is capped.
const KIND_RANK = lookupTable<number>({
  function: 0, class: 0, struct: 0, method: 1, constructor: 1, interface: 2, trait: 2, enum: 2,
  macro: 2, type: 3, constant: 3, variable: 3, module: 3, namespace: 3, property: 2, field: 3,
});

/**
 * What stays when a library is over its cap: what real code calls, members of the classes real code
 * uses, shallow names over deep ones, documented over bare, current over deprecated.
 */
function keepScore(d: Draft, usage: Map<string, UsageCounts>): number {
  const depth = d.name.split(/::|[./#]/).length;
  return (
    20 * Math.log1p(usageOf(usage, d)) +
    8 * Math.log1p(parentUsage(usage, d)) -
    6 * depth -
    3 * (KIND_RANK[d.kind] ?? 4) +
    (d.doc ? 5 : 0) -
    (d.depCount === d.ov ? 10 : 0) -
    // a member the type only inherits goes before what the library declares (SwingUtilities.invokeLater)
    (d.inh ? 8 : 0)
  );
}

async function* readLines(file: string): AsyncGenerator<string> {
  const rl = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of rl) if (line.trim()) yield line;
}

export async function assemble(stagingDir: string, outDir: string, log = console.error): Promise<Manifest> {
  const files = (await fs.readdir(stagingDir)).filter((f) => f.endsWith('.jsonl')).sort();
  if (files.length === 0) throw new Error(`no staging files in ${stagingDir}: run the extractors first`);
  const previous = await readPrevious(outDir);
  const libs = new Map<string, LibMeta>();
  const drafts = new Map<string, Draft>();
  const dropped: Record<string, number> = {};
  const drop = (reason: string) => (dropped[reason] = (dropped[reason] ?? 0) + 1);

  for (const file of files) {
    let lineNo = 0;
    for await (const line of readLines(path.join(stagingDir, file))) {
      lineNo++;
      let row: Record<string, unknown>;
      try {
        row = JSON.parse(line);
      } catch {
        drop('unparseable line');
        continue;
      }
      const lang = String(row.lang ?? '').toLowerCase();
      const originalLib = String(row.lib ?? '');
      const lib = renamed(lang, originalLib);
      if (lib !== originalLib && typeof row.name === 'string' && row.name.startsWith(originalLib)) {
        row.name = lib + row.name.slice(originalLib.length);
      }
      if (!/^[a-z][a-z0-9+#]*$/.test(lang) || !lib) {
        drop('no lang or lib');
        continue;
      }
      const libKey = `${lang}:${lib}`;
      if (row.t === 'lib') {
        if (libs.has(libKey)) continue; // the first source to name a library owns it
        libs.set(libKey, {
          lang,
          lib,
          ver: String(row.ver ?? ''),
          source: String(row.source ?? ''),
          licence: normaliseLicence(row.licence as string | undefined),
        });
        continue;
      }
      if (row.t !== 'api') {
        drop('unknown line type');
        continue;
      }
      const meta = libs.get(libKey);
      if (!meta) {
        drop('api before its lib line');
        if (dropped['api before its lib line'] <= 3) log(`${file}:${lineNo}: api line for ${libKey} before its lib line`);
        continue;
      }
      if (!isAllowedLicence(meta.licence)) {
        drop(`licence not allowed`);
        continue;
      }
      const name = String(row.name ?? '').trim();
      const kind = String(row.kind ?? '');
      if (!name || /\s/.test(name)) {
        drop('bad name');
        continue;
      }
      if (!KINDS.has(kind)) {
        drop(`bad kind`);
        continue;
      }
      if (isPrivateName(lang, name)) {
        drop('private or internal');
        continue;
      }
      const key = `${lang}:${name}`;
      const existing = drafts.get(key);
      const dep = row.dep === true ? 1 : 0;
      if (existing) {
        if (existing.lib !== lib) {
          drop('duplicate name from another library');
          continue;
        }
        existing.ov++;
        existing.depCount += dep;
        existing.inh &&= row.inh === true;
        if (!existing.doc && typeof row.doc === 'string') existing.doc = firstSentence(row.doc);
        continue;
      }
      const sig = oneLineSig(row.sig as string | undefined);
      if (!sig) {
        drop('no signature');
        continue;
      }
      drafts.set(key, { lang, lib, name, kind, sig, doc: firstSentence(row.doc as string | undefined), ov: 1, depCount: dep, inh: row.inh === true });
    }
  }

  const stagedUsage = await readStagedUsage(stagingDir);
  const copies = dropInheritedCopies(drafts, stagedUsage);
  if (copies) dropped['inherited copy on a little-used class'] = copies;

  // Group by library, cap the giants, and write one gzip file per language.
  const byLib = new Map<string, Draft[]>();
  for (const d of drafts.values()) {
    const k = `${d.lang}:${d.lib}`;
    let list = byLib.get(k);
    if (!list) byLib.set(k, (list = []));
    list.push(d);
  }
  const byLang = new Map<string, Draft[]>();
  const libraries: ManifestLibrary[] = [];
  for (const [libKey, list] of [...byLib.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    // Libraries real code uses heavily (numpy, pandas, matplotlib) keep more of their API.
    const libUsage = list.reduce((sum, d) => sum + (ownValue(stagedUsage.get(d.lang)?.names, d.name) ?? 0), 0);
    const cap = CAPS[libKey] ?? Math.min(MAX_CAP, DEFAULT_CAP + 2 * libUsage);
    let kept = list;
    if (list.length > cap) {
      const rank = new Map(list.map((d) => [d, keepScore(d, stagedUsage)]));
      kept = [...list].sort((a, b) => rank.get(b)! - rank.get(a)! || a.name.localeCompare(b.name)).slice(0, cap);
      dropped['over the library cap'] = (dropped['over the library cap'] ?? 0) + list.length - cap;
      log(`capped ${libKey}: ${list.length} → ${cap}`);
    }
    kept.sort((a, b) => a.name.localeCompare(b.name));
    const meta = libs.get(libKey)!;
    libraries.push({ lib: meta.lib, lang: meta.lang, version: meta.ver, source: meta.source, licence: meta.licence, count: kept.length });
    let langList = byLang.get(meta.lang);
    if (!langList) byLang.set(meta.lang, (langList = []));
    langList.push(...kept);
  }

  await fs.mkdir(outDir, { recursive: true });
  // A language nothing was staged for keeps what the base ships (one source re-extracted, the others
  // as they were); the rest of the old data files must not linger next to the manifest.
  const kept = previous ? previous.manifest.files.filter((f) => !byLang.has(f.lang)) : [];
  const keptFiles = new Set(kept.flatMap((f) => [f.file, f.index.file, ...(f.intents ? [f.intents.file] : [])]));
  for (const old of await fs.readdir(outDir)) {
    if (keptFiles.has(old)) continue;
    if (old.endsWith('.jsonl.gz') || old.endsWith('.index.gz') || old.endsWith('.intents.gz')) await fs.unlink(path.join(outDir, old));
  }
  for (const f of kept) {
    if (!(await fs.stat(path.join(outDir, f.file)).catch(() => undefined))) throw new Error(`${f.file} of the current base is missing: stage ${f.lang} too`);
  }
  const keptLangs = new Set(kept.map((f) => f.lang));
  if (kept.length) log(`kept as shipped (nothing staged): ${[...keptLangs].join(', ')}`);
  libraries.push(...(previous?.manifest.libraries ?? []).filter((l) => keptLangs.has(l.lang)));
  libraries.sort((a, b) => `${a.lang}:${a.lib}`.localeCompare(`${b.lang}:${b.lib}`));

  const usage = await writeUsage(stagingDir, outDir, byLang, keptLangs, previous);
  const manifestFiles: Manifest['files'] = [];
  const totalsByLang: Manifest['totals']['byLang'] = {};
  let records = 0;
  let withDoc = 0;
  // Python first: the languages that borrow from its intent model (mirrors.ts) read the one just written.
  const borrowingFor = borrowingFrom(outDir, () => [...manifestFiles, ...kept].find((f) => f.lang === 'python'), libraries);
  for (const [lang, list] of [...byLang.entries()].sort(([a], [b]) => pythonFirst(a, b))) {
    const lines = list.map((d) => {
      const rec: Record<string, unknown> = {
        id: `${d.lang}:${d.name}`, lang: d.lang, lib: d.lib, ver: libs.get(`${d.lang}:${d.lib}`)!.ver,
        name: d.name, kind: d.kind, sig: d.sig, doc: d.doc,
      };
      if (d.ov > 1) rec.ov = d.ov;
      if (d.depCount > 0 && d.depCount === d.ov) rec.dep = true;
      return JSON.stringify(rec);
    });
    const data = gzipSync(Buffer.from(lines.join('\n') + '\n', 'utf8'), { level: 9 });
    const file = `${lang}.jsonl.gz`;
    await fs.writeFile(path.join(outDir, file), data);
    // The prebuilt index, from the very records just written (parsed back, so nothing can differ).
    const written = lines.map((l) => JSON.parse(l) as ApiRecord);
    const indexData = gzipSync(serializeIndex(buildLangIndex(lang, written, usage.tables[lang])), { level: 9 });
    const indexFile = `${lang}.index.gz`;
    await fs.writeFile(path.join(outDir, indexFile), indexData);
    const intents = await writeIntents(stagingDir, outDir, lang, written, sha256(data), log, usage.tables[lang], await borrowingFor(lang));
    manifestFiles.push({
      file, lang, sha256: sha256(data), records: list.length, bytes: data.length,
      index: { file: indexFile, format: INDEX_FORMAT, sha256: sha256(indexData), bytes: indexData.length },
      ...(intents ? { intents } : {}),
    });
    const docs = list.filter((d) => d.doc).length;
    totalsByLang[lang] = { records: list.length, libraries: libraries.filter((l) => l.lang === lang).length, withDoc: docs };
    records += list.length;
    withDoc += docs;
  }

  for (const entry of kept) {
    manifestFiles.push(entry);
    const t = previous!.manifest.totals.byLang[entry.lang];
    totalsByLang[entry.lang] = t;
    records += t.records;
    withDoc += t.withDoc;
  }
  manifestFiles.sort((a, b) => a.lang.localeCompare(b.lang));
  // A kept model that borrowed from the Python model this build replaced is what a rebuild would not make:
  // said here (a build of Python alone, as kb:verify's, is legitimate), refused by the shipped base's test.
  for (const stale of staleBorrowedModels(manifestFiles)) log(`stale: ${stale}; stage its examples and run kb:refresh`);
  const manifest: Manifest = {
    schema: 1,
    generated: new Date().toISOString(),
    files: manifestFiles,
    libraries,
    totals: {
      records,
      libraries: libraries.length,
      languages: byLang.size + kept.length,
      withDoc,
      docCoverage: records ? Math.round((withDoc / records) * 10000) / 10000 : 0,
      byLang: totalsByLang,
    },
    dropped,
  };
  if (usage.entry) manifest.usage = usage.entry;
  if (previous?.manifest.staples) manifest.staples = previous.manifest.staples;
  await fs.writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  await writeNotices(path.join(outDir, 'NOTICES.md'), libraries);
  return manifest;
}

/**
 * The intent model of a language, trained on the examples the usage stage mined for it
 * (`.staging/intents-<lang>.jsonl.gz`), keyed to the records just written. None without examples.
 */
/**
 * Size budget of one language's intent model, gzipped, and the training steps tried to meet it, each a
 * little smaller than the one before: a step too coarse leaves budget unused (Java's 237,706 examples of a
 * first build with its libraries' tests made 1.72 MB at 60,000 neighbours and 1.40 MB at 120 associations a
 * word and 40,000, 1.52 MB at 150 and 45,000). Which neighbours an even thinning keeps moves dev-multi's
 * figures by a few hundredths (kb/pipeline/README.md): a step is chosen by size, never by those figures.
 */
const INTENTS_BUDGET_BYTES = 1.5 * 1024 * 1024;
const SIZE_STEPS: Array<Partial<typeof DEFAULT_TRAINING>> = [{}, { maxPerTerm: 150, maxNeighbours: 60000 }, { maxPerTerm: 150, maxNeighbours: 45000 }, { maxPerTerm: 120, maxNeighbours: 40000 }, { maxPerTerm: 80, maxNeighbours: 25000 }];

/** Where the usage stage stages a language's intent examples (sources/usage/code-intents.sh). */
export function stagedExamplesFile(stagingDir: string, lang: string): string {
  return path.join(stagingDir, `intents-${lang}.jsonl.gz`);
}

export async function writeIntents(
  stagingDir: string,
  outDir: string,
  lang: string,
  written: ApiRecord[],
  dataSha256: string,
  log: (line: string) => void,
  usage?: LanguageUsage,
  borrowing?: Borrowing,
) {
  const examples = stagedExamplesFile(stagingDir, lang);
  if (!(await fs.stat(examples).catch(() => undefined))) return undefined;
  // How often code mentions each class: where untyped method calls go (code-intents.ts writes it).
  const classes = await fs.readFile(path.join(stagingDir, `classes-${lang}.json`), 'utf8').then((t) => JSON.parse(t).classes as Record<string, number>, () => undefined);
  const members = classes ? memberTargets(written, classes, usage?.api, lang) : undefined;
  // Each model fits a size budget (the extension ships all of them and holds them in memory): a model
  // over it is retrained with fewer associations per word and an evenly thinned set of neighbours.
  // Python's model predates the budget and is kept whole (its figures were measured with it).
  // C, JavaScript, Java and Rust add what Python's model ties to the APIs they mirror (mirrors.ts).
  const mirrors = borrowing && MIRRORING_LANGUAGES.has(lang)
    ? mirrorMap(lang, borrowing.donor.names, written, borrowing.standardLibs)
    : undefined;
  let model;
  let borrowed = 0;
  let data: Buffer = Buffer.alloc(0);
  for (const step of lang === 'python' ? [{}] : SIZE_STEPS) {
    model = await trainIntents(lang, examples, written.map((r) => r.name), dataSha256, { ...DEFAULT_TRAINING, ...step }, members);
    if (mirrors) ({ model, borrowed } = withBorrowedAssociations(model, borrowing!.donor.model, mirrors));
    data = gzipSync(serializeIntents(model), { level: 9 });
    if (data.length <= INTENTS_BUDGET_BYTES) break;
  }
  if (!model) return undefined;
  const file = `${lang}.intents.gz`;
  await fs.writeFile(path.join(outDir, file), data);
  const lent = mirrors ? `, ${borrowed} borrowed from Python's through ${mirrors.size} mirrored APIs` : '';
  log(`intents ${lang}: ${model.examples} examples, ${model.terms.size} words, ${model.records.length} associations${lent}, ${model.neighbours?.length.length ?? 0} neighbour examples, ${data.length} bytes`);
  return { file, format: INTENTS_FORMAT, sha256: sha256(data), bytes: data.length, examples: model.examples, ...(mirrors ? { borrowedFrom: borrowing!.donor.sha256 } : {}) };
}

if (require.main === module) {
  const arg = (flag: string, fallback: string) => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const root = path.resolve(__dirname, '..');
  assemble(arg('--staging', path.join(root, '.staging')), arg('--out', root))
    .then((m) => {
      console.log(`${m.totals.records} records, ${m.totals.libraries} libraries, ${m.totals.languages} languages, doc ${(m.totals.docCoverage * 100).toFixed(1)}%`);
      console.log('dropped:', JSON.stringify(m.dropped));
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
