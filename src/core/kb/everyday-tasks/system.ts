/**
 * Everyday tasks about the machine a program runs on: its processor count, its host name, its process id, the
 * signals it is sent, identifiers it generates and the log it writes. Asked as users ask them, Java's "get the
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
];
