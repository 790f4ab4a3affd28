import { strict as assert } from 'node:assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { nodeGlobalLines, packageLines, typeScriptLibLines } from '../../../kb/pipeline/sources/typescript/extract';
import { scratchDir } from '../../support/scratch';

/** A node_modules folder of small packages, each written as `{ 'pkg/file': text }`. */
function modulesWith(files: Record<string, string>): string {
  // named node_modules: a package's imports of other packages resolve the way node resolves them
  const modules = path.join(scratchDir('gc-ts-extract-'), 'node_modules');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
    writeFileSync(path.join(modules, file), text);
  }
  return modules;
}

const pkg = (name: string, extra: object = {}) => JSON.stringify({ name, version: '1.0.0', license: 'MIT', ...extra });

function apiNames(modules: string, name: string): string[] {
  return packageLines(modules, name)
    .map((line) => JSON.parse(line))
    .filter((row) => row.t === 'api')
    .map((row) => row.name)
    .sort();
}

/** lodash typed by @types/lodash (`export =` of an object whose interface has `merge`), and the package lodash.merge. */
const LODASH_AND_LODASH_MERGE = {
  'lodash/package.json': pkg('lodash'),
  'lodash.merge/package.json': pkg('lodash.merge'),
  '@types/lodash/package.json': pkg('@types/lodash'),
  '@types/lodash/index.d.ts':
    'declare const _: _.LoDashStatic;\ndeclare namespace _ {\n  interface LoDashStatic {\n    /** Recursively merges own properties. */\n    merge<T, S>(object: T, source: S): T & S;\n    debounce(f: () => void): () => void;\n  }\n  interface Unrelated { x(): void }\n}\nexport = _;\n',
  '@types/lodash.merge/package.json': pkg('@types/lodash.merge'),
  '@types/lodash.merge/index.d.ts': 'import { merge } from "lodash";\nexport = merge;\n',
};

describe('typescript source: packages that gave no library', () => {
  let modules = '';
  afterEach(() => rmSync(path.dirname(modules), { recursive: true, force: true }));

  it('reads a package whose typings declare its module ambiently (fast-deep-equal, emoji-regex)', () => {
    modules = modulesWith({
      'fast-deep-equal/package.json': pkg('fast-deep-equal', { types: 'index.d.ts' }),
      'fast-deep-equal/index.d.ts': "declare module 'fast-deep-equal' {\n  const equal: (a: any, b: any) => boolean;\n  export = equal;\n}\n",
      'emoji-regex/package.json': pkg('emoji-regex', { types: 'index.d.ts' }),
      'emoji-regex/index.d.ts': "declare module 'emoji-regex' {\n  function emojiRegex(): RegExp;\n  export default emojiRegex;\n}\ndeclare module 'other' { function unrelated(): void; }\n",
    });
    assert.deepEqual(apiNames(modules, 'fast-deep-equal'), ['fast-deep-equal']);
    // the block of another module (an augmentation) is not this package's API
    assert.deepEqual(apiNames(modules, 'emoji-regex'), ['emoji-regex', 'emoji-regex.emojiRegex']);
  });

  it('follows `export =` of an imported member to the one member it names (@types/lodash.merge)', () => {
    modules = modulesWith(LODASH_AND_LODASH_MERGE);
    const lines = packageLines(modules, 'lodash.merge').map((line) => JSON.parse(line));
    assert.deepEqual(lines.filter((r) => r.t === 'api').map((r) => [r.name, r.kind, r.doc]), [['lodash.merge', 'method', 'Recursively merges own properties.']]);
    assert.equal(lines[0].source, 'npm:@types/lodash.merge@1.0.0 (types of npm:lodash.merge@1.0.0)');
  });

  it('gives a package its records even where another package declares the same name (lodash.merge after lodash)', () => {
    modules = modulesWith(LODASH_AND_LODASH_MERGE);
    const both = [...packageLines(modules, 'lodash'), ...packageLines(modules, 'lodash.merge', false)].map((line) => JSON.parse(line));
    assert.deepEqual(both.filter((r) => r.name === 'lodash.merge').map((r) => r.lib), ['lodash', 'lodash.merge']);
  });

  it('publishes a bundler\'s `_default` under the name its export list gives it (@babel/plugin-syntax-jsx)', () => {
    modules = modulesWith({
      'plugin/package.json': pkg('plugin', { types: 'index.d.ts' }),
      'plugin/index.d.ts': 'declare const _default: (api: object, options: object) => object;\nexport { _default as default };\ndeclare function _helper(): void;\n',
    });
    assert.deepEqual(apiNames(modules, 'plugin'), ['plugin']);
  });

  it('keeps the undocumented members of a module object typed by an interface (picocolors.red)', () => {
    modules = modulesWith({
      'picocolors/package.json': pkg('picocolors', { types: 'picocolors.d.ts' }),
      'picocolors/types.d.ts': 'export type Formatter = (input: string | number | null | undefined) => string;\nexport interface Colors {\n  isColorSupported: boolean;\n  red: Formatter;\n}\n',
      'picocolors/picocolors.d.ts': 'import { Colors } from "./types";\ndeclare const picocolors: Colors & { createColors: (enabled?: boolean) => Colors };\nexport = picocolors;\n',
    });
    assert.deepEqual(apiNames(modules, 'picocolors'), ['picocolors.createColors', 'picocolors.isColorSupported', 'picocolors.red']);
  });

  it('reads a module object typed inline or by a type alias, callable or a plain value', () => {
    modules = modulesWith({
      'resolve-from/package.json': pkg('resolve-from', { types: 'index.d.ts' }),
      'resolve-from/index.d.ts': 'declare const resolveFrom: {\n  (fromDirectory: string, moduleId: string): string;\n  silent(fromDirectory: string, moduleId: string): string | undefined;\n};\nexport = resolveFrom;\n',
      'color-convert/package.json': pkg('color-convert', { types: 'index.d.ts' }),
      'color-convert/index.d.ts': 'type Convert = { rgb: { hsl(r: number, g: number, b: number): number[] } };\ndeclare const convert: Convert;\nexport default convert;\n',
      'is-wsl/package.json': pkg('is-wsl', { types: 'index.d.ts' }),
      'is-wsl/index.d.ts': '/** Check if the process is running inside Windows Subsystem for Linux. */\ndeclare const isWsl: boolean;\nexport default isWsl;\n',
      'p-try/package.json': pkg('p-try', { types: 'index.d.ts' }),
      'p-try/index.d.ts': '/** Start a promise chain. */\nexport default function<T>(fn: () => T): Promise<T>;\n',
    });
    assert.deepEqual(apiNames(modules, 'resolve-from'), ['resolve-from', 'resolve-from.silent']);
    assert.deepEqual(apiNames(modules, 'color-convert'), ['color-convert.rgb']);
    assert.deepEqual(apiNames(modules, 'is-wsl'), ['is-wsl']);
    assert.deepEqual(apiNames(modules, 'p-try'), ['p-try']);
  });

  it('publishes `import x = require(…)` re-exported by a list under that name (json5.parse)', () => {
    modules = modulesWith({
      'json5/package.json': pkg('json5', { types: 'lib/index.d.ts' }),
      'json5/lib/index.d.ts': "import parse = require('./parse')\nimport stringify = require('./stringify')\nexport { parse, stringify }\n",
      'json5/lib/parse.d.ts': '/** Parses a JSON5 string. */\ndeclare function parse(text: string): any\nexport = parse\n',
      'json5/lib/stringify.d.ts': 'declare function stringify(value: any): string\nexport = stringify\n',
    });
    assert.deepEqual(apiNames(modules, 'json5'), ['json5.parse', 'json5.stringify']);
  });

  it('reads `./x.cjs` from its own `.d.cts`, not the `.d.ts` that imports it (@humanwhocodes/module-importer)', () => {
    modules = modulesWith({
      'mi/package.json': pkg('mi', { types: 'dist/mi.d.ts' }),
      'mi/dist/mi.d.ts': 'export { ModuleImporter };\nimport { ModuleImporter } from "./mi.cjs";\n',
      'mi/dist/mi.d.cts': 'export class ModuleImporter {\n  /** Imports a module. */\n  import(id: string): Promise<any>;\n}\n',
    });
    assert.deepEqual(apiNames(modules, 'mi'), ['mi.ModuleImporter', 'mi.ModuleImporter.import']);
  });

  it('follows a re-export of a Node built-in into @types/node (inherits → util.inherits)', () => {
    modules = modulesWith({
      '@types/node/package.json': pkg('@types/node'),
      '@types/node/util.d.ts': 'declare module "node:util" {\n  /** Inherit the prototype methods from one constructor into another. */\n  export function inherits(constructor: unknown, superConstructor: unknown): void;\n  export function format(f: string): string;\n}\ndeclare module "util" { export * from "node:util"; }\n',
      'inherits/package.json': pkg('inherits'),
      '@types/inherits/package.json': pkg('@types/inherits'),
      '@types/inherits/index.d.ts': 'import { inherits } from "util";\nexport = inherits;\n',
    });
    assert.deepEqual(apiNames(modules, 'inherits'), ['inherits']);
  });

  it('still leaves out the undocumented option fields of a plain exported interface', () => {
    modules = modulesWith({
      'opts/package.json': pkg('opts', { types: 'index.d.ts' }),
      'opts/index.d.ts': 'export interface Options { verbose: boolean }\nexport declare function run(options: Options): void;\n',
    });
    assert.deepEqual(apiNames(modules, 'opts'), ['opts.Options', 'opts.run']);
  });

  it("reads a namespace's `const x: typeof _x.default` in the file that declares it (@types/validator's isEmail)", () => {
    modules = modulesWith({
      'validator/package.json': pkg('validator'),
      '@types/validator/package.json': pkg('@types/validator'),
      '@types/validator/index.d.ts': [
        'import * as _isEmail from "./lib/isEmail";',
        'import { default as isUrlFn } from "./lib/isURL";',
        'import * as React from "react";',
        'declare namespace validator {',
        '  /** Check if the string contains the seed. */',
        '  export function contains(str: string, seed: any): boolean;',
        '  export const isEmail: typeof _isEmail.default;',
        '  export const isURL: typeof isUrlFn;',
        // Another package's value is that package's record, not this one's.
        '  export const el: typeof React.createElement;',
        '}',
        'export = validator;',
      ].join('\n'),
      '@types/validator/lib/isEmail.d.ts': '/** Check if the string is an email. */\nexport default function isEmail(str: string): boolean;\nexport interface IsEmailOptions { x?: boolean }\n',
      '@types/validator/lib/isURL.d.ts': '/** Check if the string is a URL. */\ndeclare function isURL(str: string): boolean;\nexport default isURL;\n',
      'react/package.json': pkg('react', { types: 'index.d.ts' }),
      'react/index.d.ts': '/** Creates an element. */\nexport declare function createElement(type: string): object;\n',
    });
    const rows = packageLines(modules, 'validator').map((line) => JSON.parse(line)).filter((r) => r.t === 'api');
    assert.deepEqual(rows.map((r) => [r.name, r.kind, r.doc]).sort(), [
      ['validator.contains', 'function', 'Check if the string contains the seed.'],
      ['validator.isEmail', 'function', 'Check if the string is an email.'],
      ['validator.isURL', 'function', 'Check if the string is a URL.'],
    ]);
    assert.equal(rows.find((r) => r.name === 'validator.isEmail').sig, 'function isEmail(str: string): boolean');
  });

  it("reads the package's module blocks in the files its entry references (mongoose.connect)", () => {
    modules = modulesWith({
      'mongoose/package.json': pkg('mongoose', { types: './types/index.d.ts' }),
      'mongoose/types/index.d.ts': [
        '/// <reference path="./connection.d.ts" />',
        '/// <reference path="./other.d.ts" />',
        "declare module 'mongoose' {",
        '  /** Defines a model. */',
        '  export function model(name: string): object;',
        '}',
      ].join('\n'),
      'mongoose/types/connection.d.ts': "declare module 'mongoose' {\n  /** Opens the default connection. */\n  function connect(uri: string): Promise<void>;\n}\n",
      // Another module's block in a referenced file is not the package's API; a global there is, as a program
      // that installs the package gets it (emitScriptGlobals), under the name it is declared by.
      'mongoose/types/other.d.ts': "declare module 'kareem' {\n  /** Hooks. */\n  function hook(): void;\n}\n/** A global. */\ndeclare function unrelated(): void;\n",
    });
    assert.deepEqual(apiNames(modules, 'mongoose'), ['mongoose.connect', 'mongoose.model', 'unrelated']);
  });

  it("records a module exported under a name (zod's `z`), and a value typed by a function of its file as that function (glob)", () => {
    modules = modulesWith({
      'zod/package.json': pkg('zod', { types: 'index.d.ts' }),
      'zod/index.d.ts': 'import * as z from "./external";\nexport * from "./external";\nexport { z, z as default };\n',
      'zod/external.d.ts': '/** Creates an object schema. */\nexport declare function object(shape: object): object;\n',
      'glob/package.json': pkg('glob', { types: 'index.d.ts' }),
      'glob/index.d.ts': [
        '/** Perform an asynchronous glob search. */',
        'declare function glob_(pattern: string): Promise<string[]>;',
        '/** Synchronous form of glob. */',
        'export declare function globSync(pattern: string): string[];',
        'export declare const sync: typeof globSync;',
        'export declare const glob: typeof glob_ & {',
        '  /** Synchronous form. */',
        '  sync: typeof globSync;',
        '};',
      ].join('\n'),
    });
    // `z`'s members are the package's own already (`zod.object`): not listed again under it.
    const zod = packageLines(modules, 'zod').map((line) => JSON.parse(line)).filter((r) => r.t === 'api');
    assert.deepEqual(zod.map((r) => [r.name, r.kind]).sort(), [['zod.object', 'function'], ['zod.z', 'namespace']]);
    const glob = packageLines(modules, 'glob').map((line) => JSON.parse(line)).filter((r) => r.t === 'api');
    const row = (name: string) => glob.find((r) => r.name === name);
    assert.deepEqual(glob.map((r) => r.name).sort(), ['glob.glob', 'glob.glob.sync', 'glob.globSync', 'glob.sync']);
    // The unexported helper is shown by the name it is published under; an exported one keeps its own.
    assert.equal(row('glob.glob').sig, 'function glob(pattern: string): Promise<string[]>');
    assert.equal(row('glob.glob').doc, 'Perform an asynchronous glob search.');
    assert.equal(row('glob.sync').sig, 'function globSync(pattern: string): string[]');
    assert.equal(row('glob.sync').kind, 'function');
  });

  it("follows another package's function imported by name (vue's computed), and keeps an API object of joined interfaces (fireEvent)", () => {
    modules = modulesWith({
      'vue/package.json': pkg('vue', { types: 'index.d.ts' }),
      'vue/index.d.ts': [
        "import { computed as computed$1 } from '@vue/reactivity';",
        "import * as React from 'react';",
        'export declare const computed: typeof computed$1;',
        'export declare const el: typeof React.createElement;',
        'interface FireFunction { (element: object): boolean }',
        'interface FireObject { click(element: object): boolean }',
        'export declare const fireEvent: FireFunction & FireObject;',
      ].join('\n'),
      '@vue/reactivity/package.json': pkg('@vue/reactivity', { types: 'index.d.ts' }),
      '@vue/reactivity/index.d.ts': '/** Takes a getter and returns a computed ref. */\nexport declare function computed<T>(getter: () => T): { value: T };\n',
      'react/package.json': pkg('react', { types: 'index.d.ts' }),
      'react/index.d.ts': '/** Creates an element. */\nexport declare function createElement(type: string): object;\n',
    });
    const rows = packageLines(modules, 'vue').map((line) => JSON.parse(line)).filter((r) => r.t === 'api');
    // fireEvent is callable (its interface's call signature) and has members; `el` is React's record, not vue's.
    assert.deepEqual(rows.map((r) => [r.name, r.kind]).sort(), [['vue.computed', 'function'], ['vue.fireEvent', 'constant'], ['vue.fireEvent', 'function'], ['vue.fireEvent.click', 'method']]);
    assert.equal(rows.find((r) => r.name === 'vue.computed').doc, 'Takes a getter and returns a computed ref.');
  });

  it("reads the methods of a type alias of an object type, and of the unexported types it joins (kafkajs' Producer)", () => {
    modules = modulesWith({
      'kafkajs/package.json': pkg('kafkajs', { types: 'index.d.ts' }),
      'kafkajs/index.d.ts': [
        'type Sender = { send(record: object): Promise<void> }',
        'export interface Admin { createTopics(): Promise<boolean> }',
        'export type Producer = Sender & { connect(): Promise<void>; readonly events: object }',
        // Another name for an exported interface: its methods are that interface's records already.
        'export type AdminClient = Admin & { close(): void }',
        'export type Alias = Admin',
        // An object type of options alone is no API of its own.
        'export type Options = { retries: number }',
      ].join('\n'),
    });
    assert.deepEqual(apiNames(modules, 'kafkajs'), [
      'kafkajs.Admin', 'kafkajs.Admin.createTopics', 'kafkajs.AdminClient', 'kafkajs.AdminClient.close',
      'kafkajs.Producer', 'kafkajs.Producer.connect', 'kafkajs.Producer.send',
    ]);
  });

  it("gives an API object the members of the interfaces and class its type extends (axios.get), not static ones nor a chain's", () => {
    modules = modulesWith({
      'axios/package.json': pkg('axios', { types: 'index.d.ts' }),
      'axios/index.d.ts': [
        'export class Axios {',
        '  constructor(config?: object);',
        '  /** Sends a GET request. */',
        '  get(url: string): Promise<object>;',
        '  /** The library version. */',
        '  static version: string;',
        '  private secret(): void;',
        '}',
        'export interface AxiosInstance extends Axios { (config: object): Promise<object>; create(): AxiosInstance }',
        'export interface AxiosStatic extends AxiosInstance { isCancel(value: unknown): boolean }',
        'declare const axios: AxiosStatic;',
        'export default axios;',
      ].join('\n'),
      'ansi-colors/package.json': pkg('ansi-colors', { types: 'index.d.ts' }),
      'ansi-colors/index.d.ts': [
        'interface StylesType<T> { red: T; bold: T }',
        'declare namespace ansiColors {',
        '  interface StyleFunction extends StylesType<StyleFunction> { (text: string): string }',
        '  const red: StyleFunction;',
        '}',
        'export = ansiColors;',
      ].join('\n'),
    });
    const axios = apiNames(modules, 'axios');
    for (const name of ['axios', 'axios.get', 'axios.create', 'axios.isCancel', 'axios.Axios.get']) assert.ok(axios.includes(name), name);
    // The class's static member is the class's, and a private one no API.
    assert.deepEqual(axios.filter((name) => /version|secret/.test(name)), ['axios.Axios.version']);
    // `StyleFunction extends StylesType<StyleFunction>` is a chain (`colors.red.bold`): its base is not read under each style.
    assert.deepEqual(apiNames(modules, 'ansi-colors').filter((name) => name.startsWith('ansi-colors.red.')), []);
  });

  it("reads an empty interface that stands for another package's (@types/express: `interface Application extends core.Application {}`)", () => {
    modules = modulesWith({
      'express/package.json': pkg('express'),
      '@types/express/package.json': pkg('@types/express'),
      '@types/express/index.d.ts': [
        'import * as core from "express-serve-static-core";',
        'declare function e(): core.Express;',
        'declare namespace e {',
        '  interface Application extends core.Application {}',
        '  interface Response extends core.Response {}',
        '  interface CookieOptions extends core.CookieOptions {}',
        '  interface Own extends core.Application { own(): void }',
        '}',
        'export = e;',
      ].join('\n'),
      '@types/express-serve-static-core/package.json': pkg('@types/express-serve-static-core'),
      '@types/express-serve-static-core/index.d.ts': [
        'import { EventEmitter } from "events";',
        'export interface IRouter { get: (path: string) => this; use(handler: object): this }',
        'export interface Application extends EventEmitter, IRouter {',
        '  /** Listen for connections. */',
        '  listen(port: number): object;',
        '  settings: object;',
        '}',
        'export interface Response { json: (body: unknown) => this; status(code: number): this }',
        'export interface CookieOptions { maxAge?: number; signed?: boolean }',
      ].join('\n'),
    });
    const names = apiNames(modules, 'express');
    // The other package's members, with its own bases (not Node's EventEmitter), undocumented ones too.
    assert.deepEqual(names.filter((n) => n.startsWith('express.Application.')), ['express.Application.get', 'express.Application.listen', 'express.Application.settings', 'express.Application.use']);
    assert.deepEqual(names.filter((n) => n.startsWith('express.Response.')), ['express.Response.json', 'express.Response.status']);
    // Not an option bag (no methods), and not an interface with members of its own: it extends, it stands for nothing.
    assert.deepEqual(names.filter((n) => n.startsWith('express.CookieOptions.') || n.startsWith('express.Own.')), ['express.Own.own']);
  });

  it('reads what a module block exports by `export =` from the file around it (@types/mocha, handlebars)', () => {
    modules = modulesWith({
      'handlebars/package.json': pkg('handlebars', { types: 'types/index.d.ts' }),
      'handlebars/types/index.d.ts': [
        'declare namespace Handlebars {',
        '  /** Compiles a template. */',
        '  export function compile(input: string): (context: object) => string;',
        '}',
        'declare namespace Unrelated { function other(): void; }',
        'declare module "handlebars" {',
        '  export = Handlebars;',
        '}',
        'declare module "handlebars/runtime" { export = Handlebars; }',
      ].join('\n'),
    });
    // Only what the block names, under the package's name; not the file's other globals, nor the runtime's block.
    assert.deepEqual(apiNames(modules, 'handlebars'), ['handlebars.compile']);
  });

  it("names a test runner's global declarations as a test file writes them, from its @types script beside its own typings (jest)", () => {
    modules = modulesWith({
      'jest/package.json': pkg('jest', { types: 'index.d.ts' }),
      'jest/index.d.ts': '/** Runs the CLI. */\nexport declare function run(): Promise<void>;\n',
      '@types/jest/package.json': pkg('@types/jest'),
      '@types/jest/index.d.ts': [
        '/// <reference path="./extra.d.ts" />',
        '/// <reference path="./vendored/index.d.ts" />',
        'declare var describe: jest.Describe;',
        '/** Fails a test. */',
        'declare function fail(error?: any): never;',
        'declare namespace jest {',
        '  /** Creates a mock function. */',
        '  function fn(): Mock;',
        '  interface Describe { (name: string, fn: () => void): void; only: Describe }',
        '  interface Mock { (...args: any[]): any }',
        '}',
        'declare namespace Helpers { function internal(): void; }',
      ].join('\n'),
      '@types/jest/extra.d.ts': '/** Asserts. */\ndeclare const expect: Expect;\ninterface Expect { (actual: unknown): object; any(type: unknown): unknown }\n',
      // a copy of another package's typings that the package keeps in a sub-folder is not its API
      '@types/jest/vendored/index.d.ts': '/** A copy. */\ndeclare function $(selector: string): object;\n',
      // a module (it exports) declares no globals
      'mod/package.json': pkg('mod', { types: 'index.d.ts' }),
      'mod/index.d.ts': '/** Own. */\nexport declare function own(): void;\ndeclare function notGlobal(): void;\n',
    });
    // The namespace's interfaces too: jest's matchers are `jest.Matchers.toBe`.
    assert.deepEqual(apiNames(modules, 'jest'), ['describe', 'describe.only', 'expect', 'expect.any', 'fail', 'jest.Describe', 'jest.Mock', 'jest.fn', 'jest.run']);
    assert.deepEqual(apiNames(modules, 'mod'), ['mod.own']);
  });
});

/** Each API line's doc, by name, of staging lines. */
function docsOf(lines: string[]): (name: string) => string | undefined {
  const rows = lines.map((line) => JSON.parse(line)).filter((row) => row.t === 'api');
  return (name) => rows.find((row) => row.name === name)?.doc;
}

/** The docs of a TypeScript lib folder holding one `lib.dom.d.ts` of these lines. */
function libDocs(lines: string[]): (name: string) => string | undefined {
  const modules = modulesWith({ 'typescript/lib/lib.dom.d.ts': lines.join('\n') });
  return docsOf(typeScriptLibLines(path.join(modules, 'typescript')));
}

describe("typescript source: TypeScript's lib", () => {
  it('gives a global class declared as a `var` the doc line of its interface (URLSearchParams), its own where it has one', () => {
    const doc = libDocs([
      '/** The **`URLSearchParams`** interface defines utility methods to work with the query string of a URL. */',
      'interface URLSearchParams {',
      '    /** Appends a key/value pair. */',
      '    append(name: string, value: string): void;',
      '}',
      'declare var URLSearchParams: {',
      '    prototype: URLSearchParams;',
      '    new(init?: string): URLSearchParams;',
      '};',
      '/** A timer. */',
      'interface Timer { cancel(): void; }',
      '/** Schedules work. */',
      'declare var Timer: { prototype: Timer; new(): Timer };',
      'interface Plain { x(): void; }',
      'declare var Plain: { prototype: Plain; new(): Plain };',
    ]);
    assert.equal(doc('URLSearchParams'), 'The **`URLSearchParams`** interface defines utility methods to work with the query string of a URL.');
    assert.equal(doc('URLSearchParams.append'), 'Appends a key/value pair.');
    assert.equal(doc('Timer'), 'Schedules work.');
    assert.equal(doc('Plain'), '');
  });

  it('gives an everyday global the lib documents by a link alone our own doc line (setTimeout), not one it documents', () => {
    const doc = libDocs([
      '/** [MDN Reference](https://developer.mozilla.org/docs/Web/API/Window/setTimeout) */',
      'declare function setTimeout(handler: () => void, timeout?: number): number;',
      '/** Schedules a thing. */',
      'declare function setInterval(handler: () => void, timeout?: number): number;',
      '/** [MDN Reference](https://developer.mozilla.org/docs/Web/API/Window/print) */',
      'declare function print(): void;',
    ]);
    assert.match(doc('setTimeout') ?? '', /^Calls a function once after a delay/);
    assert.equal(doc('setInterval'), 'Schedules a thing.');
    assert.equal(doc('print'), '');
  });

  it("reads a namespace's functions and constructors under its name (Reflect.apply, Intl.NumberFormat), from every file declaring it", () => {
    const modules = modulesWith({
      'typescript/lib/lib.es2015.reflect.d.ts': [
        'declare namespace Reflect {',
        '    /** Calls the function with the specified object as the this value. */',
        '    function apply(target: Function, thisArgument: any, argumentsList: ArrayLike<any>): any;',
        '    /** Gets the property of target. */',
        '    function get(target: object, propertyKey: PropertyKey): any;',
        '}',
      ].join('\n'),
      'typescript/lib/lib.es5.d.ts': [
        'declare namespace Intl {',
        '    interface NumberFormatOptions { style?: string; }',
        '    interface NumberFormat { format(value: number): string; }',
        '    interface NumberFormatConstructor { new (locales?: string): NumberFormat; supportedLocalesOf(locales: string): string[]; }',
        '    var NumberFormat: NumberFormatConstructor;',
        '}',
      ].join('\n'),
      'typescript/lib/lib.es2020.intl.d.ts': [
        'declare namespace Intl {',
        '    interface RelativeTimeFormat { format(value: number, unit: string): string; }',
        '    /** Formats relative times. */',
        '    const RelativeTimeFormat: { new (locales?: string): RelativeTimeFormat; prototype: RelativeTimeFormat };',
        '}',
      ].join('\n'),
    });
    const rows = typeScriptLibLines(path.join(modules, 'typescript')).map((line) => JSON.parse(line)).filter((row) => row.t === 'api');
    const kinds = new Map(rows.map((row) => [row.name, row.kind]));
    assert.equal(kinds.get('Reflect.apply'), 'function');
    assert.equal(kinds.get('Reflect.get'), 'function');
    assert.equal(kinds.get('Intl.NumberFormat'), 'class');
    assert.equal(kinds.get('Intl.NumberFormat.format'), 'method');
    assert.equal(kinds.get('Intl.NumberFormat.supportedLocalesOf'), 'method');
    assert.equal(kinds.get('Intl.RelativeTimeFormat.format'), 'method');
    // the namespace's own interfaces are types, not values: no record of their own
    assert.equal(kinds.has('Intl.NumberFormatOptions'), false);
    assert.equal(kinds.has('apply'), false);
    const doc = docsOf(typeScriptLibLines(path.join(modules, 'typescript')));
    assert.match(doc('Intl.NumberFormat') ?? '', /^Formats numbers for a locale/);
    assert.equal(doc('Reflect.get'), 'Gets the property of target.');
  });
});

describe('typescript source: doc lines', () => {
  it('reads what a function returns as its doc line when its comment says nothing else, unless it names a bare type', () => {
    const modules = modulesWith({
      'datey/package.json': pkg('datey', { types: 'index.d.ts' }),
      'datey/index.d.ts': [
        '/**',
        ' * @param date - the date',
        ' * @returns The new date with the seconds added',
        ' */',
        'export declare function addSeconds(date: Date, amount: number): Date;',
        '/** @returns JSX Element */',
        'export declare function Icon(): unknown;',
        '/** Adds minutes. @returns The new date */',
        'export declare function addMinutes(date: Date, amount: number): Date;',
      ].join('\n'),
    });
    const doc = docsOf(packageLines(modules, 'datey'));
    assert.equal(doc('datey.addSeconds'), 'Returns the new date with the seconds added');
    assert.equal(doc('datey.Icon'), '');
    assert.equal(doc('datey.addMinutes'), 'Adds minutes.');
  });
});

describe("typescript source: Node's globals", () => {
  it('names what @types/node declares in its global blocks as a program writes it: process.argv, Buffer.from, __dirname, require', () => {
    const modules = modulesWith({
      '@types/node/process.d.ts': [
        'declare module "process" {',
        '  global {',
        '    var process: NodeJS.Process;',
        '    namespace NodeJS {',
        '      interface Process extends EventEmitter {',
        '        /** The command-line arguments passed when the process was launched. */',
        '        argv: string[];',
        '        /** Ends the process with the given code. */',
        '        exit(code?: number): never;',
        '      }',
        '      interface EventEmitter {',
        '        /** Adds a listener. */',
        '        on(event: string, listener: () => void): this;',
        '      }',
        '      interface Require {',
        '        /** Loads a module. */',
        '        (id: string): any;',
        '        /** The modules loaded so far. */',
        '        cache: object;',
        '      }',
        '    }',
        '    /** The directory name of the current module. */',
        '    var __dirname: string;',
        '    var require: NodeJS.Require;',
        '    /** Writes to the console. */',
        '    var console: Console;',
        '  }',
        '  export = process;',
        '}',
      ].join('\n'),
      '@types/node/buffer.d.ts': [
        'declare module "buffer" {',
        '  global {',
        '    interface BufferConstructor {',
        '      /** Creates a new Buffer containing the string. */',
        '      from(text: string, encoding?: string): Buffer;',
        '    }',
        '    interface Buffer {',
        '      /** Decodes the buffer to a string. */',
        '      toString(encoding?: string): string;',
        '    }',
        '    /** Raw binary data. */',
        '    var Buffer: BufferConstructor;',
        '  }',
        '}',
      ].join('\n'),
      // The copies for older TypeScript versions are not read twice.
      '@types/node/ts5.6/buffer.d.ts': 'declare module "buffer" { global { /** Old. */ var OldOnly: string; } }',
    });
    const rows = nodeGlobalLines(path.join(modules, '@types', 'node'), new Set(['console'])).map((line) => JSON.parse(line));
    assert.deepEqual(rows.filter((r) => r.t === 'lib').map((r) => r.lib), ['node']);
    const names = rows.filter((r) => r.t === 'api').map((r) => `${r.name}:${r.kind}`).sort();
    assert.deepEqual(names, [
      'Buffer.from:method', 'Buffer.toString:method', 'Buffer:class', '__dirname:variable',
      'process.argv:property', 'process.exit:method', 'process.on:method',
      'require.cache:property', 'require:function',
    ]);
    assert.ok(rows.every((r) => r.t !== 'api' || r.lib === 'node'));
    rmSync(path.dirname(modules), { recursive: true, force: true });
  });
});
