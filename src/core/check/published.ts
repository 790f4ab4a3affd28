/**
 * Published package names, offline: `kb/published.json.gz`, built by `kb/pipeline/published.ts` from
 * Debian's package lists (python3-*, node-*, golang-*-dev, librust-*-dev, lib*-dev) and the Python
 * standard library's module names. A library the base lacks but that is published is a real library
 * the checker cannot look into (its names are `unresolved`), not an invention.
 */
export interface PublishedFile {
  format: 'gc-published-1';
  /** Where the names come from, for NOTICES and the README. */
  source: string;
  /** Per knowledge-base language: normalised import names (see `normalisePackage`). */
  names: Record<string, string[]>;
  /** Per language: well-known libraries, whose near misses are typosquats. */
  wellKnown: Record<string, string[]>;
  /** The C library: the functions it exports and the headers it installs (`stdio`, `sys/socket`). */
  c?: {
    functions: string[];
    headers: string[];
    /** The base's C libraries that live in a header directory: the headers their -dev package installs (`curl` → `curl/easy`, …). */
    libraryHeaders?: Record<string, string[]>;
  };
}

/**
 * Case and `-`/`_`/`.` differences do not make two package names different (PyPI and crates.io
 * normalise them so), except on npm, where `lodash.merge`, `lodash-merge` and `css--what` are three
 * names: there only case is folded.
 */
export function normalisePackage(name: string, lang?: string): string {
  return lang === 'javascript' ? name.toLowerCase() : name.toLowerCase().replace(/[-_.]+/g, '_');
}

export class PublishedNames {
  private readonly sets = new Map<string, Set<string>>();
  /** `permissive`: no list at all, so every name counts as published. */
  constructor(private readonly file: PublishedFile, private readonly permissive = false) {
    for (const [lang, list] of Object.entries(file.names)) this.sets.set(lang, new Set(list.map((n) => normalisePackage(n, lang))));
    this.cFunctions = new Set(file.c?.functions ?? []);
    this.cHeaders = new Set(file.c?.headers ?? []);
    for (const [dir, headers] of Object.entries(file.c?.libraryHeaders ?? {})) if (headers.length > 0) this.cLibraryHeaders.set(dir, new Set(headers));
  }
  /** Header directory of a C library → its headers (empty without the list: then no header is judged by it). */
  readonly cLibraryHeaders = new Map<string, Set<string>>();
  has(lang: string, name: string): boolean {
    return this.permissive || (this.sets.get(lang)?.has(normalisePackage(name, lang)) ?? false);
  }
  wellKnown(lang: string): readonly string[] {
    return this.file.wellKnown[lang] ?? [];
  }
  /** C library functions (empty without the list). */
  readonly cFunctions: Set<string>;
  readonly cHeaders: Set<string>;
  get source(): string {
    return this.file.source;
  }
}

export function parsePublished(json: string): PublishedNames {
  const file = JSON.parse(json) as PublishedFile;
  if (file.format !== 'gc-published-1' || typeof file.names !== 'object') throw new Error('published names: unknown format');
  return new PublishedNames(file);
}
