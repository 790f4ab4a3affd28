/**
 * Parses a workspace's dependency manifests into library names that retrieval prefers
 * (`RetrievalQuery.preferredLibs`). Pure: no `vscode`, no I/O; tolerant of malformed input (a broken
 * manifest yields what could be read, never an exception).
 */
import { lookupTable } from '../shared/lookup';


export type ManifestKind = 'package.json' | 'requirements.txt' | 'pyproject.toml' | 'go.mod';

export const MANIFEST_FILES: readonly ManifestKind[] = ['package.json', 'requirements.txt', 'pyproject.toml', 'go.mod'];

/** Upper bound on the names passed to retrieval. */
export const MAX_PREFERRED_LIBS = 200;

/** `dependencies`, `devDependencies`, `peerDependencies`, `optionalDependencies` of a package.json. */
export function parsePackageJson(text: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof json !== 'object' || json === null) return [];
  const out: string[] = [];
  for (const key of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    const deps = (json as Record<string, unknown>)[key];
    if (typeof deps !== 'object' || deps === null || Array.isArray(deps)) continue;
    for (const name of Object.keys(deps)) if (isNpmName(name)) out.push(name);
  }
  return unique(out);
}

function isNpmName(name: string): boolean {
  return /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name) && name.length <= 214;
}

/** PEP 508 requirement → normalised distribution name, or undefined. */
export function requirementName(spec: string): string | undefined {
  const s = spec.trim();
  const m = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/.exec(s);
  if (!m) return undefined;
  return normalisePyName(m[1]!);
}

/** PEP 503 normalisation: lower case, runs of `-_.` become `-`. */
export function normalisePyName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** requirements.txt: one requirement a line; options (`-r`, `-e`, `--hash`), URLs and comments skipped. */
export function parseRequirements(text: string): string[] {
  const out: string[] = [];
  // Backslash continuations join lines.
  const joined = text.replace(/\\\r?\n/g, ' ');
  for (const raw of joined.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line || line.startsWith('-')) continue;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(line)) {
      // A bare URL: the name may be in `#egg=name`.
      const egg = /[#&]egg=([A-Za-z0-9._-]+)/.exec(raw);
      if (egg) out.push(normalisePyName(egg[1]!));
      continue;
    }
    if (/^[./~]/.test(line)) continue; // local paths
    const name = requirementName(line);
    if (name) out.push(name);
  }
  return unique(out);
}

/**
 * pyproject.toml: PEP 621 `[project] dependencies` and `[project.optional-dependencies]`, Poetry's
 * `[tool.poetry.*dependencies]` tables, and PEP 735 `[dependency-groups]`. A small line-oriented
 * reader, enough for these shapes (arrays of strings may span lines).
 */
export function parsePyproject(text: string): string[] {
  const out: string[] = [];
  let table = '';
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = stripTomlComment(lines[i]!).trim();
    if (!line) continue;
    const header = /^\[\[?\s*([^\]]+?)\s*\]\]?$/.exec(line);
    if (header) {
      table = header[1]!.replace(/\s+/g, '').replace(/"/g, '');
      continue;
    }
    const kv = /^("?[A-Za-z0-9_.-]+"?)\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    const key = kv[1]!.replace(/"/g, '');
    let value = kv[2]!;

    const isPoetryTable =
      table === 'tool.poetry.dependencies' ||
      table === 'tool.poetry.dev-dependencies' ||
      /^tool\.poetry\.group\.[^.]+\.dependencies$/.test(table);
    if (isPoetryTable) {
      if (key.toLowerCase() !== 'python') out.push(normalisePyName(key));
      continue;
    }

    const isArrayOfRequirements =
      (table === 'project' && key === 'dependencies') ||
      table === 'project.optional-dependencies' ||
      table === 'dependency-groups';
    if (!isArrayOfRequirements || !value.startsWith('[')) continue;

    // Gather the array across lines until its closing bracket (outside strings).
    while (!arrayClosed(value) && i + 1 < lines.length) {
      i++;
      value += ' ' + stripTomlComment(lines[i]!).trim();
    }
    for (const s of tomlStrings(value)) {
      const name = requirementName(s);
      if (name) out.push(name);
    }
  }
  return unique(out);
}

function stripTomlComment(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}

function arrayClosed(value: string): boolean {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']') {
      depth--;
      if (depth === 0) return true;
    }
  }
  return false;
}

function tomlStrings(value: string): string[] {
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(value))) out.push(m[1] ?? m[2] ?? '');
  return out;
}

/** go.mod: module paths of `require` lines and blocks. */
export function parseGoMod(text: string): string[] {
  const out: string[] = [];
  let inRequire = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\/\/.*$/, '').trim();
    if (!line) continue;
    if (inRequire) {
      if (line === ')') {
        inRequire = false;
        continue;
      }
      const m = /^(\S+)\s+v\S+/.exec(line);
      if (m) out.push(m[1]!);
      continue;
    }
    if (/^require\s*\($/.test(line)) {
      inRequire = true;
      continue;
    }
    const single = /^require\s+(\S+)\s+v\S+/.exec(line);
    if (single) out.push(single[1]!);
  }
  return unique(out);
}

/**
 * Distribution names whose import name differs; retrieval knows libraries by what a user imports,
 * so both are offered.
 */
const PY_IMPORT_NAMES = lookupTable<string>({
  'scikit-learn': 'sklearn',
  beautifulsoup4: 'bs4',
  pyyaml: 'yaml',
  pillow: 'PIL',
  'python-dateutil': 'dateutil',
  'opencv-python': 'cv2',
  'opencv-python-headless': 'cv2',
  'scikit-image': 'skimage',
  'python-dotenv': 'dotenv',
  pymupdf: 'fitz',
  'attrs': 'attr',
  'google-cloud-storage': 'google.cloud.storage',
  'msgpack-python': 'msgpack',
  pyjwt: 'jwt',
  'protobuf': 'google.protobuf',
});

/** Names a Python distribution is known by: the distribution, its import name, underscores. */
export function pythonAliases(dist: string): string[] {
  const out = [dist];
  const mapped = PY_IMPORT_NAMES[dist];
  if (mapped) out.push(mapped);
  if (dist.includes('-')) out.push(dist.replace(/-/g, '_'));
  return out;
}

/** Parses one manifest by file name. */
export function parseManifest(kind: ManifestKind, text: string): string[] {
  switch (kind) {
    case 'package.json':
      return parsePackageJson(text);
    case 'requirements.txt':
      return parseRequirements(text).flatMap(pythonAliases);
    case 'pyproject.toml':
      return parsePyproject(text).flatMap(pythonAliases);
    case 'go.mod':
      return parseGoMod(text);
  }
}

/** Merges the names of several manifests, first seen first, bounded. */
export function mergeLibs(lists: readonly (readonly string[])[], max = MAX_PREFERRED_LIBS): string[] {
  return unique(lists.flat()).slice(0, max);
}

function unique(xs: readonly string[]): string[] {
  return [...new Set(xs)];
}
