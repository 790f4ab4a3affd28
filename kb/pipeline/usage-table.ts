/**
 * The staged usage counts (kb/pipeline/usage/: how many real source files call each API) and the
 * per-record table the base ships as its usage prior (`kb/usage.json.gz`). Shared by the assembler and
 * by `kb:refresh`, which re-derives the priors of an already assembled base.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { LanguageUsage } from '../../src/core/kb/load';
import { emptyTable, ownValue } from '../../src/shared/lookup';

export interface UsageCounts {
  lang: string;
  /** Source files read. */
  files: number;
  /** Qualified name → number of files that use it. */
  names: Record<string, number>;
  /** Member name → number of files that call a member of that name on a receiver of unknown type. */
  members: Record<string, number>;
  /** Library → number of distinct other packages whose code imports it. */
  importers?: Record<string, number>;
}

/** Kinds whose last segment is called on an instance, so member counts apply to them. */
export const MEMBER_KINDS = new Set(['method', 'property', 'field']);

interface NamedRecord {
  lang: string;
  lib: string;
  name: string;
  kind: string;
}

/** The staged usage counts, by language. */
export async function readStagedUsage(stagingDir: string): Promise<Map<string, UsageCounts>> {
  const out = new Map<string, UsageCounts>();
  const files = await fs.readdir(stagingDir).catch(() => [] as string[]);
  for (const file of files.filter((f) => /^usage-[a-z]+\.json$/.test(f)).sort()) {
    const counts = JSON.parse(await fs.readFile(path.join(stagingDir, file), 'utf8')) as UsageCounts;
    out.set(counts.lang, counts);
  }
  return out;
}

export function lastSegment(name: string): string {
  return name.split(/::|[./#]/).pop() ?? '';
}

export function parentOfName(name: string): string {
  const last = lastSegment(name);
  return name.slice(0, name.length - last.length).replace(/(::|[./#])$/, '');
}

/** Files using an API: its qualified count, else (members) the count of its member name. */
export function usageOf(usage: Map<string, UsageCounts>, d: NamedRecord): number {
  const counts = usage.get(d.lang);
  if (!counts) return 0;
  return ownValue(counts.names, d.name) ?? (MEMBER_KINDS.has(d.kind) ? ownValue(counts.members, lastSegment(d.name)) ?? 0 : 0);
}

/** Files using a member's class (the qualified count of the name without its last segment). */
export function parentUsage(usage: Map<string, UsageCounts>, d: { lang: string; name: string }): number {
  return ownValue(usage.get(d.lang)?.names, parentOfName(d.name)) ?? 0;
}

/**
 * The shipped usage table of one language: record id → files using the API, library → packages
 * importing it.
 *
 * A member called on a receiver whose type the counter could not tell (`x.pop()`) is credited to the
 * classes that have a member of that name, shared in proportion to how much code uses each class
 * (plus one, so an unused class still gets a little). Crediting every class with the whole count made
 * `astropy.io.fits.Header.pop` look as used as `dict.pop`, and lifted obscure classes over the ones
 * people call.
 */
export function languageUsage(counts: UsageCounts, records: readonly NamedRecord[]): LanguageUsage {
  // The counts are parsed JSON: own entries only, or a member named `toString` would count as a function.
  const named = (name: string) => ownValue(counts.names, name);
  const membersNamed = (name: string) => ownValue(counts.members, name);
  const classWeight = (r: NamedRecord) => 1 + (named(parentOfName(r.name)) ?? 0);
  const untyped = (r: NamedRecord) => MEMBER_KINDS.has(r.kind) && named(r.name) === undefined;
  const shareTotal = new Map<string, number>();
  for (const r of records) {
    if (!untyped(r)) continue;
    const last = lastSegment(r.name);
    if (membersNamed(last)) shareTotal.set(last, (shareTotal.get(last) ?? 0) + classWeight(r));
  }
  const api = emptyTable<number>();
  for (const r of records) {
    let n = named(r.name) ?? 0;
    if (untyped(r)) {
      const last = lastSegment(r.name);
      const total = shareTotal.get(last);
      if (total) n = ((membersNamed(last) ?? 0) * classWeight(r)) / total;
    }
    // Fractions below half a file are noise; one decimal keeps the shipped table small.
    if (n >= 0.5) api[`${r.lang}:${r.name}`] = Math.round(n * 10) / 10;
  }
  const libs = emptyTable<number>();
  for (const r of records) {
    const n = ownValue(counts.importers, r.lib);
    if (n) libs[r.lib] = n;
  }
  return { api, libs };
}
