import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { TOPIC_GATE_TUNING, lowerOffTopic, speaksOf } from '../../../src/core/kb/topic-gates';
import type { ApiRecord } from '../../../src/core/kb/types';
import { functionRecord, pageWithTuning } from '../../support/records';
import { assertCostsLike } from '../../support/linear-time';

/** A C base in which the generator's document shares the question's words better than the allocator's. */
const RECORDS: ApiRecord[] = [
  functionRecord('c', 'stdlib', 'rand', 'Returns a pseudo-random integer; call it many times to fill a table of values.'),
  functionRecord('c', 'stdlib', 'calloc', 'Allocates memory for a table of values, set to zero.'),
  functionRecord('c', 'string', 'strlen', 'Calculates the length of a string.'),
];

/** The page of `records` for a question, gated APIs off their topic keeping `share` of their scores. */
const pageOf = (lang: string, records: ApiRecord[], question: string, share = TOPIC_GATE_TUNING.share) => pageWithTuning(TOPIC_GATE_TUNING, { share }, lang, records, question);

/** The scores `lowerOffTopic` leaves on a ranking of every record at 1. */
function scoresAfter(lang: string, records: ApiRecord[], question: string, kept?: ReadonlySet<number>): number[] {
  const ranked = records.map((_, index) => ({ index, score: 1, confident: true }));
  lowerOffTopic(buildLangIndex(lang, records), ranked, question, kept);
  return ranked.map((r) => r.score);
}

/**
 * A gate on `records` (those marked in `gated`): each question of `offTopic` lowers exactly them, each of
 * `onTopic` leaves every record as ranked.
 */
function assertGate(lang: string, records: ApiRecord[], gated: boolean[], offTopic: string[], onTopic: string[]): void {
  const share = TOPIC_GATE_TUNING.share;
  for (const q of offTopic) assert.deepEqual(scoresAfter(lang, records, q), gated.map((g) => (g ? share : 1)), q);
  for (const q of onTopic) assert.deepEqual(scoresAfter(lang, records, q), records.map(() => 1), q);
}

describe('APIs a question has to be about (topic-gates.ts)', () => {
  it('tells a question about chance from one that is not', () => {
    for (const q of [
      'generate a random number between 1 and 10',
      'shuffle a deck of cards',
      'roll two dice',
      'simulate a coin toss',
      'estimate pi with a Monte Carlo method',
      'Guess the number game',
      'seed the generator',
      'create a UUID',
      'Each record needs a fresh universally unique ID',
      'encrypt a string with AES',
      'draw samples from a normal distribution',
      'call rand() to pick',
      'hash a password with a salt',
      // A generator named in code says so within its name.
      'explain ThreadLocalRandom.current()',
      'what is crypto.getRandomValues',
      'what does drand48 return',
      'arc4random_uniform usage',
      'rand::thread_rng().gen_range(0..10)',
    ])
      assert.equal(speaksOf('chance', q), true, q);
    for (const q of [
      'N-queens problem. Solve the eight queens puzzle',
      'count the words in a string',
      'find the top N salaries within each department',
      'filter out nulls from a list',
      'the operand order',
      'a brand new string',
      'sample output',
      'evaluate each operand of the expression',
      'a strand of DNA as a string',
      'the first ten primes',
    ])
      assert.equal(speaksOf('chance', q), false, q);
  });

  it('lowers the generator on a question that is not about chance, and keeps it on one that is', () => {
    const question = 'fill a table of many values';
    // Without the rule the generator's document puts it first.
    assert.equal(pageOf('c', RECORDS, question, 1)[0], 'rand');
    const page = pageOf('c', RECORDS, question);
    assert.ok(page.indexOf('calloc') < page.indexOf('rand'), page.join(' '));
    assert.equal(pageOf('c', RECORDS, 'fill a table with many random values')[0], 'rand');
  });

  it('knows each language\'s generators by library and name, and leaves what shares their library alone', () => {
    const q = 'count the words in a string';
    assert.deepEqual(scoresAfter('c', RECORDS, q), [TOPIC_GATE_TUNING.share, 1, 1]);
    const java = [
      functionRecord('java', 'java.util', 'java.util.Random.nextInt', 'Returns a pseudorandom int value.'),
      functionRecord('java', 'java.util', 'java.util.Scanner.nextInt', 'Scans the next token of the input as an int.'),
      functionRecord('java', 'java.lang', 'java.lang.Math.random', 'Returns a double value greater than or equal to 0.0 and less than 1.0.'),
      functionRecord('java', 'java.lang', 'java.lang.Math.floor', 'Returns the largest double value that is less than or equal to the argument.'),
    ];
    assert.deepEqual(scoresAfter('java', java, q), [TOPIC_GATE_TUNING.share, 1, TOPIC_GATE_TUNING.share, 1]);
    const javascript = [
      functionRecord('javascript', 'ecmascript', 'Math.random', 'Returns a pseudorandom number between 0 and 1.'),
      functionRecord('javascript', 'ecmascript', 'Math.floor', 'Returns the greatest integer less than or equal to its numeric argument.'),
      functionRecord('javascript', 'crypto', 'crypto.randomBytes', 'Generates cryptographically strong pseudorandom data.'),
    ];
    assert.deepEqual(scoresAfter('javascript', javascript, q), [TOPIC_GATE_TUNING.share, 1, TOPIC_GATE_TUNING.share]);
    const go = [functionRecord('go', 'math/rand', 'math/rand.Intn', 'Intn returns a non-negative pseudo-random number.'), functionRecord('go', 'strings', 'strings.Fields', 'Fields splits the string.')];
    assert.deepEqual(scoresAfter('go', go, q), [TOPIC_GATE_TUNING.share, 1]);
    const rust = [functionRecord('rust', 'rand', 'rand::thread_rng', 'Retrieve the lazily-initialized thread-local random number generator.'), functionRecord('rust', 'std', 'str::split_whitespace', 'Splits a string slice by whitespace.')];
    assert.deepEqual(scoresAfter('rust', rust, q), [TOPIC_GATE_TUNING.share, 1]);
    // Python's own routes do not bring its generators where nothing random is asked: left as ranked.
    const python = [functionRecord('python', 'random', 'random.randint', 'Return random integer in range [a, b].')];
    assert.deepEqual(scoresAfter('python', python, q), [1]);
  });

  it('keeps what the everyday tasks added and a question that speaks of chance', () => {
    assert.deepEqual(scoresAfter('c', RECORDS, 'count the words in a string', new Set([0])), [1, 1, 1]);
    assert.deepEqual(scoresAfter('c', RECORDS, 'shuffle the words in a string'), [1, 1, 1]);
  });

  it("gates Go's error constructors on a question that says nothing of errors, and no other language's", () => {
    const go = [
      functionRecord('go', 'fmt', 'fmt.Errorf', 'Errorf formats according to a format specifier and returns the string as a value that satisfies error.'),
      functionRecord('go', 'errors', 'errors.New', 'New returns an error that formats as the given text.'),
      functionRecord('go', 'fmt', 'fmt.Sprintf', 'Sprintf formats according to a format specifier and returns the resulting string.'),
    ];
    const share = TOPIC_GATE_TUNING.share;
    assert.deepEqual(scoresAfter('go', go, "get the user's home directory"), [share, share, 1]);
    for (const q of ['return an error when the input is invalid', 'parsing fails on a malformed line', 'check the argument and panic'])
      assert.deepEqual(scoresAfter('go', go, q), [1, 1, 1], q);
    // C's err and strerror have their own gate, whose words are wider (a daemon that writes messages).
    const c = [functionRecord('c', 'err', 'err', 'Display a formatted error message and exit.')];
    assert.deepEqual(scoresAfter('c', c, 'run as a daemon and write messages to a log'), [1]);
  });

  it("holds C's errno, strerror and err to a question about errors, failures, checks or messages", () => {
    const c = [
      functionRecord('c', 'string', 'strerror', 'Return string describing error number.'),
      functionRecord('c', 'errno', 'errno', 'Number of last error.'),
      functionRecord('c', 'err', 'err', 'Display a formatted error message and exit.'),
      functionRecord('c', 'stdio', 'rename', 'Change the name or location of a file.'),
    ];
    assertGate('c', c, [true, true, true, false],
      ['give an existing file a new name', 'send a POST request with a JSON payload'],
      ['print why opening the file failed', 'check the result of the system call', 'run as a daemon and write messages to a log', 'detect a value out of range']);
  });

  it("holds Java's legacy classes to a question that names them", () => {
    const java = [
      functionRecord('java', 'java.util', 'java.util.Hashtable.put', 'Maps the specified key to the specified value in this hashtable.'),
      functionRecord('java', 'java.util', 'java.util.Vector.elementAt', 'Returns the component at the specified index.'),
      functionRecord('java', 'java.lang', 'java.lang.StringBuffer.append', 'Appends the string to this character sequence.'),
      functionRecord('java', 'java.util', 'java.util.HashMap.put', 'Associates the specified value with the specified key in this map.'),
      functionRecord('java', 'java.lang', 'java.lang.StringBuilder.append', 'Appends the string to this character sequence.'),
    ];
    const share = TOPIC_GATE_TUNING.share;
    assert.deepEqual(scoresAfter('java', java, 'capitalize the first letter of a string'), [share, share, share, 1, 1]);
    assert.deepEqual(scoresAfter('java', java, 'use a Vector to hold the values'), [1, 1, 1, 1, 1]);
    assert.deepEqual(scoresAfter('java', java, 'why is StringBuffer synchronized?'), [1, 1, 1, 1, 1]);
  });

  it("holds JavaScript's charCodeAt to a question about characters and their codes", () => {
    const js = [
      functionRecord('javascript', 'ecmascript', 'String.charCodeAt', 'Returns the Unicode value of the character at the specified location.'),
      functionRecord('javascript', 'ecmascript', 'String.slice', 'Returns a section of a string.'),
    ];
    assert.deepEqual(scoresAfter('javascript', js, 'join two pieces of text end to end'), [TOPIC_GATE_TUNING.share, 1]);
    for (const q of ['get the character code of a letter', 'convert a string to UTF-8 bytes', 'Caesar cipher', 'count the vowels'])
      assert.deepEqual(scoresAfter('javascript', js, q), [1, 1], q);
  });

  it('holds the cryptography libraries off a cipher done by hand and a task done without a library', () => {
    const go = [
      functionRecord('go', 'crypto/aes', 'crypto/aes.NewCipher', 'NewCipher creates and returns a new cipher.Block. The key argument should be the AES key.'),
      functionRecord('go', 'crypto/cipher', 'crypto/cipher.NewGCM', 'NewGCM returns the given 128-bit, block cipher wrapped in Galois Counter Mode.'),
      functionRecord('go', 'strings', 'strings.Map', 'Map returns a copy of the string s with all its characters modified according to the mapping function.'),
    ];
    const share = TOPIC_GATE_TUNING.share;
    for (const q of ['Implement a Caesar cipher that shifts each letter by the key', 'encode the text with ROT13', 'decrypt a Vigenère cipher', 'a substitution cipher', 'encrypt the message with the key, without using a library'])
      assert.deepEqual(scoresAfter('go', go, q), [share, share, 1], q);
    // Real encryption keeps them, and so does any question that does not say a cipher by hand.
    for (const q of ['encrypt a string with AES', 'encrypt the file with a key', 'split a string on commas'])
      assert.deepEqual(scoresAfter('go', go, q), [1, 1, 1], q);
    assert.equal(speaksOf('cryptography', 'encrypt a string with AES'), true);
    assert.equal(speaksOf('cryptography', 'Caesar cipher. Shift each letter of the alphabet by the key.'), false);
  });

  it("holds the library's sort off a question that implements a sorting algorithm", () => {
    const go = [
      functionRecord('go', 'sort', 'sort.Slice', 'Slice sorts the slice x given the provided less function.'),
      functionRecord('go', 'sort', 'sort.IntSlice.Sort', 'Sort is a convenience method: x.Sort() calls Sort(x).'),
      functionRecord('go', 'container/heap', 'container/heap.Init', 'Init establishes the heap invariants required by the other routines in this package.'),
      functionRecord('go', 'sort', 'sort.Search', 'Search uses binary search to find the smallest index in [0, n) at which f(i) is true.'),
    ];
    const share = TOPIC_GATE_TUNING.share;
    for (const q of ['Sorting algorithms/Heapsort. Implement heapsort, an in-place sort that builds a heap', 'implement bubble sort', 'sort the array with a merge sort', 'a topological sort of the dependencies'])
      assert.deepEqual(scoresAfter('go', go, q), [share, share, 1, 1], q);
    for (const q of ['sort a list of numbers', 'merge two sorted slices', 'sort the words in a sentence'])
      assert.deepEqual(scoresAfter('go', go, q), [1, 1, 1, 1], q);
    const js = [functionRecord('javascript', 'ecmascript', 'Array.sort', 'Sorts an array in place.'), functionRecord('javascript', 'ecmascript', 'Array.push', 'Appends new elements to the end of an array.')];
    assert.deepEqual(scoresAfter('javascript', js, 'Sorting algorithms/Pancake sort'), [share, 1]);
  });

  it("holds Python's urllib.parse to a question about web addresses, and no other language's URL API", () => {
    const python = [
      functionRecord('python', 'urllib', 'urllib.parse.parse_qs', 'Parse a query given as a string argument.'),
      functionRecord('python', 'urllib', 'urllib.parse.urljoin', 'Join a base URL and a possibly relative URL to form an absolute interpretation of the latter.'),
      functionRecord('python', 'urllib', 'urllib.request.urlopen', 'Open the URL url, which can be either a string or a Request object.'),
      functionRecord('python', 'os', 'os.listdir', 'Return a list containing the names of the files in the directory.'),
    ];
    assertGate('python', python, [true, true, false, false],
      ['get the keys of a map as a list', 'Generate a sales report for a given list of products', 'take the first n items from a list'],
      ['parse the query string of a URL', 'resolve a relative link against the page it is on', 'percent-encode a value for a web request', 'what does urljoin do with two absolute paths?']);
    const js = [functionRecord('javascript', 'url', 'url.fileURLToPath', 'This function ensures the correct decodings of percent-encoded characters.')];
    assert.deepEqual(scoresAfter('javascript', js, 'get the directory of the current module as a list of parts'), [1]);
  });

  it("holds Python's logging to a question about logs, debugging or warnings", () => {
    const python = [
      functionRecord('python', 'logging', 'logging.Logger.debug', "Log 'msg % args' with severity 'DEBUG'."),
      functionRecord('python', 'logging', 'logging.getLogger', 'Return a logger with the specified name, creating it if necessary.'),
      functionRecord('python', 'socket', 'socket.socket.sendto', 'Send data to the socket.'),
    ];
    assertGate('python', python, [true, true, false],
      ['send a UDP packet', 'iterate over a list with the index', 'seek to a position in a file'],
      ['write log messages to a file', 'wrap a function to log every call', 'print debugging output only in verbose mode', 'show a warning once', 'trace every call to the database']);
    // Go's log.Fatalf stops a program on an error as often as it logs: not gated.
    const go = [functionRecord('go', 'log', 'log.Fatalf', 'Fatalf is equivalent to Printf followed by a call to os.Exit(1).')];
    assert.deepEqual(scoresAfter('go', go, 'read a file line by line'), [1]);
  });

  it("holds Go's, Rust's and Node's path APIs to a question about paths, files or directories", () => {
    // (`filepath.Join` has a narrower gate of its own, below.)
    const go = [
      functionRecord('go', 'path/filepath', 'path/filepath.Ext', 'Ext returns the file name extension used by path.'),
      functionRecord('go', 'strings', 'strings.Join', 'Join concatenates the elements of its first argument to create a single string.'),
    ];
    assertGate('go', go, [true, false],
      ['concatenate two strings', 'join a list into a single comma-separated string'],
      ['join two paths', 'list the files in a directory', 'get the extension of a file name', 'walk a folder tree']);
    const rust = [functionRecord('rust', 'std', 'std::path::Path::new', 'Directly wraps a string slice as a Path slice.'), functionRecord('rust', 'std', 'std::vec::Vec::new', 'Constructs a new, empty Vec<T>.')];
    assertGate('rust', rust, [true, false], ['copy an array'], ['check whether a path exists']);
    const js = [functionRecord('javascript', 'path', 'path.resolve', 'Resolves a sequence of paths into an absolute path.')];
    assertGate('javascript', js, [true], ['join the words of an array with spaces'], ['join a directory and a file name', 'list the files in a directory']);
    // Python's os.path is not gated: BigCodeBench's tasks save what they make without saying where.
    const python = [functionRecord('python', 'os', 'os.path.join', 'Join two or more pathname components.')];
    assert.deepEqual(scoresAfter('python', python, 'save the report as report.csv next to the data'), [1]);
  });

  it("holds Rust's std::fs to a question that reads, writes or speaks of files, text or data", () => {
    const rust = [
      functionRecord('rust', 'std', 'std::fs::read_to_string', 'Reads the entire contents of a file into a string.'),
      functionRecord('rust', 'std', 'std::fs::File::open', 'Attempts to open a file in read-only mode.'),
      functionRecord('rust', 'std', 'std::vec::Vec::reverse', 'Reverses the order of elements in the slice, in place.'),
    ];
    assertGate('rust', rust, [true, true, false],
      ['reverse a list', 'binary search in a sorted array', 'compare two strings ignoring case'],
      ['read a file line by line', 'count the words in a text', 'save the results as CSV', 'load the configuration', 'parse the input']);
    // Another language's file APIs are left as ranked.
    const c = [functionRecord('c', 'stdio', 'fopen', 'Open a stream.')];
    assert.deepEqual(scoresAfter('c', c, 'Floyd-Warshall algorithm on a given directed graph'), [1]);
  });

  it("holds Go's fmt.Fprint… to a question that writes or shows anything, strings.NewReader to one that reads", () => {
    const go = [
      functionRecord('go', 'fmt', 'fmt.Fprintf', 'Fprintf formats according to a format specifier and writes to w.'),
      functionRecord('go', 'strings', 'strings.NewReader', 'NewReader returns a new Reader reading from s.'),
      functionRecord('go', 'strings', 'strings.Count', 'Count counts the number of non-overlapping instances of substr in s.'),
    ];
    const share = TOPIC_GATE_TUNING.share;
    assertGate('go', go, [true, true, false], ['How many characters long is this text?', 'check if a number is a power of two'], ['read the input line by line and print each line reversed']);
    assert.deepEqual(scoresAfter('go', go, 'write an error message to stderr'), [1, share, 1]);
    assert.deepEqual(scoresAfter('go', go, 'parse a CSV given as a string'), [share, 1, 1]);
  });

  it("holds Rust's stdin to a question about input and Option::is_some to one about optional values", () => {
    const rust = [
      functionRecord('rust', 'std', 'std::io::stdin', 'Constructs a new handle to the standard input of the current process.'),
      functionRecord('rust', 'std', 'std::option::Option::is_some', 'Returns true if the option is a Some value.'),
      functionRecord('rust', 'std', 'std::vec::Vec::sort', 'Sorts the slice.'),
    ];
    const share = TOPIC_GATE_TUNING.share;
    assertGate('rust', rust, [true, true, false], ['sort a list of numbers', 'compute the Jaro distance between two strings'], ['read lines of input until an empty one']);
    assert.deepEqual(scoresAfter('rust', rust, 'read a number the user types'), [1, share, 1]);
    assert.deepEqual(scoresAfter('rust', rust, 'check whether the map has a value for the key or none'), [share, 1, 1]);
  });

  it("holds Rust's thread::spawn to a question about concurrency and thread::sleep to one about pauses and time", () => {
    const rust = [
      functionRecord('rust', 'std', 'std::thread::spawn', 'Spawns a new thread, returning a JoinHandle for it.'),
      functionRecord('rust', 'std', 'std::thread::sleep', 'Puts the current thread to sleep for at least the specified amount of time.'),
      functionRecord('rust', 'std', 'std::vec::Vec::sort', 'Sorts the slice.'),
    ];
    const share = TOPIC_GATE_TUNING.share;
    assertGate('rust', rust, [true, true, false], ['split a string', 'compute the magnitude of a complex number'], ['run two threads at the same time and sleep between steps']);
    // A server answers its clients on threads of its own; a countdown pauses between numbers.
    assert.deepEqual(scoresAfter('rust', rust, 'TCP echo server: echo back what each client sends'), [1, share, 1]);
    assert.deepEqual(scoresAfter('rust', rust, 'Launch rocket with countdown'), [share, 1, 1]);
  });

  it("holds Go's filepath.Join and Node's path.join to a question that builds paths, even one about files", () => {
    const go = [
      functionRecord('go', 'path/filepath', 'path/filepath.Join', 'Join joins any number of path elements into a single path.'),
      functionRecord('go', 'os', 'os.Rename', 'Rename renames (moves) oldpath to newpath.'),
    ];
    // Off the file paths' topic too, the gate lowers it twice.
    const share = TOPIC_GATE_TUNING.share;
    assert.deepEqual(scoresAfter('go', go, 'rename a file'), [share, 1]);
    assert.deepEqual(scoresAfter('go', go, 'the parent directory of a path'), [share, 1]);
    assert.deepEqual(scoresAfter('go', go, 'reverse an array'), [share * share, 1]);
    for (const q of ['join a directory and a file name', 'walk the directory tree', 'a file inside the home directory']) assert.deepEqual(scoresAfter('go', go, q), [1, 1], q);
    // Node's path.join the same way.
    const js = [functionRecord('javascript', 'path', 'path.join', 'Join all arguments together and normalize the resulting path.')];
    assert.deepEqual(scoresAfter('javascript', js, 'rename a file'), [share]);
    assert.deepEqual(scoresAfter('javascript', js, 'join a directory and a file name'), [1]);
  });

  it("holds Go's temporary directories and files to a question about temporary files or tests", () => {
    const go = [
      functionRecord('go', 'os', 'os.MkdirTemp', 'MkdirTemp creates a new temporary directory.'),
      functionRecord('go', 'os', 'os.MkdirAll', 'MkdirAll creates a directory named path, along with any necessary parents.'),
    ];
    assertGate('go', go, [true, false], ['create a directory and its parents', 'get the current working directory'], ['create a temporary directory', 'a scratch folder for a test']);
  });

  it("holds Python's typing.cast to a question about types", () => {
    const python = [
      functionRecord('python', 'typing', 'typing.cast', 'Cast a value to a type.'),
      functionRecord('python', 'socket', 'socket.gethostname', 'Return the current host name.'),
    ];
    assertGate('python', python, [true, false], ['get the hostname of this machine', 'connect to a PostgreSQL database'], ['cast a value to a type for mypy', 'add type hints to a function']);
  });

  it("holds Rust's MaybeUninit to a question about uninitialized or raw memory", () => {
    const rust = [
      functionRecord('rust', 'std', 'std::mem::MaybeUninit::new', 'Creates a new MaybeUninit<T> initialized with the given value.'),
      functionRecord('rust', 'std', 'std::mem::swap', 'Swaps the values at two mutable locations.'),
    ];
    assertGate('rust', rust, [true, false], ['create an identity matrix', 'transpose a matrix'], ['initialize an array without zeroing it', 'an uninitialized buffer', 'call a C function through FFI']);
  });

  it("holds Rust's String::push_str to a question that builds a string", () => {
    const rust = [
      functionRecord('rust', 'std', 'std::string::String::push_str', 'Appends a given string slice onto the end of this String.'),
      functionRecord('rust', 'std', 'str::to_lowercase', 'Returns the lowercase equivalent of this string slice.'),
    ];
    assertGate('rust', rust, [true, false], ['make a string all lowercase', 'how many characters long is this text?'], ['concatenate two strings', 'append a suffix to a string', 'build the output line by line']);
  });

  it("holds JavaScript's Array.isArray to a question that tells arrays from other values or walks nested data", () => {
    const js = [
      functionRecord('javascript', 'ecmascript', 'Array.isArray', 'Returns true if the value is an array.'),
      functionRecord('javascript', 'ecmascript', 'Array.reverse', 'Reverses the elements in an array in place.'),
    ];
    assertGate('javascript', js, [true, false], ['reverse an array', 'check if a file exists'], ['check whether a value is an array', 'flatten a nested list', 'get the type of a variable']);
  });

  it("holds Python's re.Match and re.Pattern methods to a question that matches, finds or parses text", () => {
    const python = [
      functionRecord('python', 're', 're.Match.group', 'Return one or more subgroups of the match.'),
      functionRecord('python', 're', 're.Pattern.match', 'Matches zero or more characters at the beginning of the string.'),
      functionRecord('python', 're', 're.sub', 'Return the string obtained by replacing the leftmost non-overlapping occurrences of the pattern.'),
      functionRecord('python', 'math', 'math.isnan', 'Return True if x is a NaN (not a number), and False otherwise.'),
    ];
    assertGate('python', python, [true, true, false, false],
      ['Detecting whether a float calculation produced not-a-number', 'Joining list items into one piece of text with commas between them'],
      ['extract the numbers from a string', 'validate an e-mail address', 'find all words that start with a capital', 'match a date pattern']);
  });

  it('reads a crafted question of the longest size allowed in linear time', () => {
    const plain = 'x '.repeat(2000);
    /** Each unit repeated to the longest question costs what a plain question does, for a base of `records`. */
    const linearFor = (lang: string, records: ApiRecord[], units: string[]) => {
      const index = buildLangIndex(lang, records);
      const lower = (question: string) => () => lowerOffTopic(index, records.map((_, i) => ({ index: i, score: 1, confident: true })), question);
      for (const unit of units) {
        const crafted = unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 4000);
        assertCostsLike(`${lang} ${JSON.stringify(unit)}`, lower(crafted), lower(plain));
      }
    };
    // Go has the generators', error constructors', paths', writers' and string readers' gates.
    linearFor('go', [functionRecord('go', 'math/rand', 'math/rand.Intn', 'Intn returns a random number.'), functionRecord('go', 'errors', 'errors.New', 'New returns an error.'), functionRecord('go', 'path/filepath', 'path/filepath.Join', 'Join joins path elements.')], [
      'each ', 'each  ', 'every the ', 'home ', 'sub-', 'sub', 'join', 'temp', 'unique ', 'unique  ',
      'sample ', 'sampl', 'sample  ', 'unique ', 'unique\t', 'keys ', 'key  ', 'generat', 'generate a ', 'normal ', 'normally ', 'monte-', 'rng', 'err', 'fail', 'without ',
      'without using a ', 'substitution ', 'rail ', 'bubble ', 'odd-', 'sorting ', 'writ', 'print', 'std', 'read', 'scan', 'pars', 'r', 'x', ' ',
    ]);
    linearFor('c', [functionRecord('c', 'string', 'strerror', 'Return string describing error number.')], ['err', 'error ', 'system ', 'system  call', 'messag', 'x', ' ']);
    linearFor('python', [functionRecord('python', 'urllib', 'urllib.parse.quote', 'Quote a string for use in a URL.'), functionRecord('python', 'logging', 'logging.debug', 'Log a message with severity DEBUG.'), functionRecord('python', 're', 're.Match.group', 'Return subgroups of the match.'), functionRecord('python', 'typing', 'typing.cast', 'Cast a value to a type.')], [
      'url', 'ur', 'web', 'quot', 'quote ', 'parse_qs', 'parse_', 'host', 'lo', 'trac', 'warn', 'regular ', 'regular  ', 'match', 're ', 'typ', 'cast', 'x', ' ',
    ]);
    linearFor('rust', [functionRecord('rust', 'std', 'std::path::Path::new', 'Wraps a string slice as a Path slice.'), functionRecord('rust', 'std', 'std::fs::read', 'Reads a file.')], [
      'file', 'fil', 'dir', 'director', 'walk', 'glob', 'path ', 'read', 'writ', 'sav', 'word', 'typ', 'enter', 'option', 'look', 'same ', 'same  ', 'thread',
      'multi', 'tim', 'timeout', 'sleep', 'lock', 'end to ', 'end  to  ', 'concat', 'buil', 'uninit', 'low-', 'low ', 'x', ' ',
    ]);
    linearFor('javascript', [functionRecord('javascript', 'ecmascript', 'Array.isArray', 'Returns true if the value is an array.')], ['is ', 'is an ', 'is already ', 'type ', 'types ', 'nest', 'array-', 'array ', 'x', ' ']);
  });
});
