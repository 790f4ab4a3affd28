/**
 * JavaScript/TypeScript signatures from `.d.ts` files, read with the TypeScript compiler API's parser
 * (declarations only: no type checker, so a signature is the declaration's own text, never an
 * expansion). Writes staging lines (kb/pipeline/README.md) to stdout; logs to stderr.
 *
 *   tsx extract.ts <work dir with node_modules> <packages.json>
 *
 * Names: `<module>.<export>[.<member>]` as imported (`lodash.debounce`, `fs.readFile`,
 * `express.Router`); Node's built-ins by module (`fs`, `fs/promises`); TypeScript's lib as the
 * `ecmascript` globals (`Array.map`, `Promise.all`, `JSON.parse`) and the `dom` (`document.querySelector`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import { resolveRelative, typesEntry, typesPackageName } from './package-types';

type Kind = 'function' | 'method' | 'class' | 'interface' | 'type' | 'enum' | 'constant' | 'variable' | 'property' | 'namespace';

interface Lib {
  lib: string;
  ver: string;
  source: string;
  licence: string;
}

const out: string[] = [];
const emitted = new Set<string>();
const log = (message: string) => process.stderr.write(`typescript: ${message}\n`);

function emitLib(lib: Lib): void {
  out.push(JSON.stringify({ t: 'lib', lang: 'javascript', ...lib }));
}

function docOf(node: ts.Node): { doc: string; dep: boolean } {
  const jsDocs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
  const last = jsDocs[jsDocs.length - 1];
  if (!last) return { doc: '', dep: false };
  const textOf = (comment: string | ts.NodeArray<ts.JSDocComment> | undefined) => (typeof comment === 'string' ? comment : ts.getTextOfJSDocComment(comment) ?? '');
  const dep = (last.tags ?? []).some((t) => t.tagName.text === 'deprecated');
  // A comment that says only what the call returns (`@returns boolean indicating whether an element with
  // the specified key exists or not`, Map.has; date-fns' `@returns The new date with the seconds added`)
  // says what it is for; a bare type (`@returns JSX Element`, on thousands of icons) does not.
  const returns = (last.tags ?? []).find((t) => t.tagName.text === 'returns' || t.tagName.text === 'return');
  const returned = returns ? textOf(returns.comment).trim() : '';
  const saysSomething = returned.split(/\s+/).length >= 4;
  const comment = textOf(last.comment) || (saysSomething ? `Returns ${returned.replace(/^returns?\s+/i, '').replace(/^(?:The|A|An)\b/, (w) => w.toLowerCase())}` : '');
  const text = comment
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:[|\s][^}]*)?\}/g, '$1')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/\[MDN Reference\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  return { doc: text, dep };
}

/** A declaration's own text on one line, without its body. */
function sigOf(node: ts.Node, source: ts.SourceFile): string {
  let text = node.getText(source);
  if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node) || ts.isModuleDeclaration(node)) {
    const brace = text.indexOf('{');
    if (brace > 0) text = text.slice(0, brace);
  }
  return text.replace(/^export\s+(default\s+)?/, '').replace(/^declare\s+/, '').replace(/\s+/g, ' ').replace(/;$/, '').trim();
}

function isPrivate(node: ts.Node, name: string): boolean {
  if (name.startsWith('_') || name.startsWith('#')) return true;
  const mods = ts.canHaveModifiers(node) ? ts.getModifiers(node) ?? [] : [];
  return mods.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword);
}

/**
 * Doc lines of our own for everyday globals that TypeScript's lib documents by a link alone
 * (`/** [MDN Reference](…) *\/ declare function setTimeout`) or not at all (`declare var Map:
 * MapConstructor`): without one, "repeat a function every second" or "deep copy an object" could reach
 * them by their names only. Written for this base from what each does; used only where the lib has no text.
 * The error classes are left without: a doc line about numbers out of range brought `RangeError` to a
 * checksum task (and JavaScript's examples leave thrown errors out as well, code-calls.ts).
 */
const OWN_DOCS: Readonly<Record<string, string>> = {
  setTimeout: 'Calls a function once after a delay in milliseconds; returns a timer id for clearTimeout.',
  clearTimeout: 'Cancels a timer set with setTimeout before it fires.',
  setInterval: 'Calls a function repeatedly, every given number of milliseconds; returns a timer id for clearInterval.',
  clearInterval: 'Stops the repeated calls of a timer set with setInterval.',
  fetch: 'Starts an HTTP request for a resource over the network and returns a promise of its Response.',
  atob: 'Decodes a string of Base64-encoded data into a binary string.',
  btoa: 'Encodes a binary string as Base64.',
  queueMicrotask: 'Queues a function to run as a microtask, after the current task and before the next one.',
  structuredClone: 'Returns a deep copy of a value, made with the structured clone algorithm.',
  requestAnimationFrame: 'Asks the browser to call a function before the next repaint, to run an animation frame.',
  cancelAnimationFrame: 'Cancels a callback scheduled with requestAnimationFrame.',
  addEventListener: 'Registers a function to be called when the window receives an event of the given type.',
  removeEventListener: 'Removes an event listener registered with addEventListener.',
  reportError: 'Reports an error to the console and the global error handlers, as an uncaught exception would be.',
  Set: 'A collection of unique values of any type, kept in insertion order.',
  Map: 'A collection of key-value pairs whose keys may be of any type, kept in insertion order.',
  WeakMap: 'A map whose keys are objects held weakly, so that they can still be garbage-collected.',
  WeakSet: 'A set of objects held weakly, so that they can still be garbage-collected.',
  Array: 'Creates an array: an ordered list of values that grows and shrinks.',
  'Array.isArray': 'Returns true if a value is an array.',
  RegExp: 'Creates a regular expression, a pattern to match and search text with.',
  Symbol: 'Creates a unique symbol value, usable as an object property key.',
  Boolean: 'Converts a value to true or false.',
  BigInt: 'Converts a value to a BigInt, an integer of arbitrary size.',
  Proxy: 'Creates an object that intercepts and redefines the fundamental operations on another object.',
  DataView: 'Reads and writes numbers of several types and byte orders in an ArrayBuffer.',
  'String.fromCharCode': 'Returns a string made from a sequence of UTF-16 code units.',
  'Function.length': 'The number of parameters a function declares, up to the first with a default value or the rest parameter.',
  // The Intl namespace's constructors, declared as `var NumberFormat: NumberFormatConstructor` with no text.
  'Intl.NumberFormat': "Formats numbers for a locale: grouping, decimals, percentages, currencies and units.",
  'Intl.NumberFormat.format': 'Formats a number as a string by the locale and options of this NumberFormat.',
  'Intl.DateTimeFormat': "Formats dates and times for a locale: the date, the time, the weekday and month names, the time zone.",
  'Intl.DateTimeFormat.format': 'Formats a date as a string by the locale and options of this DateTimeFormat.',
  'Intl.Collator': 'Compares strings by the sorting rules of a locale, for sorting text in a language.',
  'Intl.PluralRules': 'Tells which plural form (one, few, many, other) a number takes in a locale.',
  'Intl.RelativeTimeFormat': 'Formats a relative time for a locale, such as "3 days ago" or "in 2 hours".',
  'Intl.ListFormat': 'Joins a list of strings into a sentence for a locale, such as "a, b, and c".',
  'Intl.Segmenter': 'Splits text into graphemes, words or sentences by the rules of a locale.',
};
/** The libraries OWN_DOCS serves: TypeScript's own lib. */
const OWN_DOC_LIBS = new Set(['ecmascript', 'dom']);

/** Kinds that are noise without a doc line (an undocumented option field or type alias). */
const NEEDS_DOC = new Set<Kind>(['property', 'type', 'variable', 'constant']);

/**
 * `docFrom`: where the doc line is read when the declaration has none (a global class declared as a
 * `var` takes its interface's: `declare var URLSearchParams: {…}` says nothing, `interface
 * URLSearchParams` "defines utility methods to work with the query string of a URL").
 */
function emit(lib: string, name: string, kind: Kind, node: ts.Node, source: ts.SourceFile, docless = false, docFrom?: readonly ts.Node[], sigAs = (sig: string) => sig): void {
  const sig = sigAs(sigOf(node, source));
  if (!sig || /\s/.test(name)) return;
  const own = docOf(node.parent && ts.isVariableDeclarationList(node.parent) && !docOf(node).doc ? node.parent.parent : node);
  const found = own.doc ? own : (docFrom ?? []).map(docOf).find((d) => d.doc) ?? own;
  const { doc, dep } = found.doc || !OWN_DOC_LIBS.has(lib) || !Object.hasOwn(OWN_DOCS, name) ? found : { doc: OWN_DOCS[name], dep: found.dep };
  if (!doc && NEEDS_DOC.has(kind) && !docless) return;
  // per library: `lodash.merge` is both lodash's member and the whole of the package lodash.merge
  const key = `${lib}\u0000${name}\u0000${sig}`;
  if (emitted.has(key)) return;
  emitted.add(key);
  const row: Record<string, unknown> = { t: 'api', lang: 'javascript', lib, name, kind, sig, doc };
  if (dep) row.dep = true;
  out.push(JSON.stringify(row));
}

function nameText(name: ts.PropertyName | ts.BindingName | ts.DeclarationName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/**
 * Members of a class, interface or type literal, as `<prefix>.<member>`. The members of a module's API object
 * (`apiObject`: `declare const pc: Colors; export = pc`) are its API, documented or not (`picocolors.red`);
 * `only` keeps the members a re-export asks for, under the names it publishes them as (`default`: the prefix).
 */
function emitMembers(lib: string, prefix: string, members: ts.NodeArray<ts.ClassElement | ts.TypeElement>, source: ts.SourceFile, options: { apiObject?: boolean; only?: Wanted } = {}): void {
  for (const member of members) {
    // `declare const resolveFrom: { (from: string, id: string): string; silent(…) }`: the object called
    if (ts.isCallSignatureDeclaration(member) && options.apiObject && !options.only) emit(lib, prefix, 'function', member, source);
    const name = nameText(member.name);
    if (!name || isPrivate(member, name)) continue;
    // An object's members are its class's instance members (withBaseShapes), not the class's static ones.
    if (options.apiObject && ts.canHaveModifiers(member) && ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) continue;
    const fullNames = options.only ? published(name, options.only).map((n) => (n === 'default' ? prefix : `${prefix}.${n}`)) : [`${prefix}.${name}`];
    for (const full of fullNames) {
      if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) emit(lib, full, 'method', member, source);
      else if (ts.isPropertyDeclaration(member) || ts.isPropertySignature(member) || ts.isGetAccessor(member)) {
        const type = (member as ts.PropertySignature).type;
        emit(lib, full, type && ts.isFunctionTypeNode(type) ? 'method' : 'property', member, source, options.apiObject);
      }
    }
  }
}

/** What gives an object its members: an interface, or a type literal (inline or named by a type alias). */
type Shape = { members: ts.NodeArray<ts.TypeElement | ts.ClassElement>; getSourceFile(): ts.SourceFile };

interface ModuleScope {
  /**
   * Interfaces (merged across the scope's files) and type aliases of a type literal, by name, for a const typed
   * by one (`declare const convert: Convert; export default convert`).
   */
  interfaces: Map<string, Shape[]>;
  /** Classes by name: what an interface of the scope extends may be one (`interface AxiosInstance extends Axios`). */
  classes: Map<string, ts.ClassDeclaration[]>;
}

function collectShapes(statements: ts.NodeArray<ts.Statement>, scope: ModuleScope): void {
  const into = scope.interfaces;
  collectInterfaces(statements, into as Map<string, ts.InterfaceDeclaration[]>);
  for (const s of statements) {
    if (ts.isTypeAliasDeclaration(s) && ts.isTypeLiteralNode(s.type)) into.set(s.name.text, [...(into.get(s.name.text) ?? []), s.type]);
    if (ts.isClassDeclaration(s) && s.name) scope.classes.set(s.name.text, [...(scope.classes.get(s.name.text) ?? []), s]);
    if (ts.isModuleDeclaration(s) && s.body && ts.isModuleBlock(s.body)) collectShapes(s.body.statements, scope);
  }
}

/**
 * An API object's shapes with those they extend, in the scope, nearest first: `declare const axios: AxiosStatic`
 * has the members of `AxiosStatic`, of the `AxiosInstance` it extends and of the class `Axios` that extends, so
 * `axios.get` is a record as code writes it (it was only `axios.Axios.get`, and the guard could not judge
 * `axios.get(url)`). A class gives its instance members (emitMembers leaves an API object's static ones out). Four
 * levels at most.
 */
function withBaseShapes(shapes: Shape[], scope: ModuleScope): Shape[] {
  return withExtended(shapes, (base, node) => {
    const e = base.expression;
    const name = ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : undefined;
    // `interface StyleFunction extends StylesType<StyleFunction>` (ansi-colors) is a chain, `colors.red.bold`: the
    // base's members are the module's own again, and read under each of them made 1,700 records of `reset.red`.
    const own = node.name?.text;
    if (!name || (own && base.typeArguments?.some((a) => typeNames(a).includes(own)))) return [];
    return [...(scope.interfaces.get(name) ?? []), ...(scope.classes.get(name) ?? [])];
  });
}

/**
 * Shapes with what they extend (`basesOf` names the shapes of one `extends` entry), nearest first, each once,
 * four levels at most: the walk of withBaseShapes (packages) and withBases (TypeScript's lib).
 */
function withExtended<T extends Shape>(shapes: readonly T[], basesOf: (base: ts.ExpressionWithTypeArguments, node: ts.InterfaceDeclaration | ts.ClassDeclaration) => T[]): T[] {
  const out: T[] = [];
  const seen = new Set<T>();
  const visit = (list: readonly T[], depth: number) => {
    for (const shape of list) {
      if (seen.has(shape)) continue;
      seen.add(shape);
      out.push(shape);
      const node = shape as unknown as ts.Node;
      if (depth >= 4 || !(ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node))) continue;
      for (const clause of node.heritageClauses ?? []) {
        if (clause.token === ts.SyntaxKind.ExtendsKeyword) for (const base of clause.types) visit(basesOf(base, node), depth + 1);
      }
    }
  };
  visit(shapes, 0);
  return out;
}

/**
 * The shapes of another package's interface that an empty interface of this one stands for, with their bases:
 * @types/express declares its API as `interface Application extends core.Application {}` (`import * as core
 * from "express-serve-static-core"`), a package the walk never reads, so `express.Application` had no members and
 * the base had no `listen`, `Response.json` or `Request.params`. Read as this package's own (an API object's:
 * `app.get`, a property typed by a handler interface, has no doc line), and only through such an alias (an
 * interface with members of its own extends its base, it does not stand for it) of an interface that has methods.
 */
function foreignBaseShapes(node: ts.InterfaceDeclaration, importOf: (local: string) => [string, string] | undefined, source: ts.SourceFile): Shape[] {
  const out: Shape[] = [];
  for (const clause of node.heritageClauses ?? []) {
    for (const t of clause.types) {
      const e = t.expression;
      const from = ts.isIdentifier(e) ? importOf(e.text) : ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) ? importOf(e.expression.text) : undefined;
      if (!from || from[0].startsWith('.') || isNodeBuiltin(from[0])) continue;
      const name = ts.isIdentifier(e) ? from[1] : from[1] === WHOLE_MODULE ? (e as ts.PropertyAccessExpression).name.text : undefined;
      const scope = name && packageScope(source.fileName, from[0]);
      const shapes = scope ? withBaseShapes(scope.interfaces.get(name!) ?? [], scope) : [];
      // Not a shape of data alone (React's `CSSProperties extends CSS.Properties`: 922 style names, cookie options):
      // what something does is an API, the fields of an option bag are not.
      if (shapes.some((shape) => shape.members.some((m) => ts.isMethodSignature(m) || ts.isMethodDeclaration(m) || ts.isCallSignatureDeclaration(m)))) out.push(...shapes);
    }
  }
  return out;
}

/** Another package's interfaces and classes, from its types entry and the files that entry imports or references. */
const packageScopes = new Map<string, ModuleScope | undefined>();
function packageScope(from: string, spec: string): ModuleScope | undefined {
  const entry = resolvePackage(from, spec);
  if (!entry) return undefined;
  if (packageScopes.has(entry)) return packageScopes.get(entry);
  const scope: ModuleScope = { interfaces: new Map(), classes: new Map() };
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length && seen.size <= 200) {
    const sf = parse(queue.shift()!);
    if (!sf) continue;
    collectShapes(sf.statements, scope);
    const next = sf.statements.flatMap((s) =>
      (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text.startsWith('.') ? [s.moduleSpecifier.text] : [],
    );
    for (const ref of [...next, ...sf.referencedFiles.map((r) => (r.fileName.startsWith('.') ? r.fileName : `./${r.fileName}`))]) {
      const file = resolveRelative(sf.fileName, ref);
      if (!file || seen.has(file)) continue;
      seen.add(file);
      queue.push(file);
    }
  }
  packageScopes.set(entry, scope);
  return scope;
}

/** The shapes a type is made of: `A`, `ns.A`, `{ … }`, `A & B & { … }`. */
function shapesOf(type: ts.TypeNode | undefined, scope: ModuleScope): Shape[] {
  if (!type) return [];
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap((t) => shapesOf(t, scope));
  if (ts.isTypeLiteralNode(type)) return [type];
  const name = typeName(type);
  return name ? scope.interfaces.get(name) ?? [] : [];
}

/**
 * An `export =` value is the module: published whole under `default` (the module itself, or the name a re-export
 * gives it: `import parse = require('./parse'); export { parse }`), and asked by member for anything else.
 */
function exportEqualsTargets(prefix: string, wanted: Wanted): { whole: string[]; members: Wanted | null } {
  const whole = published('default', wanted).map((n) => (n === 'default' ? prefix : `${prefix}.${n}`));
  const rest = wanted && new Map([...wanted].filter(([name]) => name !== 'default'));
  return { whole, members: rest && rest.size ? rest : null };
}

function collectInterfaces(statements: ts.NodeArray<ts.Statement>, into: Map<string, ts.InterfaceDeclaration[]>): void {
  for (const s of statements) {
    if (ts.isInterfaceDeclaration(s)) into.set(s.name.text, [...(into.get(s.name.text) ?? []), s]);
    if (ts.isModuleDeclaration(s) && s.body && ts.isModuleBlock(s.body)) collectInterfaces(s.body.statements, into);
  }
}

/** The interface names a type refers to: `A`, `ns.A`, `A & B & { … }`. */
function typeNames(type: ts.TypeNode | undefined): string[] {
  if (type && ts.isIntersectionTypeNode(type)) return type.types.flatMap((t) => typeNames(t));
  const n = typeName(type);
  return n ? [n] : [];
}

function typeName(type: ts.TypeNode | undefined): string | undefined {
  if (!type || !ts.isTypeReferenceNode(type)) return undefined;
  const n = type.typeName;
  return ts.isIdentifier(n) ? n.text : n.right.text;
}

/**
 * Which names a re-export asks of the module it follows: exported name → the names it is published under
 * (`export { a3 as Assertion } from './chunk'` asks `a3` as `Assertion`); `undefined` = all, unrenamed.
 */
type Wanted = Map<string, string[]> | undefined;
/** What `import * as x` and `import x = require()` bind: the whole module, not one of its exports. */
const WHOLE_MODULE = '*';
type Follow = (spec: string, wanted: Wanted) => void;

/** The names a module's own export `name` is published under, given what its importer wants. */
function published(name: string, wanted: Wanted): string[] {
  return wanted ? wanted.get(name) ?? [] : [name];
}

/**
 * Walks a module's statements and emits its exports as `<prefix>.<name>`: declarations marked `export`,
 * declarations exported by a list (`declare function x(); export { x as y }`, as bundlers write them),
 * `export default x` (published as the module itself: `chalk.red`), and re-exports, which `follow` walks
 * (`export { a as b } from './x'`, `export * from './x'`, `import { a } from './x'; export { a }`).
 */
function emitStatements(
  lib: string,
  prefix: string,
  statements: ts.NodeArray<ts.Statement>,
  source: ts.SourceFile,
  scope: ModuleScope,
  exportedOnly: boolean,
  follow: Follow,
  wanted: Wanted = undefined,
  outerImports: ReadonlyMap<string, [string, string]> = new Map(),
): void {
  const marked = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const markedDefault = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  let exportEquals: string | undefined;
  // local name → the names this module exports it under (from `export { a as b }` and `export default a`)
  const listed = new Map<string, string[]>();
  const addListed = (local: string, exported: string) => listed.set(local, [...(listed.get(local) ?? []), exported]);
  // local name bound by an import → [module specifier, imported name]
  const imported = new Map<string, [string, string]>();
  for (const s of statements) {
    if (ts.isExportAssignment(s) && s.isExportEquals && ts.isIdentifier(s.expression)) exportEquals = s.expression.text;
    else if (ts.isExportAssignment(s) && !s.isExportEquals && ts.isIdentifier(s.expression)) addListed(s.expression.text, 'default');
    if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && s.importClause && !s.importClause.isTypeOnly) {
      const spec = s.moduleSpecifier.text;
      if (s.importClause.name) imported.set(s.importClause.name.text, [spec, 'default']);
      const nb = s.importClause.namedBindings;
      if (nb && ts.isNamedImports(nb)) for (const el of nb.elements) imported.set(el.name.text, [spec, (el.propertyName ?? el.name).text]);
      if (nb && ts.isNamespaceImport(nb)) imported.set(nb.name.text, [spec, WHOLE_MODULE]);
    }
    if (ts.isImportEqualsDeclaration(s) && ts.isExternalModuleReference(s.moduleReference) && ts.isStringLiteral(s.moduleReference.expression)) {
      // `import parse = require('./parse')` binds that module's `export =`, which this walk publishes as `default`
      imported.set(s.name.text, [s.moduleReference.expression.text, 'default']);
    }
    if (!ts.isExportDeclaration(s)) continue;
    const spec = s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? s.moduleSpecifier.text : undefined;
    const clause = s.exportClause;
    if (spec && !clause) {
      follow(spec, wanted); // export * from
    } else if (spec && clause && ts.isNamedExports(clause)) {
      const ask = new Map<string, string[]>();
      for (const el of clause.elements) {
        const names = published(el.name.text, wanted);
        if (names.length) ask.set((el.propertyName ?? el.name).text, names);
      }
      if (ask.size) follow(spec, ask);
    } else if (!spec && clause && ts.isNamedExports(clause)) {
      for (const el of clause.elements) addListed((el.propertyName ?? el.name).text, el.name.text);
    }
  }
  // exported by a list but bound by an import: the imported module publishes it
  for (const [local, names] of listed) {
    const from = imported.get(local);
    if (!from) continue;
    if (from[1] === WHOLE_MODULE) {
      // `import * as z from './v4/classic/external.js'; export { z }` (zod): a module under a name. Its members are
      // not listed again under it (zod's are the package's own, by `export *`), but the name is a record, so that
      // `import { z } from 'zod'` names a real export (the hallucination guard had called `zod.z` invented).
      const declaration = statements.find((st) => ts.isImportDeclaration(st) && st.importClause?.namedBindings && ts.isNamespaceImport(st.importClause.namedBindings) && st.importClause.namedBindings.name.text === local);
      for (const n of names.flatMap((name) => published(name, wanted))) if (declaration && n !== 'default') emit(lib, `${prefix}.${n}`, 'namespace', declaration, source, true);
      continue;
    }
    const ask = new Map<string, string[]>();
    const pub = names.flatMap((n) => published(n, wanted));
    if (pub.length) ask.set(from[1], pub);
    if (ask.size) follow(from[0], ask);
  }
  // `import { merge } from 'lodash'; export = merge` (@types/lodash.merge), `import x = require('y'); export = x`:
  // the module is what it imports
  const reExported = exportEquals !== undefined ? imported.get(exportEquals) : undefined;
  if (reExported?.[1] === WHOLE_MODULE) follow(reExported[0], wanted);
  else if (reExported?.[1] === 'default') follow(reExported[0], wanted);
  else if (reExported && published('default', wanted).length) follow(reExported[0], new Map([[reExported[1], published('default', wanted)]]));
  // A private-looking local that the module exports under another name is published by that name: lodash's `_`
  // (what `export =` names), bundlers' `declare const _default: …; export { _default as default }`
  const hidden = (node: ts.Node, local: string) => local !== exportEquals && !listed.has(local) && isPrivate(node, local);
  /** The full names a declaration is published under (`prefix` itself for a default export). */
  const namesOf = (node: ts.Node, local: string): string[] => {
    const own: string[] = [];
    // in an `export =` file (and an ambient module) every declaration counts as exported, as before
    if (!exportedOnly || marked(node) || exportEquals !== undefined) own.push(markedDefault(node) ? 'default' : local);
    own.push(...(listed.get(local) ?? []));
    return [...new Set(own.flatMap((n) => published(n, wanted)))].map((n) => (n === 'default' ? prefix : `${prefix}.${n}`));
  };
  for (const s of statements) {
    if (ts.isFunctionDeclaration(s) && !s.name && markedDefault(s)) {
      // `export default function (…)` (p-try)
      for (const n of published('default', wanted)) emit(lib, n === 'default' ? prefix : `${prefix}.${n}`, 'function', s, source);
    } else if (ts.isFunctionDeclaration(s) && s.name) {
      if (s.name.text === exportEquals) for (const n of exportEqualsTargets(prefix, wanted).whole) emit(lib, n, 'function', s, source);
      else if (!hidden(s, s.name.text)) for (const n of namesOf(s, s.name.text)) emit(lib, n, 'function', s, source);
    } else if (ts.isClassDeclaration(s) && s.name) {
      if (hidden(s, s.name.text)) continue;
      for (const name of s.name.text === exportEquals ? exportEqualsTargets(prefix, wanted).whole : namesOf(s, s.name.text)) {
        emit(lib, name, 'class', s, source);
        emitMembers(lib, name, s.members, source);
      }
    } else if (ts.isInterfaceDeclaration(s) && !hidden(s, s.name.text)) {
      const foreign = s.members.length === 0 ? foreignBaseShapes(s, (local) => imported.get(local) ?? outerImports.get(local), source) : [];
      for (const n of namesOf(s, s.name.text)) {
        if (n === prefix) continue; // a default-exported interface has no value to call
        emit(lib, n, 'interface', s, source);
        emitMembers(lib, n, s.members, source);
        for (const shape of foreign) emitMembers(lib, n, shape.members, shape.getSourceFile(), { apiObject: true });
      }
    } else if (ts.isTypeAliasDeclaration(s) && !hidden(s, s.name.text)) {
      // `type Producer = Sender & { connect(): …; … }` (kafkajs) is an interface in all but name: its methods are
      // the API of what `kafka.producer()` returns (`Producer.send` is the unexported Sender's). Only methods: an
      // object type's fields are mostly options, as an interface's undocumented properties are. Not the methods of
      // an exported interface it names, which are published under that interface (`type Schema = ZodType`,
      // `MathJsStatic = MathJsInstance & { … }`).
      const methods = shapesOf(s.type, scope)
        .map((shape) => shape as unknown as ts.Node)
        .filter((node): node is ts.TypeLiteralNode => ts.isTypeLiteralNode(node) && (node.parent === s || !exportedDeclaration(node.parent)))
        .flatMap((shape) => shape.members.filter((m) => ts.isMethodSignature(m) || ts.isMethodDeclaration(m)));
      for (const n of namesOf(s, s.name.text)) {
        if (n === prefix) continue;
        emit(lib, n, 'type', s, source, methods.length > 0);
        for (const m of methods) emitMembers(lib, n, ts.factory.createNodeArray([m]), m.getSourceFile());
      }
    } else if (ts.isEnumDeclaration(s) && !hidden(s, s.name.text)) {
      for (const n of namesOf(s, s.name.text)) emit(lib, n, 'enum', s, source);
    } else if (ts.isVariableStatement(s)) {
      const isConst = (s.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const d of s.declarationList.declarations) {
        const name = nameText(d.name);
        if (!name || hidden(d, name)) continue;
        if (name === exportEquals) {
          const { whole, members } = exportEqualsTargets(prefix, wanted);
          for (const full of whole) emitModuleObject(lib, full, d, isConst, source, scope);
          if (members) for (const shape of shapesOf(d.type, scope)) emitMembers(lib, prefix, shape.members, shape.getSourceFile(), { apiObject: true, only: members });
          continue;
        }
        const names = exportEquals !== undefined && !marked(s) ? [] : namesOf(s, name);
        for (const full of names) {
          if (full === prefix) {
            emitModuleObject(lib, full, d, isConst, source, scope);
            continue;
          }
          // A value typed by an imported function is that function, read where it is declared, with its signature and
          // doc: `import * as _isEmail from './lib/isEmail'; … export const isEmail: typeof _isEmail.default`
          // (@types/validator), `import { computed as computed$1 } from '@vue/reactivity'; export declare const
          // computed: typeof computed$1` (vue). Not a member of another package imported whole (`jsx: typeof
          // React.createElement`): that package's own records say it. A namespace reads its file's imports (`outerImports`).
          const query = d.type && ts.isTypeQueryNode(d.type) ? d.type.exprName : undefined;
          const typeOf = query && importedValue(query, (local) => imported.get(local) ?? outerImports.get(local));
          if (typeOf && (typeOf[0].startsWith('.') || ts.isIdentifier(query)) && full.startsWith(`${lib}.`)) {
            follow(typeOf[0], new Map([[typeOf[1], [full.slice(lib.length + 1)]]]));
            continue;
          }
          // `declare function glob_(…); export declare const glob: typeof glob_ & { sync: …; … }` (glob): the value is
          // that function, with its signature and doc, and the object type's members are its own
          const local = localFunctionTypeOf(d.type, statements);
          if (local.length) {
            // A helper the file does not export is shown by the name it is published under (`glob_` is `glob`).
            const own = full.slice(full.lastIndexOf('.') + 1);
            const sigAs = (sig: string) => sig.replace(/^function\s+[\w$]+/, `function ${own}`);
            for (const f of local) emit(lib, full, 'function', f, f.getSourceFile(), false, undefined, marked(f) ? undefined : sigAs);
            for (const part of d.type && ts.isIntersectionTypeNode(d.type) ? d.type.types : []) if (ts.isTypeLiteralNode(part)) emitMembers(lib, full, part.members, source, { apiObject: true });
            continue;
          }
          const fn = d.type && ts.isFunctionTypeNode(d.type);
          // `declare const vi: VitestUtils; export { vi }`: an API object, kept without a doc line, its
          // interface's members under it (`vitest.vi.fn`)
          const shapes = withBaseShapes(typeNames(d.type).flatMap((t) => scope.interfaces.get(t) ?? []), scope);
          // (or by several: `fireEvent: FireFunction & FireObject`, @testing-library/dom)
          const apiObject = !fn && d.type !== undefined && (ts.isTypeReferenceNode(d.type) || (ts.isIntersectionTypeNode(d.type) && d.type.types.every((t) => ts.isTypeReferenceNode(t))));
          emit(lib, full, fn ? 'function' : isConst ? 'constant' : 'variable', d, source, apiObject);
          if (!fn) for (const i of shapes) emitMembers(lib, full, i.members, i.getSourceFile(), { apiObject });
        }
      }
    } else if (ts.isModuleDeclaration(s) && s.body && ts.isModuleBlock(s.body) && ts.isStringLiteral(s.name) && s.name.text === lib) {
      // `declare module 'fast-deep-equal' { … }` in the package's own typings: that block is the module
      emitStatements(lib, prefix, withExportedOuter(s.body.statements, statements), source, scope, false, follow, wanted);
    } else if (ts.isModuleDeclaration(s) && s.body && ts.isModuleBlock(s.body) && ts.isIdentifier(s.name)) {
      if (s.name.text === exportEquals) {
        const { whole, members } = exportEqualsTargets(prefix, wanted);
        for (const full of whole) emitStatements(lib, full, s.body.statements, source, scope, false, follow, undefined, imported);
        if (members) emitStatements(lib, prefix, s.body.statements, source, scope, false, follow, members, imported);
        continue;
      }
      if (isPrivate(s, s.name.text)) continue;
      for (const nsPrefix of namesOf(s, s.name.text)) emitStatements(lib, nsPrefix, s.body.statements, source, scope, true, follow, undefined, imported);
    }
  }
}

/** The name a top-level declaration binds (a function, class, interface, namespace, enum, or a variable statement's first). */
function declaredName(s: ts.Statement): string | undefined {
  if (ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s) || ts.isInterfaceDeclaration(s) || ts.isEnumDeclaration(s)) return s.name?.text;
  if (ts.isModuleDeclaration(s) && ts.isIdentifier(s.name)) return s.name.text;
  if (ts.isVariableStatement(s)) return nameText(s.declarationList.declarations[0]?.name);
  return undefined;
}

/**
 * A module block's statements, with the file's declarations of what its `export =` names when the block does not
 * declare it: @types/mocha and handlebars declare `class Mocha` and `namespace Handlebars` at the file's top and end
 * with `declare module "mocha" { export = Mocha; }`, which read alone gave the packages no record at all.
 */
function withExportedOuter(block: ts.NodeArray<ts.Statement>, outer: ts.NodeArray<ts.Statement>): ts.NodeArray<ts.Statement> {
  const assignment = block.find((s): s is ts.ExportAssignment => ts.isExportAssignment(s) && s.isExportEquals === true);
  const name = assignment && ts.isIdentifier(assignment.expression) ? assignment.expression.text : undefined;
  if (!name || block.some((s) => declaredName(s) === name)) return block;
  const declared = outer.filter((s) => !ts.isModuleDeclaration(s) || !ts.isStringLiteral(s.name)).filter((s) => declaredName(s) === name);
  return declared.length ? ts.factory.createNodeArray([...block, ...declared]) : block;
}

/** The declarations (overloads) of the function of this file that `typeof f` or `typeof f & { … }` names. */
function localFunctionTypeOf(type: ts.TypeNode | undefined, statements: ts.NodeArray<ts.Statement>): ts.FunctionDeclaration[] {
  const parts = type && ts.isIntersectionTypeNode(type) ? type.types : type ? [type] : [];
  const query = parts.find((t) => ts.isTypeQueryNode(t) && ts.isIdentifier(t.exprName)) as ts.TypeQueryNode | undefined;
  if (!query) return [];
  const name = (query.exprName as ts.Identifier).text;
  return statements.filter((st): st is ts.FunctionDeclaration => ts.isFunctionDeclaration(st) && st.name?.text === name);
}

/** Whether a declaration is exported on its own (`export type A = …`): a type literal inside `A & { … }` is not. */
function exportedDeclaration(node: ts.Node): boolean {
  return ts.isTypeAliasDeclaration(node) && node.modifiers !== undefined && node.modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** What `typeof x` or `typeof x.y` names when `x` is imported: [module specifier, the name that module exports]. */
function importedValue(name: ts.EntityName, importOf: (local: string) => [string, string] | undefined): [string, string] | undefined {
  if (ts.isIdentifier(name)) {
    const from = importOf(name.text);
    return from && from[1] !== WHOLE_MODULE ? from : undefined;
  }
  const from = ts.isIdentifier(name.left) ? importOf(name.left.text) : undefined;
  return from && from[1] === WHOLE_MODULE ? [from[0], name.right.text] : undefined;
}

/**
 * A variable that is a module's value (`export =`, `export default`): its type's members are the module's
 * (`declare const _: _.LoDashStatic; export = _`, `declare const cliCursor: { show(): void; … }`), a function
 * type or call signature makes the module callable, and a value with neither (`declare const isWsl: boolean`)
 * is the module's one record.
 */
function emitModuleObject(lib: string, full: string, d: ts.VariableDeclaration, isConst: boolean, source: ts.SourceFile, scope: ModuleScope): void {
  const before = out.length;
  for (const shape of withBaseShapes(shapesOf(d.type, scope), scope)) emitMembers(lib, full, shape.members, shape.getSourceFile(), { apiObject: true });
  if (d.type && ts.isFunctionTypeNode(d.type)) emit(lib, full, 'function', d, source);
  else if (out.length === before) emit(lib, full, isConst ? 'constant' : 'variable', d, source, true);
}

function parse(file: string): ts.SourceFile | undefined {
  try {
    if (statSync(file).size > 3_000_000) return undefined;
    return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  } catch {
    return undefined;
  }
}

const builtinModules = new Set<string>(require('node:module').builtinModules as string[]);

/** `pkg` or `pkg/sub` (or `@scope/pkg/sub`) as node resolves it from a file: its `.d.ts`, else its `@types`. */
function resolvePackage(from: string, spec: string): string | undefined {
  if (isNodeBuiltin(spec)) return undefined; // Node's own: read from @types/node by nodeModuleBlock
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const sub = parts.slice(spec.startsWith('@') ? 2 : 1).join('/');
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    for (const pkgName of [name, typesPackageName(name)]) {
      const pkgDir = path.join(dir, 'node_modules', pkgName);
      if (existsSync(path.join(pkgDir, 'package.json'))) {
        const entry = typesEntry(pkgDir, sub ? `./${sub}` : '.');
        if (entry) return entry;
      }
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** A package's entry `.d.ts` and everything it re-exports (relative files and other packages), walked from the entry. */
function emitPackage(lib: string, entry: string, modules: string): void {
  const files = new Map<string, ts.SourceFile | undefined>();
  const scope: ModuleScope = { interfaces: new Map(), classes: new Map() };
  const MAX_FILES = 1500;
  const load = (file: string): ts.SourceFile | undefined => {
    if (files.has(file)) return files.get(file);
    if (files.size >= MAX_FILES) return undefined;
    const sf = parse(file);
    files.set(file, sf);
    if (sf) collectShapes(sf.statements, scope);
    return sf;
  };
  // Interfaces are merged across every file a module pulls in (lodash spreads one over 20 by `/// <reference>`),
  // the entry's and those of the packages it re-exports (@types/lodash.merge → @types/lodash).
  const loadWithReferences = (file: string): ts.SourceFile | undefined => {
    const known = files.has(file);
    const top = load(file);
    if (!top || known) return top;
    const queue = [top];
    while (queue.length) {
      const sf = queue.shift()!;
      const next: (string | undefined)[] = [];
      for (const s of sf.statements) {
        const spec =
          (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? s.moduleSpecifier.text : undefined;
        if (spec?.startsWith('.')) next.push(resolveRelative(sf.fileName, spec));
      }
      for (const ref of sf.referencedFiles) next.push(resolveRelative(sf.fileName, ref.fileName.startsWith('.') ? ref.fileName : `./${ref.fileName}`));
      for (const f of next) {
        if (!f || files.has(f)) continue;
        const loaded = load(f);
        if (loaded) queue.push(loaded);
      }
    }
    return top;
  };
  const first = loadWithReferences(entry);
  if (!first) return;
  const walked = new Set<string>();
  const once = (key: string) => !walked.has(key) && walked.size <= 4 * MAX_FILES && Boolean(walked.add(key));
  const follow = (from: ts.SourceFile): Follow => (spec, w) => {
    if (isNodeBuiltin(spec)) {
      // `export { Buffer } from 'buffer'` (safer-buffer), `import { inherits } from 'util'; export = inherits`
      const block = nodeModuleBlock(modules, spec);
      if (!block || !once(`node:${spec}|${w ? JSON.stringify([...w]) : '*'}`)) return;
      collectShapes(block.body.statements, scope);
      emitStatements(lib, lib, block.body.statements, block.source, scope, false, follow(block.source), w);
      return;
    }
    const next = spec.startsWith('.') ? resolveRelative(from.fileName, spec) : resolvePackage(from.fileName, spec);
    const target = next && loadWithReferences(next);
    if (target) walk(target, w);
  };
  const walk = (sf: ts.SourceFile, wanted: Wanted) => {
    if (!once(`${sf.fileName}|${wanted ? JSON.stringify([...wanted]) : '*'}`)) return;
    emitStatements(lib, lib, sf.statements, sf, scope, true, follow(sf), wanted);
  };
  walk(first, undefined);
  // `/// <reference path="./connection.d.ts" />` files that declare the package's own module block (mongoose spreads
  // `declare module 'mongoose' { function connect(…) … }` over 28 such files): the entry's, read as its own.
  for (const ref of first.referencedFiles) {
    const file = resolveRelative(first.fileName, ref.fileName.startsWith('.') ? ref.fileName : `./${ref.fileName}`);
    const sf = file ? files.get(file) : undefined;
    if (!sf || !once(`${sf.fileName}|blocks`)) continue;
    const blocks = sf.statements.filter((s) => ts.isModuleDeclaration(s) && ts.isStringLiteral(s.name) && s.name.text === lib);
    emitStatements(lib, lib, ts.factory.createNodeArray(blocks), sf, scope, true, follow(sf));
  }
}

const isNodeBuiltin = (spec: string) => spec.startsWith('node:') || builtinModules.has(spec.split('/')[0]);

const nodeBlocks = new Map<string, Map<string, { body: ts.ModuleBlock; source: ts.SourceFile }>>();

/** `declare module "node:buffer" { … }` of the installed @types/node, by the name a package imports. */
function nodeModuleBlock(modules: string, spec: string): { body: ts.ModuleBlock; source: ts.SourceFile } | undefined {
  let blocks = nodeBlocks.get(modules);
  if (!blocks) {
    blocks = new Map();
    nodeBlocks.set(modules, blocks);
    const dir = path.join(modules, '@types', 'node');
    const files = existsSync(dir) ? (require('node:fs').readdirSync(dir) as string[]).filter((f) => f.endsWith('.d.ts')) : [];
    for (const f of files) {
      const sf = parse(path.join(dir, f));
      for (const s of sf?.statements ?? []) {
        if (sf && ts.isModuleDeclaration(s) && ts.isStringLiteral(s.name) && s.body && ts.isModuleBlock(s.body)) blocks.set(s.name.text, { body: s.body, source: sf });
      }
    }
  }
  return blocks.get(spec) ?? blocks.get(spec.startsWith('node:') ? spec.slice(5) : `node:${spec}`);
}

/** `declare module "fs" { … }` blocks (Node's typings): each is a library of its own. */
function emitAmbientModules(dir: string, libFor: (module: string) => Lib | undefined): number {
  let count = 0;
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop()!;
    for (const entry of require('node:fs').readdirSync(d, { withFileTypes: true }) as import('node:fs').Dirent[]) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'ts5.6' && entry.name !== 'ts5.1' && entry.name !== 'compatibility') stack.push(full);
        continue;
      }
      if (!entry.name.endsWith('.d.ts')) continue;
      const sf = parse(full);
      if (!sf) continue;
      for (const s of sf.statements) {
        if (!ts.isModuleDeclaration(s) || !ts.isStringLiteral(s.name) || !s.body || !ts.isModuleBlock(s.body)) continue;
        const module = s.name.text.replace(/^node:/, '');
        if (module.includes('*')) continue;
        const lib = libFor(module);
        if (!lib) continue;
        if (!emittedLibs.has(module)) {
          emitLib(lib);
          emittedLibs.add(module);
        }
        const scope: ModuleScope = { interfaces: new Map(), classes: new Map() };
        collectShapes(s.body.statements, scope);
        emitStatements(module, module, s.body.statements, sf, scope, false, () => {});
        count++;
      }
    }
  }
  return count;
}

const emittedLibs = new Set<string>();

/**
 * An interface's declarations and those of the interfaces it extends (`Document` → `ParentNode`), by plain names
 * and without withBaseShapes' chain rule: over TypeScript's lib that rule drops what the DOM's event maps give
 * (`MessagePort.addEventListener`, whose base takes the interface as a type argument).
 */
function withBases(declarations: ts.InterfaceDeclaration[], interfaces: Map<string, ts.InterfaceDeclaration[]>): ts.InterfaceDeclaration[] {
  return withExtended(declarations, (base) => (ts.isIdentifier(base.expression) ? interfaces.get(base.expression.text) ?? [] : []));
}

/**
 * TypeScript's lib.*.d.ts: globals (`declare var Math: Math` → `Math.max`, `interface Array<T>` → `Array.map`),
 * and the namespaces of functions and constructors the language and the DOM declare (`declare namespace Reflect
 * { function apply(…) }` → `Reflect.apply`, `declare namespace Intl { var NumberFormat: NumberFormatConstructor }`
 * → `Intl.NumberFormat` and `Intl.NumberFormat.format`, `WebAssembly.instantiate`, `CSS.escape`). The namespaces
 * were read as nothing before: "format a number as currency" had no `Intl.NumberFormat` to find, "call a method
 * by its name" no `Reflect`. A namespace declared in several files (Intl in eleven) is read from each.
 */
function emitTypeScriptLib(tsDir: string, lib: Lib, files: (name: string) => boolean): void {
  emitLib(lib);
  const names = (require('node:fs').readdirSync(path.join(tsDir, 'lib')) as string[]).filter((f) => /^lib\..*\.d\.ts$/.test(f) && files(f));
  const interfaces = new Map<string, ts.InterfaceDeclaration[]>();
  const sources: ts.SourceFile[] = [];
  for (const f of names) {
    const sf = parse(path.join(tsDir, 'lib', f));
    if (sf) sources.push(sf);
  }
  for (const sf of sources) collectInterfaces(sf.statements, interfaces);
  for (const sf of sources) emitLibStatements(lib, sf.statements, sf, interfaces, '');
}

/** One lib file's (or namespace's) functions and values, named under `prefix` (`Intl.`) when in a namespace. */
function emitLibStatements(lib: Lib, statements: ts.NodeArray<ts.Statement>, sf: ts.SourceFile, interfaces: Map<string, ts.InterfaceDeclaration[]>, prefix: string): void {
  for (const s of statements) {
    if (ts.isFunctionDeclaration(s) && s.name) {
      if (!prefix) typeScriptGlobals.add(s.name.text);
      emit(lib.lib, prefix + s.name.text, 'function', s, sf);
    } else if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        const local = nameText(d.name);
        const type = typeName(d.type);
        if (!local) continue;
        if (!prefix) typeScriptGlobals.add(local);
        const name = prefix + local;
        // `declare var Element: { prototype: Element; new(): Element }`: the interface of the same name.
        const shape = type ? interfaces.get(type) : d.type && ts.isTypeLiteralNode(d.type) ? interfaces.get(local) : undefined;
        if (shape && !type) {
          if (local[0] === local[0].toUpperCase()) emit(lib.lib, name, 'class', d, sf, false, interfaces.get(local));
          for (const i of withBases(shape, interfaces)) emitMembers(lib.lib, name, i.members, i.getSourceFile());
        } else if (shape) {
          // `declare var Array: ArrayConstructor` → the statics; the instance interface gives the methods.
          if (local[0] === local[0].toUpperCase()) emit(lib.lib, name, 'class', d, sf, false, interfaces.get(local));
          for (const i of withBases(shape, interfaces)) emitMembers(lib.lib, name, i.members, i.getSourceFile());
          if (type) for (const i of interfaces.get(local) ?? []) emitMembers(lib.lib, name, i.members, i.getSourceFile());
        } else emit(lib.lib, name, 'variable', d, sf);
      }
    } else if (!prefix && ts.isModuleDeclaration(s) && ts.isIdentifier(s.name) && s.body && ts.isModuleBlock(s.body)) {
      typeScriptGlobals.add(s.name.text);
      emitLibStatements(lib, s.body.statements, sf, interfaces, `${s.name.text}.`);
    }
  }
}

/**
 * Node's globals (`process.argv`, `process.env`, `Buffer.from`, `__dirname`, `require`, `setImmediate`):
 * @types/node declares them in `global { … }` blocks inside its modules' declarations (`declare module
 * "process" { global { var process: NodeJS.Process; namespace NodeJS { interface Process … } } }`),
 * which the module blocks above do not read. Named as a program writes them (`process.argv`, not
 * `process.Process.argv`), in the library `node`. A global the language or the DOM already defines
 * (`console`, `setTimeout`, `fetch`, `TextEncoder`) is theirs: `alreadyGlobal` names them.
 */
function emitNodeGlobals(dir: string, lib: Lib, alreadyGlobal: ReadonlySet<string>): number {
  const blocks: { statements: ts.NodeArray<ts.Statement>; source: ts.SourceFile }[] = [];
  const findGlobalBlocks = (statements: ts.NodeArray<ts.Statement>, source: ts.SourceFile) => {
    for (const s of statements) {
      if (!ts.isModuleDeclaration(s) || !s.body || !ts.isModuleBlock(s.body)) continue;
      if (s.flags & ts.NodeFlags.GlobalAugmentation) blocks.push({ statements: s.body.statements, source });
      else if (ts.isStringLiteral(s.name)) findGlobalBlocks(s.body.statements, source);
    }
  };
  // Every .d.ts but the copies for older TypeScript versions (`ts5.6/`, as emitAmbientModules reads them).
  const files = (require('node:fs').readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.d.ts') && !/^(?:ts\d|compatibility)/.test(f));
  for (const file of files.sort()) {
    const sf = parse(path.join(dir, file));
    if (sf) findGlobalBlocks(sf.statements, sf);
  }
  const interfaces = new Map<string, ts.InterfaceDeclaration[]>();
  for (const block of blocks) collectInterfaces(block.statements, interfaces);
  emitLib(lib);
  const before = out.length;
  for (const { statements, source } of blocks) {
    for (const s of statements) {
      if (ts.isFunctionDeclaration(s) && s.name && !alreadyGlobal.has(s.name.text)) emit(lib.lib, s.name.text, 'function', s, source);
      if (!ts.isVariableStatement(s)) continue;
      for (const d of s.declarationList.declarations) {
        const name = nameText(d.name);
        if (!name || alreadyGlobal.has(name)) continue;
        const type = typeName(d.type);
        const shape = type ? interfaces.get(type) : undefined;
        if (!shape) {
          // `var __dirname: string`; a conditional type (`typeof globalThis extends …`) is a web global's.
          if (!d.type || !ts.isConditionalTypeNode(d.type)) emit(lib.lib, name, 'variable', d, source);
          continue;
        }
        // `var Buffer: BufferConstructor`: the statics, then the instances' methods (`interface Buffer`).
        if (name[0] === name[0].toUpperCase()) emit(lib.lib, name, 'class', d, source);
        // `var require: NodeJS.Require`, an interface with a call signature: `require` itself is a function.
        const apiObject = shape.some((i) => i.members.some((m) => ts.isCallSignatureDeclaration(m)));
        for (const i of withBases(shape, interfaces)) emitMembers(lib.lib, name, i.members, i.getSourceFile(), { apiObject });
        if (name !== type) for (const i of withBases(interfaces.get(name) ?? [], interfaces)) emitMembers(lib.lib, name, i.members, i.getSourceFile());
      }
    }
  }
  return out.length - before;
}

/**
 * The globals a package declares in a script (a `.d.ts` with no import or export at its top, which a program gets
 * without importing anything): @types/jest's `describe`, `it`, `expect` and `jest.fn`, @types/mocha's, Cypress' `cy.get`
 * (`declare const cy: Cypress.cy`, whose interface extends `Chainable`). Named as a test file writes them. Read from
 * the entry and the files it references in its own folder, not from the copies of other packages' typings a package
 * keeps in sub-folders (Cypress' `./mocha/`, `./lodash/`). A namespace is read when its name is an object's (`jest`,
 * lower case); a capitalised one is a class's or the types' (`Mocha`, `NodeJS`, `Cypress`). The first package to
 * declare a global keeps it (the assembler drops a name another library gave first): jest's `describe`, not mocha's.
 */
function emitScriptGlobals(lib: string, entry: string): void {
  const top = parse(entry);
  if (!top || ts.isExternalModule(top)) return;
  const sources = [top];
  for (const ref of top.referencedFiles) {
    const file = resolveRelative(entry, ref.fileName.startsWith('.') ? ref.fileName : `./${ref.fileName}`);
    const sf = file && path.dirname(file) === path.dirname(entry) ? parse(file) : undefined;
    if (sf && !ts.isExternalModule(sf)) sources.push(sf);
  }
  const scope: ModuleScope = { interfaces: new Map(), classes: new Map() };
  for (const sf of sources) collectShapes(sf.statements, scope);
  for (const sf of sources) {
    for (const s of sf.statements) {
      if (ts.isFunctionDeclaration(s) && s.name) emit(lib, s.name.text, 'function', s, sf);
      else if (ts.isVariableStatement(s)) {
        const isConst = (s.declarationList.flags & ts.NodeFlags.Const) !== 0;
        for (const d of s.declarationList.declarations) {
          const name = nameText(d.name);
          if (name) emitModuleObject(lib, name, d, isConst, sf, scope);
        }
      } else if (ts.isModuleDeclaration(s) && ts.isIdentifier(s.name) && /^[a-z]/.test(s.name.text) && s.body && ts.isModuleBlock(s.body)) {
        emitStatements(lib, s.name.text, s.body.statements, sf, scope, false, () => {});
      }
    }
  }
}

/** The staging lines of Node's globals alone (tests): `dir` is an @types/node folder. */
export function nodeGlobalLines(dir: string, alreadyGlobal: ReadonlySet<string> = new Set()): string[] {
  emitted.clear();
  out.length = 0;
  emitNodeGlobals(dir, { lib: 'node', ver: '1', source: 'npm:@types/node@1 (globals)', licence: 'MIT' }, alreadyGlobal);
  return [...out];
}

/** The staging lines of a TypeScript lib folder alone (tests): `tsDir` holds `lib/lib.*.d.ts`. */
export function typeScriptLibLines(tsDir: string, files: (name: string) => boolean = () => true): string[] {
  emitted.clear();
  out.length = 0;
  emitTypeScriptLib(tsDir, { lib: 'dom', ver: '1', source: 'npm:typescript@1/lib.dom', licence: 'Apache-2.0' }, files);
  return [...out];
}

/** The names TypeScript's lib declares globally (`console`, `setTimeout`, `Array`), read before Node's globals. */
const typeScriptGlobals = new Set<string>();

function main() {
  const [work, packagesFile] = process.argv.slice(2);
  const pinned = JSON.parse(readFileSync(packagesFile, 'utf8')) as { packages: Record<string, string>; types: Record<string, string> };
  const modules = path.join(work, 'node_modules');

  // 1. TypeScript's own lib: the language's globals, and the DOM.
  const tsDir = path.join(modules, 'typescript');
  const tsPkg = pkgJson(tsDir);
  emitTypeScriptLib(tsDir, { lib: 'ecmascript', ver: tsPkg.version, source: `npm:typescript@${tsPkg.version}/lib`, licence: tsPkg.license }, (f) => /^lib\.es(5|20\d\d)(\.|$)/.test(f) && !f.includes('full'));
  emitTypeScriptLib(tsDir, { lib: 'dom', ver: tsPkg.version, source: `npm:typescript@${tsPkg.version}/lib.dom`, licence: tsPkg.license }, (f) => f === 'lib.dom.d.ts' || f === 'lib.dom.iterable.d.ts');

  // 2. Node's built-in modules from @types/node.
  const nodeTypes = path.join(modules, '@types', 'node');
  const nodePkg = pkgJson(nodeTypes);
  const builtins = emitAmbientModules(nodeTypes, (module) =>
    /^[a-z0-9_/]+$/.test(module) ? { lib: module, ver: nodePkg.version, source: `npm:@types/node@${nodePkg.version}`, licence: nodePkg.license } : undefined,
  );
  log(`node built-in module blocks: ${builtins}`);
  const globals = emitNodeGlobals(nodeTypes, { lib: 'node', ver: nodePkg.version, source: `npm:@types/node@${nodePkg.version} (globals)`, licence: nodePkg.license }, typeScriptGlobals);
  log(`node globals: ${globals} lines`);

  // 3. Packages: their own typings, else their @types package.
  // `typescript` is an input for its lib, and one of npm's most-used packages for its compiler API (`typescript.createSourceFile`)
  for (const name of [...Object.keys(pinned.packages), 'typescript']) emitNpmPackage(modules, name);
  process.stdout.write(out.join('\n') + '\n');
  log(`${out.length} lines`);
}

const pkgJson = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const licenceOf = (p: { license?: unknown; licenses?: unknown }) =>
  typeof p.license === 'string' ? p.license : Array.isArray(p.licenses) ? p.licenses.map((l: { type?: string }) => l.type).join(' OR ') : 'UNKNOWN';

/** One installed npm package: its library line and its API lines, from its own typings or else its `@types` package. */
function emitNpmPackage(modules: string, name: string): void {
  // A package named like a Node built-in (`events`, `buffer`) is a polyfill of it: the built-in wins.
  if (emittedLibs.has(name)) return;
  emittedLibs.add(name);
  try {
    const dir = path.join(modules, name);
    if (!existsSync(path.join(dir, 'package.json'))) return;
    const pkg = pkgJson(dir);
    let source = `npm:${name}@${pkg.version}`;
    let licence = licenceOf(pkg);
    let entry = typesEntry(dir);
    if (!entry) {
      const typesName = typesPackageName(name);
      const typesDir = path.join(modules, typesName);
      entry = typesEntry(typesDir);
      if (!entry) return;
      const typesPkg = pkgJson(typesDir);
      source = `npm:${typesName}@${typesPkg.version} (types of npm:${name}@${pkg.version})`;
      licence = licenceOf(typesPkg);
    }
    const before = out.length;
    emitLib({ lib: name, ver: pkg.version, source, licence });
    emitPackage(name, entry, modules);
    // The globals a test runner's typings declare: its own entry's, and its @types package's even where the package
    // has typings of its own (jest's are its CLI's; `describe`, `expect` and `jest.fn` are @types/jest's).
    const typesOfIt = typesEntry(path.join(modules, typesPackageName(name)));
    for (const file of new Set([entry, ...(typesOfIt ? [typesOfIt] : [])])) emitScriptGlobals(name, file);
    if (out.length === before + 1) out.pop(); // nothing exported: no library line either
  } catch (error) {
    log(`${name}: skipped (${error instanceof Error ? error.message : error})`);
  }
}

/**
 * The staging lines of one installed package (tests, and looking at why a package gives nothing): alone, or
 * (`fresh` false) after the packages asked before it, as the whole run reads them.
 */
export function packageLines(modules: string, name: string, fresh = true): string[] {
  if (fresh) {
    emitted.clear();
    emittedLibs.clear();
  }
  out.length = 0;
  emitNpmPackage(modules, name);
  return [...out];
}

if (require.main === module) main();
