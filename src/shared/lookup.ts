/**
 * Tables keyed by text from outside (question words, library and model names, settings, file
 * contents). A plain object literal answers for names nobody put in it — `table['constructor']` is
 * `Object`, `table['__proto__']` is `Object.prototype`, `table['toString']` a function — so a user who
 * asks about constructors gets a TypeError instead of an answer. These tables have no prototype: a key
 * is there only if it was put there. Pure (no Node, no DOM): the core, the extension, the page and
 * the pipeline all use it.
 */

/** A frozen copy of `entries` without a prototype: reads of absent keys give `undefined`. */
export function lookupTable<V>(entries: { readonly [key: string]: V }): Readonly<Record<string, V>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}

/** Like lookupTable, for a table of tables (`LIBRARY_ALIASES[lang][alias]`). */
export function nestedLookupTable<V>(entries: { readonly [key: string]: { readonly [key: string]: V } }): Readonly<Record<string, Readonly<Record<string, V>>>> {
  const out = Object.create(null) as Record<string, Readonly<Record<string, V>>>;
  for (const [key, inner] of Object.entries(entries)) out[key] = lookupTable(inner);
  return Object.freeze(out);
}

/** An empty, writable table without a prototype (for counts and maps built at run time). */
export function emptyTable<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}

/**
 * `table[key]` if `key` is the table's own property, else undefined: for tables that came from
 * elsewhere (JSON.parse, a settings object) and so still have Object.prototype behind them.
 */
export function ownValue<V>(table: { readonly [key: string]: V } | null | undefined, key: string): V | undefined {
  return table != null && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
