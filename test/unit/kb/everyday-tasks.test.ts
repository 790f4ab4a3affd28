import { strict as assert } from 'node:assert';
import { EVERYDAY_TUNING, addEverydayTasks, everydayTasksIn } from '../../../src/core/kb/everyday-tasks';
import { StageOrder } from '../../../src/core/kb/stage-order';
import type { ScoredRecord } from '../../../src/core/kb/search';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { searchIndex } from '../../../src/core/kb/search';
import type { ApiRecord } from '../../../src/core/kb/types';
import { assertCostsLike } from '../../support/linear-time';
import { functionRecord } from '../../support/records';

const cRecord = (lib: string, name: string, doc: string) => functionRecord('c', lib, name, doc);

/**
 * A C base in which the words of "ask the user to enter a number" match look-alikes (a user's id, a
 * number's string) better than `scanf`, whose manual says "input format conversion".
 */
const RECORDS: ApiRecord[] = [
  cRecord('stdio', 'scanf', 'Input FILE format conversion.'),
  cRecord('stdio', 'fgets', 'Input of characters and strings.'),
  cRecord('stdio', 'getchar', 'Input of characters and strings.'),
  cRecord('unistd', 'getuid', 'Get the user identity of the calling process.'),
  cRecord('unistd', 'getlogin', 'Get the user name of the calling process.'),
  cRecord('stdlib', 'rand', 'Pseudo-random number generator.'),
  cRecord('stdio', 'sprintf', 'Formatted output conversion: write a number into a string.'),
  cRecord('string', 'strlen', 'Calculate the length of a string.'),
];

function ranked(question: string): string[] {
  const index = buildLangIndex('c', RECORDS);
  return searchIndex(index, { question, k: 5, allowWeak: true }).map((h) => RECORDS[h.index].name);
}

const tasksOf = (question: string) => everydayTasksIn(question).map((t) => t.task);

/** What the table adds to `routed` for a question, by record name (the table's stage alone, as search.ts runs it). */
function scoresAdded(index: ReturnType<typeof buildLangIndex>, records: ApiRecord[], question: string, routed: ScoredRecord[] = []): Map<string, number> {
  addEverydayTasks(index, routed, question);
  return new Map(routed.map((r) => [records[r.index].name, r.score]));
}

describe('everyday tasks said in words (everyday-tasks.ts)', () => {
  it('recognises the ways people say a program reads what the user types', () => {
    for (const question of [
      'ask the user to enter a number',
      'prompt the player for a guess',
      'Read two integers from the user and print their sum',
      'read a line from standard input',
      'Read a count `N` from `STDIN`, then read that many lines',
      'the user enters their name',
      'get keyboard input',
      'read a string from input and compare it',
      'iterate over the lines of stdin',
      'read integers from System.in',
      'the player makes repeated guesses',
      'let the player enter an arithmetic expression',
      'the program prints guesses, asking after each whether the guess is higher',
    ]) {
      assert.ok(tasksOf(question).includes('read what the user types'), question);
    }
  });

  it('does not read a task into words that only look like it', () => {
    assert.deepEqual(tasksOf('list the users of the database'), []);
    assert.deepEqual(tasksOf('compute the variance of the values'), []);
    // An input file is a file, not the user.
    assert.ok(!tasksOf('read the records from input files').includes('read what the user types'));
    // "format" alone is a file format, not formatted output.
    assert.deepEqual(tasksOf('convert the image to PNG format'), []);
    // A DataFrame's string representation is its own method's, not a number's.
    assert.deepEqual(tasksOf('return a string representation of the DataFrame'), []);
    // Markup's angle brackets and a vertex's degree are not angles.
    assert.ok(!tasksOf('escape the angle brackets in the HTML').includes('work with angles'));
    assert.ok(!tasksOf('find the degree of each vertex of the graph').includes('work with angles'));
    // A round of a game, a round trip and an absolute path are no numbers' rounding or absolute values.
    assert.ok(!tasksOf('play another round of the game').includes('round a number'));
    assert.ok(!tasksOf('return the absolute path of the file').includes('take an absolute value'));
    assert.ok(!tasksOf('shuffle the cards with cryptographically secure random numbers').includes('shuffle a sequence'), 'a secure draw is the next entry\'s');
    // A random value is no shuffle: the generic entry lists no shuffle, and the shuffle entry wants an order made random.
    assert.ok(!tasksOf('generate n random points within a circle').includes('shuffle a sequence'));
    // A file's own extension is the extension entry's, and a string matched against a wildcard is no directory's glob.
    assert.ok(!tasksOf('get the extension of each file').includes('find the files of a kind'), "a file's extension");
    assert.ok(!tasksOf('match a string against a wildcard').includes('find the files of a kind'), 'a wildcard string');
    // A graph of nodes and edges is no chart, and a chart another plotting library draws is that library's.
    assert.ok(!tasksOf('find the shortest path in a graph with networkx').includes('draw a chart'), 'a graph of nodes');
    assert.ok(!tasksOf('plot a histogram with seaborn').includes('draw a chart'), "seaborn's chart");
    // Repeating a function is no repeated string; copying a file is no array's copy.
    assert.ok(!tasksOf('repeat a function every second').includes('repeat a string'));
    assert.ok(!tasksOf('copy a file to the backup folder').includes('copy or join arrays'));
    // A blog post is no POST request; a binary search is no number in binary; prime time is no prime.
    assert.ok(!tasksOf('publish the blog post').includes('send an HTTP POST'));
    assert.ok(!tasksOf('implement a binary search').includes('write a number in another base'));
    assert.ok(!tasksOf('list the shows on in prime time').includes('test a number for primality'));
    // Something done at run time is not a value given then, nor a run timed.
    assert.deepEqual(tasksOf('load a shared library at runtime'), ['load a shared library at run time']);
    assert.ok(!tasksOf('add an attribute to an object at runtime').includes('take a value given when the program runs'));
    assert.ok(!tasksOf('a matrix of a size known at run time').includes('read the clock and time a run'));
    assert.ok(tasksOf('measure the run time of a function').includes('read the clock and time a run'));
    // Removing a file's lines is no file deletion; a time of day is not a date string to parse.
    assert.ok(!tasksOf('remove the blank lines from the file').includes('delete a file'));
    assert.ok(!tasksOf('print the time of day').includes('parse a date'));
    // A sum of the digits is a digit sum, not a collection's; a filter of an image is no list's.
    assert.ok(!tasksOf('apply a blur filter to the image').includes('filter a collection'));
    // ASCII art is not a character's code.
    assert.ok(!tasksOf('draw a sphere as ASCII art').includes('convert between characters and their codes'));
    // Making a directory tree is not listing one; extracting a substring is not searching for one.
    assert.deepEqual(tasksOf('create a nested directory tree'), ['create a directory']);
    assert.ok(!tasksOf('make a directory listing').includes('create a directory'));
    assert.deepEqual(tasksOf('extract a substring of the first five characters'), ['take a substring']);
    // A name typed is no number; a program that guesses the user's number reads answers, not numbers.
    assert.ok(!tasksOf('ask the user for their name').includes('read a number the user types'));
    assert.ok(!tasksOf('Guess the number (player): the program prints guesses and asks whether each is higher or lower').includes('read a number the user types'));
    // "set" the verb, and the intersection of lines, are no set algebra.
    assert.ok(!tasksOf('set the union flag').includes('combine two sets'));
    assert.ok(!tasksOf('find the intersection of two lines').includes('combine two sets'));
    // A stack trace is no stack, a file's name no file copied, writing XML no parsing, and the exit
    // status a command returned does not end the program that ran it.
    assert.ok(!tasksOf('print the stack trace').includes('use a stack'));
    assert.ok(!tasksOf('copy the file names into a list').includes('copy a file'));
    assert.ok(!tasksOf('write an XML document').includes('parse XML'));
    assert.ok(!tasksOf('get the exit code of a command').includes('end the program'));
    assert.ok(tasksOf('exit the program with status 1').includes('end the program'));
    // The mean time of day is a clock's; a common prefix is no test of one.
    assert.ok(!tasksOf('the mean time of day').includes('average a collection'));
    assert.ok(!tasksOf('the longest common prefix of a list of strings').includes('test a prefix or suffix'));
    // Zipping files is an archive; merging sorted lists is no maps' merge; a list's emptiness is no string's.
    assert.ok(!tasksOf('zip the files in a folder').includes('pair up two sequences'));
    assert.ok(!tasksOf('merge two sorted lists').includes('merge two maps'));
    assert.ok(!tasksOf('check if a list is empty').includes('test a string for emptiness'));
    // A file removed is no list's element; text prepended to a file is no list's insert; compressing is no reading.
    assert.ok(!tasksOf('remove the file from the directory').includes('remove an element from a list'));
    assert.ok(!tasksOf('prepend a prefix to the content of each file').includes('insert an element into a list'));
    assert.ok(!tasksOf('compress a file with gzip').includes('read a gzip file'));
    // A secret is never drawn from a seeded generator; a map's random key is no secret.
    assert.ok(!tasksOf('generate cryptographically secure random bytes').includes('pick at random'));
    assert.ok(!tasksOf('generate a random key for the map').includes('draw secure random values'));
    assert.ok(tasksOf('generate a random key for the map').includes('pick at random'));
    // Removing all whitespace replaces it; trimming removes it at the ends.
    assert.ok(!tasksOf('remove all whitespace from a string').includes('trim whitespace'));
    assert.ok(tasksOf('remove leading and trailing whitespace').includes('trim whitespace'));
    // A server listens for connections, not keys.
    assert.ok(!tasksOf('listen for connections on port 8080').includes('react to the keyboard'));
    // An edit distance is between strings, not points; a vector's length is its element count.
    assert.ok(!tasksOf('the Levenshtein distance between two strings').includes('measure a distance or a magnitude'));
    assert.ok(!tasksOf('the length of the vector').includes('measure a distance or a magnitude'));
    // A logarithm is no log; a URL's host name is not this machine's; a number in hex is no bytes' dump.
    assert.deepEqual(tasksOf('compute the natural log of each value'), []);
    assert.ok(!tasksOf('get the hostname from a URL').includes("find this machine's host name"));
    assert.ok(!tasksOf('convert a number to hexadecimal').includes('write bytes as hexadecimal'));
    // A case-insensitive search is a regular expression's flag, not a comparison.
    assert.ok(!tasksOf('find the word in the text, case-insensitive').includes('compare text ignoring case'));
    // A signal of a sensor is no signal a process is sent.
    assert.deepEqual(tasksOf('filter the noisy signal from the sensor'), []);
    // The greatest common divisor of two numbers is no larger of two; a task's first terms are no slice.
    assert.ok(!tasksOf('the greatest common divisor of two numbers').includes('take the larger of two numbers'));
    assert.ok(!tasksOf('print the first 20 terms of the sequence').includes('take the first elements of a list'));
    // Another process's id, a PID controller; an item removed from a list is no map's key.
    assert.ok(!tasksOf('get the pid of the child process').includes("find the program's process id"));
    assert.ok(!tasksOf('tune a PID controller').includes("find the program's process id"));
    assert.ok(!tasksOf('remove an item from the list').includes('remove a key from a map'));
    // A list's length is a collection's; a string turned into a number is no bytes.
    assert.ok(!tasksOf('get the length of a list').includes('take the length of a string'));
    assert.ok(!tasksOf('convert a string to an integer').includes('encode text as bytes'));
    // A reversed string is a string's; bisection finds a root; a string split on commas is no letters.
    assert.ok(!tasksOf('reverse a string').includes('reverse a list'));
    assert.ok(!tasksOf('find the root with the bisection method').includes('search a sorted list'));
    assert.ok(!tasksOf('split a string on commas').includes('split a string into characters'));
    // SHA-256 is not SHA-1.
    assert.ok(!tasksOf('compute the SHA-256 hash').includes('hash with SHA-1'));
    // Reading a variable is not setting one; making a directory is not changing to it; a client connects.
    assert.ok(!tasksOf('read an environment variable').includes('set an environment variable'));
    assert.ok(!tasksOf('create a new directory').includes('change the current directory'));
    assert.ok(!tasksOf('connect to a TCP server').includes('accept TCP connections'));
    // A dataset's missing values are imputed, not defaulted; a generated password is not typed; making a
    // directory tree is not walking one; deleting a file is not a directory's tree.
    assert.ok(!tasksOf('fill the missing values of the column with a default').includes('use a default for a missing value'));
    assert.ok(!tasksOf('generate a random password').includes('read a password without echo'));
    assert.ok(!tasksOf('create a nested directory tree').includes('walk a directory tree'));
    assert.ok(!tasksOf('delete a file').includes('delete a directory tree'));
    // A comma-separated string made a list is a split, not a join.
    assert.ok(!tasksOf('convert a comma separated string to a list').includes('join a list into one string'));
    // Parsing a URL is string work, not fetching it.
    assert.deepEqual(tasksOf('parse a URL into its scheme, host and path'), []);
    // A pause of a second is no key press, and an input file awaited is not the user's.
    assert.ok(!tasksOf('pause for a second between the steps').includes('wait for the user to press a key'));
    assert.ok(!tasksOf('wait for the input file to appear').includes('wait for the user to press a key'));
    // An integer parsed is no decimal number; a decimal number parsed is not an integer's entry.
    assert.ok(!tasksOf('parse the string as an integer').includes('parse a floating-point number from text'));
    assert.deepEqual(tasksOf('parse a string as a floating point number'), ['parse a floating-point number from text']);
    // Rounding to places is not rounding up; rounding to the nearest is neither down nor up.
    assert.deepEqual(tasksOf('round the result up to two places'), ['round a number']);
    assert.deepEqual(tasksOf('round a number to the nearest integer'), ['round a number']);
    // Upper-casing a whole string is not its first letter; a conversion of degrees names no trigonometry.
    assert.ok(!tasksOf('convert a string to uppercase').includes('capitalize the first letter'));
    assert.ok(!tasksOf('convert degrees to radians').includes('work with angles'));
    assert.ok(tasksOf('convert degrees to radians and take the sine').includes('work with angles'));
    // JSON read is not written, nor written read; a regular expression's every match or replacement is
    // its own entry's, not a test of one match.
    assert.ok(!tasksOf('parse the JSON string').includes('write JSON'));
    assert.ok(!tasksOf('serialize the map to JSON').includes('read JSON'));
    assert.ok(!tasksOf('find all matches of the regular expression').includes('test text against a regular expression'));
    assert.ok(!tasksOf('replace every string that matches the regular expression').includes('test text against a regular expression'));
    // Round six's look-alikes: an ascending sort is the plain one; a column's type is a DataFrame's; rounding to
    // places is rounding, not formatting; an absolute value is no path; the clock's count is no date made of a
    // timestamp; a secret's random pick is the secure entry's; reading a file's lines is not reading it whole.
    assert.deepEqual(tasksOf('sort the list'), ['sort']);
    assert.ok(!tasksOf('sort the scores in descending order').includes('sort'));
    // A list of objects sorted by a field is sorted with a comparator, not as an array.
    assert.deepEqual(tasksOf('sort a list of objects by a property'), ['sort objects by a field']);
    assert.ok(!tasksOf('the type of each column').includes('find the type of a value'));
    assert.ok(!tasksOf('round a float to two decimal places').includes('write a number with fixed decimal places'));
    assert.ok(!tasksOf('the absolute value of a number').includes('make a path absolute'));
    assert.ok(!tasksOf('get the current unix timestamp').includes('make a date from a Unix timestamp'));
    assert.ok(!tasksOf('convert a unix timestamp to a date').includes('read the clock and time a run'));
    assert.ok(!tasksOf('pick a random element with a secure random generator').includes('pick a random element'));
    assert.ok(!tasksOf('read a file line by line').includes('read a whole file into a string'));
    assert.ok(!tasksOf('read a whole file into a string').includes('read a file'));
    assert.ok(!tasksOf('read the CSV file').includes('write CSV'));
    assert.ok(!tasksOf('save the results as CSV').includes('read CSV'));
    assert.ok(!tasksOf('check if all elements of a list satisfy a condition').includes('test any element'));
    assert.ok(!tasksOf('run a function with a timeout').includes('give an HTTP request a timeout'));
    assert.ok(!tasksOf('make an HTTP request with a timeout').includes('give up after a timeout'));
    // Round seven's look-alikes: a message to a server is no thread's; a file written atomically is no counter; a
    // window resized is no terminal; a connection on a port is not a test of it; an IP address parsed is not this
    // machine's; a file's hash is a digest; letters and digits are the character classes'; a number written in
    // hex is not read from it; a URL fetched is not shown; a DataFrame's memory is not the program's; one
    // environment variable is read, not listed; threads joined are no child process.
    assert.deepEqual(tasksOf('send a message to the server'), []);
    assert.ok(!tasksOf('write the file atomically').includes('update a counter atomically'));
    assert.deepEqual(tasksOf('resize the window'), []);
    assert.ok(!tasksOf('open a TCP connection on port 80').includes('test whether a port is open'));
    assert.deepEqual(tasksOf('parse an IP address'), []);
    assert.deepEqual(tasksOf('compute the hash of a file'), []);
    assert.deepEqual(tasksOf('check if a string contains only letters and digits'), ['classify a character']);
    assert.ok(!tasksOf('convert a number to hexadecimal').includes('read a number in another base'));
    assert.ok(!tasksOf('convert a hex string to an integer').includes('write a number in another base'));
    assert.deepEqual(tasksOf('fetch a URL'), ['fetch a web page']);
    assert.ok(!tasksOf('open a URL in the default web browser').includes('fetch a web page'));
    assert.deepEqual(tasksOf('compute the memory usage of the DataFrame'), []);
    assert.ok(!tasksOf('read an environment variable').includes('list the environment variables'));
    assert.ok(!tasksOf('wait for all threads to finish').includes('wait for a child process'));
    assert.ok(!tasksOf('read a YAML file').includes('read a file'));
    // A file named is read only when the question reads or uses it: one checked for, or written, is not.
    assert.ok(!tasksOf('verify that a file `input.txt` and a directory `docs` exist').includes('read a file'));
    assert.ok(!tasksOf('save the list in out.txt').includes('read a file'));
    // A sorting algorithm implemented is no call of the library's sort.
    assert.ok(!tasksOf('Sorting algorithms/Shell sort. Sort an array of elements using the Shell sort algorithm').includes('sort'));
    assert.ok(!tasksOf('implement bubble sort').includes('sort'));
    assert.ok(tasksOf('merge two sorted lists and sort the result').includes('sort'));
    // A shape drawn is no card drawn, no plot, and no ASCII art; the elements of an array are accessed, not fetched.
    assert.ok(!tasksOf('draw a card from the deck').includes('draw shapes'));
    assert.ok(!tasksOf('draw a line plot of the data').includes('draw shapes'));
    assert.ok(!tasksOf('Draw a sphere, graphically or as ASCII art').includes('draw shapes'));
    assert.ok(!tasksOf('access the elements of an array').includes('fetch a web page'));
    // A player in a simulation types nothing; a key press simulated is drawn from no generator.
    assert.ok(!tasksOf('Simulate many rounds of the game, where the player picks one of three doors').includes('read what the user types'));
    assert.ok(tasksOf('a game where the player picks a number').includes('read what the user types'));
    assert.ok(!tasksOf('simulate a key press in the window').includes('pick at random'));
    // Tasks run in parallel and waited for are the waiting entry's; a matrix rotated is no integer's bits.
    assert.ok(!tasksOf('run three tasks in parallel and wait for them all').includes('compute in parallel'));
    assert.ok(!tasksOf('rotate the matrix to the left').includes('rotate the bits of an integer'));
    // A user named in a login types nothing into a game; a server accepting connections makes none.
    assert.ok(!tasksOf('log in with the user and password').includes('read what the user types'));
    assert.ok(!tasksOf('write a server that accepts TCP connections').includes('connect over TCP'));
    // Whether something is accepting connections on a port is a client's test (a described paraphrase had lost it).
    assert.ok(tasksOf('see whether something is accepting TCP connections on a given port').includes('connect over TCP'));
    // A substring's index in a string is no list's; an object serialized to JSON is JSON's.
    assert.ok(!tasksOf('find the index of the first occurrence of a substring in a string').includes('find an element of a collection'));
    assert.ok(!tasksOf('serialize the objects to a JSON file').includes('serialize an object to bytes'));
    // A string truncated is no file's; a client connecting to a port is no server.
    assert.ok(!tasksOf('truncate a string to ten characters').includes('truncate a file'));
    assert.ok(!tasksOf('connect to the server on TCP port 256').includes('accept TCP connections'));
    // A URL-encoded string decoded is not encoded again.
    assert.ok(!tasksOf('url decode a string').includes('build a URL query string'));
    assert.ok(!tasksOf('encode a URL component').includes('decode a URL-encoded string'));
    // A cipher of a library is no cipher done by hand.
    assert.ok(!tasksOf('encrypt a string with an AES cipher').includes('shift letters as a cipher by hand'));
    // Separated text made is joined, not split; numbers counted up to are no input parsed; a dictionary is a map
    // unless it is a file of words.
    assert.ok(!tasksOf('convert a list to a comma separated string').includes('split a line into its fields'));
    assert.ok(!tasksOf('Exporting records as comma-separated lines into a .csv spreadsheet file.').includes('split a line into its fields'));
    assert.ok(!tasksOf('Given an integer n, return the integers from 1 to n in lexicographic order').includes('parse a number from text'));
    assert.ok(!tasksOf('count the words of a text in a dictionary').includes("read a word list or a file's lines"));
    // A CRC-64 is no CRC-32; a gzip file read is no compression; a thread pool's threads are the pool's entry's.
    assert.ok(!tasksOf('compute the CRC-64 of a file').includes('compute a CRC-32 checksum'));
    assert.ok(!tasksOf('read a gzip compressed file').includes('compress data with gzip'));
    assert.ok(!tasksOf('decompress the gzip data').includes('compress data with gzip'));
    assert.ok(!tasksOf('trim the white space at the end of a line').includes("read a file system's free space"));
    // A fraction or a URL is no path.
    assert.ok(!tasksOf('parse the ratio 3/4 and print it as a decimal').includes('read a file'));
    assert.ok(!tasksOf('read https://example.com/a/b and print its title').includes('read a file'));
    // Round eight's look-alikes: a query string built is not read; a client following redirects does not send
    // one; a value compared is no test's assertion; a unit of measure is no unit test; a word counted in a map is
    // no substring's count; a random password is drawn, not hashed; a posted JSON body is the client's, and the
    // server's reading of one is no fetch.
    assert.ok(!tasksOf('convert an object to a query string').includes("read a URL's query parameters"));
    assert.ok(!tasksOf('read the query parameters of a URL').includes('build a URL query string'));
    assert.deepEqual(tasksOf('follow redirects'), []);
    assert.deepEqual(tasksOf('check if two values are equal'), []);
    assert.deepEqual(tasksOf('the unit of measure'), []);
    assert.ok(!tasksOf('count the occurrences of each word').includes('count a substring in a string'));
    assert.ok(!tasksOf('count the occurrences of a substring in a string').includes('count occurrences in a map'));
    assert.ok(!tasksOf('generate a random password').includes('hash a password'));
    assert.ok(!tasksOf('make a POST request with a JSON body').includes("read a request's JSON body"));
    assert.ok(!tasksOf('read the JSON body of an HTTP request').includes('fetch a web page'));
    assert.ok(!tasksOf('split a string into characters').includes("walk a string's characters"));
    // Round nine's look-alikes: a text file read is no image; an array resized is no picture; the mouse followed
    // is a listener's; a pixel's color is no colored output; a power raised is no power-of-two test; data
    // normalized is no Unicode; a configuration file is not an INI file by that name alone.
    assert.ok(!tasksOf('read the file').includes('read an image'));
    assert.ok(!tasksOf('read an image file').includes('read a file'));
    assert.deepEqual(tasksOf('resize the array'), ['grow a dynamic array']);
    assert.ok(!tasksOf('track the mouse position').includes('find where the mouse is'));
    assert.ok(!tasksOf('get the current mouse position').includes('follow the mouse'));
    assert.deepEqual(tasksOf('the color of each pixel'), []);
    assert.deepEqual(tasksOf('raise two to the power of ten'), ['raise to a power']);
    assert.ok(!tasksOf('check if a number is a power of two').includes('raise to a power'));
    assert.deepEqual(tasksOf('normalize the data'), []);
    assert.ok(!tasksOf('read the configuration file').includes('read an INI or properties file'));
    // Round ten's look-alikes: a web page cached is no function's results; a digit used once is no one-time
    // initialization; exiting is not hooking the exit; a plain pause blocks; strings compared are no arrays; a
    // stack overflow is no arithmetic's; a table truncated is no string; an email sent is not validated; JSON
    // parsed is not pretty-printed.
    assert.deepEqual(tasksOf('cache the web page'), []);
    assert.deepEqual(tasksOf('each digit used only once'), []);
    assert.ok(!tasksOf('run code when the program exits').includes('end the program'));
    assert.ok(!tasksOf('exit the program with status 1').includes('run code at exit'));
    assert.ok(!tasksOf('sleep asynchronously').includes('pause for a while'));
    assert.deepEqual(tasksOf('sleep for 100 milliseconds'), ['pause for a while']);
    assert.deepEqual(tasksOf('compare two strings'), ['compare two strings']);
    // A split said how is its own entry's, not the bare split's; a case-insensitive comparison is text-matching's.
    assert.ok(!tasksOf('split a string into words').includes('split a string'));
    assert.deepEqual(tasksOf('split a string on commas'), ['split text on a separator']);
    assert.ok(!tasksOf('compare two strings ignoring case').includes('compare two strings'));
    // A substring searched for or counted is no substring taken.
    assert.ok(!tasksOf('check if a string contains a substring').includes('take a substring'));
    assert.ok(!tasksOf('count the occurrences of a substring in a string').includes('take a substring'));
    // All white space removed is a replacement, not a trim.
    assert.ok(!tasksOf('remove all whitespace from a string').includes('trim whitespace'));
    // A lock or a handle released is no memory freed.
    assert.ok(!tasksOf('release the lock').includes('free allocated memory'));
    assert.ok(!tasksOf('release the file handle').includes('free allocated memory'));
    assert.deepEqual(tasksOf('a stack overflow'), []);
    assert.deepEqual(tasksOf('truncate the table'), []);
    assert.deepEqual(tasksOf('send an email'), ['send an email']);
    assert.deepEqual(tasksOf('parse a JSON string'), ['read JSON']);
  });

  it('recognises the other everyday tasks', () => {
    const cases: [string, string][] = [
      ['convert the string to an integer', 'parse a number from text'],
      ['split a string', 'split a string'],
      ['how do I split text in Rust', 'split a string'],
      ['tokenize a string by commas', 'split text on a separator'],
      ['Split the string `"Hello,How,Are,You,Today"` by commas into a list of tokens', 'split text on a separator'],
      ['split a string by whitespace', 'split text into words'],
      ['Tokenize a line of text on whitespace', 'split text into words'],
      ['replace a word in a sentence', 'replace text in a string'],
      ['find a substring', 'search a string for text'],
      ['string comparison', 'compare two strings'],
      ['append to a list', 'append an element to a list'],
      ['how do I release memory I previously allocated?', 'free allocated memory'],
      ['get a substring of a string', 'take a substring'],
      ['remove whitespace from both ends', 'trim whitespace'],
      ['the part of the string between two positions', 'take a substring'],
      ['deallocate the buffer', 'free allocated memory'],
      ['ask the user for a number and print its square', 'read a number the user types'],
      ['prompt the player to pick a number from the menu', 'read a number the user types'],
      ['ask the player how many digits to reverse', 'read a number the user types'],
      ['the user enters two integers', 'read a number the user types'],
      ['compute the union and intersection of two sets', 'combine two sets'],
      ['check if one set is a subset of another', 'combine two sets'],
      ['use a priority queue', 'use a priority queue'],
      ['implement a min-heap', 'use a priority queue'],
      ['dequeue the next job', 'use a queue'],
      ['implement a stack with push and pop', 'use a stack'],
      ['copy a file to a backup folder', 'copy a file'],
      ['get the exit code of a command', 'run an external command'],
      ['spawn a child process', 'run an external command'],
      ['read the XML file', 'parse XML'],
      ['move all files with a given extension to the target directory', 'find the files of a kind'],
      ['read all CSV files in a directory into one DataFrame', 'find the files of a kind'],
      ['resize every JPEG image in the folder', 'find the files of a kind'],
      ['list the files matching a glob pattern', 'find the files of a kind'],
      ['compute the column means and draw a bar chart of them', 'draw a chart'],
      ['perform K-Means clustering and visualize the clusters', 'draw a chart'],
      ['plot the sales data over time', 'draw a chart'],
      ['show the prices as a line graph', 'draw a chart'],
      ['pad a string on the left with zeros', 'pad text to a width'],
      ['count the set bits of an integer', 'count the set bits'],
      ['find all matches of a regular expression', 'find every match of a regular expression'],
      ['find every match of a regular expression in a string', 'find every match of a regular expression'],
      ['a regex that finds each occurrence in the log', 'find every match of a regular expression'],
      ['replace text using a regex', 'replace with a regular expression'],
      ['split a string into lines', 'split text into lines'],
      ['check if a string starts with a prefix', 'test a prefix or suffix'],
      ['get a value from a map with a default', 'look up a key with a default'],
      ['compute the average of a list of numbers', 'average a collection'],
      ['zip two lists together', 'pair up two sequences'],
      ['split a list into chunks of size n', 'split a collection into chunks'],
      ['check if a list is empty', 'test a collection for emptiness'],
      ['check if the string is empty', 'test a string for emptiness'],
      ['merge two maps', 'merge two maps'],
      ['get the keys of a map', "list a map's keys"],
      ['check if a string is numeric', 'test whether text is a number'],
      ['format a number with thousands separators', 'group digits with separators'],
      ['generate a range of numbers', 'a range of numbers'],
      ['get the last modified time of a file', "read a file's modification time"],
      ['read command-line arguments', 'read command-line arguments'],
      ['build an identity matrix of a size known at run-time', 'take a value given when the program runs'],
      ['allocate an array whose length is given at runtime', 'take a value given when the program runs'],
      ['the number of rows is not known until run time', 'take a value given when the program runs'],
      ['convert a list to a set', 'turn a collection into a set'],
      ['count the numbers that are even', 'count the elements that match'],
      ['check if all elements satisfy a condition', 'test every element'],
      ['find the first number greater than 10', 'find the first element that matches'],
      ['remove an element from a list', 'remove an element from a list'],
      ['insert an element at the start of a list', 'insert an element into a list'],
      ['sort a map by its values', 'sort a map by its values'],
      ['escape HTML special characters', 'escape HTML'],
      ['decompress the gzipped data', 'read a gzip file'],
      ['generate cryptographically secure random bytes', 'draw secure random values'],
      ['generate a random password', 'draw secure random values'],
      ['store data in local storage', 'store data in the browser'],
      ['create a new DOM element and append it to the page', 'add an element to the page'],
      ['draw a line on a canvas', 'draw on a canvas'],
      ['listen for key presses', 'react to the keyboard'],
      ['track the mouse position', 'follow the mouse'],
      ['animate something every frame', 'animate frame by frame'],
      ['strip whitespace from a string', 'trim whitespace'],
      ['split a string on commas', 'split text on a separator'],
      ['find the length of a list', 'take the length of a collection'],
      ['check if a key exists in a dictionary', 'test whether a map has a key'],
      ['print a floating point number with 3 decimals', 'format text and numbers'],
      ['read numbers from a file until end of file', 'read numbers from a file'],
      ['count how often each letter occurs', 'count occurrences in a map'],
      ['compute the letter frequency of a text', 'count occurrences in a map'],
      ['define a custom error type', 'define an error type'],
      ['wrap an error with context', 'wrap and test errors'],
      ['check if an error is a specific error', 'wrap and test errors'],
      ['watch a file for changes', 'watch files for changes'],
      ['deep compare two objects', 'compare two values deeply'],
      ['convert a buffer to a string', 'decode bytes as text'],
      ['emit and listen to custom events', 'emit and listen to events'],
      ['parse a string to i32 and handle the error', 'parse a number from text'],
      ['turn the number into a string', 'turn a number into text'],
      ['the string representation of the number', 'turn a number into text'],
      ['build up a result string', 'build a string piece by piece'],
      ['print the value with two decimal places', 'format text and numbers'],
      ['shuffle a deck of cards', 'pick at random'],
      ['shuffle a deck of cards', 'shuffle a sequence'],
      ['the shuffled list', 'shuffle a sequence'],
      ['randomly reorder list elements', 'shuffle a sequence'],
      ['put the list in random order', 'shuffle a sequence'],
      ['wait for 2 seconds between requests', 'pause for a while'],
      ['measure the elapsed time of the sort', 'read the clock and time a run'],
      ['show how long a function takes to run', 'read the clock and time a run'],
      ['read the lines from a text file', 'read a file'],
      ['Read the dictionary `unixdict.txt`, find every ordered word', 'read a file'],
      ['using the word list unixdict.txt, find all anagrams', 'read a file'],
      ['print the words in unixdict.txt that contain three e', 'read a file'],
      ['write the results to `output.txt`', 'write a file'],
      ['Caesar cipher. Implement a Caesar cipher with both encoding and decoding', 'shift letters as a cipher by hand'],
      ['encode a string with ROT13', 'shift letters as a cipher by hand'],
      ['decrypt a text encrypted with a Vigenère cipher', 'shift letters as a cipher by hand'],
      ['implement a simple substitution cipher', 'shift letters as a cipher by hand'],
      ['Access the URL http://www.example.org/ and print the page content', 'fetch a web page'],
      ['count the number of non-overlapping occurrences of a substring inside a string', 'count a substring in a string'],
      ['write a function that draws the yin-yang symbol', 'draw shapes'],
      ['draw a circle', 'draw shapes'],
      ['Simulate many rounds of the Monty Hall game and show how often each strategy wins', 'pick at random'],
      ['approximate pi with a Monte Carlo method', 'pick at random'],
      ['url decode a string', 'decode a URL-encoded string'],
      ['Truncate a file. Shorten an existing file to a given number of bytes', 'truncate a file'],
      ['Echo server. Write a server on TCP port 12321 that echoes each line back', 'accept TCP connections'],
      ['tell whether a given directory contains no entries', 'list a directory'],
      ['list the names of the entries in the current directory', 'list a directory'],
      ['compute both the sum and the product of an array of integers', 'sum a collection'],
      ['find the index of the first occurrence of a given string (the needle) in a list of strings', 'find an element of a collection'],
      ['given a small XML document of Student elements, print each Name attribute', 'parse XML'],
      ['Object serialization. Write a couple of objects to a file in a binary format and read them back', 'serialize an object to bytes'],
      ['escape a string so it can be used as a literal pattern inside a regular expression', 'escape text for a regular expression'],
      ['Nim game. Play a simple Nim against the user', 'read what the user types'],
      ['write a server that accepts TCP connections from several clients', 'accept TCP connections'],
      ['delete every vowel from a given piece of text', 'remove punctuation'],
      ['print the name or path under which it was invoked', "the running executable's path"],
      ['the count must not stop when it outgrows a 64-bit integer', 'compute with big integers'],
      ['Speech synthesis. Render the text as speech.', 'speak text aloud'],
      ['make the computer say hello out loud', 'speak text aloud'],
      ['put some elements into a doubly linked list and walk it backwards', 'use a linked list'],
      ['given one array of keys and another of values, build a hash map that pairs them', 'build a map from keys and values'],
      ['factorize the numbers in parallel', 'compute in parallel'],
      ['show and, or, xor, left shift, right shift, and left and right rotation', 'rotate the bits of an integer'],
      ['print the tree in level-order (breadth-first)', 'use a queue'],
      ["call a method whose method's name is only known at run time", 'call a method by its name'],
      ['replace all occurrences of one text pattern with another', 'replace with a regular expression'],
      ['read numbers written as strings in base 2, 8 and 16', 'read a number in another base'],
      // The input task descriptions describe: a word list or a file's lines split, a line's fields divided by a
      // separator, a number given on the command line or in a line of input parsed, a command line named.
      ['Anagrams. Using the word list unixdict.txt, find the sets of words that are anagrams', "read a word list or a file's lines"],
      ['Sort lines of a text file. Read a text file, sort its lines alphabetically', "read a word list or a file's lines"],
      ['print every line of the file that contains a digit', "read a word list or a file's lines"],
      ['each following line has two integers separated by a space', 'split a line into its fields'],
      ['turn a space-separated Reverse Polish expression back into infix notation', 'split a line into its fields'],
      ['given lines of text whose fields are separated by a dollar character', 'split a line into its fields'],
      ['Read two integers from standard input and print their sum', 'parse a number from text'],
      ['print the last Friday of each month for a year given on the command line', 'parse a number from text'],
      ['Read a line holding two integers separated by a space', 'parse a number from text'],
      ['print the last Friday of each month for a year given on the command line', 'read command-line arguments'],
      ['decide whether the directory named on the command line is empty', 'read command-line arguments'],
      // A sixth blind round's tasks: digests and checksums, threads and read-write locks, links, free space, gzip.
      ['Compute the SHA-512 digest of the string "Rosetta code"', 'hash with SHA-512'],
      ['compute the CRC32 checksum of a string', 'compute a CRC-32 checksum'],
      ['CRC-64. Compute the CRC-64 checksum of a string', 'compute a CRC-64 checksum'],
      ['split the array into chunks and sum each chunk in its own thread', 'start threads'],
      ['create two threads that print in turn', 'start threads'],
      ['let several reader threads and one writer thread share a counter', 'share data under a read-write lock'],
      ['protect a map with a read-write lock', 'share data under a read-write lock'],
      ['create a symbolic link to a file and read it back', 'make and read a symbolic link'],
      ['print the total and the free space of the file system', "read a file system's free space"],
      ['compress a long string with gzip and decompress it again', 'compress data with gzip'],
      ['make sure a shared resource is initialized exactly once', 'run something only once'],
      ['Once-only initialization of a shared value', 'run something only once'],
      ['fetch a list of URLs at the same time and, once all have finished, print each status', 'run tasks in parallel and wait for them'],
      ['draw a Koch snowflake of recursion depth 4 on an HTML canvas', 'draw on a canvas'],
      ['plot a random walk of 10,000 steps on an HTML canvas', 'draw on a canvas'],
      ['Writing files in Go follows similar patterns to the ones we saw earlier for reading.', 'write a file'],
      ['Validates that an email address is formatted correctly', 'validate an email address'],
      ['write a generator of prime numbers that extends itself as needed', 'grow a dynamic array'],
      ['Read the first line of /proc/stat and split it into the CPU time counters', 'read a file'],
      ['read /etc/passwd and list the users', 'read a file'],
      ['Gets the current UTC DateTime and its hour, minute and second', 'read the date in UTC'],
      ['turn a percent-encoded string back into its readable form', 'decode a URL-encoded string'],
      ['save the results to a file', 'write a file'],
      ['list the words in alphabetical order', 'sort'],
      ['exit with a non-zero status', 'end the program'],
      ['download the page at a URL', 'fetch a web page'],
      ['query an online API for the vendor', 'fetch a web page'],
      ['read the text word by word', 'read text line by line'],
      ['reverse each word of the sentence', 'reverse a string'],
      ['each digit raised to the fourth power', 'raise to a power'],
      ['add two arbitrary-precision integers', 'compute with big integers'],
      ['count the occurrences of each letter', 'count occurrences in a map'],
      ['find the day of the week of Christmas', 'work with calendar dates'],
      ['map times of day to angles and average them', 'work with angles'],
      ['convert 90° to a compass heading', 'work with angles'],
      ['find the n-th roots of unity', 'work with angles'],
      ['calculate the check digit of the code', 'work with the digits of a number'],
      ['validate a card number with the Luhn test', 'work with the digits of a number'],
      ['return the sum of the digits of an integer', 'work with the digits of a number'],
      ['print the numeric code of a character', 'convert between characters and their codes'],
      ['get the Unicode code point of each letter', 'convert between characters and their codes'],
      ['repeat a function every second', 'repeat at intervals'],
      ['write a message roughly once per second', 'repeat at intervals'],
      ['poll the server periodically', 'repeat at intervals'],
      ['deep copy an object', 'copy an object deeply'],
      ['clone the nested structure recursively', 'copy an object deeply'],
      ['convert an object to a query string', 'build a URL query string'],
      ['URL-encode the parameters', 'build a URL query string'],
      ['the absolute value of a number', 'take an absolute value'],
      ['round a number to the nearest integer', 'round a number'],
      ['round the result up to two places', 'round a number'],
      ['convert a string to uppercase', 'change letter case'],
      ['capitalize the first letter of each word', 'capitalize the first letter'],
      ['parse a JSON string', 'read JSON'],
      ['serialize the struct to JSON', 'write JSON'],
      ['group a list of objects by a field', 'group items by a key'],
      ['sum the numbers in a list', 'sum a collection'],
      ['find the maximum value in a list', 'find the largest or smallest element'],
      ['filter a list by a condition', 'filter a collection'],
      ['remove duplicates from a list', 'remove duplicates'],
      ['apply a function to each element of a list', 'transform each element'],
      ['get the current working directory', 'find the current directory'],
      ['get the size of a file in bytes', 'find the size of a file'],
      ['get the file extension', "take a file name's extension"],
      ['join two paths', 'join paths'],
      ['delete a file', 'delete a file'],
      ['print the message to standard error', 'write to standard error'],
      ['open a TCP connection to the server', 'connect over TCP'],
      ['base64 encode a string', 'encode as base64'],
      ['parse a date string', 'parse a date'],
      ['read the records of a CSV file', 'read CSV'],
      ['run the tasks in parallel and wait for all of them', 'run tasks in parallel and wait for them'],
      ['use a mutex to protect shared data', 'lock shared data'],
      ['create a thread pool', 'make a thread pool'],
      ['compute the SHA-256 hash of a string', 'hash with SHA-256'],
      ['check if a number is prime', 'test a number for primality'],
      ['compute the greatest common divisor', 'compute a greatest common divisor'],
      ['convert a number to binary', 'write a number in another base'],
      ['get the number of CPU cores', 'count the processor cores'],
      ['how many processors does the machine have', 'count the processor cores'],
      ['get the hostname of this machine', "find this machine's host name"],
      ["print the computer's name", "find this machine's host name"],
      ['handle Ctrl+C in a program', 'handle an interrupt signal'],
      ['catch SIGTERM and shut down gracefully', 'handle an interrupt signal'],
      ['generate a UUID', 'generate or parse a UUID'],
      ['write log messages to a file', 'write log messages'],
      ['set up a logger for the module', 'write log messages'],
      ['resolve a hostname to an IP address', 'resolve a host name'],
      ['do a DNS lookup for the domain', 'resolve a host name'],
      ['send a UDP packet', 'send and receive UDP datagrams'],
      ['read a binary file into a byte array', "read a file's bytes"],
      ['get the raw bytes of a file', "read a file's bytes"],
      ['create a directory and its parents', 'create a directory'],
      ['create a temporary file', 'create a temporary file'],
      ['compare two strings ignoring case', 'compare text ignoring case'],
      ['a case-insensitive comparison of the names', 'compare text ignoring case'],
      ['flatten a nested list', 'flatten nested lists'],
      ['flatten the list of lists', 'flatten nested lists'],
      ['compute the distance between two points', 'measure a distance or a magnitude'],
      ['the length of the hypotenuse', 'measure a distance or a magnitude'],
      ['the magnitude of a 3D vector', 'measure a distance or a magnitude'],
      ['compute the standard deviation of the values', 'compute a standard deviation'],
      ['convert bytes to a hex string', 'write bytes as hexadecimal'],
      ['the larger of two numbers', 'take the larger of two numbers'],
      ['return the minimum of the two values', 'take the smaller of two numbers'],
      ['get the current process id', "find the program's process id"],
      ['print my pid', "find the program's process id"],
      ['wait for a thread to finish', 'wait for a thread to finish'],
      ['join the worker threads', 'wait for a thread to finish'],
      ['wait for all promises to resolve', 'run tasks in parallel and wait for them'],
      ['send an email with an attachment', 'send an email'],
      ['check if a directory exists', 'test whether a file or directory exists'],
      ['test whether the given path exists', 'test whether a file or directory exists'],
      ['connect to a SQLite database', 'open a SQLite database'],
      ['get the length of a string', 'take the length of a string'],
      ['convert a string to bytes', 'encode text as bytes'],
      ['encode the text as UTF-8', 'encode text as bytes'],
      ['remove a key from a map', 'remove a key from a map'],
      ['delete the entry from the dictionary', 'remove a key from a map'],
      ['convert an array to a list', 'turn an array into a list'],
      ['get the first n elements of a list', 'take the first elements of a list'],
      ['reverse an array', 'reverse a list'],
      ['reverse the order of the list', 'reverse a list'],
      ['swap two elements of an array', 'swap two values'],
      ['swap a and b', 'swap two values'],
      ['binary search in a sorted array', 'search a sorted list'],
      ['convert a string to a character array', 'split a string into characters'],
      ['split the word into its letters', 'split a string into characters'],
      ['check if a string contains only digits', 'classify a character'],
      ['the password must be all letters', 'test for letters'],
      ['convert the timestamp to a string', 'format a date'],
      ['compute the MD5 hash of a string', 'hash with MD5'],
      ['the SHA-1 digest of the file', 'hash with SHA-1'],
      ['get the current time in milliseconds', 'read the clock to the millisecond'],
      ['a high-resolution timer', 'read the clock to the millisecond'],
      ['read an integer from a string', 'parse a number from text'],
      ['strip the trailing newline', 'trim whitespace'],
      ['convert a number to a hexadecimal string', 'write a number in another base'],
      ['grow a dynamic array', 'grow a dynamic array'],
      ['listen for TCP connections on a port', 'accept TCP connections'],
      ['write a simple TCP server', 'accept TCP connections'],
      ['change the current directory', 'change the current directory'],
      ['seek to a position in a file', 'seek within a file'],
      ['set an environment variable', 'set an environment variable'],
      ['map a list to a new list', 'transform each element'],
      ['encode a URL component', 'build a URL query string'],
      ['provide a default when a value is missing', 'use a default for a missing value'],
      ['walk a directory tree recursively', 'walk a directory tree'],
      ['copy a directory recursively', 'copy a directory tree'],
      ['delete a directory and its contents', 'delete a directory tree'],
      ['get the parent directory of a path', "take a path's file name or directory"],
      ['get the file name from a path', "take a path's file name or directory"],
      ['print a stack trace', 'print a stack trace'],
      ['throw an exception with a message', 'raise an error'],
      ['run a function with a timeout', 'give up after a timeout'],
      ['cancel a long-running operation', 'cancel an operation'],
      ['read a password without echoing it', 'read a password without echo'],
      ['add a click handler to a button', 'react to a click'],
      ['add 30 days to a date', 'add time to a date'],
      ['convert a list to a comma separated string', 'join a list into one string'],
      ['join the words with a space', 'join a list into one string'],
      ['convert a hexadecimal string to a number', 'read a number in another base'],
      ['count the words in a text', 'split text into words'],
      ['check if a string is a palindrome', 'test for a palindrome'],
      ['find the index of an element in an array', 'find an element of a collection'],
      ['check if a list contains an element', 'find an element of a collection'],
      ['get the keys of a map', 'walk a map'],
      ['iterate over a map', 'walk a map'],
      ['get the last element of an array', 'take the last element'],
      ['append a line to a file', 'append to a file'],
      ['start an HTTP server', 'serve HTTP'],
      ['send a POST request with a JSON body', 'send an HTTP POST'],
      ['repeat a string n times', 'repeat a string'],
      ['check if a character is a letter', 'test for letters'],
      ['fill an array with zeros', 'fill an array'],
      ['concatenate two arrays', 'copy or join arrays'],
      ['copy an array', 'copy or join arrays'],
      ['format a date as YYYY-MM-DD', 'format a date'],
      ['compute the number of days between two dates', 'count the days between dates'],
      ['return the median of the array', 'sort'],
      ['compute the lower and upper quartiles', 'sort'],
      ['list the files in a directory', 'list a directory'],
      ['recursively walk the directory and print every path', 'list a directory'],
      ['read the entries of the current directory', 'list a directory'],
      ['replace all occurrences of a substring', 'replace text in a string'],
      ['check if a string contains a substring', 'search a string for text'],
      ['search for a substring in the text', 'search a string for text'],
      ['wait for the user to press Enter', 'wait for the user to press a key'],
      ['press any key to continue', 'wait for the user to press a key'],
      ['pause until a key press', 'wait for the user to press a key'],
      ['parse a string as a floating point number', 'parse a floating-point number from text'],
      ['convert the input string to a double', 'parse a floating-point number from text'],
      ['read a decimal number from a string', 'parse a floating-point number from text'],
      ['round a number down to an integer', 'round a number down'],
      ['round the price up to the nearest dollar', 'round a number up'],
      ['capitalize the first letter of a string', 'capitalize the first letter'],
      ['convert the title to title case', 'capitalize the first letter'],
      ['convert degrees to radians', 'convert between degrees and radians'],
      ['convert the angle from radians to degrees', 'convert between degrees and radians'],
      ['parse a JSON string into an object', 'read JSON'],
      ['load the settings from JSON', 'read JSON'],
      ['convert the map to JSON', 'write JSON'],
      ['send the JSON data to the server', 'read or write JSON'],
      ['check if a string matches a regular expression', 'test text against a regular expression'],
      ['validate the email address with a regex', 'test text against a regular expression'],
      ['the regex matches the whole line', 'test text against a regular expression'],
      ['sort the scores in descending order', 'sort in descending order'],
      ['append an element to an array', 'append an element to a list'],
      ['iterate over a list with the index', 'iterate with the index'],
      ['check if all elements of a list satisfy a condition', 'test every element'],
      ['check if any element of a list satisfies a condition', 'test any element'],
      ['insert a key-value pair into a map', 'put a key and value in a map'],
      ['get the type of a variable', 'find the type of a value'],
      ['convert a string to a boolean', 'parse a boolean from text'],
      ['print a number with two decimal places', 'write a number with fixed decimal places'],
      ['find the position of a character in a string', 'find where a character is in a string'],
      ['remove the last character of a string', 'remove the last character of a string'],
      ['write rows to a CSV file', 'write CSV'],
      ['get the absolute path of a file', 'make a path absolute'],
      ['read a whole file into a string', 'read a whole file into a string'],
      ['read the first line of a file', "read a file's first line"],
      ['create a new empty file', 'create an empty file'],
      ['make an HTTP request with a timeout', 'give an HTTP request a timeout'],
      ['convert a unix timestamp to a date', 'make a date from a Unix timestamp'],
      ['get the local time zone', "find the machine's time zone"],
      ['get the current date in UTC', 'read the date in UTC'],
      ['check if a year is a leap year', 'test for a leap year'],
      ['pick a random element from a list', 'pick a random element'],
      ['send a message between two threads', 'pass messages between threads'],
      ['the producer and consumer threads', 'pass messages between threads'],
      ['increment a counter atomically', 'update a counter atomically'],
      ['schedule a function to run after a delay', 'run a function after a delay'],
      ['wait for a child process to finish', 'wait for a child process'],
      ['get the size of the terminal window', "find the terminal's size"],
      ['get the name of the current user', "find the user's name"],
      ['get the name of the operating system', 'find the operating system'],
      ['list all environment variables', 'list the environment variables'],
      ['measure the memory usage of the process', "measure the program's memory"],
      ['copy text to the clipboard', 'use the clipboard'],
      ['open a URL in the default web browser', 'open a page in the browser'],
      ['check if a TCP port is open', 'test whether a port is open'],
      ['get the IP addresses of this machine', "find this machine's IP addresses"],
      ['check if a string contains only letters', 'test for letters'],
      ['remove punctuation from a string', 'remove punctuation'],
      ['compute the hash code of a string', 'compute a hash code'],
      ['convert a hex string to an integer', 'read a number in another base'],
      ['get the number of days in a month', 'count the days in a month'],
      ['read a YAML file', 'read or write YAML'],
      ['read the query parameters of a URL', "read a URL's query parameters"],
      ['set a cookie in an HTTP response', 'set a cookie'],
      ['serve static files over HTTP', 'serve static files'],
      ['redirect a request to another URL', 'redirect a request'],
      ['parse an HTML page', 'parse HTML'],
      ['send a request with basic authentication', 'authenticate a request with a user and password'],
      ['read the JSON body of an HTTP request', "read a request's JSON body"],
      ['upload a file with a POST request', 'upload a file'],
      ['encrypt a string with AES', 'encrypt with a symmetric key'],
      ['hash a password securely', 'hash a password'],
      ['compute an HMAC signature', 'sign with an HMAC'],
      ['connect to a PostgreSQL database', 'connect to PostgreSQL'],
      ['run a SQL query with parameters', 'run a SQL query with parameters'],
      ['count the occurrences of a substring in a string', 'count a substring in a string'],
      ['iterate over the characters of a string', "walk a string's characters"],
      ['convert a list of pairs to a map', 'make a map from pairs'],
      ['sort a list of objects by a property', 'sort objects by a field'],
      ['write a unit test', 'write a unit test'],
      ['assert that two values are equal in a test', 'assert that two values are equal'],
      ['read an image file', 'read an image'],
      ['resize an image', 'resize an image'],
      ['save an image as a PNG file', 'save an image'],
      ['get the current mouse position', 'find where the mouse is'],
      ['show a message box', 'show a message box'],
      ['print text in color in the terminal', 'print in color'],
      ['show a progress bar', 'show a progress bar'],
      ['play a beep sound', 'ring the bell'],
      ['generate all combinations of a list', 'list the combinations'],
      ['generate all permutations of a list', 'list the permutations'],
      ['compute the cartesian product of two lists', 'take a cartesian product'],
      ['check if a number is a power of two', 'test for a power of two'],
      ['multiply two matrices', 'multiply matrices'],
      ['normalize unicode text', 'normalize Unicode text'],
      ['read an INI configuration file', 'read an INI or properties file'],
      ['memoize a function', "cache a function's results"],
      ['run initialization code only once', 'run something only once'],
      ['run code when the program exits', 'run code at exit'],
      ['sleep asynchronously', 'sleep without blocking'],
      ['find the most common element in a list', 'find the most common element'],
      ['compare two arrays for equality', 'compare two arrays'],
      ['make a list immutable', 'make a collection immutable'],
      ['compare two floating point numbers', 'compare floating-point numbers'],
      ['add two integers and detect overflow', 'detect an arithmetic overflow'],
      ['clamp a value between a minimum and a maximum', 'clamp a value to a range'],
      ['convert snake_case to camelCase', "change an identifier's case style"],
      ['truncate a string to a maximum length', 'truncate a string'],
      ['check if a string is a valid email address', 'validate an email address'],
      ['check if a string is a valid URL', 'validate a URL'],
      ['write an XML document', 'write XML'],
      ['pretty print JSON', 'pretty-print JSON'],
    ];
    for (const [question, task] of cases) assert.ok(tasksOf(question).includes(task), `${question} → ${task}: got ${tasksOf(question).join(', ')}`);
  });

  it('puts the calls a task is done with on the page where the words alone do not find them', () => {
    const question = 'ask the user to enter a number';
    const saved = EVERYDAY_TUNING.share;
    let without: string[];
    try {
      EVERYDAY_TUNING.share = 0;
      without = ranked(question);
    } finally {
      EVERYDAY_TUNING.share = saved;
    }
    assert.ok(!without.slice(0, 3).includes('scanf'), `without the table: ${without.join(' ')}`);
    const page = ranked(question);
    assert.ok(page.slice(0, 3).includes('scanf'), page.join(' '));
    assert.ok(page.includes('fgets'), page.join(' '));
  });

  it("adds a chart's scaffold (figure, axes, title, labels) below the chart's own call", () => {
    const records: ApiRecord[] = [
      functionRecord('python', 'matplotlib', 'matplotlib.axes.Axes.bar', 'Make a bar plot.'),
      functionRecord('python', 'matplotlib', 'matplotlib.pyplot.subplots', 'Create a figure and a set of subplots.'),
      functionRecord('python', 'matplotlib', 'matplotlib.axes.Axes.set_title', 'Set a title for the Axes.'),
      functionRecord('python', 'pandas', 'pandas.DataFrame.mean', 'Return the mean of the values over the requested axis.'),
    ];
    const index = buildLangIndex('python', records);
    const question = 'compute the mean of each column of the DataFrame and draw a bar chart of the means';
    const scoreOf = (name: string) => searchIndex(index, { question, k: 4, allowWeak: true }).find((h) => records[h.index].name === name)?.score ?? 0;
    const saved = { ...EVERYDAY_TUNING };
    let without: { figure: number; title: number };
    try {
      Object.assign(EVERYDAY_TUNING, { share: 0, longQuestionShare: { python: 0 } });
      without = { figure: scoreOf('matplotlib.pyplot.subplots'), title: scoreOf('matplotlib.axes.Axes.set_title') };
    } finally {
      Object.assign(EVERYDAY_TUNING, saved);
    }
    // The words alone barely find the figure ("subplots" holds "plot") and not the title.
    assert.equal(without.title, 0);
    assert.ok(scoreOf('matplotlib.axes.Axes.set_title') > 0, 'the title joins the page');
    assert.ok(scoreOf('matplotlib.pyplot.subplots') > 2 * without.figure, `${scoreOf('matplotlib.pyplot.subplots')} against ${without.figure}`);
    assert.ok(scoreOf('matplotlib.axes.Axes.bar') > scoreOf('matplotlib.pyplot.subplots'), 'the chart itself first');
    // A short question is the chart itself: the scaffold is weighed as a step of a long one there too, while a task
    // that is the question's own (reading a number the user types) takes the full share.
    const added = (question: string) => scoresAdded(index, records, question, [{ index: 0, score: 1, confident: true }]);
    const short = added('draw a bar chart of the means');
    const long = added('compute the mean of each column of the DataFrame and draw a bar chart of the means');
    assert.equal(short.get('matplotlib.pyplot.subplots'), long.get('matplotlib.pyplot.subplots'), 'the same share, short or long');
    const stepShare = EVERYDAY_TUNING.longQuestionShare.python * 0.5;
    assert.ok(Math.abs(short.get('matplotlib.pyplot.subplots')! - stepShare) < 1e-9, `subplots added ${short.get('matplotlib.pyplot.subplots')}`);
  });

  it("gives a Python task a step of a long question half the weight of a short question's own task", () => {
    // Python's routes are mined from far more code: in a task of several steps they rank the task's own
    // API first, and a table call must not take that place; asked alone, the table's call leads.
    const records: ApiRecord[] = [
      functionRecord('python', 'builtins', 'builtins.len', 'Return the number of items in a container.'),
      functionRecord('python', 'numpy', 'numpy.size', 'Return the number of elements along a given axis of the list.'),
    ];
    const index = buildLangIndex('python', records);
    const first = (question: string) => records[searchIndex(index, { question, k: 2, allowWeak: true })[0].index].name;
    const scoreOf = (question: string, name: string) => searchIndex(index, { question, k: 2, allowWeak: true }).find((h) => records[h.index].name === name)?.score ?? 0;
    assert.equal(first('find the length of a list'), 'builtins.len');
    const long = 'load the measurements, find the length of a list of readings per sensor and plot them';
    const short = 'find the length of a list';
    // Relative to the best score of each page: the long question's table call adds half as much.
    const shortGap = scoreOf(short, 'builtins.len') - scoreOf(short, 'numpy.size');
    const longGap = scoreOf(long, 'builtins.len') - scoreOf(long, 'numpy.size');
    assert.ok(longGap < shortGap, `long ${longGap}, short ${shortGap}`);
  });

  it('puts a task call the routes did not find first when it ties with their best (it is added at that score)', () => {
    const index = buildLangIndex('c', RECORDS);
    const getuid = RECORDS.findIndex((r) => r.name === 'getuid');
    // As search.ts runs the stage: the tasks add in place, then the one sort after the last stages.
    const routed: ScoredRecord[] = [{ index: getuid, score: 1, confident: true }];
    const stages = new StageOrder(routed);
    stages.stapled();
    const tasked = addEverydayTasks(index, routed, 'the user enters a number');
    stages.taskedBy(tasked);
    const page = stages.sorted(tasked !== undefined);
    assert.deepEqual(page.slice(0, 2).map((r) => RECORDS[r.index].name), ['scanf', 'getuid']);
    assert.equal(page[0].score, page[1].score, 'a tie, broken for the task');
  });

  it("lets a broad task's unspecified ways yield to the narrower task the question says (a random element, a shuffle)", () => {
    const records: ApiRecord[] = [
      functionRecord('rust', 'rand', 'rand::thread_rng', 'Retrieve the lazily-initialized thread-local random number generator.'),
      functionRecord('rust', 'rand', 'rand::Rng::gen_range', 'Generate a random value in the given range.'),
      functionRecord('rust', 'rand', 'rand::random', 'Generates a random value using the thread-local random number generator.'),
      functionRecord('rust', 'rand', 'rand::prelude::SliceRandom::choose', 'Returns a reference to one random element of the slice.'),
    ];
    const index = buildLangIndex('rust', records);
    const added = (question: string) => scoresAdded(index, records, question);
    const element = added('pick a random element from a list');
    const number = added('pick a random number');
    // The generator keeps its full share; the unspecified draws add half, below the element's own call.
    assert.equal(element.get('rand::thread_rng'), number.get('rand::thread_rng'));
    assert.equal(element.get('rand::Rng::gen_range'), number.get('rand::Rng::gen_range')! / 2);
    assert.ok(element.get('rand::prelude::SliceRandom::choose')! > element.get('rand::Rng::gen_range')!);
    assert.equal(number.get('rand::prelude::SliceRandom::choose'), undefined);
  });

  it('leaves a question that describes no everyday task as the routes ranked it', () => {
    assert.equal(ranked('get the user identity of the calling process')[0], 'getuid');
  });

  it('reads a crafted question of the longest size allowed in linear time (no pattern backtracks over its words)', () => {
    const plain = 'x '.repeat(2000);
    for (const unit of ['ask ', 'read ', 'read a ', 'enter the ', 'format the ', 'convert ', 'wait for ', 'count the ', 'line by ', 'get the ', 'how long ', 'the ', '- ', '`N` ', 'angle ', '9 ', 'degrees ', 'list the ', 'files in ', 'replace ', 'contains a ', 'digits of ', 'sum of ', 'every ', 'once per ', 'at ', 'deep ', 'copy the ', 'query ', 'encode ', 'player makes ', 'asking after ', 'round ', 'absolute ', 'upper ', 'parse the ', 'json ', 'group the ', 'sum of ', 'max of ', 'filter the ', 'remove ', 'apply a ', 'size of ', 'join ', 'delete the ', 'parse a ', 'connect to ', 'in parallel ', 'wait for all ', 'is ', 'to binary ', 'keys of ', 'append a ', 'post ', 'repeat a ', 'fill an ', 'copy an ', 'format the ', 'between two ', 'split a ', 'pad ', 'zip ', 'merge ', 'insert an ', 'find the first ', 'count the numbers ', 'all elements ', 'secure ', 'random ', 'check if ', 'command line ', 'regex ', 'replace the ', 'starts with a ', 'priority ', 'exit code of ', 'run a ', 'sort a map ', 'escape ', 'read the xml ', 'union of ', 'sets ', 'user enters ', 'draw ', 'listen for ', 'mouse ', 'local ', 'strip ', 'split the ', 'length of ', 'key ', 'custom ', 'wrap an ', 'error ', 'watch the ', 'deep ', 'convert a buffer ', 'emit ', 'press ', 'press the ', 'pause until ', 'parse a float ', 'to a double ', 'round up ', 'round down ', 'round it ', 'capitalize the first ', 'title case ', 'degrees to radians ', 'to radians ', 'sine ', 'from json ', 'to json ', 'json data to ', 'matches a regex ', 'check it with ', 'regex matches ', 'descending ', 'sort it ', 'append an element ', 'to a list ', 'iterate over ', 'with the index ', 'all elements ', 'of a list ', 'key-value ', 'into a map ', 'type of a ', 'to a boolean ', 'decimal ', 'two decimal places ', 'position of a ', 'in a string ', 'the last ', 'to csv ', 'write ', 'absolute ', 'whole ', 'file into a ', 'first line of ', 'empty ', 'request ', 'timeout ', 'unix ', 'timestamp to ', 'time zone ', 'in utc ', 'leap ', 'random element ', 'send a message ', 'between two ', 'producer ', 'atomic ', 'increment ', 'schedule a ', 'after a ', 'run it in ', 'wait for a ', 'child ', 'terminal ', 'size of the ', 'current user ', 'name of the ', 'operating system ', 'list all ', 'environment ', 'memory usage of ', 'process ', 'clipboard ', 'open a url ', 'in the default ', 'port ', 'is open ', 'ip addresses of ', 'network ', 'only letters ', 'remove ', 'punctuation ', 'hash code ', 'hex string to ', 'from hex ', 'days in a ', 'month ', 'yaml ', 'query ', 'query parameters of ', 'set a ', 'cookie ', 'serve ', 'static ', 'redirect ', 'to another ', 'parse an ', 'html ', 'basic ', 'auth ', 'json body ', 'upload ', 'file ', 'encrypt a ', 'aes ', 'hash a ', 'password ', 'hmac ', 'postgres ', 'sql ', 'with parameters ', 'count the occurrences of ', 'substring in ', 'iterate over the ', 'characters of ', 'pairs to ', 'sort a list of objects by ', 'unit test ', 'assert ', 'equal ', 'read an image ', 'image ', 'resize ', 'save an image as ', 'mouse ', 'current mouse ', 'message box ', 'in color ', 'colored ', 'progress bar ', 'beep ', 'bell ', 'combinations of ', 'permutations of ', 'cartesian ', 'power of two ', 'matrix ', 'multiply two ', 'unicode ', 'normalize ', 'ini ', 'properties file ', 'memoize ', 'cache the results of ', 'only once ', 'initialization ', 'when the program ', 'exit ', 'asynchronously ', 'most common ', 'compare two ', 'arrays ', 'immutable ', 'floating point ', 'within a tolerance ', 'overflow ', 'clamp ', 'between a minimum and ', 'snake_case ', 'truncate a ', 'valid email ', 'valid url ', 'write an xml ', 'pretty print ', 'json indented ', 'check if ', 'whether the ', 'methods of ', 'call a method ', 'by name ', 'fields of ', "object's ", 'size of a ', 'number of arguments ', 'bind ', 'serialize an object ', 'overload the ', 'iterator ', 'docstring ', 'line number and ', 'unknown method ', 'instance of ', 'from its name ', 'complex ', 'magnitude of ', 'fractions ', 'log base ', 'cube ', 'integer and ', 'largest value ', 'infinity ', 'modular ', 'normal ', 'rotate the bits ', 'pack an integer ', 'bytes to an ', 'byte order ', 'memory-map ', 'lock a file ', 'catch an exception and ', 'retry ', 'backoff ', 'display a ', 'window ', 'button ', 'file chooser ', 'screen ', 'draw a line ', 'pixel ', 'play a ', 'simulate a ', 'clear the ', 'standard output is a ', 'flush ', 'without a ', 'only one instance ', 'executable ', 'endianness ', 'word size ', 'private ', 'transpose ', 'identity matrix ', 'determinant ', 'inverse of a ', 'invert a ', 'linear equations ', 'eigenvalues ', 'rotate a matrix by ', 'print a 2d ', 'copy of a ', 'norm of a ', 'length (norm) of ', 'dot product ', 'matrix by a vector ', 'reshape ', 'sum the values in each ', 'create a 2d ', 'list of lists ', 'plot ', 'bar graph ', 'heat map ', 'visualize ', 'seaborn ', 'files with a ', 'files matching the ', 'all .csv ', 'all csv files ', 'glob ', 'replace a word ', 'replace text in ', 'tokenize the line ', 'tokenize ', 'compare two ', 'compare ', 'append to ', 'push onto the ', 'find a ', 'split ', 'split text ', 'split the line x ', 'split the line x y ', 'tokenize the text ', 'text ', 'x ', 'release ', 'free the ', 'memory ', 'get a ', 'substring ', 'part of the ', 'the string ', 'remove whitespace ', 'remove whitespace from ', 'spaces off ']) {
      const crafted = unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 4000);
      assertCostsLike(JSON.stringify(unit), () => everydayTasksIn(crafted), () => everydayTasksIn(plain));
    }
  });
});
