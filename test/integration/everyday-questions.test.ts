/**
 * Everyday questions, asked of the shipped base through its worker as the service asks them: the API
 * each one is answered with is on the first places. Most lines were failures until 2026-11-26 (the
 * commits that fixed them say how), the others guard what already worked: Rust's "compute the square root of a number" found `std::iter::repeat` and no
 * `sqrt`, "list the files in a directory" found C's `mkdir` and JavaScript's `path.join`, Java's
 * "replace all occurrences of a substring" had `String.substring` first and no `String.replace`.
 * The benchmark's sets are task descriptions; these are what a user types into the chat.
 */
import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { openKnowledgeBase } from '../../src/core/kb/index';
import { REPO } from '../support/cli';

/** [language, question, an API that must be among the first `within` results, within]. */
const QUESTIONS: ReadonlyArray<[string, string, readonly string[], number]> = [
  ['c', 'sort an array of numbers', ['qsort'], 1],
  ['c', 'read a line from standard input', ['fgets', 'getline'], 3],
  ['c', 'list the files in a directory', ['readdir'], 3],
  ['c', 'check if a string contains a substring', ['strstr'], 3],
  ['c', 'map times of day to angles and average them', ['cos', 'sin', 'atan2'], 3],
  ['go', 'list the files in a directory', ['os.ReadDir'], 3],
  ['go', 'replace all occurrences of a substring', ['strings.ReplaceAll', 'strings.Replace'], 1],
  ['go', 'check if a string contains a substring', ['strings.Contains'], 1],
  ['go', 'sleep for one second', ['time.Sleep'], 1],
  ['go', 'convert a string to an integer', ['strconv.Atoi'], 3],
  ['java', 'replace all occurrences of a substring', ['java.lang.String.replace', 'java.lang.String.replaceAll'], 3],
  ['java', 'check if a string contains a substring', ['java.lang.String.contains'], 3],
  ['java', 'list the files in a directory', ['java.io.File.listFiles', 'java.nio.file.Files.list'], 3],
  ['java', 'return the median of the array', ['java.util.Arrays.sort'], 5],
  ['java', 'get the ASCII code of a character', ['java.lang.String.codePointAt'], 3],
  ['javascript', 'sort an array of numbers', ['Array.sort'], 1],
  ['javascript', 'list the files in a directory', ['fs.readdir', 'fs.readdirSync'], 3],
  ['javascript', 'get the ASCII code of a character', ['String.charCodeAt'], 1],
  ['javascript', 'parse a JSON string', ['JSON.parse'], 1],
  ['javascript', 'repeat a function every second', ['setInterval'], 1],
  ['javascript', 'deep copy an object', ['structuredClone'], 1],
  ['javascript', 'convert an object to a query string', ['URLSearchParams'], 1],
  ['go', 'convert a map to a URL query string', ['net/url.Values.Encode'], 3],
  ['rust', 'deep copy an object', ['std::clone::Clone::clone'], 1],
  ['rust', 'absolute value of a number', ['f64::abs', 'i32::abs'], 1],
  ['rust', 'convert a string to uppercase', ['std::string::String::to_uppercase', 'str::to_uppercase'], 1],
  ['go', 'round a number to the nearest integer', ['math.Round'], 3],
  ['rust', 'parse a JSON string', ['serde_json::from_str'], 1],
  ['java', 'group a list of objects by a field', ['java.util.stream.Collectors.groupingBy'], 1],
  ['java', 'sum the numbers in a list', ['java.util.stream.IntStream.sum', 'java.util.stream.Stream.mapToInt'], 2],
  ['javascript', 'remove duplicates from a list', ['Set'], 1],
  ['rust', 'find the maximum value in a list', ['std::iter::Iterator::max'], 1],
  ['rust', 'filter a list by a condition', ['std::iter::Iterator::filter', 'std::vec::Vec::retain'], 1],
  ['python', 'filter a list by a condition', ['builtins.filter'], 3],
  ['rust', 'get the current working directory', ['std::env::current_dir'], 1],
  ['rust', 'delete a file', ['std::fs::remove_file'], 1],
  ['go', 'get the file extension', ['path/filepath.Ext'], 1],
  ['go', 'open a TCP connection', ['net.Dial'], 1],
  ['java', 'join two paths', ['java.nio.file.Path.resolve', 'java.nio.file.Paths.get'], 2],
  ['java', 'base64 encode a string', ['java.util.Base64.getEncoder', 'java.util.Base64.Encoder.encodeToString'], 2],
  ['javascript', 'get the size of a file', ['fs.statSync', 'fs.stat'], 2],
  ['go', 'compute the SHA-256 hash of a string', ['crypto/sha256.Sum256', 'crypto/sha256.New'], 2],
  ['java', 'use a mutex to protect shared data', ['java.util.concurrent.locks.ReentrantLock'], 2],
  ['java', 'start an HTTP server', ['com.sun.net.httpserver.HttpServer.create', 'com.sun.net.httpserver.HttpServer'], 2],
  ['rust', 'check if a list contains an element', ['std::vec::Vec::contains'], 3],
  ['go', 'run tasks in parallel and wait for all of them', ['sync.WaitGroup'], 3],
  ['go', 'repeat a string n times', ['strings.Repeat'], 1],
  ['c', 'check if a character is a letter', ['isalpha'], 3],
  ['javascript', 'concatenate two arrays', ['Array.concat'], 1],
  ['java', 'format a date as YYYY-MM-DD', ['java.time.format.DateTimeFormatter.ofPattern', 'java.time.LocalDate.format'], 2],
  ['rust', 'compute the square root of a number', ['f64::sqrt'], 1],
  ['rust', 'round a float to two decimal places', ['f64::round'], 3],
  ['rust', 'trim whitespace from a string', ['std::string::String::trim'], 3],
  ['rust', 'enumerate the items with their index', ['std::iter::Iterator::enumerate'], 1],
  ['rust', 'replace all occurrences of a substring', ['std::string::String::replace'], 3],
  ['rust', 'list the files in a directory', ['std::fs::read_dir'], 1],
  ['java', 'execute a parameterized SQL query', ['java.sql.Connection.prepareStatement', 'java.sql.PreparedStatement.executeUpdate'], 10],
  ['java', 'use reflection to list the methods of a class', ['java.lang.Class.getMethods', 'java.lang.Class.getDeclaredMethods'], 5],
  ['javascript', 'ask the user for a number and print its square', ['parseInt', 'Number'], 4],
  ['go', 'ask the user for a number and print its square', ['strconv.Atoi', 'fmt.Scan'], 4],
  ['java', 'compute the union and intersection of two sets', ['java.util.Set.retainAll', 'java.util.Set.addAll'], 3],
  ['python', 'compute the union and intersection of two sets', ['builtins.set.intersection', 'builtins.set.union'], 3],
  ['java', 'use a priority queue', ['java.util.PriorityQueue'], 1],
  ['rust', 'use a queue', ['std::collections::VecDeque::new', 'std::collections::VecDeque::push_back'], 2],
  ['javascript', 'copy a file', ['fs.copyFileSync', 'fs.copyFile'], 1],
  ['java', 'parse an XML document', ['javax.xml.parsers.DocumentBuilderFactory.newDocumentBuilder', 'javax.xml.parsers.DocumentBuilder.parse'], 2],
  ['go', 'get the exit code of a command', ['os/exec.Command'], 1],
  ['c', 'get the exit code of a command', ['WEXITSTATUS', 'system', 'waitpid'], 2],
  ['python', 'count the set bits of an integer', ['builtins.int.bit_count'], 1],
  ['javascript', 'find all matches of a regular expression', ['String.matchAll', 'String.match', 'RegExp.exec'], 3],
  ['rust', 'replace text using a regex', ['regex::Regex::replace_all'], 2],
  ['rust', 'split a string into lines', ['str::lines'], 1],
  ['rust', 'check if a string starts with a prefix', ['str::starts_with'], 1],
  ['java', 'get a value from a map with a default', ['java.util.Map.getOrDefault'], 1],
  ['rust', 'zip two lists together', ['std::iter::Iterator::zip'], 1],
  ['go', 'split a list into chunks', ['slices.Chunk'], 1],
  ['java', 'check if a string is numeric', ['java.lang.Double.parseDouble', 'java.lang.Integer.parseInt'], 2],
  ['go', 'get the last modified time of a file', ['os.Stat', 'io/fs.FileInfo.ModTime'], 2],
  ['go', 'read command-line arguments', ['os.Args'], 1],
  ['java', 'convert a list to a set', ['java.util.HashSet'], 1],
  ['rust', 'find the first element that matches', ['std::iter::Iterator::find', 'std::iter::Iterator::position'], 2],
  ['go', 'remove an element from a list', ['slices.Delete'], 1],
  ['javascript', 'insert an element at the start of a list', ['Array.unshift', 'Array.splice'], 2],
  ['go', 'escape HTML special characters', ['html.EscapeString'], 1],
  ['java', 'generate cryptographically secure random bytes', ['java.security.SecureRandom', 'java.security.SecureRandom.nextBytes'], 2],
  ['go', 'generate cryptographically secure random bytes', ['crypto/rand.Read'], 1],
  ['javascript', 'generate cryptographically secure random bytes', ['crypto.randomBytes', 'crypto.getRandomValues'], 2],
  ['javascript', 'store data in local storage', ['Storage.setItem', 'Storage.getItem'], 3],
  ['javascript', 'listen for key presses', ['document.addEventListener'], 1],
  ['java', 'track the mouse position', ['java.awt.event.MouseMotionAdapter', 'java.awt.event.MouseEvent.getX'], 2],
  ['python', 'join a list of strings with a comma', ['builtins.str.join'], 1],
  ['python', 'strip whitespace from a string', ['builtins.str.strip'], 1],
  ['python', 'convert a string to lowercase', ['builtins.str.lower'], 1],
  ['python', 'split a string on commas', ['builtins.str.split'], 1],
  ['java', 'check if a key exists in a map', ['java.util.Map.containsKey'], 2],
  ['python', 'make an HTTP GET request', ['requests.get', 'urllib.request.urlopen'], 2],
  ['python', 'count the occurrences of each word', ['collections.Counter'], 2],
  ['c', 'read numbers from a file until end of file', ['fscanf'], 5],
  ['go', 'check if an error is a specific error', ['errors.Is', 'errors.As'], 3],
  ['java', 'define a custom error type', ['java.lang.Exception', 'java.lang.RuntimeException'], 2],
  ['javascript', 'watch a file for changes', ['fs.watch', 'fs.watchFile'], 2],
  ['go', 'deep compare two structs', ['reflect.DeepEqual'], 1],
  ['python', 'list the files in a directory', ['os.listdir', 'os.scandir', 'pathlib.Path.iterdir'], 3],
  ['python', 'read a line from standard input', ['builtins.input', 'sys.stdin'], 3],
  ['java', 'shuffle a list', ['java.util.Collections.shuffle'], 3],
  ['rust', 'shuffle a vector', ['rand::prelude::SliceRandom::shuffle'], 2],
  ['java', 'get the number of CPU cores', ['java.lang.Runtime.availableProcessors'], 3],
  ['rust', 'get the number of CPU cores', ['std::thread::available_parallelism'], 3],
  ['go', 'handle Ctrl+C in a program', ['os/signal.Notify'], 1],
  ['java', 'generate a UUID', ['java.util.UUID.randomUUID'], 1],
  ['go', 'resolve a hostname to an IP address', ['net.LookupHost', 'net.LookupIP'], 1],
  ['javascript', 'send a UDP packet', ['dgram.createSocket'], 3],
  ['rust', 'read a binary file into a byte array', ['std::fs::read'], 5],
  ['go', 'compare two strings ignoring case', ['strings.EqualFold'], 1],
  ['javascript', 'flatten a nested list', ['Array.flat'], 1],
  ['rust', 'compute the distance between two points', ['f64::sqrt', 'f64::hypot'], 2],
  ['java', 'create a directory and its parents', ['java.nio.file.Files.createDirectories', 'java.io.File.mkdirs'], 2],
  ['javascript', 'create a temporary file', ['fs.mkdtempSync', 'os.tmpdir'], 3],
  ['c', 'get the hostname of this machine', ['gethostname'], 1],
  // Names spelled out in words (spelled-names.ts).
  ['rust', 'binary search in a sorted array', ['slice::binary_search'], 1],
  ['java', 'generate a random UUID', ['java.util.UUID.randomUUID'], 1],
  ['java', 'get the available processors', ['java.lang.Runtime.availableProcessors'], 1],
  ['java', 'read all bytes of a file', ['java.nio.file.Files.readAllBytes', 'java.io.InputStream.readAllBytes'], 1],
  ['javascript', 'generate a random UUID', ['crypto.randomUUID'], 1],
];

describe('everyday questions find their API (shipped base, through the worker)', function () {
  this.timeout(300_000);
  const kb = openKnowledgeBase({ dir: path.join(REPO, 'kb') });
  before(async () => assert.equal(await kb.whenReady(240_000), true, kb.failure()));
  after(() => kb.dispose());

  for (const [lang, question, wanted, within] of QUESTIONS) {
    it(`${lang}: "${question}" has ${wanted.join(' or ')} in the first ${within}`, async () => {
      const names = (await kb.retrieve({ question, lang, k: 10, allowWeak: true })).apis.map((a) => a.name);
      assert.ok(names.slice(0, within).some((n) => wanted.includes(n)), `got: ${names.join(' ')}`);
    });
  }
});
