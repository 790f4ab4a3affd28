/**
 * Go's third-party packages by the names people call them: "with gin", "using zap", "viper", "testify",
 * "gorilla mux", "fatih color". The base lists a Go package by its import path
 * (github.com/gin-gonic/gin, go.uber.org/zap), which no question writes: "create an http server with gin"
 * named no library and showed only net/http, "read a config file with viper" `os.ReadFile`.
 *
 * A package is named, where the question says it as the tool it uses (goModulesNamedIn), by its repository's
 * name (gin, zap, testify, goquery, resty; gopkg.in/yaml.v3's is yaml; gonum.org/v1/gonum's gonum), or by its
 * own name below the repository (zapcore); the repository's name wins where both name
 * something ("logrus" is github.com/sirupsen/logrus, not the logrus adapters of other modules). Not by a
 * word that is a standard package's name (Go's `errors` before github.com/pkg/errors) or an English word
 * the mined examples say often (`color`, `assert`, `require`, `handlers`: isEnglishWord); those name it
 * with the repository's owner before them: "fatih color", "gorilla mux", "google uuid".
 */
import type { LangIndex } from './inverted-index';
import { isEnglishWord } from './naming-share';
import { isStopWord, stem } from './tokenize';
import { saidAsPlaceOfTask, saidAsToolPlainly, saidInPossessive } from './said-as-tool';

interface GoModuleNames {
  /** A name (lower-case) and the packages it names. */
  byName: Map<string, string[]>;
  /** "owner name" (lower-case, one space) and the packages of that repository. */
  byOwnerAndName: Map<string, string[]>;
  /** Each package's names, as byName and byOwnerAndName give them: what a question says it uses. */
  namesOfLib: Map<string, string[]>;
}

/** Hosts whose paths name an owner and then a repository; elsewhere the repository follows the host (go.uber.org/zap). */
const OWNER_HOSTS = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'golang.org']);
/** A package this small is a stub, not what a question asks of a library (as for goPackagesNamedBy). */
const MIN_RECORDS = 5;

const cache = new WeakMap<LangIndex, GoModuleNames>();

/**
 * The third-party packages (as the index names them, lower-cased) a question names as the tool it uses:
 * "with gin", "using zap.", "zap and …", "the viper library" (saidAsToolPlainly). A name said otherwise is
 * mostly a word of the task, and these names were never chosen as aliases are: read anywhere, or after any
 * "with" or "using", "using the language", "the language's", "a web server", "use exact integers" named
 * golang.org/x/text/language, goji's web and an OpenTelemetry aggregator on five Go task descriptions of
 * dev-multi, and "stats", "generator" would have named more.
 *
 * Also where the question says it as the place of the task, ending a clause ("bind a JSON body to a struct in
 * gin"), or in the possessive ("with zap's sugared logger"): the names here are no English word (namesOf), so
 * "in NAME" is no unit and "NAME's" no thing of the task. Without them those two questions named no library
 * beside `encoding/json` and `log`, and showed only theirs.
 */
export function goModulesNamedIn(index: LangIndex, text: string): string[] {
  if (index.lang !== 'go') return [];
  const { byName } = namesOf(index);
  const found: string[] = [];
  for (const word of new Set(text.toLowerCase().match(/[a-z][\w-]*/g) ?? [])) {
    const libs = byName.get(word);
    if (libs && (saidAsToolPlainly(text, [word]) || saidAsPlaceOfTask(text, [word]) || saidInPossessive(text, [word]))) found.push(...libs);
  }
  return found;
}

/** The packages a question names by their repository's owner and name ("gorilla mux", "fatih/color"). */
export function goModulesNamedByOwnerIn(index: LangIndex, text: string): string[] {
  if (index.lang !== 'go') return [];
  const { byOwnerAndName } = namesOf(index);
  const words = text.toLowerCase().match(/[a-z0-9][\w-]*/g) ?? [];
  const found: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) found.push(...(byOwnerAndName.get(`${words[i]} ${words[i + 1]}`) ?? []));
  return found;
}

/** The names a question may use for a third-party Go package (lower-cased path), none for any other. */
export function goModuleNamesOf(index: LangIndex, lib: string): readonly string[] {
  if (index.lang !== 'go') return [];
  return namesOf(index).namesOfLib.get(lib) ?? [];
}

function namesOf(index: LangIndex): GoModuleNames {
  let names = cache.get(index);
  if (names) return names;
  const model = index.intents?.neighbours;
  const libs = index.libs.map((lib) => lib.toLowerCase());
  // A word a standard package is named by (its path, or its path's last segment) names that package.
  const standard = new Set(libs.filter((lib) => !lib.split('/')[0].includes('.')).flatMap((lib) => [lib, lib.split('/').pop()!]));
  const usable = (name: string) =>
    name.length >= 3 && /^[a-z][a-z0-9_-]*$/.test(name) && !isStopWord(name) && !standard.has(name) && !(model && isEnglishWord(model, stem(name)));
  const byRepository = new Map<string, string[]>();
  const byPackage = new Map<string, string[]>();
  const byOwnerAndName = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, lib: string) => (map.get(key)?.push(lib) ?? map.set(key, [lib]));
  for (let id = 0; id < libs.length; id++) {
    const segments = libs[id].split('/');
    if (segments.length < 2 || !segments[0].includes('.') || index.libSize[id] < MIN_RECORDS) continue;
    const rootLength = rootLengthOf(segments);
    if (segments.length < rootLength) continue;
    const repository = segments[rootLength - 1].replace(/\.v\d+$/, '');
    const own = /^v\d+$/.test(segments[segments.length - 1]) ? segments[segments.length - 2] : segments[segments.length - 1];
    add(byRepository, repository, libs[id]);
    if (own !== repository) add(byPackage, own, libs[id]);
    if (rootLength === 3) add(byOwnerAndName, `${segments[1]} ${repository}`, libs[id]);
  }
  const byName = new Map<string, string[]>();
  for (const [name, found] of byPackage) if (usable(name)) byName.set(name, found);
  for (const [name, found] of byRepository) if (usable(name)) byName.set(name, repositoryRoots(found));
  for (const [phrase, found] of byOwnerAndName) byOwnerAndName.set(phrase, repositoryRoots(found));
  const namesOfLib = new Map<string, string[]>();
  for (const map of [byName, byOwnerAndName]) for (const [name, found] of map) for (const lib of found) add(namesOfLib, lib, name);
  names = { byName, byOwnerAndName, namesOfLib };
  cache.set(index, names);
  return names;
}

/**
 * Of the packages of repositories of one name, the shortest path of each repository (its root package,
 * github.com/gin-gonic/gin before …/gin/render), or all of a repository that has no root package (testify:
 * assert, require, suite).
 */
function repositoryRoots(libs: readonly string[]): string[] {
  const rootOf = (lib: string) => lib.split('/').slice(0, rootLengthOf(lib.split('/'))).join('/');
  const roots = new Set(libs.filter((lib) => lib === rootOf(lib) || /^v\d+$/.test(lib.slice(rootOf(lib).length + 1))));
  return libs.filter((lib) => roots.has(lib) || ![...roots].some((root) => rootOf(root) === rootOf(lib)));
}

/** How many segments of a package's path name its repository: host, owner (OWNER_HOSTS) and name, a `/vN` after the host skipped (gonum.org/v1/gonum). */
function rootLengthOf(segments: readonly string[]): number {
  const length = OWNER_HOSTS.has(segments[0]) ? 3 : 2;
  return /^v\d+$/.test(segments[length - 1] ?? '') ? length + 1 : length;
}
