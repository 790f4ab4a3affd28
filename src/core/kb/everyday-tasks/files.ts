/**
 * Everyday tasks of files: reading (whole, line by line, its first line, its bytes, numbers in it, a word list), writing and
 * appending, a file's size and modification time, a file truncated, copying and deleting one, new, empty and temporary files, whether a
 * path exists, seeking, watching files, CSV, gzip (read and written) and INI files, symbolic links, a disk's free space. Asked as users ask them, Rust's "delete a file" had
 * found no `remove_file`.
 */
import { YAML } from './encodings';
import { READ_IMAGE } from './images';
import { anyOf, type EverydayTask, W } from './task';

/** A question that writes CSV (its own entry; the CSV reader's is for any other mention of CSV). */
const WRITE_CSV =
  /\b(?:writ\w*|sav\w*|export\w*|output\w*|dump\w*|stor\w*)\s+(?:(?:it|them|the|a|an|this|these|some|all)\s+)?(?:[\w-]+\s+){0,3}?(?:to|into|as|in)\s+(?:an?\s+|the\s+)?csv\b|\bcsv\s+writers?\b|\b(?:write|writes|writing|create|creates|creating)\s+(?:an?\s+|the\s+)?csv\b/i;

/** A question that reads a whole file as one string (its own entry; the file-reading one lists readers of lines). */
const WHOLE_FILE =
  /\b(?:whole|entire|full|complete)\s+(?:text\s+)?files?\b|\bfile(?:'s)?\s+(?:whole\s+|entire\s+)?contents?\s+(?:in)?to\s+(?:an?\s+|one\s+)?strings?\b|\bfiles?\s+(?:in)?to\s+(?:an?\s+|one\s+)?(?:single\s+)?strings?\b/i;

/** A question that names an INI or Java properties file (read by its own parser, not line by line). */
const INI_FILE = /\bini\s+(?:configuration\s+|config\s+|settings\s+)?files?\b|\.ini\b|\bproperties\s+files?\b/i;

export const FILE_TASKS: readonly EverydayTask[] = [
  {
    task: 'read a file',
    pattern: new RegExp(
      [
        `\\b(?:read|reads|reading|open|opens|opening|load|loads|loading|scan|scans)${W(4)}(?:text\\s+|input\\s+)?files?\\b`,
        `\\bfiles?\\s+line[\\s-]+by[\\s-]+line\\b`,
        `\\b(?:contents?|lines?|words?)\\s+(?:of|in|from)\\s+(?:a|the|an?\\s+input|the\\s+input)\\s+(?:text\\s+)?file\\b`,
        `\\bfrom\\s+(?:a|the)\\s+(?:text\\s+|input\\s+)?file\\b`,
        // A text file said by its name, read or used as a word list: "Read the dictionary \`unixdict.txt\`", "using the
        // word list words.txt", "the words in unixdict.txt" (task descriptions name their input so; a name alone, as in
        // "check that \`input.txt\` exists", is not read, nor one written: "save the list in out.txt").
        `\\b(?:read|reads|reading|open|opens|opening|load|loads|loading|scan|scans|use|uses|using|from|(?:words?|lines?)\\s+(?:in|of))${W(4)}\\W?[\\w-]+\\.(?:txt|text|dat|lst)\\b`,
        // A file said by its path: "Read the first line of /proc/stat", "read /etc/passwd" (a blind task in C, Java
        // and Rust had no file reader on its page).
        `\\b(?:read|reads|reading|open|opens|opening|parse|parses|parsing)${W(4)}\\x60?(?:~|\\.{1,2})?\\/[\\w.-]+(?:\\/[\\w.-]+)+`,
      ].join('|'),
      'i',
    ),
    unless: anyOf(WHOLE_FILE, YAML, READ_IMAGE, INI_FILE),
    calls: {
      c: ['fopen', 'fgets', 'fclose', 'fread'],
      java: ['java.io.BufferedReader', 'java.io.FileReader', 'java.io.BufferedReader.readLine', 'java.nio.file.Files.readAllLines'],
      go: ['os.Open', 'os.ReadFile', 'bufio.NewScanner'],
      javascript: ['fs.readFileSync', 'fs.readFile'],
      rust: ['std::fs::read_to_string', 'std::fs::File::open', 'std::io::BufReader::new', 'std::io::BufRead::lines'],
    },
  },
  {
    // A word list or a file's lines are the text read split into its words or lines: JavaScript's `readFileSync`
    // gives one string (Rosetta's word-list tasks split it), Go scans its lines, Java reads all lines, Rust takes a
    // string's or a reader's lines. In five rounds of task descriptions written blind, JavaScript's `String.split`
    // was on 6 of the 32 pages whose solutions call it (most read a word list), Go's `bufio.Scanner.Scan` on 0 of 5.
    task: "read a word list or a file's lines",
    pattern: new RegExp(
      [
        `\\bword[\\s-]*lists?\\b`,
        `\\bunixdict\\b`,
        `\\bdictionary\\s+(?:file|of\\s+words)\\b`,
        `\\b(?:each|every|all(?:\\s+the)?|the)\\s+lines?\\s+(?:of|in|from)\\s+(?:a|an|the|this|that|its|each)\\s+(?:[\\w-]+\\s+)?file\\b`,
        `\\b(?:sort|sorts|sorting|count|counts|counting|number|numbers|numbering|reverse|reverses|reversing)\\s+(?:its|the\\s+file's)\\s+lines\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['fgets'],
      java: ['java.nio.file.Files.readAllLines', 'java.nio.file.Paths.get', 'java.io.BufferedReader.readLine'],
      go: ['bufio.Scanner.Scan', 'bufio.Scanner.Text'],
      javascript: ['fs.readFileSync', 'String.split'],
      rust: ['std::io::BufRead::lines', 'str::lines'],
    },
  },
  {
    task: 'write a file',
    pattern: new RegExp(
      [
        `\\b(?:write|writes|writing|save|saves|saving|store|stores|storing)${W(4)}(?:to\\s+|into\\s+|in\\s+)?(?:a|an|the)\\s+(?:new\\s+)?(?:text\\s+|output\\s+)?files?\\b`,
        // "Writing files in Go follows similar patterns…" (a Go by Example page; its page had led with ReadFile).
        `\\b(?:write|writes|writing)\\s+(?:text\\s+)?files\\b`,
        `\\b(?:create|creates|creating)\\s+(?:a|an|the)\\s+(?:new\\s+)?(?:text\\s+|output\\s+)?file\\b`,
        `\\boutput\\s+file\\b`,
        // A text file said by its name, written: "write the contents to \`output.txt\`", "write output.txt".
        `\\b(?:write|writes|writing|save|saves|saving|store|stores|storing)(?:${W(4)}(?:to|into|in))?\\s+\\W?[\\w-]+\\.(?:txt|text|dat|lst)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['fopen', 'fprintf', 'fputs', 'fclose'],
      java: ['java.io.FileWriter', 'java.io.PrintWriter', 'java.io.BufferedWriter', 'java.nio.file.Files.write'],
      go: ['os.Create', 'os.WriteFile', 'bufio.NewWriter'],
      javascript: ['fs.writeFileSync', 'fs.writeFile', 'fs.appendFileSync'],
      rust: ['std::fs::write', 'std::fs::File::create', 'std::io::Write::write_all'],
      python: ['builtins.open'],
    },
  },
  {
    task: 'append to a file',
    pattern: /\bappend\w*\s+(?:a\s+|the\s+|some\s+)?(?:[\w-]+\s+){0,2}?(?:to|onto)\s+(?:a|an|the)\s+(?:[\w-]+\s+)?file\b/i,
    calls: {
      c: ['fopen', 'fputs'],
      java: ['java.io.FileWriter', 'java.nio.file.Files.writeString', 'java.nio.file.StandardOpenOption.APPEND'],
      go: ['os.OpenFile', 'os.O_APPEND'],
      javascript: ['fs.appendFileSync'],
      rust: ['std::fs::OpenOptions::append', 'std::fs::OpenOptions::new'],
      python: ['builtins.open'],
    },
  },
  {
    task: 'find the size of a file',
    pattern: /\b(?:size|length)\s+of\s+(?:a|the|each|this|that)\s+(?:[\w-]+\s+)?files?\b|\bfile\s*sizes?\b|\bhow\s+(?:big|large)\s+(?:a|the)\s+file\b/i,
    calls: {
      c: ['stat', 'fstat'],
      java: ['java.nio.file.Files.size', 'java.io.File.length'],
      go: ['os.Stat', 'io/fs.FileInfo.Size'],
      javascript: ['fs.statSync', 'fs.stat'],
      rust: ['std::fs::metadata', 'std::fs::Metadata::len'],
      python: ['os.path.getsize'],
    },
  },
  {
    // "Truncate a file. Shorten an existing file to a given number of bytes" (a blind C and JavaScript task) found
    // no `truncate` and no `fs.truncateSync`: a file cut to a length.
    task: 'truncate a file',
    pattern:
      /\btruncat(?:e|es|ed|ing)\s+(?:an?\s+|the\s+)?(?:existing\s+|given\s+)?files?\b|\b(?:shorten|shortens|shortening|cut|cuts|cutting|shrink|shrinks|shrinking)\s+(?:an?\s+|the\s+)?(?:existing\s+|given\s+)?files?\s+(?:down\s+)?to\b|\bfile\s+truncation\b/i,
    calls: {
      c: ['truncate', 'ftruncate'],
      java: ['java.nio.channels.FileChannel.truncate', 'java.io.RandomAccessFile.setLength'],
      go: ['os.Truncate', 'os.File.Truncate'],
      javascript: ['fs.truncateSync', 'fs.truncate'],
      rust: ['std::fs::File::set_len'],
      python: ['os.truncate'],
    },
  },
  {
    task: 'delete a file',
    pattern: /\b(?:delete|deletes|deleting|remove|removes|removing|erase|unlink)\s+(?:a|the|each|this|that|all)\s+(?:[\w-]+\s+)?files?\b/i,
    calls: {
      c: ['remove', 'unlink'],
      java: ['java.nio.file.Files.delete', 'java.io.File.delete'],
      go: ['os.Remove'],
      javascript: ['fs.unlinkSync', 'fs.unlink'],
      rust: ['std::fs::remove_file'],
      python: ['os.remove'],
    },
  },
  {
    // "Copy a file" found Java's `System.arraycopy` and Rust's `ptr::copy_nonoverlapping` first (arrays'
    // and memory's copies), `Files.copy` and `fs::copy` behind them. Python's routes find `shutil` already.
    task: 'copy a file',
    pattern: /\bcop(?:y|ies|ied|ying)\s+(?:a|an|the|this|that|each|every|all|one)?\s*(?:\w+\s+)?files?\b(?!\s+(?:names?|paths?|descriptors?|handles?))/i,
    calls: {
      c: ['fopen', 'fread', 'fwrite'],
      java: ['java.nio.file.Files.copy'],
      go: ['io.Copy', 'os.Open', 'os.Create'],
      javascript: ['fs.copyFileSync', 'fs.copyFile'],
      rust: ['std::fs::copy'],
      python: ['shutil.copy', 'shutil.copyfile'],
    },
  },
  {
    // "Get the last modified time of a file" found JavaScript's `Date.now`, Go's `time.Time`: a file's
    // times are in what stat returns.
    task: "read a file's modification time",
    pattern: /\b(?:last[\s-])?modifi(?:ed|cation)\s+(?:time|date|timestamp)\b|\bmtime\b/i,
    calls: {
      c: ['stat'],
      java: ['java.io.File.lastModified', 'java.nio.file.Files.getLastModifiedTime'],
      go: ['os.Stat', 'io/fs.FileInfo.ModTime'],
      javascript: ['fs.statSync', 'fs.stat'],
      rust: ['std::fs::metadata', 'std::fs::Metadata::modified'],
      python: ['os.path.getmtime'],
    },
  },
  {
    // "Write rows to a CSV file" found Go's `csv.NewReader` first and the writer ninth, Rust's the same.
    task: 'write CSV',
    pattern: WRITE_CSV,
    calls: {
      go: ['encoding/csv.NewWriter', 'encoding/csv.Writer.Write', 'encoding/csv.Writer.Flush'],
      rust: ['csv::Writer::from_path', 'csv::Writer::write_record'],
      python: ['csv.writer'],
    },
  },
  {
    task: 'read CSV',
    pattern: /\bcsv\b/i,
    unless: WRITE_CSV,
    calls: {
      go: ['encoding/csv.NewReader', 'encoding/csv.Reader.ReadAll'],
      rust: ['csv::Reader::from_path', 'csv::Reader::records'],
    },
  },
  {
    // "Read a gzip file" found JavaScript's `fs.readFileSync` and `zlib.createGzip` (compressing), Go's
    // `compress/gzip.NewReader` sixth behind its file reads.
    task: 'read a gzip file',
    pattern: /\b(?:read|reads|reading|open|opens|opening|decompress|decompresses|decompressing|unzip|gunzip|extract)\w*\s+(?:an?\s+|the\s+)?(?:gzip(?:ped)?|\.gz|gz)\b|\bgzip(?:ped)?\s+(?:files?|streams?|data)\b/i,
    calls: {
      java: ['java.util.zip.GZIPInputStream'],
      javascript: ['zlib.gunzipSync', 'zlib.createGunzip'],
      go: ['compress/gzip.NewReader'],
      rust: ['flate2::read::GzDecoder'],
      python: ['gzip.open'],
    },
  },
  {
    // Data compressed (the entry above reads it back): a blind Rust task "compress a long string with gzip" had
    // no flate2 encoder, only `Compression::default`. Python's routes find `gzip` (its `gzip.compress` here took
    // a dev page's `GzipFile.write`).
    task: 'compress data with gzip',
    pattern: /\b(?:compress|compresses|compressing|compressed)\b[^.;]{0,40}?\bgzip\b|\bgzip(?:s|ped)?\s+(?:an?|the|its|this)\s+(?:string|text|data|bytes|buffer|contents|output)\b/i,
    calls: {
      java: ['java.util.zip.GZIPOutputStream', 'java.util.zip.GZIPInputStream'],
      go: ['compress/gzip.NewWriter', 'compress/gzip.Writer.Close', 'compress/gzip.NewReader'],
      javascript: ['zlib.gzipSync', 'zlib.gunzipSync'],
      rust: ['flate2::write::GzEncoder::new', 'flate2::Compression', 'flate2::read::GzDecoder'],
    },
  },
  {
    // A link made and read back: blind tasks in C, Java and JavaScript found `lstat`, `isSymbolicLink` and paths, not
    // the call that makes one.
    task: 'make and read a symbolic link',
    pattern: /\bsym(?:bolic)?[\s-]*links?\b|\bsymlinks?\b|\bsoft\s+links?\b/i,
    calls: {
      c: ['symlink', 'readlink'],
      java: ['java.nio.file.Files.createSymbolicLink', 'java.nio.file.Files.readSymbolicLink'],
      go: ['os.Symlink', 'os.Readlink'],
      javascript: ['fs.symlinkSync', 'fs.readlinkSync'],
      rust: ['std::os::unix::fs::symlink', 'std::fs::read_link'],
      python: ['os.symlink', 'os.readlink'],
    },
  },
  {
    // The space left on a disk: "Disk free space" (a blind task) found C's `free` (memory) and Java's `File.exists`.
    // Go's `syscall.Statfs` and Rust's `fs2` are not in the base.
    task: "read a file system's free space",
    pattern: /\b(?:free|available|usable|total|used)\s+(?:disk\s+)?space\b|\bdisk\s+(?:space|usage)\b/i,
    calls: {
      c: ['statvfs'],
      java: ['java.io.File.getFreeSpace', 'java.io.File.getTotalSpace', 'java.io.File.getUsableSpace'],
      javascript: ['fs.statfsSync'],
      python: ['shutil.disk_usage'],
    },
  },
  {
    // "Read numbers from a file until end of file" found C's `fread` and no `fscanf`: numbers in a text file
    // are read as text and parsed.
    task: 'read numbers from a file',
    pattern: /\bread(?:s|ing)?\s+(?:(?:the|all|some|a\s+list\s+of)\s+)?(?:numbers|integers|values|floats|doubles|numeric\s+values)\s+(?:from|in|out\s+of)\s+(?:a|an|the|this|that|each)\s+(?:\w+\s+)?file\b/i,
    calls: {
      c: ['fscanf', 'fopen', 'fclose'],
      java: ['java.util.Scanner', 'java.util.Scanner.nextInt', 'java.io.File'],
      go: ['bufio.NewScanner', 'os.Open', 'strconv.Atoi'],
      javascript: ['fs.readFileSync', 'String.split', 'Number'],
      rust: ['std::fs::read_to_string', 'str::split_whitespace', 'str::parse'],
    },
  },
  {
    // "Watch a file for changes" found JavaScript's `path.dirname` and `path.basename`, no `fs.watch`.
    task: 'watch files for changes',
    pattern: /\bwatch(?:es|ing)?\s+(?:(?:a|the|this|that|my|for)\s+)?(?:[\w-]+\s+)?(?:files?|director(?:y|ies)|folders?)\b|\b(?:file|directory|folder)(?:\s+system)?\s+(?:changes|watchers?|watching|events)\b|\bfile\s*system\s+(?:changes|watchers?|events)\b/i,
    calls: {
      go: ['github.com/fsnotify/fsnotify.NewWatcher'],
      java: ['java.nio.file.FileSystem.newWatchService', 'java.nio.file.Path.register', 'java.nio.file.WatchService'],
      javascript: ['fs.watch', 'fs.watchFile'],
      rust: ['notify::recommended_watcher', 'notify::Watcher::watch'],
      python: ['watchdog.observers.Observer'],
    },
  },
  {
    // "Read a binary file into a byte array" had found Java's `BufferedReader` and `FileReader` (text) and
    // Rust's `File::open` and `BufReader`, and no `Files.readAllBytes` or `fs::read`.
    task: "read a file's bytes",
    pattern:
      /\b(?:read|reads|reading|load|loads|loading)\s+(?:(?:a|an|the|whole|entire)\s+)*(?:binary\s+files?|files?\s+(?:as|into)\s+(?:raw\s+)?(?:bytes|(?:a\s+)?byte\s*(?:arrays?|slices?|vectors?|buffers?)))\b|\b(?:raw\s+)?bytes\s+of\s+(?:a|the)\s+file\b/i,
    calls: {
      c: ['fread', 'fopen'],
      java: ['java.nio.file.Files.readAllBytes'],
      go: ['os.ReadFile'],
      javascript: ['fs.readFileSync', 'fs.readFile'],
      rust: ['std::fs::read'],
      python: ['pathlib.Path.read_bytes', 'builtins.open'],
    },
  },
  {
    // "Create a temporary file" had found JavaScript's `fs.open` and `Array.push`, and no `mkdtemp`.
    task: 'create a temporary file',
    pattern: /\b(?:temp(?:orary)?|tmp|scratch)\s+(?:files?|director(?:y|ies)|folders?|dirs?)\b|\btempfiles?\b|\btmpdir\b/i,
    calls: {
      c: ['mkstemp', 'tmpfile'],
      java: ['java.nio.file.Files.createTempFile', 'java.nio.file.Files.createTempDirectory', 'java.io.File.createTempFile'],
      go: ['os.CreateTemp', 'os.MkdirTemp'],
      javascript: ['fs.mkdtempSync', 'os.tmpdir'],
      rust: ['std::env::temp_dir'],
      python: ['tempfile.NamedTemporaryFile', 'tempfile.TemporaryDirectory', 'tempfile.mkdtemp'],
    },
  },
  {
    // "Check if a directory exists" had found Rust's `Path::new` and `fs::create_dir`, and no `is_dir`.
    task: 'test whether a file or directory exists',
    pattern:
      /\b(?:check|checks|checking|test|tests|testing|see|verify|determine)\s+(?:if|whether)\s+(?:(?:a|an|the|this|given)\s+)*(?:\w+\s+)?(?:files?|director(?:y|ies)|folders?|paths?)\s+(?:exists?|is\s+there|is\s+present)\b|\b(?:file|directory|folder|path)\s+exists\b|\bexistence\s+of\s+(?:a|an|the)\s+(?:\w+\s+)?(?:file|directory|folder|path)\b/i,
    calls: {
      c: ['access', 'stat'],
      java: ['java.nio.file.Files.exists', 'java.nio.file.Files.isDirectory', 'java.io.File.exists'],
      go: ['os.Stat', 'os.IsNotExist'],
      javascript: ['fs.existsSync'],
      // `fs::metadata` tells a missing file from one it may not read (`Path::exists` says false to both).
      rust: ['std::path::Path::exists', 'std::path::Path::is_dir', 'std::fs::metadata'],
      python: ['os.path.exists', 'os.path.isdir'],
    },
  },
  {
    // Moving within a file: Rust's "seek to a position in a file" had `SeekFrom::Start` but not the `seek`
    // that takes it; Python's `io.BytesIO.seek` (an in-memory file) before a file's.
    task: 'seek within a file',
    pattern: /\bseek(?:s|ing)?\b|\bfile\s+(?:position|offset|pointer)\b|\brandom[\s-]+access\s+files?\b/i,
    calls: {
      c: ['fseek', 'ftell'],
      java: ['java.io.RandomAccessFile.seek'],
      go: ['os.File.Seek'],
      rust: ['std::io::Seek::seek', 'std::io::SeekFrom::Start'],
      python: ['io.IOBase.seek', 'io.IOBase.tell'],
    },
  },
  {
    // "Read a whole file into a string" found Java's `BufferedReader.readLine` (line by line), Python's
    // `numpy.fromfile`. (The file-reading entry leaves Python out: pandas reads BigCodeBench's files.)
    task: 'read a whole file into a string',
    pattern: WHOLE_FILE,
    calls: {
      c: ['fopen', 'fread', 'ftell'],
      java: ['java.nio.file.Files.readString', 'java.nio.file.Files.readAllBytes'],
      go: ['os.ReadFile'],
      javascript: ['fs.readFileSync', 'fs.readFile'],
      rust: ['std::fs::read_to_string'],
      python: ['builtins.open'],
    },
  },
  {
    // "Read the first line of a file" found Python's `io.BytesIO.read`.
    task: "read a file's first line",
    pattern: /\b(?:first|top|opening|header)\s+line\s+(?:of|from|in)\s+(?:an?\s+|the\s+|this\s+)?(?:[\w-]+\s+)?files?\b/i,
    calls: {
      c: ['fgets', 'fopen'],
      java: ['java.io.BufferedReader.readLine', 'java.nio.file.Files.newBufferedReader'],
      go: ['bufio.NewScanner', 'os.Open', 'bufio.Scanner.Scan'],
      javascript: ['fs.readFileSync'],
      rust: ['std::io::BufRead::read_line', 'std::io::BufReader::new', 'std::fs::File::open'],
      python: ['builtins.open'],
    },
  },
  {
    // "Create a new empty file" found Java's `String.isEmpty`, JavaScript's `String.trim`, Python's `numpy.empty`.
    task: 'create an empty file',
    pattern: /\b(?:create|creates|creating|make|makes|making)\s+(?:an?\s+|the\s+)?(?:new\s+)?empty\s+files?\b|\btouch\s+(?:an?\s+|the\s+)?files?\b/i,
    calls: {
      c: ['fopen', 'fclose'],
      java: ['java.nio.file.Files.createFile', 'java.io.File.createNewFile'],
      go: ['os.Create'],
      javascript: ['fs.writeFileSync', 'fs.openSync', 'fs.closeSync'],
      rust: ['std::fs::File::create'],
      python: ['pathlib.Path.touch', 'builtins.open'],
    },
  },
  {
    // "Read an INI configuration file" found every language's plain file reader.
    task: 'read an INI or properties file',
    pattern: INI_FILE,
    calls: {
      java: ['java.util.Properties.load', 'java.util.Properties'],
      go: ['gopkg.in/ini.v1.Load'],
      python: ['configparser.ConfigParser', 'configparser.ConfigParser.read'],
    },
  },
];
