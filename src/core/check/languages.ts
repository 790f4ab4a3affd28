/**
 * Per language: its reader, and how an import's root is judged: in the base, published (on a list of
 * published names: a real library the base lacks), unlisted (on no list, and not judged: the project's
 * own modules, or a name no list can judge), or unknown (an invented or squatted package).
 */
import { GO_STD_PACKAGES_SINCE_119 } from './go-std-additions';
import type { LangNames } from './known-names';
import type { PublishedNames } from './published';
import { readC, headerName } from './readers/c';
import { readGo } from './readers/go';
import { readJava } from './readers/java';
import { moduleSpec, packageOf, readJavaScript } from './readers/javascript';
import { readPython } from './readers/python';
import type { Reading } from './readers/reading';
import { readRust } from './readers/rust';
import { editDistance } from './distance';
import { isNodeBuiltin } from './live-builtins';
import { nearestLibraries } from './suggest';

/** Debian's key for a Go import path: `github.com/spf13/cobra` → `github-spf13-cobra` (golang-…-dev). */
export function goDebianKey(importPath: string): string {
  const [host, ...rest] = importPath.split('/');
  return [host.replace(/\.(com|org|net|io|in)$/, ''), ...rest].join('-').toLowerCase();
}

export type RootStatus = 'base' | 'published' | 'unlisted' | 'unknown';
type RootJudge = (names: LangNames, published: PublishedNames, root: string) => RootStatus;
type Reader = (code: string, names: LangNames, published: PublishedNames) => Reading;

/** Libraries' first segments (`ruamel.yaml` → ruamel), computed once per names object. */
const firstSegments = new WeakMap<LangNames, Set<string>>();
function firstSegmentsOf(names: LangNames): Set<string> {
  let set = firstSegments.get(names);
  if (!set) {
    const sep = names.lang === 'go' ? '/' : names.sep;
    set = new Set([...names.libs.keys()].map((l) => l.split(sep)[0].toLowerCase()));
    firstSegments.set(names, set);
  }
  return set;
}

/**
 * Names projects give their own modules (`from utils import load`, `import config`): an import of
 * one is the project's code, never judged as a package.
 */
export const LOCAL_MODULE_NAMES = new Set([
  'test', 'tests', 'testing', 'conftest', 'utils', 'util', 'helpers', 'helper', 'common', 'config', 'settings', 'constants',
  'models', 'model', 'app', 'main', 'core', 'lib', 'src', 'db', 'database', 'views', 'forms', 'api', 'schemas', 'schema',
  'services', 'service', 'tasks', 'routes', 'handlers', 'exceptions', 'errors', 'types', 'data', 'dataset', 'datasets',
  'module', 'mymodule', 'my_module', 'example', 'examples', 'setup', 'version', 'server', 'client', 'local_settings',
]);

const python: RootJudge = (names, published, root) => {
  if (root === '' || firstSegmentsOf(names).has(root.toLowerCase())) return 'base';
  // A private module (`_ctypes_test`) is an implementation detail, never a package to install.
  if (root.startsWith('_') || LOCAL_MODULE_NAMES.has(root.toLowerCase())) return 'unlisted';
  return published.has('python', root) ? 'published' : 'unknown';
};

const javascript: RootJudge = (names, published, root) => {
  if (root === '') return 'base';
  const spec = moduleSpec(root);
  if (spec === undefined) return 'unlisted';
  const pkg = packageOf(spec);
  if (names.libs.has(spec) || names.libs.has(pkg)) return 'base';
  // Node's built-in modules exist whatever the lists hold (the running Node knows them).
  if (isNodeBuiltin(spec)) return 'published';
  return published.has('javascript', pkg) ? 'published' : 'unknown';
};

/** Go: parent path → the last elements of the packages the base and the well-known list hold under it. */
const goSiblings = new WeakMap<LangNames, Map<string, Set<string>>>();
function siblingsOf(names: LangNames, published: PublishedNames, parent: string): Set<string> | undefined {
  let map = goSiblings.get(names);
  if (!map) {
    map = new Map();
    for (const path of [...names.libs.keys(), ...published.wellKnown('go')]) {
      const at = path.lastIndexOf('/');
      if (at <= 0 || !path.slice(0, path.indexOf('/')).includes('.')) continue;
      const key = path.slice(0, at);
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(path.slice(at + 1));
    }
    goSiblings.set(names, map);
  }
  return map.get(parent);
}

/**
 * A module path one step from a package the base knows under the same parent: a typo of its last
 * element (`spf13/pfag` for `spf13/pflag`) or that element with letters added (`sirupsen/logruskit`,
 * `testify/assertlib`, `x/sys/unixlib`): the near misses and name combinations squatters register.
 */
function isNearSibling(names: LangNames, published: PublishedNames, root: string): boolean {
  const at = root.lastIndexOf('/');
  if (at <= 0) return false;
  const last = root.slice(at + 1);
  const siblings = siblingsOf(names, published, root.slice(0, at));
  if (!siblings || siblings.has(last)) return false;
  for (const real of siblings) {
    if (real.length >= 4 && editDistance(last, real, real.length >= 6 ? 2 : 1) <= (real.length >= 6 ? 2 : 1)) return true;
    if (real.length >= 3 && last.startsWith(real) && /^[a-z]{1,8}$/.test(last.slice(real.length))) return true;
  }
  return false;
}

/**
 * Go: a standard-library path (no dot in its first element) the base lacks does not exist. A module
 * path is a URL anyone may publish under: it is unknown only when Debian does not package it and it
 * is a near miss of a well-known module (`github.com/sirupsen/logrus` vs `github.com/sirupsen/logrs`).
 */
const go: RootJudge = (names, published, root) => {
  if (root === 'C' || names.libs.has(root)) return 'base';
  const first = root.split('/')[0];
  if (!first.includes('.')) {
    if (GO_STD_PACKAGES_SINCE_119.has(root)) return 'published';
    // Paths without a dot in their first element are the standard library's, which the base holds
    // whole: one it lacks does not exist (`encoding/yaml`, `stringsutil`). A longer one under a
    // first element the standard library does not use (`myapp/internal/db`) is the project's own.
    if (root.includes('/') && !firstSegmentsOf(names).has(first)) return 'unlisted';
    return 'unknown';
  }
  if (isNearSibling(names, published, root)) return 'unknown';
  if ([...names.libs.keys()].some((l) => root.startsWith(l + '/') || l.startsWith(root + '/'))) return 'base';
  // Debian packages a module under `golang-<host>-<path>-dev`; a subpackage's module is a prefix.
  const parts = root.split('/');
  for (let k = parts.length; k >= 2; k--) if (published.has('go', goDebianKey(parts.slice(0, k).join('/')))) return 'published';
  return nearestLibraries(root, published.wellKnown('go')).length > 0 ? 'unknown' : 'unlisted';
};

/** Java: packages under `java.` and `javax.` belong to the JDK, which the base holds whole. */
const java: RootJudge = (names, published, root) => {
  if (root === '' || names.libs.has(root)) return 'base';
  if (/^(java|javax)\./.test(root)) return 'unknown';
  if ([...names.libs.keys()].some((l) => l.startsWith(root + '.'))) return 'base';
  return nearestLibraries(root, published.wellKnown('java')).length > 0 ? 'unknown' : 'unlisted';
};

/** The toolchain's own crates besides std (`extern crate test;` in benches, `proc_macro` in derive crates). */
const RUST_SYSROOT_CRATES = new Set(['test', 'proc_macro']);

const rust: RootJudge = (names, published, root) => {
  if (root === '' || root === 'std' || root === 'core' || root === 'alloc' || names.libs.has(root)) return 'base';
  if (RUST_SYSROOT_CRATES.has(root)) return 'published';
  return published.has('rust', root) ? 'published' : 'unknown';
};

/** C: a header the base covers, a standard or packaged one (published), else unknown. */
export function cLibraryOf(names: LangNames, header: string): string | undefined {
  const h = headerName(header);
  if (names.libs.has(h)) return h;
  const dir = h.split('/')[0];
  return names.libs.has(dir) ? dir : undefined;
}
/** Windows SDK headers (C code for Windows includes them; Debian packages none of them). */
const WINDOWS_HEADERS = new Set(['windows', 'winsock2', 'ws2tcpip', 'io', 'conio', 'direct', 'process', 'tchar', 'winbase', 'windef', 'winuser', 'shlobj', 'wincrypt', 'iphlpapi', 'mswsock', 'malloc']);

/** Headers the C compiler itself provides (gcc's, not the C library's), and C++'s bits/. */
export const C_COMPILER_HEADERS = new Set([
  // C++'s standard headers (a "c" block is sometimes C++).
  'iostream', 'cstdlib', 'cstdio', 'cstring', 'cmath', 'string', 'vector', 'map', 'set', 'algorithm', 'memory', 'sstream',
  'fstream', 'iomanip', 'utility', 'functional', 'numeric', 'array', 'list', 'deque', 'queue', 'stack', 'unordered_map',
  'unordered_set', 'chrono', 'thread', 'mutex', 'random', 'cassert', 'climits', 'cstdint', 'ctime', 'cctype', 'bitset',
  'stdbool', 'stdarg', 'stddef', 'float', 'limits', 'iso646', 'stdalign', 'stdatomic', 'stdnoreturn', 'stdint', 'varargs', 'cpuid', 'immintrin', 'x86intrin', 'omp']);

const c: RootJudge = (names, published, root) => {
  // A header under the directory of a library the base covers that its package does not install
  // (`curl/curlutils.h`, `openssl/errhelpers.h`) does not exist.
  const listed = published.cLibraryHeaders.get(headerName(root).split('/')[0]);
  if (listed && headerName(root).includes('/') && !listed.has(headerName(root))) return 'unknown';
  if (root === '' || cLibraryOf(names, root)) return 'base';
  const h = headerName(root);
  if (published.cHeaders.has(h) || C_COMPILER_HEADERS.has(h) || h.startsWith('bits/') || WINDOWS_HEADERS.has(h.toLowerCase())) return 'published';
  // A header's directory or stem names its library, as Debian's -dev package does: `libxml/uri` (libxml2-dev),
  // `event2/event` (libevent-dev), `zlib` (zlib1g-dev).
  const first = h.split('/')[0];
  for (const candidate of [h, first, first.replace(/\d+$/, ''), first.replace(/^lib/, '').replace(/\d+$/, '')]) {
    if (candidate && published.has('c', candidate)) return 'published';
  }
  return 'unknown';
};

const JUDGES: Record<string, RootJudge> = { python, javascript, go, java, rust, c };

const READERS: Record<string, Reader> = {
  python: (code) => readPython(code),
  javascript: (code, names) => readJavaScript(code, names),
  go: (code) => readGo(code),
  java: (code, names) => readJava(code, names),
  rust: (code, names, published) => readRust(code, names, published),
  // A call is judged in a closed world only when every header is one the base covers.
  c: (code, names, published) => {
    const reading = readC(code);
    // A library the base holds only in part (capped at its 2,000 most used functions, like OpenSSL)
    // cannot close the world: its other functions are real.
    const complete = (root: string) => {
      const lib = cLibraryOf(names, root);
      return lib !== undefined && (names.libs.get(lib) ?? 0) < 1900;
    };
    // Code that includes nothing shows too little to judge (a fragment of a larger file).
    return {
      ...reading,
      closedWorld: reading.closedWorld === true && reading.imports.length > 0 &&
        reading.imports.every((i) => complete(i.root) || published.cHeaders.has(i.root) || C_COMPILER_HEADERS.has(i.root)),
    };
  },
};

export function readerFor(lang: string): Reader | undefined {
  return READERS[lang];
}

export function rootStatusFor(lang: string): RootJudge {
  return JUDGES[lang] ?? (() => 'published');
}
