/**
 * The topic gates (topic-gates.ts applies them): per language, the APIs a question has to be about and the words
 * of a question about their topic, and why each is here. The purpose routes put these APIs on the pages of nearly
 * every question, whatever it asks, because the code they were mined from calls them whatever it does; on a
 * question that says nothing of what such an API is for, it takes a place from one that answers. Since the web
 * addresses' gate (2026-11-29) one is kept only if, over dev (or dev-multi), the blind sets and the everyday sets,
 * no expected answer falls a place and the language's figures stay level or rise. The gates:
 *
 * - **Chance.** On dev-multi, C's `rand` was on 67 of 87 pages, JavaScript's `Math.random` on 52 of 69 and
 *   Java's `Random.nextInt` on 53 of 132, where 10, 8 and a handful of those questions spoke of anything
 *   random. C, Java and JavaScript take Python's word associations for the APIs they share (mirrors), and
 *   Python's mined code draws random data for whatever it demonstrates: C's `rand` is associated with 3,094
 *   words and `Math.random` with 3,318, "many", "word", "thread", "background", "rank", "group", "dictionary"
 *   and "null" among them, so nearly any question votes for the generator. Not applied to Python: its own
 *   routes put a generator on none of dev's pages whose question does not speak of chance, while
 *   BigCodeBench's tasks seed one for the data they make up without saying so.
 * - **Errors made to be returned** (Go). Go's routes are mined from its standard library and Debian's Go
 *   sources, whose functions build an error on every failing path: `fmt.Errorf` and `errors.New` were on 95 of
 *   dev-multi's 134 Go pages and a reference solution's call on 4. The other languages have no such hub:
 *   gated the same way, Java's, JavaScript's and Rust's pages did not change and C lost a daemon's `err` and
 *   `strerror`, so only Go's are gated here (C's have a gate of wider words, below).
 * - **Java's legacy classes**, only where the question names them: `Hashtable`, `Vector`, `Enumeration` and
 *   `StringBuffer`, whose own documentation recommends `HashMap`, `ArrayList`, `Iterator` and `StringBuilder`
 *   where no synchronisation is needed. The code Java's routes are mined from (the JDK's and the applications
 *   Debian ships) still calls them:
 *   `Hashtable.put` was on 20 of dev-multi's 132 Java pages (a reference call on none) and a legacy class on 129
 *   of the everyday sets' 834 Java pages.
 * - **A character's numeric code** (JavaScript's `String.charCodeAt` and `codePointAt`) only for a question
 *   about characters, codes, encodings, letters, digits or bytes. The npm packages JavaScript's routes are
 *   mined from are full of lexers and parsers that read text a code unit at a time: `charCodeAt` was on 26 of
 *   dev-multi's 69 JavaScript pages (a reference call on none) and 164 of the everyday sets' 774.
 * - **Ciphers done by hand.** A Caesar or Vigenère cipher, ROT13 or a substitution cipher shifts letters: the
 *   words such a question says ("cipher", "key", "encode", "decrypt") are what the cryptography libraries' own
 *   code says, and dev-multi's Caesar cipher pages led with Go's `crypto/cipher.Block.Encrypt` and
 *   `crypto/aes.NewCipher`, Java's `java.security.Key.getEncoded` and JavaScript's `SubtleCrypto.encrypt`, where
 *   every reference solution shifted characters. So does a question that says it works "without a library"
 *   ("RSA code": encrypt with the key's numbers). Inverted: these APIs keep their scores unless the question
 *   says such a cipher (`notWhen`); Python's routes bring no cryptography library for them and are left out.
 * - **Sorting algorithms written by hand.** "Sorting algorithms/Heapsort", "implement bubble sort": the question's
 *   words are the library sort's, which led dev-multi's pages of such tasks in every language (Go's `sort.Slice`,
 *   `sort.Strings`, `sort.Ints` and `sort.Sort` took four places), where none of the fourteen reference solutions
 *   called it: the algorithm is the task. Inverted as the ciphers are; what a solution builds with (Go's
 *   `container/heap`, Java's `PriorityQueue`, a binary search) is not gated.
 * - **Web addresses** (Python's `urllib.parse`) only for a question about URLs, links, the web, queries, hosts,
 *   requests or pages, or one that names them. Python's intent model ties the word "list" to `parse_qs`,
 *   `urljoin`, `quote` and `urlparse` before anything else (kb/pipeline/README.md: a defect of the mined corpus),
 *   so "the keys of a map as a list" or "a sales report for a list of products" had all four: on 71 of the 1,433
 *   pages of dev, the blind Python set and the everyday sets, where none of those questions had one as an
 *   answer. Gated, those pages keep what they had below them (no expected answer lost a place, 8 rose, dev's
 *   figures level); JavaScript's `url.fileURLToPath`, on 34 pages off the topic, is the idiom for the directory
 *   of an ES module and is left alone.
 * - **Logging** (Python's `logging`) only for a question about logs, debugging, tracing, warnings, diagnostics or
 *   audits. Library code logs on every path it takes, and the routes mined from it put `Logger.debug` on 106
 *   of those 1,433 pages, an expected answer on none ("send a UDP packet", "iterate over a list with the
 *   index", "seek to a position in a file"): `logging` was on 184 pages off the topic. Gated, 15 expected
 *   answers rise, none falls, dev level (the blind set's hit@10 .860 → .873). Go's `log.Fatalf` (61 pages off
 *   the topic) is how Go's examples stop on an error, a reference call of four dev-multi tasks that say nothing
 *   of logs, and is left alone.
 * - **File paths** (Go's `path` and `path/filepath`, Rust's `std::path`, Node's `path`) only for a question about
 *   paths, files, directories, folders, extensions or globs. "Concatenate two strings" and "join a list into a
 *   comma-separated string" had Go's `filepath.Join` (the word "join"), "copy an array" and "binary search" Rust's
 *   `Path::new`: `filepath.Join` alone was off the topic on 48 of Go's 893 pages of dev-multi and the everyday sets,
 *   Rust's `std::path` on 52 of its 893 and Node's `path` on 28 of JavaScript's 855, an expected answer on none.
 *   Gated, four expected answers rise, none falls, every figure level. Python's `os.path` stays: BigCodeBench's tasks
 *   save and read files without saying so (`os.path` or `pathlib` is a reference call of nine of dev's questions
 *   that say none of those words).
 * - **Files** (Rust's `std::fs`) only for a question that reads, writes, saves or loads anything, or speaks of files,
 *   paths, directories, text, lines, words, input, data or a format. Rust's everyday prior is what the Rust book's
 *   programs call (staples.ts), and its command-line project reads a file: `fs::read_to_string` was on 359 of Rust's
 *   893 pages of dev-multi and the everyday sets, 253 of them off the topic ("reverse a list", "binary search in a
 *   sorted array", "compare two strings"), an expected answer on none of those. Gated, four expected answers rise,
 *   none falls; dev-multi's half A hit@10 .652 → .674. Go's, Java's, JavaScript's and C's file APIs are on a few dozen
 *   pages off the topic, among them reference calls (a Rosetta task's data read from a file it calls "given"):
 *   left alone.
 * - **Output to a writer** (Go's `fmt.Fprintf`, `Fprintln`, `Fprint`) only for a question that writes, prints,
 *   formats, reports, logs or shows anything, or speaks of files, buffers, responses or errors; and **text read
 *   as a stream** (Go's `strings.NewReader`) only for one that reads, scans, parses or decodes. Go's routes are
 *   mined from library code that writes to an `io.Writer` and from tests that feed a string to a reader:
 *   `fmt.Fprint…` was off such a topic on 106 of Go's 893 pages of dev-multi and the everyday sets,
 *   `strings.NewReader` on 59, an expected answer on none. Gated, five expected answers rise, none falls,
 *   every figure level.
 * - **Errors reported** (C's `errno`, `strerror`, `perror`, and `err`, `errx`, `warn`, `warnx`) only for a question
 *   that speaks of errors, failures, checks, messages, system calls or a value out of range. The man pages' and
 *   Debian's C programs report a failing call on every path: `strerror` and `errno` were off the topic on 131 of
 *   C's 585 pages of dev-multi and the everyday sets (`strerror` on 95), an expected answer on none. Gated, six
 *   expected answers rise, none falls; the pooled blind rounds' hit@10 / recall@10 .919 / .695 → .923 / .699,
 *   dev-multi level. With the errors gate's own words (above) dev-multi's half A recall@10 fell .642 → .640: its
 *   daemon task "writes messages", and its reference solution reports with `err` and `strerror`.
 * - **Standard input** (Rust's `std::io::stdin`) only for a question that reads, types, enters, prompts or asks, or
 *   speaks of input, a user, a console or a line; **optional values** (Rust's `Option::is_some`, `is_none`) only for
 *   one that speaks of none, options, null, missing, present or empty values, or finds, searches and looks up.
 *   The Rust book's guessing game and its examples of `Option` are where Rust's everyday prior comes from: `stdin`
 *   was off such a topic on 155 of Rust's 893 pages, `is_some` on 108, an expected answer on none. Gated, ten
 *   expected answers rise, none falls, every figure level.
 * - **Match objects** (Python's `re.Match` and `re.Pattern` methods: `group`, `match`, `search`, …) only for a
 *   question that matches, searches, finds, extracts, parses, validates, splits or replaces, or speaks of patterns,
 *   regular expressions, groups, words, digits, e-mail addresses or URLs. Code that parses calls `.group()` on
 *   every match, and the routes put `re.Match.group` on 57 of Python's 933 everyday pages, an expected answer on
 *   none ("Detecting whether a float calculation produced not-a-number"): those methods were off such a topic on
 *   99 of the 1,433 pages of dev, the blind set and the everyday sets. Gated, four expected answers rise, none
 *   falls, dev level. The module's functions (`re.compile`, `re.sub`) are a reference call of 44 of dev's
 *   questions, many of which say none of those words: not gated.
 * - **Concurrency** (Rust's `std::thread::spawn`) only for a question about threads, tasks, workers, jobs,
 *   processes, locks, channels, queues, servers, clients or connections, or anything concurrent, parallel,
 *   asynchronous or in the background; **pauses** (Rust's `std::thread::sleep`) only for one about sleeping,
 *   waiting, delays, time, durations, retries, schedules, animation or threads. The Rust book's programs
 *   spawn threads and sleep in them (`thread::spawn` is the second most called of its staples): `spawn` was
 *   off such a topic on 231 of Rust's 893 pages of dev-multi and the everyday sets ("split a string", "the
 *   magnitude of a complex number"), `sleep` on 182, an expected answer on none (a TCP echo server's threads
 *   are its clients'). Gated, sixteen expected answers rise, none falls; dev-multi's half B .600 / .313 → .618
 *   / .326. `Duration` stays: a mouse click's simulation waits with it, unsaid.
 * - **Telling arrays from other values** (JavaScript's `Array.isArray`) only for a question that asks whether
 *   something is an array or of what type, or walks nested, recursive, deep, tree-shaped, mixed or JSON data.
 *   npm's code checks its arguments' types on every path: `Array.isArray` was on 132 of JavaScript's 855 pages of
 *   dev-multi and the everyday sets ("reverse an array", "check if a file exists"), an expected answer on none.
 *   Gated, ten expected answers rise, none falls; dev-multi's half B recall@10 .636 → .653.
 * - **Strings built piece by piece** (Rust's `String::push_str`) only for a question that concatenates, joins,
 *   appends, builds, adds, pushes, inserts, extends or merges. The Rust book's programs build their output with it:
 *   `push_str` was on 103 of Rust's 905 pages off such a topic ("how many characters long is this text?", "make a
 *   string all lowercase"), in the first three on 33, an expected answer on none. Gated, nine expected answers rise,
 *   none falls.
 * - **Uninitialized memory** (Rust's `std::mem::MaybeUninit`) only for a question about uninitialized or raw memory,
 *   buffers, allocation, pointers, FFI, `unsafe` or initialization. The matrix crates' own code builds its storage with
 *   it, and the routes mined from it put `MaybeUninit::new` on 48 of Rust's 905 pages, in the first three on 39 of
 *   them ("create an identity matrix", "transpose a matrix"), an expected answer on none. Gated, three expected
 *   answers rise (dev-multi's "Matrix chain multiplication" has its reference call tenth), none falls; dev-multi's
 *   half A hit@10 .674 → .696.
 * - **Static types** (Python's `typing.cast`) only for a question about types, casts, annotations, hints, generics or
 *   protocols. Typed library code casts on every path: `typing.cast` was on 53 of Python's 1,442 pages, in the
 *   first three on 21 ("get the hostname of this machine", "connect to a PostgreSQL database"), an expected answer
 *   on none. Gated, five expected answers rise, none falls, dev level.
 * - **Paths joined** (Go's `filepath.Join` and `path.Join`) only for a question that joins, combines, builds or
 *   appends paths, walks a tree, or speaks of relative, absolute, nested or home directories, subdirectories,
 *   temporary or configuration files, or each of the files: a question about a file ("rename a file", "the parent
 *   directory of a path") passes the file paths' gate above, and `Join`, the scaffold of every path Go code builds,
 *   was on 99 of Go's 902 pages (48 times in the first three), an expected answer on none. Gated, twenty expected
 *   answers rise, none falls. Node's `path.join` the same way (on 60 of JavaScript's 867 pages, 25 times in the
 *   first three): four rise, none falls; its `path.resolve` stays ("Make directory path" resolves its path).
 * - **Temporary files** (Go's `os.MkdirTemp`, `CreateTemp`, `TempDir`) only for a question about temporary,
 *   scratch, throwaway or uniquely named files, or tests and sandboxes: Go's tests make a temporary directory for
 *   whatever they check, and the three were on 50 of Go's 902 pages, 19 times in the first three ("create a
 *   directory and its parents", "get the current working directory"), an expected answer on none. Gated, seven
 *   expected answers rise, none falls.
 */
import { CIPHER_BY_HAND } from './everyday-tasks/strings';
import { SORT_BY_HAND } from './everyday-tasks/list-changes';
import { anyOf } from './everyday-tasks/task';

export interface GatedApis {
  /** The libraries the gated APIs live in (as the base names them): only their records are read. */
  libs: RegExp;
  /** A record of those libraries that is gated, by its full name. */
  name: RegExp;
}

export interface TopicGate {
  /** What a question is about when it may have these APIs (notes and tests). */
  topic: string;
  /** Words of a question about the topic, or naming its APIs: the APIs keep their scores (none: every question is, but `notWhen`'s). */
  words?: RegExp;
  /** Per language, the APIs a question has to be about. */
  apis: Readonly<Record<string, GatedApis>>;
  /** A question that says this is not about the topic, whatever words it shares with it (a cipher done by hand). */
  notWhen?: RegExp;
}

const CHANCE: TopicGate = {
  topic: 'chance',
  // A question that names a generator says "random", "rand" or "rng" within the name (`ThreadLocalRandom`,
  // `getRandomValues`, `drand48`, `thread_rng`). A record is not kept merely for having a question's word as
  // its name: Go's `crypto/rand.Prime` is no answer to a question about primes.
  words:
    /random|\b[sdejlmn]?rand(?:48|_r|int|n|s)?\b|\brng|rng\b|\bshuffl\w*|\bdic?e\b|\bcoins?\b|\btoss\w*|\bprobabilit\w*|\bprobabilistic\w*|\bmonte[\s-]?carlo\b|\bstochastic\w*|\bsimulat\w*|\bnoise\b|\bnoisy\b|\bchances?\b|\blotter\w*|\blotto\b|\bguess\w*|\bjumbl\w*|\bscrambl\w*|\bseed\w*|\bentropy\b|\bnonces?\b|\bsalt\w*|\bu?uids?\b|\bguids?\b|\bunique\s+(?:ids?|identifiers?)\b|\bencrypt\w*|\binitiali[sz]ation\s+vectors?\b|\bunpredictab\w*|\bgames?\b|\bgambl\w*|\bcards?\b|\bdecks?\b|\bpoker\b|\broulette\b|\bmazes?\b|\bgenetic\b|\bevolution\w*|\bmutat\w*|\bannealing\b|\bbogo\w*|\bpasswords?\b|\bsecrets?\b|\bkeys?\s+generat\w*|\bgenerat\w+\s+(?:an?\s+)?keys?\b|\b(?:normal|gaussian|uniform|poisson|binomial)\w*\s+distribut\w*|\bsampl\w*\s+from\b/i,
  apis: {
    c: {
      libs: /^(?:stdlib|sys\/random|bsd\/stdlib)$/,
      name: /^(?:s?rand(?:om)?|rand_r|[dejlmn]rand48|srand48|seed48|lcong48|initstate|setstate|arc4random\w*|getrandom|getentropy)$/,
    },
    go: { libs: /^(?:math\/rand(?:\/v2)?|crypto\/rand)$/, name: /./ },
    java: {
      libs: /^java\.(?:util|util\.concurrent|util\.random|security|lang)$/,
      name: /^java\.(?:util\.(?:Random|SplittableRandom|concurrent\.ThreadLocalRandom|random\.\w+)\b|security\.SecureRandom\b|lang\.(?:Strict)?Math\.random$)/,
    },
    javascript: {
      libs: /^(?:ecmascript|crypto|node:crypto|dom)$/,
      name: /^(?:Math\.random|Crypto\.(?:getRandomValues|randomUUID)|crypto\.(?:random\w*|getRandomValues))$/,
    },
    rust: { libs: /^(?:rand|rand_core|rand_chacha|rand_distr|rand_pcg|fastrand|getrandom|oorandom|nanorand)$/, name: /./ },
  },
};

const ERRORS: TopicGate = {
  topic: 'errors',
  words:
    /\berr\w*|\bfail\w*|\binvalid\w*|\bexception\w*|\bpanic\w*|\bwrong\b|\bbad\b|\bmalformed\b|\bvalidat\w*|\braise\w*|\bthrow\w*|\bcheck\w*|\billegal\b|\bnegative\b|\bempty\b|\boverflow\w*|\bmissing\b|\bunknown\b/i,
  apis: { go: { libs: /^(?:errors|fmt)$/, name: /^(?:errors\.New|fmt\.Errorf)$/ } },
};

const LEGACY: TopicGate = {
  topic: 'legacy classes',
  words: /hashtable|\bvectors?\b|stringbuffer|\benumerations?\b/i,
  apis: { java: { libs: /^java\.(?:util|lang)$/, name: /^java\.(?:util\.(?:Hashtable|Vector|Enumeration)\b|lang\.StringBuffer\b)/ } },
};

const CHARACTER_CODES: TopicGate = {
  topic: 'character codes',
  words: /\bchar\w*|\bcodes?\b|\bcode\s*points?\b|\bascii\b|\bunicode\b|\butf\w*|\bbytes?\b|\bencod\w*|\bdecod\w*|\bletters?\b|\balphabet\w*|\bcipher\w*|\brot-?13\b|\bcaesar\b|\bhash\w*|\bchecksum\w*|\bdigits?\b|\bhex\w*|\bord\b|\bvowels?\b|\bconsonants?\b|\bupper\w*|\blower\w*|\bcase\b|\bcapital\w*|\bpalindrom\w*|\banagram\w*|\bbinary\b|\bbase\s*\d+|\bcharcode\w*/i,
  apis: { javascript: { libs: /^ecmascript$/, name: /^String\.(?:charCodeAt|codePointAt)$/ } },
};

const CIPHERS_BY_HAND: TopicGate = {
  topic: 'cryptography',
  // No words: every question may have these APIs, but one about a cipher done by hand.
  notWhen: anyOf(CIPHER_BY_HAND, /\bwithout\s+(?:using\s+)?(?:an?\s+|any\s+)?(?:crypto\w*\s+|external\s+|third[\s-]party\s+)?librar(?:y|ies)\b/),
  apis: {
    c: { libs: /^openssl$/, name: /./ },
    go: { libs: /^(?:crypto\/(?!rand$).+|golang\.org\/x\/crypto\/.+)$/, name: /./ },
    java: { libs: /^(?:java\.security|javax\.crypto)(?:\..+)?$/, name: /./ },
    javascript: { libs: /^(?:crypto|dom|crypto-js|bcrypt|bcryptjs|tls)$/, name: /^(?:SubtleCrypto|Crypto|CryptoKey)\b|^(?:crypto|crypto-js|bcrypt|bcryptjs|tls)\./ },
    rust: { libs: /^(?:openssl|sha1|sha2|sha3|md5|hmac|pbkdf2|digest|blake3|rustls|native_tls|ring|aes|rsa)$/, name: /./ },
  },
};

const SORTS_BY_HAND: TopicGate = {
  topic: 'sorting with the library',
  // No words: every question may have these APIs, but one that implements a sorting algorithm.
  notWhen: SORT_BY_HAND,
  apis: {
    c: { libs: /^stdlib$/, name: /^qsort(?:_r)?$/ },
    go: { libs: /^(?:sort|slices)$/, name: /^(?:sort\.(?:Slice|SliceStable|Strings|Ints|Float64s|Sort|Stable|Reverse|(?:Int|String|Float64)Slice\.Sort)|slices\.(?:Sort|SortFunc|SortStableFunc))$/ },
    java: { libs: /^java\.util$/, name: /^java\.util\.(?:Collections\.sort|Arrays\.(?:sort|parallelSort)|List\.sort|ArrayList\.sort)$/ },
    javascript: { libs: /^ecmascript$/, name: /^\w*Array\.(?:prototype\.)?(?:sort|toSorted)$/ },
    rust: { libs: /^std$/, name: /^(?:slice|std::vec::Vec)::(?:sort|sort_by|sort_by_key|sort_by_cached_key|sort_unstable|sort_unstable_by|sort_unstable_by_key)$/ },
  },
};

const WEB_ADDRESSES: TopicGate = {
  topic: 'web addresses',
  // A URL's parts, the web's nouns, and the module's own names (a question that names `urljoin` asks for it).
  words: /\bur[il]s?\b|\blinks?\b|\bhref\b|\bweb\w*|\bhttps?\b|\bquery\b|\bquerystring\w*|\bdomains?\b|\bhost\w*|\bpercent\b|\bquot(?:e|es|ed|ing)\b|\bschemes?\b|\bendpoints?\b|\bapis?\b|\brequests?\b|\bsites?\b|\bpages?\b|\bfetch\w*|\bdownload\w*|\bcrawl\w*|\bscrap\w*|\bservers?\b|\bnetloc\b|\bfragments?\b|\burllib\b|\burlparse\b|\burljoin\b|\bparse_qsl?\b|\bunquote\w*/i,
  apis: { python: { libs: /^urllib$/, name: /^urllib\.parse\./ } },
};

const LOGGING: TopicGate = {
  topic: 'logging',
  // "log" also reads a logarithm's question: word-senses.ts tells the two apart, this gate only keeps logging there.
  words: /\blog\w*|\bdebug\w*|\bverbos\w*|\btrac(?:e|es|ed|ing)\b|\bdiagnos\w*|\bwarn\w*|\baudit\w*/i,
  apis: { python: { libs: /^logging$/, name: /^logging\./ } },
};

/** Words of a question about files and the paths that name them. */
const PATH_WORDS = /\bpaths?\b|\bfile\w*|\bdirector\w*|\bfolders?\b|\bdirs?\b|\bextensions?\b|\bglob\w*|\bdisk\b|\bexecutable\b|\bsymlinks?\b|\bcwd\b|\bwalk\w*/i;

const FILE_PATHS: TopicGate = {
  topic: 'file paths',
  words: PATH_WORDS,
  apis: { go: { libs: /^(?:path|path\/filepath)$/, name: /./ }, rust: { libs: /^std$/, name: /^std::path::/ }, javascript: { libs: /^(?:path|node:path)$/, name: /./ } },
};

const FILES: TopicGate = {
  topic: 'files',
  words: anyOf(PATH_WORDS, /\bread\w*|\bwrit\w*|\bsav\w*|\bload\w*|\bcsv\b|\bjson\b|\blog\w*|\bconfig\w*|\bdocument\w*|\btext\b|\blines?\b|\binput\b|\bdata\b|\bdictionary\b|\bwordlist\b|\bwords?\b/),
  apis: { rust: { libs: /^std$/, name: /^std::fs::/ } },
};

const WRITERS: TopicGate = {
  topic: 'output to a writer',
  words: /\bwrit\w*|\bprint\w*|\boutput\w*|\bstd(?:err|out)\b|\bfiles?\b|\bbuffer\w*|\brespon\w*|\bformat\w*|\blog\w*|\breport\w*|\bdisplay\w*|\bshow\w*|\berror\w*|\bmessage\w*|\bemit\w*|\bconsole\b|\bterminal\b|\btable\b|\bhttp\b|\bserver\b|\bpage\b|\bhtml\b/i,
  apis: { go: { libs: /^fmt$/, name: /^fmt\.Fprint/ } },
};

const STRING_READERS: TopicGate = {
  topic: 'text read as a stream',
  words: /\breader\w*|\bread\w*|\bstream\w*|\bscan\w*|\bpars\w*|\binput\b|\bio\b|\btokeni\w*|\bdecod\w*|\bcsv\b|\bjson\b|\bxml\b|\bline\w*/i,
  apis: { go: { libs: /^strings$/, name: /^strings\.NewReader$/ } },
};

const C_ERRORS: TopicGate = {
  topic: 'errors reported',
  // Wider than the errors gate's words: a daemon "writes messages" with `err` and `strerror` (see the notes).
  words: /\berr\w*|\bfail\w*|\bexception\w*|\bwrong\b|\binvalid\b|\bdiagnos\w*|\bwhy\b|\breason\b|\bcheck\w*|\bsystem\s+calls?\b|\bsyscall\w*|\boverflow\w*|\brange\b|\bdomain\b|\bmessage\w*/i,
  apis: { c: { libs: /^(?:errno|string|stdio|err)$/, name: /^(?:errno|strerror|perror|err|errx|warn|warnx)$/ } },
};

const STANDARD_INPUT: TopicGate = {
  topic: 'standard input',
  words: /\bstdin\b|\binput\w*|\bread\w*|\btyp\w*|\buser\b|\bconsole\b|\bterminal\b|\bkeyboard\b|\bprompt\w*|\benter\w*|\bask\w*|\binteractiv\w*|\bgiven\b|\bline\b/i,
  apis: { rust: { libs: /^std$/, name: /^std::io::stdin$/ } },
};

const OPTIONAL_VALUES: TopicGate = {
  topic: 'optional values',
  words: /\bnone\b|\boption\w*|\bsome\b|\bnull\w*|\bmissing\b|\bexist\w*|\bpresent\b|\bempty\b|\bmaybe\b|\bcontain\w*|\bfind\w*|\bsearch\w*|\blook\w*/i,
  apis: { rust: { libs: /^std$/, name: /^std::option::Option::is_(?:some|none)$/ } },
};

const MATCH_OBJECTS: TopicGate = {
  topic: 'text matched against a pattern',
  words: /\bregex\w*|\bregular\s+expression\w*|\bre\b|\bpatterns?\b|\bmatch\w*|\bcaptur\w*|\bgroups?\b|\bextract\w*|\bsearch\w*|\bfind\w*|\bpars\w*|\bvalid\w*|\bwildcard\w*|\btokeni\w*|\bsubstitut\w*|\breplac\w*|\bsplit\w*|\bemails?\b|\bphone\b|\burls?\b|\bdigits?\b|\bwords?\b/i,
  apis: { python: { libs: /^re$/, name: /^re\.(?:Match|Pattern)\./ } },
};

const CONCURRENCY: TopicGate = {
  topic: 'concurrency',
  words:
    /\bthread\w*|\bconcurren\w*|\bparallel\w*|\bspawn\w*|\bbackground\b|\basync\w*|\bsimultaneous\w*|\bsame\s+time\b|\bworkers?\b|\btasks?\b|\bjobs?\b|\bprocess(?:es)?\b|\bphilosoph\w*|\bsynchron\w*|\bmutex\w*|\block\w*|\bchannels?\b|\batomic\w*|\brace\b|\bsemaphores?\b|\bbarriers?\b|\brendezvous\b|\bproducers?\b|\bconsumers?\b|\bqueues?\b|\btimers?\b|\bschedul\w*|\bfork\w*|\bcoroutines?\b|\bmulti\w*|\bpools?\b|\bservers?\b|\bconnections?\b|\bclients?\b/i,
  apis: { rust: { libs: /^std$/, name: /^std::thread::spawn$/ } },
};

const PAUSES: TopicGate = {
  topic: 'pauses',
  words:
    /sleep\w*|\bwait\w*|\bpaus\w*|\bdelay\w*|\btim(?:e|es|ed|er|ers|ing|eout|eouts)\b|\bseconds?\b|\bmillisecond\w*|\bms\b|\bretr\w*|\bbackoff\b|\bschedul\w*|\bcountdown\w*|\banimat\w*|\bblink\w*|\btick\w*|\bperiodic\w*|\binterval\w*|\bthrottl\w*|\brate\b|\bduration\w*|\belapsed\b|\bclock\w*|\bthread\w*|\bconcurren\w*|\blater\b|\bdaemon\w*|\bpoll\w*|\bspin\w*|\bbusy\b|\bidle\b|\bslow\w*/i,
  apis: { rust: { libs: /^std$/, name: /^std::thread::sleep$/ } },
};

const ARRAY_TESTS: TopicGate = {
  topic: 'telling arrays from other values',
  words: /\bis\s+(?:an?\s+|already\s+an?\s+)?array\b|\bisarray\b|\b(?:type|kind)s?\s+of\b|\bnest\w*|\bflatten\w*|\bdeep\w*|\brecursi\w*|\bvalidat\w*|\bjson\b|\btree\w*|\bmixed\b|\barray[\s-]like\b/i,
  apis: { javascript: { libs: /^ecmascript$/, name: /^Array\.isArray$/ } },
};

const STRINGS_BUILT: TopicGate = {
  topic: 'strings built piece by piece',
  words:
    /\bconcat\w*|\bjoin\w*|\bappend\w*|\bbuil[dt]\w*|\baccumulat\w*|\badd\w*|\bpush\w*|\bcombin\w*|\bglu\w*|\bend\s+to\s+end\b|\btogether\b|\binsert\w*|\bgrow\w*|\bextend\w*|\bassembl\w*|\bconstruct\w*|\bmerg\w*|\bprepend\w*|\bpush_str\b/i,
  apis: { rust: { libs: /^std$/, name: /^std::string::String::push_str$/ } },
};

const UNINITIALIZED_MEMORY: TopicGate = {
  topic: 'uninitialized memory',
  words: /\buninit\w*|\bmaybeuninit\b|\bunsafe\b|\braw\b|\bffi\b|\bpointers?\b|\bmemory\b|\bbuffers?\b|\balloc\w*|\binitiali[sz]\w*|\blow[\s-]level\b/i,
  apis: { rust: { libs: /^std$/, name: /^std::mem::MaybeUninit::/ } },
};

const TYPE_CASTS: TopicGate = {
  topic: 'static types',
  words: /\btyp(?:e|es|ed|ing)\b|\bcast\w*|\bannotat\w*|\bhints?\b|\bgeneric\w*|\bmypy\b|\bstatic\w*|\bprotocols?\b/i,
  apis: { python: { libs: /^typing$/, name: /^typing\.cast$/ } },
};

const PATHS_JOINED: TopicGate = {
  topic: 'paths joined',
  words: /\bjoin\w*|\bcombin\w*|\bbuil[dt]\w*|\bconstruct\w*|\bconcatenat\w*|\bappend\w*|\brelative\b|\babsolute\b|\bsub-?director\w*|\bsub-?folders?\b|\bnested\b|\bwalk\w*|\brecursiv\w*|\btree\b|\b(?:each|every|all)\s+(?:the\s+)?files?\b|\binside\b|\bunder\b|\bwithin\b|\bhome\s+director\w*|\btemp\w*|\bconfig\w*/i,
  apis: { go: { libs: /^(?:path|path\/filepath)$/, name: /^(?:path|path\/filepath)\.Join$/ }, javascript: { libs: /^(?:path|node:path)$/, name: /^path\.join$/ } },
};

const TEMPORARY_FILES: TopicGate = {
  topic: 'temporary files',
  words: /\btemp\w*|\bscratch\b|\bthrowaway\b|\bdisposable\b|\bunique\s+names?\b|\btests?\b|\btesting\b|\bsandbox\w*/i,
  apis: { go: { libs: /^os$/, name: /^os\.(?:MkdirTemp|CreateTemp|TempDir)$/ } },
};

export const TOPIC_GATES: readonly TopicGate[] = [
  CHANCE, ERRORS, LEGACY, CHARACTER_CODES, CIPHERS_BY_HAND, SORTS_BY_HAND, WEB_ADDRESSES, LOGGING, FILE_PATHS, FILES, WRITERS,
  STRING_READERS, C_ERRORS, STANDARD_INPUT, OPTIONAL_VALUES, MATCH_OBJECTS, CONCURRENCY, PAUSES, ARRAY_TESTS, STRINGS_BUILT, UNINITIALIZED_MEMORY, TYPE_CASTS, PATHS_JOINED, TEMPORARY_FILES,
];
