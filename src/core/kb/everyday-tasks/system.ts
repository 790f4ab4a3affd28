/**
 * Everyday tasks about the machine a program runs on: its processor count, its host name, its process id, the
 * signals it is sent, identifiers it generates and the log it writes, its terminal's size, its user and operating
 * system, its environment, its memory, the clipboard, colored output, progress bars and the bell. Asked as users ask them, Java's "get the
 * number of CPU cores" had found `ArrayList.add` and no `availableProcessors`, Rust's `mem::size_of`; Go's and
 * Java's "handle Ctrl+C in a program" found `fmt.Errorf` and `java.io.File`; Java's "generate a UUID"
 * `SecureRandom` before `UUID.randomUUID`; "write log messages to a file" every language's plain file writer and no
 * logger. The words are not the APIs' names (`NumCPU`, `addShutdownHook`, `signal.Notify`).
 */
import type { EverydayTask } from './task';

export const SYSTEM_TASKS: readonly EverydayTask[] = [
  {
    task: 'count the processor cores',
    pattern:
      /\b(?:number|count)\s+of\s+(?:the\s+)?(?:available\s+|logical\s+|physical\s+)?(?:cpus?|cpu\s+cores|cores|processors|processor\s+cores|hardware\s+threads)\b|\b(?:cpu|core|processor)\s+count\b|\bhow\s+many\s+(?:cpus?|cpu\s+cores|cores|processors)\b|\bavailable\s+(?:processors|parallelism|cores|cpus)\b/i,
    calls: {
      c: ['sysconf', 'get_nprocs'],
      java: ['java.lang.Runtime.availableProcessors', 'java.lang.Runtime.getRuntime'],
      go: ['runtime.NumCPU'],
      javascript: ['os.availableParallelism', 'os.cpus'],
      rust: ['std::thread::available_parallelism'],
      python: ['os.cpu_count', 'multiprocessing.cpu_count'],
    },
  },
  {
    // This machine's name, not a URL's host part (`new URL(…).hostname`) nor a name to resolve (network.ts).
    task: "find this machine's host name",
    pattern:
      /\b(?:this|the|local|current|my)\s+(?:machine|computer|host|system)(?:'s)?\s+(?:host\s*)?name\b|\bhost\s*name\s+of\s+(?:this|the|my)\s+(?:local\s+)?(?:machine|computer|host|system)\b|\b(?:get|find|print|read|show|know)\s+(?:the\s+)?(?:local\s+|current\s+|machine's\s+|system's\s+)?host\s*name\b/i,
    unless: /\b(?:urls?|uris?|links?|e-?mails?|resolv\w*|ip\s+address\w*)\b/i,
    calls: {
      c: ['gethostname'],
      java: ['java.net.InetAddress.getLocalHost', 'java.net.InetAddress.getHostName'],
      go: ['os.Hostname'],
      javascript: ['os.hostname'],
      python: ['socket.gethostname', 'platform.node'],
    },
  },
  {
    // Java has no signal API a program should use; a shutdown hook runs on Ctrl+C and on SIGTERM. Rust's
    // standard library has none: the `ctrlc` crate is what programs use.
    task: 'handle an interrupt signal',
    pattern:
      /\b(?:ctrl|control)\s*[-+]?\s*c\b|\bsig(?:int|term|hup|usr[12]|chld|alrm)\b|\b(?:catch|catches|catching|handle|handles|handling|trap|trapping|intercept|intercepting)\s+(?:a\s+|the\s+|an?\s+)?(?:unix\s+|os\s+|posix\s+|interrupt\s+|termination\s+|kill\s+)?signals?\b|\bsignal\s+handl(?:er|ers|ing)\b|\bgraceful(?:ly)?\s+shut\s*down\b|\bshut\s*down\s+(?:hooks?|gracefully)\b/i,
    calls: {
      c: ['signal', 'sigaction'],
      java: ['java.lang.Runtime.addShutdownHook'],
      go: ['os/signal.Notify'],
      javascript: ['process.on'],
      rust: ['ctrlc::set_handler'],
      python: ['signal.signal'],
    },
  },
  {
    task: 'generate or parse a UUID',
    pattern: /\b(?:uuids?|guids?)\b/i,
    calls: {
      java: ['java.util.UUID.randomUUID', 'java.util.UUID.fromString'],
      go: ['github.com/google/uuid.New', 'github.com/google/uuid.Parse'],
      javascript: ['crypto.randomUUID'],
      rust: ['uuid::Uuid::new_v4', 'uuid::Uuid::parse_str'],
      python: ['uuid.uuid4', 'uuid.UUID'],
    },
  },
  {
    // "Log" alone is also a logarithm: only log messages, loggers, log files and logging are a log. Python's
    // routes find `logging` (its calls here took dev pages' places from the handlers its tasks set up).
    task: 'write log messages',
    pattern:
      /\blog(?:ging)?\s+(?:messages?|events?|errors?|warnings?|entries|levels?|output|to\s+(?:a\s+|the\s+)?(?:file|disk|console))\b|\bloggers?\b|\blog\s+files?\b|\bwrites?\s+(?:to\s+)?(?:the\s+|a\s+)?log\b|\blogging\b/i,
    calls: {
      c: ['syslog', 'openlog'],
      java: ['java.util.logging.Logger.getLogger', 'java.util.logging.Logger.info', 'java.util.logging.FileHandler'],
      go: ['log.New', 'log.Printf', 'log.SetOutput'],
      javascript: ['console.error', 'console.log'],
      rust: ['log::info', 'env_logger::init'],
    },
  },
  {
    // The program's own process: "get the current process id" had found Java's `Thread.getId`, Rust's
    // `fs::metadata` and `Any::type_id`, JavaScript's `Promise`. Not another process's id, nor a PID controller.
    task: "find the program's process id",
    pattern:
      /\b(?:current|own|this|my|the\s+running|the\s+program's)\s+process(?:'s)?\s+(?:id|identifier|pid)\b|\bprocess\s+id\s+of\s+(?:the\s+current|this|the\s+running)\b|\b(?:get|print|show|find|log|read)\s+(?:the\s+|its\s+|my\s+)?(?:own\s+)?(?:pid|process\s+id)\b/i,
    unless: /\bpid\s+controller|\b(?:child|another|other|given)\s+process/i,
    calls: {
      c: ['getpid'],
      java: ['java.lang.ProcessHandle.current', 'java.lang.ProcessHandle.pid'],
      go: ['os.Getpid'],
      javascript: ['process.pid'],
      rust: ['std::process::id'],
      python: ['os.getpid'],
    },
  },
  {
    // "Get the size of the terminal window" found Go's `syscall.Syscall`, Python's `fcntl.ioctl` before
    // `shutil.get_terminal_size`.
    task: "find the terminal's size",
    pattern: /\b(?:terminal|console|tty)(?:\s+window)?\s+(?:size|width|height|dimensions|columns|rows)\b|\b(?:size|width|height|dimensions|columns)\s+of\s+(?:the\s+)?(?:terminal|console|tty)\b/i,
    calls: {
      c: ['ioctl'],
      go: ['golang.org/x/term.GetSize'],
      javascript: ['process.stdout'],
      python: ['shutil.get_terminal_size', 'os.get_terminal_size'],
    },
  },
  {
    // "Get the name of the current user" found Java's `Locale.getDefault`, Go's `context.Background`, Rust's
    // `pointer::is_null`, JavaScript's `Array.push`.
    task: "find the user's name",
    pattern:
      /\b(?:name|login|username|user\s*name)\s+of\s+(?:the\s+)?(?:current|logged[\s-]*in)\s+user\b|\b(?:current|logged[\s-]*in)\s+user(?:'s)?\s+(?:name|login)\b|\b(?:current|logged[\s-]*in|this)\s+user(?:'s)?\s+username\b|\bwho\s+is\s+logged\s+in\b|\bwhoami\b/i,
    calls: {
      c: ['getlogin', 'getpwuid', 'getuid'],
      java: ['java.lang.System.getProperty'],
      go: ['os/user.Current'],
      javascript: ['os.userInfo'],
      rust: ['std::env::var'],
      python: ['getpass.getuser', 'os.getlogin'],
    },
  },
  {
    // "Get the name of the operating system" found Go's OpenTelemetry and Docker packages, Rust's `CStr::from_ptr`,
    // C's `system`.
    task: 'find the operating system',
    pattern:
      /\b(?:name|type|kind|version)\s+of\s+(?:the\s+)?(?:current\s+|host\s+)?(?:operating\s+system|os|platform)\b|\b(?:which|what)\s+(?:operating\s+system|os)\b|\b(?:detect|detects|detecting|determine|determines|determining|check|checks|checking|identify|identifies)\s+(?:the\s+)?(?:current\s+|host\s+)?(?:operating\s+system|os)\b/i,
    calls: {
      c: ['uname'],
      java: ['java.lang.System.getProperty'],
      go: ['runtime.GOOS'],
      javascript: ['os.platform', 'process.platform'],
      rust: ['std::env::consts::OS'],
      python: ['platform.system', 'sys.platform'],
    },
  },
  {
    // "List all environment variables" found C's and Go's and Rust's one variable's read (`getenv`, `os.Getenv`,
    // `env::var`): the whole environment is its own call.
    task: 'list the environment variables',
    pattern:
      /\b(?:list|lists|listing|print|prints|printing|show|shows|dump|dumps|iterate\w*|loop\w*|all|every|each)\s+(?:over\s+|through\s+)?(?:of\s+)?(?:all\s+)?(?:the\s+)?environment\s+variables\b|\b(?:whole|entire)\s+environment\b/i,
    calls: {
      c: ['environ'],
      java: ['java.lang.System.getenv'],
      go: ['os.Environ'],
      javascript: ['process.env'],
      rust: ['std::env::vars'],
      python: ['os.environ'],
    },
  },
  {
    // "Measure the memory usage of the process" found Python's `DataFrame.memory_usage` (a table's), Java's
    // `HashMap`, C's `fputs`. Node's `process.memoryUsage` is a property the base's TypeScript reader does not
    // take (its type is a callable interface); `resourceUsage` reports the same resident size.
    task: "measure the program's memory",
    pattern:
      /\b(?:memory|ram)\s+(?:usage|use|used|consumption|footprint)\s+of\s+(?:the\s+|this\s+|a\s+|the\s+current\s+)?(?:process|program|application|script)\b|\b(?:process|program|application)(?:'s)?\s+(?:memory|ram)\s+(?:usage|use|consumption|footprint)\b|\bhow\s+much\s+memory\s+(?:the\s+|this\s+|my\s+)?(?:process|program|application|script)\b|\bpeak\s+memory\b/i,
    calls: {
      c: ['getrusage'],
      java: ['java.lang.Runtime.getRuntime', 'java.lang.Runtime.totalMemory', 'java.lang.Runtime.freeMemory'],
      go: ['runtime.ReadMemStats'],
      javascript: ['process.resourceUsage'],
      python: ['resource.getrusage', 'tracemalloc.get_traced_memory'],
    },
  },
  {
    // "Copy text to the clipboard" found JavaScript's `DataTransfer.setData` (a drag's), Java's `System.arraycopy`.
    task: 'use the clipboard',
    pattern: /\bclipboard\b/i,
    calls: {
      java: ['java.awt.Toolkit.getSystemClipboard', 'java.awt.datatransfer.Clipboard.setContents', 'java.awt.datatransfer.StringSelection'],
      javascript: ['Clipboard.writeText'],
    },
  },
  {
    // "Print text in color in the terminal" found Go's `fmt.Fprintf`, Rust's `io::Error::new`, Python's
    // `shutil.get_terminal_size`.
    task: 'print in color',
    pattern:
      /\b(?:colou?r(?:ed|ful|ized|ised)?|bold|highlighted)\s+(?:text|output|messages?|strings?|lines?|logs?)\b|\b(?:print|prints|printing|write|writes|writing|show|shows|output|outputs)\s+(?:[\w-]+\s+){0,3}?in\s+(?:colou?rs?|red|green|yellow|blue|bold)\b|\bansi\s+(?:colou?rs?|escape\s+(?:codes?|sequences?))\b|\bterminal\s+colou?rs?\b/i,
    calls: {
      c: ['printf'],
      go: ['github.com/fatih/color.New'],
      javascript: ['util.styleText', 'chalk'],
      rust: ['colored::Colorize'],
      python: ['termcolor.colored', 'colorama.init'],
    },
  },
  {
    // "Show a progress bar" found Rust's `Instant::now`, Java's `System.getProperty`, Python's astropy's own bar.
    task: 'show a progress bar',
    pattern: /\bprogress[\s-]*(?:bars?|indicators?)\b/i,
    calls: {
      java: ['javax.swing.JProgressBar'],
      javascript: ['process.stdout'],
      rust: ['indicatif::ProgressBar::new'],
      python: ['tqdm.tqdm'],
    },
  },
  {
    // "Play a beep sound" found Java's `Hashtable.put`: AWT's toolkit beeps; a terminal rings its bell at `\a`.
    task: 'ring the bell',
    pattern: /\bbeep(?:s|ed|ing)?\b|\b(?:terminal|system|console)\s+bell\b|\bring(?:s|ing)?\s+(?:the\s+|its\s+|a\s+)?bell\b/i,
    calls: {
      c: ['putchar', 'printf'],
      java: ['java.awt.Toolkit.getDefaultToolkit', 'java.awt.Toolkit.beep'],
    },
  },
];
