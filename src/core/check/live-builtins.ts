/**
 * JavaScript: the checker runs in Node, so Node's built-in modules and the ECMAScript globals can be
 * asked directly whether a member exists. The typings the base is extracted from declare some of them
 * only as globals (`require('buffer').Buffer`, the `process` object, `util.types`): a member the live
 * object has is real whatever the base lists. Only property look-ups, never a call; nothing but
 * built-ins is ever loaded.
 */
import { builtinModules } from 'node:module';

/** Built-ins that print a warning when loaded (experimental or deprecated), or are internals: never loaded. */
const NOT_LOADED = /^(_|sys$|punycode$|wasi$|sqlite$|test(\/|$)|sea$|inspector(\/|$)|trace_events$|repl$)/;
const BUILTINS = new Set(builtinModules.map((m) => m.replace(/^node:/, '')).filter((m) => !NOT_LOADED.test(m)));

function load(spec: string): unknown {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(`node:${spec}`) as unknown;
  } catch {
    return undefined;
  }
}

/** A property of `value`, own or inherited, read through a getter only on built-in objects. */
function member(value: unknown, name: string): { found: boolean; value?: unknown } {
  if (value === null || value === undefined || (typeof value !== 'object' && typeof value !== 'function')) return { found: false };
  if (!(name in (value as object))) return { found: false };
  try {
    return { found: true, value: (value as Record<string, unknown>)[name] };
  } catch {
    return { found: true };
  }
}

/**
 * An object of data rather than API (`process.env`, `os.constants.signals`): every own property a
 * string, number or boolean. Its members vary by machine and version and are never judged.
 */
const dataRecords = new WeakMap<object, boolean>();
function isDataRecord(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  let known = dataRecords.get(value);
  if (known === undefined) {
    const keys = Object.keys(value);
    known = keys.length > 0 && keys.every((k) => {
      const d = Object.getOwnPropertyDescriptor(value, k);
      return d !== undefined && 'value' in d && ['string', 'number', 'boolean'].includes(typeof d.value);
    });
    // process.env changes while the process runs: it is data whatever it holds now.
    if (value !== process.env) dataRecords.set(value, known);
    else known = true;
  }
  return known;
}

export interface LiveRoot {
  /** A built-in module's specifier without `node:` (`fs`, `fs/promises`). */
  module?: string;
  /** An ECMAScript or Node global (`Object`, `Math`, `Buffer`). */
  global?: string;
}

/**
 * How many leading segments of `path` exist on the live module or global (`fs.promises.readFile` → 3,
 * all of them also when the walk reaches a data record), or undefined when `root` is neither a
 * built-in module nor a global the runtime has.
 */
export function liveDepth(root: LiveRoot, path: readonly string[]): number | undefined {
  let value: unknown;
  if (root.module !== undefined) {
    if (!BUILTINS.has(root.module)) return undefined;
    value = load(root.module);
  } else if (root.global !== undefined) {
    if (!(root.global in globalThis)) return undefined;
    value = (globalThis as Record<string, unknown>)[root.global];
  }
  if (value === undefined) return undefined;
  let depth = 0;
  for (const name of path) {
    if (isDataRecord(value)) return path.length;
    const m = member(value, name);
    if (!m.found) break;
    depth++;
    value = m.value;
  }
  return depth;
}

export function isNodeBuiltin(spec: string): boolean {
  return BUILTINS.has(spec.replace(/^node:/, ''));
}
