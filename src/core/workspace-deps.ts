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
  return name.length <= 214 && /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name);
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

/**
 * A manifest read one line at a time, so that a host can parse a large file in slices between which
 * its event loop runs (parseManifestInSlices). Every line is looked at once: the work is linear in the
 * file's size, whatever the file holds (an unclosed array, a run of blank lines, a line of spaces).
 */
interface LineParser {
  line(text: string): void;
  /** The names found, first seen first. */
  end(): string[];
}

/** At most this many names are taken from one manifest (retrieval uses MAX_PREFERRED_LIBS). */
export const MAX_NAMES_PER_MANIFEST = 1000;

class Names {
  private readonly seen = new Set<string>();
  add(name: string | undefined): void {
    if (name && this.seen.size < MAX_NAMES_PER_MANIFEST) this.seen.add(name);
  }
  list(): string[] {
    return [...this.seen];
  }
}

/** requirements.txt: one requirement a line; options (`-r`, `-e`, `--hash`), URLs and comments skipped. */
class RequirementsParser implements LineParser {
  private readonly names = new Names();
  /** The parts of a line continued with a trailing backslash. */
  private continued: string[] = [];

  line(text: string): void {
    const raw = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (raw.endsWith('\\')) {
      this.continued.push(raw.slice(0, -1), ' ');
      return;
    }
    const joined = this.continued.length ? this.continued.join('') + raw : raw;
    this.continued = [];
    this.requirement(joined);
  }

  end(): string[] {
    if (this.continued.length) this.requirement(this.continued.join(''));
    return this.names.list();
  }

  private requirement(raw: string): void {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line || line.startsWith('-')) return;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(line)) {
      // A bare URL: the name may be in `#egg=name`.
      const egg = /[#&]egg=([A-Za-z0-9._-]+)/.exec(raw);
      if (egg) this.names.add(normalisePyName(egg[1]!));
      return;
    }
    if (/^[./~]/.test(line)) return; // local paths
    this.names.add(requirementName(line));
  }
}

/**
 * pyproject.toml: PEP 621 `[project] dependencies` and `[project.optional-dependencies]`, Poetry's
 * `[tool.poetry.*dependencies]` tables, and PEP 735 `[dependency-groups]`. A small line-oriented
 * reader, enough for these shapes; an array of requirements may span lines, and is read as it comes
 * (gathering its lines and re-reading them all at each new line made an unclosed `[` quadratic).
 */
class PyprojectParser implements LineParser {
  private readonly names = new Names();
  private table = '';
  private array: TomlArrayReader | undefined;

  line(text: string): void {
    if (this.array) {
      this.array.read(text);
      if (this.array.closed) this.endArray();
      return;
    }
    const line = stripTomlComment(text).trim();
    if (!line) return;
    const header = tableHeader(line);
    if (header !== undefined) {
      this.table = header;
      return;
    }
    const kv = /^("?[A-Za-z0-9_.-]+"?)\s*=\s*(.*)$/.exec(line);
    if (!kv) return;
    const key = kv[1]!.replace(/"/g, '');
    const value = kv[2]!;
    const table = this.table;
    const isPoetryTable =
      table === 'tool.poetry.dependencies' ||
      table === 'tool.poetry.dev-dependencies' ||
      /^tool\.poetry\.group\.[^.]+\.dependencies$/.test(table);
    if (isPoetryTable) {
      if (key.toLowerCase() !== 'python') this.names.add(normalisePyName(key));
      return;
    }
    const isArrayOfRequirements =
      (table === 'project' && key === 'dependencies') || table === 'project.optional-dependencies' || table === 'dependency-groups';
    if (!isArrayOfRequirements || !value.startsWith('[')) return;
    this.array = new TomlArrayReader();
    this.array.read(value);
    if (this.array.closed) this.endArray();
  }

  end(): string[] {
    if (this.array) this.endArray();
    return this.names.list();
  }

  private endArray(): void {
    for (const s of this.array?.strings ?? []) this.names.add(requirementName(s));
    this.array = undefined;
  }
}

/** `[table]` or `[[array.of.tables]]` → the table's name without spaces and quotes; undefined otherwise. */
function tableHeader(line: string): string | undefined {
  if (!line.startsWith('[') || !line.endsWith(']')) return undefined;
  const inner = line.startsWith('[[') && line.endsWith(']]') && line.length >= 4 ? line.slice(2, -2) : line.slice(1, -1);
  if (!inner.trim() || inner.includes(']')) return undefined;
  return inner.replace(/\s+/g, '').replace(/"/g, '');
}

/**
 * The strings of a TOML array, read line by line with its nesting kept between lines. A string
 * does not continue onto the next line (TOML's one-line strings); a comment ends its line.
 */
class TomlArrayReader {
  readonly strings: string[] = [];
  closed = false;
  private depth = 0;

  read(line: string): void {
    for (let i = 0; i < line.length && !this.closed; i++) {
      const c = line[i];
      if (c === '"' || c === "'") {
        // A string: to its closing quote on this line (`"` strings may escape one).
        let j = i + 1;
        while (j < line.length && line[j] !== c) j += c === '"' && line[j] === '\\' ? 2 : 1;
        if (this.strings.length < MAX_NAMES_PER_MANIFEST) this.strings.push(line.slice(i + 1, Math.min(j, line.length)));
        i = j;
      } else if (c === '#') return;
      else if (c === '[') this.depth++;
      else if (c === ']' && --this.depth <= 0) this.closed = true;
    }
  }
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

/** go.mod: module paths of `require` lines and blocks. */
class GoModParser implements LineParser {
  private readonly names = new Names();
  private inRequire = false;

  line(raw: string): void {
    const line = raw.replace(/\/\/.*$/, '').trim();
    if (!line) return;
    if (this.inRequire) {
      if (line === ')') this.inRequire = false;
      else this.names.add(/^(\S+)\s+v\S+/.exec(line)?.[1]);
      return;
    }
    if (/^require\s*\($/.test(line)) {
      this.inRequire = true;
      return;
    }
    this.names.add(/^require\s+(\S+)\s+v\S+/.exec(line)?.[1]);
  }

  end(): string[] {
    return this.names.list();
  }
}

/** Feeds `text` to `parser` line by line; `pause` is awaited after every `sliceChars` characters. */
async function feedInSlices(parser: LineParser, text: string, sliceChars: number, pause: () => Promise<void>): Promise<string[]> {
  let sliceEnd = sliceChars;
  for (let at = 0; at <= text.length; ) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    parser.line(text.slice(at, end));
    at = end + 1;
    if (at >= sliceEnd && at <= text.length) {
      await pause();
      sliceEnd = at + sliceChars;
    }
  }
  return parser.end();
}

function feed(parser: LineParser, text: string): string[] {
  for (let at = 0; at <= text.length; ) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    parser.line(text.slice(at, end));
    at = end + 1;
  }
  return parser.end();
}

export function parseRequirements(text: string): string[] {
  return feed(new RequirementsParser(), text);
}

export function parsePyproject(text: string): string[] {
  return feed(new PyprojectParser(), text);
}

export function parseGoMod(text: string): string[] {
  return feed(new GoModParser(), text);
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

/** Parses one manifest by file name, at once (tests, small files). */
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

/** Characters of a manifest parsed between two pauses of parseManifestInSlices. */
export const SLICE_CHARS = 16 * 1024;

/**
 * Parses one manifest in slices of SLICE_CHARS characters, awaiting `pause` between them (the
 * extension host's event loop runs there). package.json is one JSON.parse, linear and native.
 */
export async function parseManifestInSlices(
  kind: ManifestKind,
  text: string,
  pause: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
  sliceChars = SLICE_CHARS,
): Promise<string[]> {
  switch (kind) {
    case 'package.json':
      return parsePackageJson(text);
    case 'requirements.txt':
      return (await feedInSlices(new RequirementsParser(), text, sliceChars, pause)).flatMap(pythonAliases);
    case 'pyproject.toml':
      return (await feedInSlices(new PyprojectParser(), text, sliceChars, pause)).flatMap(pythonAliases);
    case 'go.mod':
      return feedInSlices(new GoModParser(), text, sliceChars, pause);
  }
}

/** Merges the names of several manifests, first seen first, bounded. */
export function mergeLibs(lists: readonly (readonly string[])[], max = MAX_PREFERRED_LIBS): string[] {
  return unique(lists.flat()).slice(0, max);
}

function unique(xs: readonly string[]): string[] {
  return [...new Set(xs)];
}
