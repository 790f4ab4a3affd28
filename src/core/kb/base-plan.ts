/**
 * What the host side knows of the base before any language loads: the manifest, every file's
 * checksum checked (streamed, nothing kept), which languages a library name belongs to, and the data
 * files spread over the worker threads.
 */
import { readManifest, verifyChecksum, type ManifestFile } from './load';

export interface BasePlan {
  languages: string[];
  /** A library name (lower case) → the languages that have it, with its record count in each. */
  libraryLanguages: Map<string, Array<{ lang: string; size: number }>>;
  /** The data files of each worker thread. */
  shares: ManifestFile[][];
}

/**
 * Reads and checks the base in `dir`. Every file is checked now, one after the other, so a damaged
 * base is reported at start rather than on the first question in its language (the worker checks
 * again as it reads a file). Undefined when `abandoned()` turns true on the way (a newer load began).
 */
export async function planBase(dir: string, workers: number, abandoned: () => boolean): Promise<BasePlan | undefined> {
  const manifest = await readManifest(dir);
  if (abandoned()) return undefined;
  for (const f of manifest.files) {
    for (const [name, sha256] of [[f.file, f.sha256], [f.index?.file, f.index?.sha256], [f.intents?.file, f.intents?.sha256]]) {
      if (name !== undefined && sha256 !== undefined) await verifyChecksum(dir, name, sha256);
      if (abandoned()) return undefined;
    }
  }
  if (manifest.staples) await verifyChecksum(dir, manifest.staples.file, manifest.staples.sha256);
  if (abandoned()) return undefined;
  const libraryLanguages: BasePlan['libraryLanguages'] = new Map();
  for (const lib of manifest.libraries ?? []) {
    const key = String(lib.lib).toLowerCase();
    const list = libraryLanguages.get(key) ?? [];
    list.push({ lang: lib.lang, size: lib.count });
    libraryLanguages.set(key, list);
  }
  return {
    languages: [...new Set(manifest.files.map((f) => f.lang))].sort(),
    libraryLanguages,
    shares: partitionFiles(manifest.files, workers),
  };
}

/** Splits the data files into `count` groups of about equal record counts (largest first). */
export function partitionFiles(files: ManifestFile[], count: number): ManifestFile[][] {
  const groups: { files: ManifestFile[]; records: number }[] = Array.from({ length: Math.max(1, count) }, () => ({ files: [], records: 0 }));
  for (const file of [...files].sort((a, b) => b.records - a.records)) {
    const lightest = groups.reduce((a, b) => (b.records < a.records ? b : a));
    lightest.files.push(file);
    lightest.records += file.records;
  }
  return groups.filter((g) => g.files.length > 0).map((g) => g.files);
}
