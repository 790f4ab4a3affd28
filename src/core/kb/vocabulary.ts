/**
 * General programming vocabulary the retriever needs beyond the knowledge base's own text: the usual
 * import aliases of libraries, language names, and a small synonym table of how people describe
 * operations versus how APIs name them. This is knowledge about programming, not about any test set.
 */
import { lookupTable, nestedLookupTable } from '../../shared/lookup';

/**
 * Alias as written in questions/code → the library it names, per knowledge-base language. A key of several
 * words is a phrase ("commons io"); a value ending in `.*` names a package and the packages under it.
 */
export const LIBRARY_ALIASES = nestedLookupTable<string>({
  python: {
    pandas: 'pandas', numpy: 'numpy', matplotlib: 'matplotlib', seaborn: 'seaborn', scipy: 'scipy',
    pd: 'pandas', np: 'numpy', plt: 'matplotlib', mpl: 'matplotlib', pyplot: 'matplotlib', sns: 'seaborn',
    sklearn: 'sklearn', 'scikit-learn': 'sklearn', scikit: 'sklearn', bs4: 'bs4', beautifulsoup: 'bs4',
    beautifulsoup4: 'bs4', soup: 'bs4', tf: 'tensorflow', cv2: 'cv2', opencv: 'cv2', sp: 'scipy',
    nx: 'networkx', dt: 'datetime', yaml: 'yaml', pyyaml: 'yaml', pil: 'PIL', pillow: 'PIL', dateutil: 'dateutil',
    sqlalchemy: 'sqlalchemy', sa: 'sqlalchemy', regex: 're', regexp: 're', sqlite: 'sqlite3', stats: 'scipy',
    dataframe: 'pandas', ndarray: 'numpy', subprocess: 'subprocess', django: 'django', flask: 'flask',
    nltk: 'nltk', torch: 'torch', pytorch: 'torch', xgb: 'xgboost', lxml: 'lxml', openpyxl: 'openpyxl',
  },
  javascript: {
    _: 'lodash', lodash: 'lodash', $: 'jquery', jquery: 'jquery', node: 'fs', nodejs: 'fs', react: 'react',
    reactdom: 'react-dom', vue: 'vue', express: 'express', axios: 'axios', moment: 'moment', dayjs: 'dayjs',
    rxjs: 'rxjs', d3: 'd3', three: 'three', 'three.js': 'three', 'react-query': '@tanstack/react-query',
    'react query': '@tanstack/react-query', 'tanstack query': '@tanstack/react-query',
    // A scoped package is called by its scope or product ("with supabase", "the aws sdk", "angular"); `/*` is the
    // scope's packages.
    supabase: '@supabase/supabase-js', nestjs: '@nestjs/*', angular: '@angular/*', 'aws sdk': '@aws-sdk/*',
    'aws-sdk': '@aws-sdk/*', s3: '@aws-sdk/client-s3', dynamodb: '@aws-sdk/client-dynamodb', 'redux toolkit': '@reduxjs/toolkit',
    'testing library': '@testing-library/*', 'react testing library': '@testing-library/react', apollo: '@apollo/*',
    'google cloud storage': '@google-cloud/storage', opentelemetry: '@opentelemetry/*', mui: '@mui/material',
    'material ui': '@mui/material', 'material-ui': '@mui/material', anthropic: '@anthropic-ai/sdk', hapi: '@hapi/hapi',
    fetch: 'dom', dom: 'dom', document: 'dom', window: 'dom',
    promise: 'ecmascript', regexp: 'ecmascript', regex: 'ecmascript', json: 'ecmascript', array: 'ecmascript',
  },
  go: { golang: 'fmt', http: 'net/http', regexp: 'regexp', regex: 'regexp', json: 'encoding/json', cobra: 'github.com/spf13/cobra' },
  // The technologies a Java question names by their common word: "SQL" and "JDBC" mean java.sql, an
  // email means JavaMail (javax.mail), reflection java.lang.reflect.
  java: {
    jdk: 'java.lang', collections: 'java.util', stream: 'java.util.stream', streams: 'java.util.stream', nio: 'java.nio.file',
    sql: 'java.sql', jdbc: 'java.sql', swing: 'javax.swing', awt: 'java.awt', regex: 'java.util.regex', regexp: 'java.util.regex',
    reflection: 'java.lang.reflect', email: 'javax.mail',
    // A Java library is called by its artifact's name ("commons-io", "Apache Commons Lang", "JUnit"), and the
    // base lists it by package: `.*` is the package and those under it (DigestUtils is in …codec.digest).
    'commons-io': 'org.apache.commons.io.*', 'commons io': 'org.apache.commons.io.*', 'apache commons io': 'org.apache.commons.io.*',
    'commons-lang3': 'org.apache.commons.lang3.*', 'commons-lang': 'org.apache.commons.lang3.*', 'commons lang': 'org.apache.commons.lang3.*', 'apache commons lang': 'org.apache.commons.lang3.*',
    'commons lang3': 'org.apache.commons.lang3.*', 'commons-codec': 'org.apache.commons.codec.*', 'commons codec': 'org.apache.commons.codec.*',
    'commons-collections4': 'org.apache.commons.collections4.*', 'commons-collections': 'org.apache.commons.collections4.*',
    'commons collections': 'org.apache.commons.collections4.*', 'commons-math3': 'org.apache.commons.math3.*',
    'commons-math': 'org.apache.commons.math3.*', 'commons math': 'org.apache.commons.math3.*', junit: 'org.junit.*', javamail: 'javax.mail.*',
    // The libraries whose javadoc the pipeline builds from Debian's source packages (and Gson's jar), by the names
    // their users say: "with Jackson", "using Guava", "an OkHttp client".
    gson: 'com.google.gson.*', jackson: 'com.fasterxml.jackson.*', guava: 'com.google.common.*', okhttp: 'okhttp3.*',
    slf4j: 'org.slf4j.*', jsoup: 'org.jsoup.*', log4j: 'org.apache.logging.log4j.*', log4j2: 'org.apache.logging.log4j.*',
    jupiter: 'org.junit.jupiter.*', 'junit 5': 'org.junit.jupiter.*', mockito: 'org.mockito.*', httpclient: 'org.apache.http.*',
    'apache httpclient': 'org.apache.http.*', httpcomponents: 'org.apache.http.*',
  },
  rust: { std: 'std', tokio: 'tokio', serde: 'serde', hashmap: 'std', vec: 'std', regex: 'regex', clap: 'clap' },
  c: { libc: 'stdio', posix: 'unistd', pthreads: 'pthread', malloc: 'stdlib', printf: 'stdio' },
});

/** Words that name a language in a question, → the request language. */
export const LANGUAGE_WORDS = lookupTable<string>({
  python: 'python', python3: 'python', py: 'python', pythonic: 'python', pandas: 'python', numpy: 'python', django: 'python',
  javascript: 'javascript', js: 'javascript', node: 'javascript', nodejs: 'javascript', ecmascript: 'javascript',
  npm: 'javascript', typescript: 'typescript', ts: 'typescript', tsx: 'typescript', deno: 'typescript',
  go: 'go', golang: 'go', goroutine: 'go', goroutines: 'go', java: 'java', jvm: 'java', jdk: 'java',
  rust: 'rust', cargo: 'rust', crate: 'rust', rustc: 'rust', c: 'c', ansi: 'c', glibc: 'c', libc: 'c', posix: 'c',
});

/**
 * Question words → API words. Both directions are looked up. Kept small and general: each pair is
 * how people say it versus how libraries spell it.
 */
const SYNONYM_GROUPS: string[][] = [
  ['directory', 'dir', 'folder', 'mkdir', 'makedirs'],
  ['delete', 'remove', 'unlink', 'rm', 'drop', 'erase'],
  ['file', 'path'],
  ['regex', 'regular', 'pattern', 're', 'regexp'],
  ['average', 'mean'],
  ['count', 'len', 'length', 'size'],
  ['lowercase', 'lower'],
  ['uppercase', 'upper'],
  ['concatenate', 'concat', 'join', 'merge', 'combine'],
  ['plot', 'chart', 'graph', 'figure', 'draw', 'visualize', 'visualise'],
  ['histogram', 'hist'],
  ['download', 'fetch', 'get', 'request', 'url'],
  ['http', 'request', 'url', 'web'],
  ['random', 'rand', 'shuffle', 'choice', 'sample'],
  ['current', 'now', 'today'],
  ['timestamp', 'time', 'datetime', 'date'],
  ['parse', 'load', 'loads', 'read', 'decode'],
  ['serialize', 'dump', 'dumps', 'encode', 'stringify'],
  ['execute', 'run', 'exec', 'call', 'spawn', 'popen'],
  ['command', 'shell', 'subprocess', 'process'],
  ['environment', 'env', 'environ', 'getenv'],
  ['substring', 'contains', 'find', 'search', 'index'],
  ['replace', 'sub', 'substitute'],
  ['split', 'tokenize', 'separate'],
  ['trim', 'strip'],
  ['sort', 'sorted', 'order', 'arrange'],
  ['reverse', 'reversed', 'flip'],
  ['unique', 'distinct', 'dedupe', 'duplicate'],
  ['zip', 'archive', 'compress'],
  ['extract', 'unzip', 'unpack', 'extractall'],
  ['copy', 'clone', 'duplicate'],
  ['move', 'rename'],
  ['list', 'listdir', 'enumerate', 'glob', 'walk'],
  ['exist', 'exists', 'isfile', 'isdir'],
  ['hash', 'digest', 'checksum', 'sha256', 'md5'],
  ['encrypt', 'cipher', 'crypto'],
  ['base64', 'b64encode', 'b64decode'],
  ['standard', 'std', 'standardize', 'scale', 'scaler', 'normalize'],
  ['deviation', 'std'],
  ['correlation', 'corr', 'pearson'],
  ['regression', 'linear', 'fit', 'predict'],
  ['cluster', 'clustering', 'kmeans'],
  ['missing', 'nan', 'null', 'na', 'fillna', 'dropna'],
  ['column', 'columns', 'col'],
  ['row', 'rows', 'record', 'iterrows'],
  ['table', 'dataframe', 'frame'],
  ['csv', 'comma'],
  ['excel', 'xlsx', 'spreadsheet'],
  ['database', 'db', 'sql', 'sqlite', 'query'],
  ['thread', 'threading', 'concurrent', 'parallel'],
  ['sleep', 'wait', 'delay'],
  ['socket', 'connect', 'network'],
  ['email', 'mail', 'smtp'],
  ['image', 'img', 'picture', 'photo'],
  ['word', 'words', 'token', 'tokens'],
  ['frequency', 'counter', 'count', 'most_common'],
  ['maximum', 'max', 'largest', 'biggest', 'highest'],
  ['minimum', 'min', 'smallest', 'lowest'],
  ['sum', 'total', 'add'],
  ['dictionary', 'dict', 'map', 'mapping', 'hashmap', 'object'],
  ['array', 'list', 'vector', 'vec', 'slice'],
  ['string', 'str', 'text'],
  ['integer', 'int'],
  ['boolean', 'bool'],
  ['print', 'output', 'log', 'display', 'show'],
  ['timezone', 'tz', 'pytz', 'zoneinfo'],
  ['json', 'jsonify'],
  ['html', 'parse', 'soup', 'scrape'],
  ['log', 'logarithm'],
  ['square', 'sqrt', 'power', 'pow'],
  ['round', 'rounding', 'floor', 'ceil'],
  ['pairwise', 'combinations', 'permutations', 'product'],
  ['matrix', 'array', 'ndarray'],
  ['title', 'label', 'xlabel', 'ylabel', 'legend'],
];

const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group) {
    const others = group.filter((w) => w !== word);
    SYNONYMS.set(word, [...(SYNONYMS.get(word) ?? []), ...others]);
  }
}

export function synonymsOf(term: string): readonly string[] {
  return SYNONYMS.get(term) ?? [];
}
