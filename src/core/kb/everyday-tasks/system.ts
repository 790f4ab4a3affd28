/**
 * Everyday tasks of the system around a program: files (read, write, append, list, delete, size, extension,
 * CSV), paths and the current directory, standard error, exiting, threads and locks, and the network (TCP,
 * HTTP servers, fetching and posting). Asked as users ask them, Rust's "delete a file" and "get the current
 * working directory" had found neither `remove_file` nor `current_dir`, Go's "get the file extension"
 * `asn1.ObjectIdentifier` and "open a TCP connection" `os.Open`, Java's "join two paths" `String.join`,
 * "use a mutex to protect shared data" `java.lang.Object` and "start an HTTP server" `String.startsWith`.
 */
import { type EverydayTask, W } from './task';

export const SYSTEM_TASKS: readonly EverydayTask[] = [
  {
    task: 'read a file',
    pattern: new RegExp(
      [
        `\\b(?:read|reads|reading|open|opens|opening|load|loads|loading|scan|scans)${W(4)}(?:text\\s+|input\\s+)?files?\\b`,
        `\\bfiles?\\s+line[\\s-]+by[\\s-]+line\\b`,
        `\\b(?:contents?|lines?|words?)\\s+(?:of|in|from)\\s+(?:a|the|an?\\s+input|the\\s+input)\\s+(?:text\\s+)?file\\b`,
        `\\bfrom\\s+(?:a|the)\\s+(?:text\\s+|input\\s+)?file\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['fopen', 'fgets', 'fclose', 'fread'],
      java: ['java.io.BufferedReader', 'java.io.FileReader', 'java.io.BufferedReader.readLine', 'java.nio.file.Files.readAllLines'],
      go: ['os.Open', 'os.ReadFile', 'bufio.NewScanner'],
      javascript: ['fs.readFileSync', 'fs.readFile'],
      rust: ['std::fs::read_to_string', 'std::fs::File::open', 'std::io::BufReader::new', 'std::io::BufRead::lines'],
    },
  },
  {
    task: 'write a file',
    pattern: new RegExp(
      [
        `\\b(?:write|writes|writing|save|saves|saving|store|stores|storing)${W(4)}(?:to\\s+|into\\s+|in\\s+)?(?:a|an|the)\\s+(?:new\\s+)?(?:text\\s+|output\\s+)?files?\\b`,
        `\\b(?:create|creates|creating)\\s+(?:a|an|the)\\s+(?:new\\s+)?(?:text\\s+|output\\s+)?file\\b`,
        `\\boutput\\s+file\\b`,
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
    // "List the files in a directory" found C's `mkdir` and `S_ISDIR`, Go's `filepath.Join` and
    // JavaScript's `path.join`, and no `readdir`: "files" and "directory" are in every path API's name.
    task: 'list a directory',
    pattern: new RegExp(
      [
        `\\b(?:list|lists|listing|walk|walks|walking|traverse|traverses|traversing|iterate|iterates|iterating|enumerate|enumerates|enumerating|scan|scans|scanning|read|reads|reading|find|finds|finding)${W(3)}(?:files?|entries|contents?|subdirector(?:y|ies))\\s+(?:of|in|under|within)\\s+(?:an?\\s+|the\\s+|each\\s+|every\\s+|that\\s+)?(?:given\\s+|current\\s+)?(?:directory|directories|folders?|dir)\\b`,
        `\\bdirectory\\s+(?:listing|contents)\\b`,
        `\\b(?:walk|walks|walking|traverse|traverses|traversing|recursively\\s+(?:list|visit|scan)\\w*)\\s+(?:through\\s+)?(?:an?\\s+|the\\s+)?(?:directory|directories|folders?|file\\s*system)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['opendir', 'readdir', 'closedir'],
      java: ['java.io.File.listFiles', 'java.nio.file.Files.list', 'java.nio.file.Files.walk'],
      go: ['os.ReadDir', 'path/filepath.WalkDir', 'path/filepath.Glob'],
      javascript: ['fs.readdirSync', 'fs.readdir', 'fs.statSync'],
      rust: ['std::fs::read_dir', 'std::fs::DirEntry::path'],
    },
  },
  {
    task: 'find the current directory',
    pattern: /\b(?:current|present)\s+(?:working\s+)?director(?:y|ies)\b|\bworking\s+director(?:y|ies)\b|\bcwd\b/i,
    calls: {
      c: ['getcwd'],
      java: ['java.lang.System.getProperty', 'java.nio.file.Paths.get'],
      go: ['os.Getwd'],
      javascript: ['process.cwd'],
      rust: ['std::env::current_dir'],
      python: ['os.getcwd'],
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
    task: "take a file name's extension",
    pattern: /\b(?:file\s*(?:name\s*)?)?extensions?\s+of\s+(?:a|the|each)\s+(?:file|path)|\bfile\s*(?:name\s*)?extensions?\b/i,
    calls: {
      c: ['strrchr'],
      java: ['java.lang.String.lastIndexOf', 'java.nio.file.Path.getFileName'],
      go: ['path/filepath.Ext'],
      javascript: ['path.extname'],
      rust: ['std::path::Path::extension'],
      python: ['os.path.splitext'],
    },
  },
  {
    task: 'join paths',
    pattern: /\b(?:join|joins|joining|combine|combines|combining|concatenat\w*)\s+(?:two\s+|the\s+|a\s+)?(?:file\s*|directory\s+)?paths?\b|\bpaths?\s+join\w*\b/i,
    calls: {
      c: ['snprintf'],
      java: ['java.nio.file.Path.resolve', 'java.nio.file.Paths.get'],
      go: ['path/filepath.Join'],
      javascript: ['path.join'],
      rust: ['std::path::Path::join'],
      python: ['os.path.join'],
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
    task: 'write to standard error',
    pattern: /\bstandard\s+error\b|\bstderr\b|\berror\s+stream\b/i,
    calls: {
      c: ['fprintf', 'stderr'],
      java: ['java.lang.System.err'],
      go: ['os.Stderr', 'fmt.Fprintln'],
      javascript: ['console.error', 'process.stderr'],
      rust: ['std::io::stderr', 'std::eprintln'],
      python: ['sys.stderr'],
    },
  },
  {
    task: 'connect over TCP',
    pattern: /\b(?:tcp|udp)\s+(?:connection|client|socket)s?\b|\bconnect\s+to\s+(?:a|the)\s+(?:remote\s+)?(?:server|host|port)\b|\bopen\s+a\s+(?:tcp\s+|network\s+)?socket\b/i,
    calls: {
      c: ['socket', 'connect'],
      java: ['java.net.Socket'],
      go: ['net.Dial', 'net.DialTimeout'],
      javascript: ['net.connect', 'net.createConnection'],
      rust: ['std::net::TcpStream::connect'],
      python: ['socket.socket', 'socket.socket.connect'],
    },
  },
  {
    task: 'read CSV',
    pattern: /\bcsv\b/i,
    calls: {
      go: ['encoding/csv.NewReader', 'encoding/csv.Reader.ReadAll'],
      rust: ['csv::Reader::from_path', 'csv::Reader::records'],
    },
  },
  {
    task: 'run tasks in parallel and wait for them',
    pattern: /\b(?:in\s+parallel|concurrently)\b[^.;]{0,120}?\bwait\w*\b|\bwait\s+for\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?(?:tasks?|threads?|goroutines?|jobs?|workers?|them)\b/i,
    calls: {
      c: ['pthread_create', 'pthread_join'],
      java: ['java.util.concurrent.ExecutorService.invokeAll', 'java.util.concurrent.Executors.newFixedThreadPool', 'java.util.concurrent.CompletableFuture.allOf'],
      go: ['sync.WaitGroup', 'sync.WaitGroup.Add', 'sync.WaitGroup.Wait'],
      javascript: ['Promise.all'],
      rust: ['std::thread::spawn', 'std::thread::JoinHandle::join'],
      python: ['concurrent.futures.ThreadPoolExecutor', 'threading.Thread'],
    },
  },
  {
    task: 'lock shared data',
    pattern: /\bmutex(?:es)?\b|\bmutual\s+exclusion\b|\b(?:lock|locks|locking)\s+(?:the\s+)?shared\b|\bthread[\s-]*safe(?:ty)?\b/i,
    calls: {
      c: ['pthread_mutex_lock', 'pthread_mutex_unlock'],
      java: ['java.util.concurrent.locks.ReentrantLock', 'java.util.concurrent.locks.ReentrantLock.lock'],
      go: ['sync.Mutex', 'sync.Mutex.Lock'],
      rust: ['std::sync::Mutex::new', 'std::sync::Mutex::lock'],
      python: ['threading.Lock'],
    },
  },
  {
    task: 'make a thread pool',
    pattern: /\b(?:thread|worker)[\s-]*pools?\b/i,
    calls: {
      java: ['java.util.concurrent.Executors.newFixedThreadPool', 'java.util.concurrent.ExecutorService.invokeAll'],
      go: ['sync.WaitGroup'],
      rust: ['std::thread::spawn', 'std::sync::mpsc::channel'],
      python: ['concurrent.futures.ThreadPoolExecutor'],
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
    task: 'serve HTTP',
    pattern: /\b(?:http|web)\s+servers?\b|\bserve\s+http\b|\b(?:rest|http)\s+(?:api|endpoint)s?\s+server\b/i,
    calls: {
      java: ['com.sun.net.httpserver.HttpServer.create', 'com.sun.net.httpserver.HttpServer'],
      go: ['net/http.ListenAndServe', 'net/http.HandleFunc'],
      javascript: ['http.createServer'],
      python: ['http.server.HTTPServer'],
    },
  },
  {
    task: 'send an HTTP POST',
    pattern: /\bpost\s+requests?\b|\bhttp\s+post\b|\bpost\s+(?:the\s+|a\s+|some\s+)?(?:json|data|form)\s+to\b/i,
    calls: {
      java: ['java.net.http.HttpClient', 'java.net.http.HttpRequest.newBuilder', 'java.net.http.HttpRequest.BodyPublishers.ofString'],
      go: ['net/http.Post', 'net/http.NewRequest'],
      javascript: ['fetch'],
      rust: ['reqwest::Client::post', 'reqwest::blocking::Client::post'],
      python: ['requests.post'],
    },
  },
  {
    task: 'end the program',
    // An exit status read from a command another process ran is that command's (run an external command).
    pattern: /\b(?:exit|exits|exiting)\b(?!\s+(?:codes?|status(?:es)?)\s+(?:of|from)\s+(?:an?\s+|the\s+|its\s+)?(?:commands?|process(?:es)?|child|subprocess(?:es)?)\b)|\b(?:terminate|terminates|end|ends|quit|quits|abort|aborts)\s+the\s+(?:program|process|script)\b/i,
    calls: {
      c: ['exit'],
      java: ['java.lang.System.exit'],
      go: ['os.Exit'],
      javascript: ['process.exit'],
      rust: ['std::process::exit'],
      python: ['sys.exit'],
    },
  },
  {
    task: 'fetch a web page',
    // Fetching, not any mention of a URL: "parse a URL" is string work.
    pattern: new RegExp(
      [
        `\\b(?:download\\w*|fetch\\w*|get|gets|getting|retriev\\w*|request\\w*|quer(?:y|ies|ying)|call|calls|calling|load|loads|loading|read|reads|reading|open|opens|opening|visit\\w*|scrap\\w*)${W(3)}(?:the\\s+|an?\\s+)?(?:https?|urls?|web\\s*pages?|websites?|web\\s+(?:server|service|api)|online\\s+(?:api|service)|rest\\s+api|api\\s+endpoint)\\b`,
        `\\bhttp\\s+(?:get|post|request|client)\\b`,
        `\\bdownload(?:s|ing)?\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      java: ['java.net.URL', 'java.net.URL.openConnection', 'java.net.HttpURLConnection', 'java.net.http.HttpClient'],
      go: ['net/http.Get', 'io.ReadAll', 'net/http.NewRequest'],
      javascript: ['fetch', 'https.get'],
      rust: ['reqwest::get', 'reqwest::blocking::get'],
      python: ['requests.get', 'urllib.request.urlopen'],
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
    // "Get the exit code of a command" found every language's own `exit` first (the code a program ends
    // with, not the one it reads: Python's `sys.exit`); "run a command" found Go's `flag` package.
    task: 'run an external command',
    pattern: new RegExp(
      [
        `\\b(?:run|runs|running|execute|executes|executing|spawn|spawns|spawning|launch|launches|launching|invoke|invokes)\\s+(?:an?\\s+|the\\s+)?(?:external\\s+|shell\\s+|system\\s+)?(?:commands?|executables?|subprocess(?:es)?|child\\s+process(?:es)?)\\b`,
        `\\b(?:run|runs|running|execute|executes|executing|spawn|spawns|launch|launches)\\s+(?:an?\\s+|the\\s+)?(?:external|other|another|separate)\\s+(?:programs?|process(?:es)?)\\b`,
        `\\b(?:spawn|spawns|spawning|fork|forks|forking)\\s+(?:an?\\s+|the\\s+)?(?:new\\s+|child\\s+)?process(?:es)?\\b`,
        `\\bexit\\s+(?:codes?|status(?:es)?)\\s+of\\s+(?:an?\\s+|the\\s+|its\\s+)?(?:commands?|process(?:es)?|programs?|child|subprocess(?:es)?)\\b`,
        `\\bshell\\s+commands?\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['system', 'popen', 'pclose', 'waitpid', 'WEXITSTATUS'],
      java: ['java.lang.ProcessBuilder', 'java.lang.ProcessBuilder.start', 'java.lang.Process.waitFor', 'java.lang.Process.getInputStream'],
      go: ['os/exec.Command', 'os/exec.Cmd.Output', 'os/exec.Cmd.Run', 'os/exec.ExitError'],
      javascript: ['child_process.execSync', 'child_process.spawnSync', 'child_process.exec', 'child_process.spawn'],
      rust: ['std::process::Command::new', 'std::process::Command::output', 'std::process::Command::status', 'std::process::ExitStatus::code'],
      python: ['subprocess.run', 'subprocess.Popen'],
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
    // "Read command-line arguments" had Go's `fmt.Errorf` and `bufio.Reader.ReadLine` before `os.Args`.
    // Java's and C's arguments are `main`'s parameters (C's `getopt` is found already).
    task: 'read command-line arguments',
    pattern: /\bcommand[\s-]+line\s+(?:arguments?|args|parameters?|options?|flags?)\b|\b(?:program|script)\s+arguments\b|\bargv\b/i,
    calls: {
      go: ['os.Args', 'flag.Parse', 'flag.Args'],
      javascript: ['process.argv'],
      rust: ['std::env::args'],
      python: ['sys.argv'],
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
];
