/**
 * Where an installed npm package's TypeScript declarations are: the `.d.ts` its `types`/`typings`,
 * `exports` (`types` conditions first) or `index.d.ts` names, else its `@types` package. Shared by the
 * extractor (which reads them) and `top-typed.ts` (which asks only whether a package has types at all).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

export const isDts = (file: string) => /\.d\.[mc]?ts$/.test(file);
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** `./x`, `./x.js` or `./x.ts` imported from `from`, as the `.d.ts` that declares it. */
export function resolveRelative(from: string, spec: string): string | undefined {
  const full = path.resolve(path.dirname(from), spec);
  // `./add.js` and, in packages that import their sources' names, `./add.ts` both mean `./add.d.ts`
  const base = isDts(full) ? full : full.replace(/\.(m|c)?(js|ts)$/, '');
  // `./x.cjs` is declared by `./x.d.cts` first: `x.d.ts` beside it may be the very file importing it
  const own = /\.cjs$/.test(full) ? [`${base}.d.cts`] : /\.mjs$/.test(full) ? [`${base}.d.mts`] : [];
  for (const candidate of [full, ...own, `${base}.d.ts`, `${base}.d.mts`, `${base}.d.cts`, path.join(base, 'index.d.ts'), base]) {
    if (isFile(candidate) && isDts(candidate)) return candidate;
  }
  return undefined;
}

/** The `.d.ts` a package's `types`/`typings`, `exports` (its `types` conditions) or `index.d.ts` names. */
export function typesEntry(dir: string, subpath = '.'): string | undefined {
  let pkg: { types?: unknown; typings?: unknown; exports?: unknown };
  try {
    pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const candidates: string[] = [];
  const conditions = (value: unknown, depth = 0): void => {
    if (depth > 4 || value == null) return;
    if (typeof value === 'string') candidates.push(value);
    else if (Array.isArray(value)) value.forEach((v) => conditions(v, depth + 1));
    else if (typeof value === 'object') {
      const o = value as Record<string, unknown>;
      // a `types` condition first, then what an import, a require or the default would load
      for (const key of ['types', 'typings', 'import', 'node', 'require', 'default']) if (key in o) conditions(o[key], depth + 1);
    }
  };
  const exp = pkg.exports;
  if (exp && typeof exp === 'object' && !Array.isArray(exp)) {
    const keys = Object.keys(exp as object);
    if (keys.some((k) => k.startsWith('.'))) conditions((exp as Record<string, unknown>)[subpath]);
    else if (subpath === '.') conditions(exp);
  } else if (typeof exp === 'string' && subpath === '.') candidates.push(exp);
  if (subpath === '.') for (const f of [pkg.types, pkg.typings]) if (typeof f === 'string') candidates.unshift(f);
  candidates.push(subpath === '.' ? 'index.d.ts' : `${subpath}.d.ts`, path.join(subpath, 'index.d.ts'));
  for (const c of candidates) {
    const file = path.join(dir, c);
    if (isFile(file) && isDts(file)) return file;
    const dts = resolveRelative(path.join(dir, 'x'), `./${c}`);
    if (dts) return dts;
  }
  return undefined;
}

/** `@types/<name>`, with a scope folded the DefinitelyTyped way (`@babel/core` → `@types/babel__core`). */
export function typesPackageName(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}
