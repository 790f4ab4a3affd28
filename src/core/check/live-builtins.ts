/**
 * JavaScript: the checker runs in Node, so Node's built-in modules and the ECMAScript globals can be
 * asked directly whether a member exists. The typings the base is extracted from declare some of them
 * only as globals (`require('buffer').Buffer`, the `process` object, `util.types`): a member the live
 * object has is real whatever the base lists. Only property look-ups, never a call; nothing but
 * built-ins is ever loaded.
 */
import { builtinModules } from 'node:module';

const BUILTINS = new Set(builtinModules.map((m) => m.replace(/^node:/, '')));

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
 * How many leading segments of `path` exist on the live module or global (`fs.promises.readFile` → 3),
 * or undefined when `root` is neither a built-in module nor a global the runtime has.
 */
export function liveDepth(root: { module?: string; global?: string }, path: readonly string[]): number | undefined {
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
