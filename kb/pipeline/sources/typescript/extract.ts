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
  const comment = typeof last.comment === 'string' ? last.comment : ts.getTextOfJSDocComment(last.comment) ?? '';
  const dep = (last.tags ?? []).some((t) => t.tagName.text === 'deprecated');
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

/** Kinds that are noise without a doc line (an undocumented option field or type alias). */
const NEEDS_DOC = new Set<Kind>(['property', 'type', 'variable', 'constant']);

function emit(lib: string, name: string, kind: Kind, node: ts.Node, source: ts.SourceFile): void {
  const sig = sigOf(node, source);
  if (!sig || /\s/.test(name)) return;
  const { doc, dep } = docOf(node);
  if (!doc && NEEDS_DOC.has(kind)) return;
  const key = `${name}\u0000${sig}`;
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

/** Members of a class, interface or type literal, as `<prefix>.<member>`. */
function emitMembers(lib: string, prefix: string, members: ts.NodeArray<ts.ClassElement | ts.TypeElement>, source: ts.SourceFile, staticOnly = false): void {
  for (const member of members) {
    const name = nameText(member.name);
    if (!name || isPrivate(member, name)) continue;
    const isStatic = ts.canHaveModifiers(member) && (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
    if (staticOnly && !isStatic) continue;
    if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) emit(lib, `${prefix}.${name}`, 'method', member, source);
    else if (ts.isPropertyDeclaration(member) || ts.isPropertySignature(member) || ts.isGetAccessor(member)) {
      const type = (member as ts.PropertySignature).type;
      emit(lib, `${prefix}.${name}`, type && ts.isFunctionTypeNode(type) ? 'method' : 'property', member, source);
    }
  }
}

interface ModuleScope {
  /** Interfaces by name across the scope's files (declaration merging), for `export =` of a typed const. */
  interfaces: Map<string, ts.InterfaceDeclaration[]>;
}

function collectInterfaces(statements: ts.NodeArray<ts.Statement>, into: Map<string, ts.InterfaceDeclaration[]>): void {
  for (const s of statements) {
    if (ts.isInterfaceDeclaration(s)) into.set(s.name.text, [...(into.get(s.name.text) ?? []), s]);
    if (ts.isModuleDeclaration(s) && s.body && ts.isModuleBlock(s.body)) collectInterfaces(s.body.statements, into);
  }
}

function typeName(type: ts.TypeNode | undefined): string | undefined {
  if (!type || !ts.isTypeReferenceNode(type)) return undefined;
  const n = type.typeName;
  return ts.isIdentifier(n) ? n.text : n.right.text;
}

/** Walks a module's statements and emits its exports as `<prefix>.<name>`. */
function emitStatements(lib: string, prefix: string, statements: ts.NodeArray<ts.Statement>, source: ts.SourceFile, scope: ModuleScope, exportedOnly: boolean, follow: (spec: string) => void): void {
  const hasExports = (node: ts.Node) =>
    !exportedOnly || (ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
  let exportEquals: string | undefined;
  for (const s of statements) {
    if (ts.isExportAssignment(s) && s.isExportEquals && ts.isIdentifier(s.expression)) exportEquals = s.expression.text;
    if (ts.isExportDeclaration(s) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text.startsWith('.')) follow(s.moduleSpecifier.text);
  }
  for (const s of statements) {
    const exported = hasExports(s) || exportEquals !== undefined;
    if (ts.isFunctionDeclaration(s) && s.name && (exported || s.name.text === exportEquals)) {
      if (!isPrivate(s, s.name.text)) emit(lib, s.name.text === exportEquals ? prefix : `${prefix}.${s.name.text}`, 'function', s, source);
    } else if (ts.isClassDeclaration(s) && s.name && (exported || s.name.text === exportEquals)) {
      const name = s.name.text === exportEquals ? prefix : `${prefix}.${s.name.text}`;
      if (isPrivate(s, s.name.text)) continue;
      emit(lib, name, 'class', s, source);
      emitMembers(lib, name, s.members, source);
    } else if (ts.isInterfaceDeclaration(s) && exported && !isPrivate(s, s.name.text)) {
      emit(lib, `${prefix}.${s.name.text}`, 'interface', s, source);
      emitMembers(lib, `${prefix}.${s.name.text}`, s.members, source);
    } else if (ts.isTypeAliasDeclaration(s) && exported && !isPrivate(s, s.name.text)) {
      emit(lib, `${prefix}.${s.name.text}`, 'type', s, source);
    } else if (ts.isEnumDeclaration(s) && exported && !isPrivate(s, s.name.text)) {
      emit(lib, `${prefix}.${s.name.text}`, 'enum', s, source);
    } else if (ts.isVariableStatement(s) && (exported || exportEquals !== undefined)) {
      const isConst = (s.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const d of s.declarationList.declarations) {
        const name = nameText(d.name);
        if (!name || isPrivate(d, name)) continue;
        if (name === exportEquals) {
          // `declare const _: _.LoDashStatic; export = _;` — the interface's members are the exports.
          for (const i of scope.interfaces.get(typeName(d.type) ?? '') ?? []) emitMembers(lib, prefix, i.members, i.getSourceFile());
          continue;
        }
        if (!hasExports(s) && exportEquals !== undefined) continue;
        const fn = d.type && ts.isFunctionTypeNode(d.type);
        emit(lib, `${prefix}.${name}`, fn ? 'function' : isConst ? 'constant' : 'variable', d, source);
      }
    } else if (ts.isModuleDeclaration(s) && s.body && ts.isModuleBlock(s.body) && ts.isIdentifier(s.name)) {
      const isExportedNs = exported || s.name.text === exportEquals;
      if (!isExportedNs || isPrivate(s, s.name.text)) continue;
      const nsPrefix = s.name.text === exportEquals ? prefix : `${prefix}.${s.name.text}`;
      emitStatements(lib, nsPrefix, s.body.statements, source, scope, s.name.text !== exportEquals, follow);
    }
  }
}

function parse(file: string): ts.SourceFile | undefined {
  try {
    if (statSync(file).size > 3_000_000) return undefined;
    return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  } catch {
    return undefined;
  }
}

function resolveRelative(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec.replace(/\.(m|c)?js$/, ''));
  for (const candidate of [`${base}.d.ts`, `${base}.d.mts`, `${base}.d.cts`, path.join(base, 'index.d.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.d\.[mc]?ts$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** A package's entry `.d.ts` and everything it re-exports, walked from the entry. */
function emitPackage(lib: string, entry: string): void {
  const files: ts.SourceFile[] = [];
  const seen = new Set<string>();
  const load = (file: string) => {
    if (seen.has(file) || seen.size > 400) return;
    seen.add(file);
    const sf = parse(file);
    if (sf) files.push(sf);
  };
  load(entry);
  const scope: ModuleScope = { interfaces: new Map() };
  // Interfaces are merged across every file the package's entry pulls in (lodash spreads one over 20).
  const queue = [...files];
  while (queue.length) {
    const sf = queue.shift()!;
    for (const s of sf.statements) {
      const spec =
        (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? s.moduleSpecifier.text : undefined;
      if (spec?.startsWith('.')) {
        const next = resolveRelative(sf.fileName, spec);
        if (next && !seen.has(next)) {
          load(next);
          queue.push(files[files.length - 1]);
        }
      }
    }
    for (const ref of sf.referencedFiles) {
      const next = resolveRelative(sf.fileName, ref.fileName.startsWith('.') ? ref.fileName : `./${ref.fileName}`);
      if (next && !seen.has(next)) {
        load(next);
        queue.push(files[files.length - 1]);
      }
    }
  }
  for (const sf of files) collectInterfaces(sf.statements, scope.interfaces);
  const walked = new Set<string>();
  const walk = (sf: ts.SourceFile) => {
    if (walked.has(sf.fileName)) return;
    walked.add(sf.fileName);
    emitStatements(lib, lib, sf.statements, sf, scope, true, (spec) => {
      const next = resolveRelative(sf.fileName, spec);
      const target = next && files.find((f) => f.fileName === next);
      if (target) walk(target);
    });
  };
  walk(files[0]);
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
        const scope: ModuleScope = { interfaces: new Map() };
        collectInterfaces(s.body.statements, scope.interfaces);
        emitStatements(module, module, s.body.statements, sf, scope, false, () => {});
        count++;
      }
    }
  }
  return count;
}

const emittedLibs = new Set<string>();

/** An interface's declarations and those of the interfaces it extends (`Document` → `ParentNode`). */
function withBases(declarations: ts.InterfaceDeclaration[], interfaces: Map<string, ts.InterfaceDeclaration[]>): ts.InterfaceDeclaration[] {
  const out: ts.InterfaceDeclaration[] = [];
  const seen = new Set<ts.InterfaceDeclaration>();
  const visit = (list: ts.InterfaceDeclaration[], depth: number) => {
    for (const i of list) {
      if (seen.has(i)) continue;
      seen.add(i);
      out.push(i);
      if (depth >= 4) continue;
      for (const clause of i.heritageClauses ?? []) {
        for (const t of clause.types) if (ts.isIdentifier(t.expression)) visit(interfaces.get(t.expression.text) ?? [], depth + 1);
      }
    }
  };
  visit(declarations, 0);
  return out;
}

/** TypeScript's lib.*.d.ts: globals (`declare var Math: Math` → `Math.max`, `interface Array<T>` → `Array.map`). */
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
  for (const sf of sources) {
    for (const s of sf.statements) {
      if (ts.isFunctionDeclaration(s) && s.name) emit(lib.lib, s.name.text, 'function', s, sf);
      else if (ts.isVariableStatement(s)) {
        for (const d of s.declarationList.declarations) {
          const name = nameText(d.name);
          const type = typeName(d.type);
          if (!name) continue;
          // `declare var Element: { prototype: Element; new(): Element }`: the interface of the same name.
          const shape = type ? interfaces.get(type) : d.type && ts.isTypeLiteralNode(d.type) ? interfaces.get(name) : undefined;
          if (shape && !type) {
            if (name[0] === name[0].toUpperCase()) emit(lib.lib, name, 'class', d, sf);
            for (const i of withBases(shape, interfaces)) emitMembers(lib.lib, name, i.members, i.getSourceFile());
          } else if (shape) {
            // `declare var Array: ArrayConstructor` → the statics; the instance interface gives the methods.
            if (name[0] === name[0].toUpperCase()) emit(lib.lib, name, 'class', d, sf);
            for (const i of withBases(shape, interfaces)) emitMembers(lib.lib, name, i.members, i.getSourceFile());
            if (type) for (const i of interfaces.get(name) ?? []) emitMembers(lib.lib, name, i.members, i.getSourceFile());
          } else emit(lib.lib, name, 'variable', d, sf);
        }
      }
    }
  }
}

function main() {
  const [work, packagesFile] = process.argv.slice(2);
  const pinned = JSON.parse(readFileSync(packagesFile, 'utf8')) as { packages: Record<string, string>; types: Record<string, string> };
  const modules = path.join(work, 'node_modules');
  const pkgJson = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const licenceOf = (p: { license?: unknown; licenses?: unknown }) =>
    typeof p.license === 'string' ? p.license : Array.isArray(p.licenses) ? p.licenses.map((l: { type?: string }) => l.type).join(' OR ') : 'UNKNOWN';

  // 1. TypeScript's own lib: the language's globals, and the DOM.
  const tsDir = path.join(modules, 'typescript');
  const tsPkg = pkgJson(tsDir);
  emitTypeScriptLib(tsDir, { lib: 'ecmascript', ver: tsPkg.version, source: `npm:typescript@${tsPkg.version}/lib`, licence: tsPkg.license }, (f) => /^lib\.es(5|20\d\d)(\.|$)/.test(f) && !f.includes('full'));
  emitTypeScriptLib(tsDir, { lib: 'dom', ver: tsPkg.version, source: `npm:typescript@${tsPkg.version}/lib.dom`, licence: tsPkg.license }, (f) => f === 'lib.dom.d.ts' || f === 'lib.dom.iterable.d.ts');

  // 2. Node's built-in modules from @types/node.
  const nodeTypes = path.join(modules, '@types', 'node');
  const nodePkg = pkgJson(nodeTypes);
  const builtins = emitAmbientModules(nodeTypes, (module) =>
    /^[a-z_/]+$/.test(module) ? { lib: module, ver: nodePkg.version, source: `npm:@types/node@${nodePkg.version}`, licence: nodePkg.license } : undefined,
  );
  log(`node built-in module blocks: ${builtins}`);

  // 3. Packages: their own typings, else their @types package.
  for (const name of Object.keys(pinned.packages)) {
    // A package named like a Node built-in (`events`, `buffer`) is a polyfill of it: the built-in wins.
    if (emittedLibs.has(name)) continue;
    emittedLibs.add(name);
    try {
      const dir = path.join(modules, name);
      if (!existsSync(path.join(dir, 'package.json'))) continue;
      const pkg = pkgJson(dir);
      let entry: string | undefined;
      let source = `npm:${name}@${pkg.version}`;
      let licence = licenceOf(pkg);
      const typesField = pkg.types ?? pkg.typings;
      if (typeof typesField === 'string') entry = path.join(dir, typesField);
      else if (existsSync(path.join(dir, 'index.d.ts'))) entry = path.join(dir, 'index.d.ts');
      if (entry && !existsSync(entry) && existsSync(`${entry}.d.ts`)) entry = `${entry}.d.ts`;
      if (!entry || !existsSync(entry)) {
        const typesName = `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
        const typesDir = path.join(modules, typesName);
        if (!existsSync(path.join(typesDir, 'index.d.ts'))) continue;
        const typesPkg = pkgJson(typesDir);
        entry = path.join(typesDir, 'index.d.ts');
        source = `npm:${typesName}@${typesPkg.version} (types of npm:${name}@${pkg.version})`;
        licence = licenceOf(typesPkg);
      }
      const before = out.length;
      emitLib({ lib: name, ver: pkg.version, source, licence });
      emitPackage(name, entry);
      if (out.length === before + 1) out.pop(); // nothing exported: no library line either
    } catch (error) {
      log(`${name}: skipped (${error instanceof Error ? error.message : error})`);
    }
  }
  process.stdout.write(out.join('\n') + '\n');
  log(`${out.length} lines`);
}

main();
