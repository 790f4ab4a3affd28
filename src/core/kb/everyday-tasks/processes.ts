/**
 * Everyday tasks of a running program: its command-line arguments, standard error and exit, external commands,
 * threads, locks and pools. Asked "use a mutex to protect shared data", Java had found `java.lang.Object`;
 * "get the exit code of a command", every language its own `exit`.
 */
import { HTTP_TIMEOUT } from './network';
import { anyOf, type EverydayTask, W } from './task';

/** A question that waits without blocking (its own entry; a plain pause blocks the thread). */
/**
 * A question that runs code as the program ends (its own entry). Only "when the program exits" keeps the entry that
 * ends the program away: a question that stops a program and names its exit hooks asks for both.
 */
const WHEN_THE_PROGRAM_ENDS =
  /\b(?:when|before|as)\s+(?:the\s+)?(?:program|process|application|app|script|interpreter|jvm|node)\s+(?:exits|ends|terminates|shuts\s+down|quits|stops|is\s+about\s+to\s+exit)\b/i;
const AT_EXIT = anyOf(WHEN_THE_PROGRAM_ENDS, /\b(?:exit|shutdown)\s+(?:hooks?|handlers?|callbacks?)\b|\b(?:at|on)\s+(?:program\s+|process\s+)?exit\b/i);

export const SLEEP_ASYNCHRONOUSLY =
  /\b(?:sleep|sleeps|sleeping|wait|waits|waiting|pause|pauses|pausing|delay|delays|delaying)\s+(?:for\s+)?(?:[\w-]+\s+){0,2}?(?:asynchronously|without\s+blocking)\b|\basync(?:hronous)?\s+(?:sleep|wait|delay|pause)\b|\bawait\s+(?:a\s+)?(?:sleep|delay|timeout)\b/i;

/** Tasks run in parallel and waited for (their entry lists the joins; "compute in parallel" the split alone). */
const PARALLEL_AND_WAIT =
  /\b(?:in\s+parallel|concurrently)\b[^.;]{0,120}?\bwait\w*\b|\b(?:in\s+parallel|concurrently|simultaneously|at\s+the\s+same\s+time)\b[^.;]{0,120}?\b(?:once|when|until|after)\s+(?:all|both|every|each)\b|\bwait\s+for\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?(?:tasks?|threads?|goroutines?|jobs?|workers?|them|promises?)\b|\b(?:all|several|multiple|many)\s+(?:of\s+)?(?:the\s+)?promises\b|\bpromises?\s+to\s+(?:resolve|settle)\b/i;

export const PROCESS_TASKS: readonly EverydayTask[] = [
  {
    // "Parallel calculations. … factorize them in parallel" (a blind Rust and JavaScript task) found no thread, no
    // rayon and no worker: work split across the cores, where "wait for them" is not said (the entry below).
    task: 'compute in parallel',
    pattern: /\bin\s+parallel\b|\bparallel\s+(?:calculations?|computations?|processing|map)\b|\bacross\s+(?:all\s+)?(?:the\s+)?(?:cpu\s+)?cores\b/i,
    unless: PARALLEL_AND_WAIT,
    calls: {
      c: ['pthread_create', 'pthread_join'],
      java: ['java.util.List.parallelStream', 'java.util.stream.IntStream.parallel'],
      go: ['sync.WaitGroup', 'sync.WaitGroup.Add', 'sync.WaitGroup.Wait'],
      javascript: ['worker_threads.Worker', 'Promise.all'],
      rust: ['rayon::iter::IntoParallelRefIterator::par_iter', 'rayon::iter::ParallelIterator::map'],
    },
  },
  {
    // "Read command-line arguments" had Go's `fmt.Errorf` and `bufio.Reader.ReadLine` before `os.Args`.
    // Java's and C's arguments are `main`'s parameters (C's `getopt` is found already).
    task: 'read command-line arguments',
    // And what a task description says is given, named or taken "on the command line" ("a year given on the command
    // line", "the directory named on the command line", "take a year from the command line").
    pattern:
      /\bcommand[\s-]+line\s+(?:arguments?|args|parameters?|options?|flags?)\b|\b(?:program|script)\s+arguments\b|\bargv\b|\b(?:on|from|via)\s+the\s+command[\s-]+line\b/i,
    calls: {
      go: ['os.Args', 'flag.Parse', 'flag.Args'],
      javascript: ['process.argv'],
      rust: ['std::env::args'],
      python: ['sys.argv'],
    },
  },
  {
    // "A matrix of a size known at run-time" is not a constant in the source: the program is told it when it runs,
    // on its command line (C's `atoi(argv[1])`, Rust's `std::env::args().nth(1)`) or typed in. The words matched
    // `memset`, `time` and `ctime` in C, `Duration` in Rust. Only a quantity's being known, given or chosen at run
    // time: "load a library at runtime" or "add an attribute at runtime" is something else done while running.
    task: 'take a value given when the program runs',
    pattern: new RegExp(
      [
        String.raw`\b(?:sizes?|dimensions?|lengths?|values?|numbers?|counts?|widths?|heights?|bounds?|limits?|parameters?|n)${W(3)}(?:known|given|chosen|specified|supplied|provided|entered|decided|determined|read)\s+(?:only\s+)?(?:at|during)\s+run[\s-]*time\b`,
        String.raw`\b(?:not\s+known|unknown)\s+until\s+run[\s-]*time\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['atoi', 'strtol', 'scanf'],
      java: ['java.lang.Integer.parseInt', 'java.util.Scanner.nextInt'],
      go: ['os.Args', 'strconv.Atoi', 'flag.Int'],
      javascript: ['process.argv', 'parseInt'],
      rust: ['std::env::args', 'str::parse'],
      python: ['sys.argv', 'builtins.int'],
    },
    // Where the matrix's size comes from is a detail of building it: below what the routes found for the matrix.
    share: 0.5,
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
    task: 'end the program',
    // An exit status read from a command another process ran is that command's (run an external command).
    pattern: /\b(?:exit|exits|exiting)\b(?!\s+(?:codes?|status(?:es)?)\s+(?:of|from)\s+(?:an?\s+|the\s+|its\s+)?(?:commands?|process(?:es)?|child|subprocess(?:es)?)\b)|\b(?:terminate|terminates|end|ends|quit|quits|abort|aborts)\s+the\s+(?:program|process|script)\b/i,
    unless: WHEN_THE_PROGRAM_ENDS,
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
    task: 'run tasks in parallel and wait for them',
    pattern: PARALLEL_AND_WAIT,
    calls: {
      c: ['pthread_create', 'pthread_join'],
      java: ['java.util.concurrent.ExecutorService.invokeAll', 'java.util.concurrent.Executors.newFixedThreadPool', 'java.util.concurrent.CompletableFuture.allOf'],
      go: ['sync.WaitGroup', 'sync.WaitGroup.Add', 'sync.WaitGroup.Wait'],
      javascript: ['Promise.all', 'Promise.allSettled'],
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
    // Work started in threads of its own, said as task descriptions say it ("sum each chunk in its own thread",
    // "several reader threads and one writer thread"): a blind C task's page had no `pthread_create`. Go starts a
    // goroutine with its `go` statement, no call.
    task: 'start threads',
    pattern: new RegExp(
      [
        `\\b(?:in|on)\\s+(?:its|their|a|an|one)\\s+(?:own|new|separate|background|second|other)\\s+threads?\\b`,
        `\\b(?:start|starts|starting|spawn|spawns|spawning|create|creates|creating|launch|launches|launching)\\s+(?:(?:a|an|two|three|four|five|ten|several|many|multiple|some|n|\\d+)\\s+)?(?:new\\s+|separate\\s+|background\\s+|worker\\s+|concurrent\\s+)?threads?\\b`,
        `\\b(?:reader|writer|worker|producer|consumer|background)\\s+threads?\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['pthread_create', 'pthread_join'],
      java: ['java.lang.Thread', 'java.lang.Thread.start', 'java.lang.Thread.join'],
      rust: ['std::thread::spawn', 'std::thread::JoinHandle::join'],
      javascript: ['worker_threads.Worker'],
    },
  },
  {
    // Many readers at once, one writer alone: "several reader threads share a counter with a writer" found C's
    // condition variables and mutexes, Go's `io.Reader`, no read-write lock.
    task: 'share data under a read-write lock',
    pattern: /\bread(?:ers?)?[\s-]*writer?s?\s+locks?\b|\brw\s*(?:lock|mutex)(?:es)?\b|\breader\s+threads?\b|\b(?:many|several|multiple)\s+(?:concurrent\s+)?readers\b/i,
    calls: {
      c: ['pthread_rwlock_rdlock', 'pthread_rwlock_wrlock', 'pthread_rwlock_unlock'],
      java: ['java.util.concurrent.locks.ReentrantReadWriteLock', 'java.util.concurrent.locks.ReentrantReadWriteLock.readLock', 'java.util.concurrent.locks.ReentrantReadWriteLock.writeLock'],
      go: ['sync.RWMutex.RLock', 'sync.RWMutex.RUnlock', 'sync.RWMutex.Lock'],
      rust: ['std::sync::RwLock::read', 'std::sync::RwLock::write', 'std::sync::RwLock::new'],
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
    // "Define a custom error type" found Java's `java.lang.Object` and `InternalError`, Go's `fmt.Sprintf`,
    // Rust's `fmt::Result`, Python's `pint.UnitRegistry.define`.
    task: 'define an error type',
    pattern: /\bcustom\s+(?:errors?|exceptions?)(?:\s+(?:types?|class(?:es)?))?\b|\b(?:define|defines|defining|create|creates|creating|declare|declares|make|makes)\s+(?:an?\s+|my\s+own\s+|our\s+own\s+|its\s+own\s+)?(?:new\s+)?(?:error|exception)\s+(?:types?|class(?:es)?)\b/i,
    calls: {
      go: ['errors.New', 'errors.As'],
      java: ['java.lang.Exception', 'java.lang.RuntimeException'],
      javascript: ['Error'],
      rust: ['std::error::Error', 'thiserror::Error'],
      python: ['builtins.Exception'],
    },
  },
  {
    // "Wrap an error with context" found Go's `context.Background` (another context), Python's
    // `functools.wraps`, Rust's `Result::unwrap_err`; "check if an error is a specific error" Go's
    // `time.ParseError.Error`.
    task: 'wrap and test errors',
    pattern: /\b(?:wrap|wraps|wrapping|unwrap|unwraps|unwrapping)\s+(?:an?\s+|the\s+)?(?:errors?|exceptions?)\b|\b(?:check|checks|checking|test|tests|testing|tell|compare|compares)\s+(?:if|whether)\s+(?:an?\s+|the\s+)?(?:errors?|exceptions?)\s+is\b|\berror\s+(?:chains?|wrapping)\b|\b(?:root\s+)?cause\s+of\s+(?:an?\s+|the\s+)?(?:error|exception)\b/i,
    calls: {
      go: ['fmt.Errorf', 'errors.Is', 'errors.As', 'errors.Unwrap'],
      java: ['java.lang.Throwable.getCause', 'java.lang.RuntimeException'],
      javascript: ['Error'],
      rust: ['anyhow::Context::context', 'std::error::Error::source'],
      python: ['builtins.isinstance', 'builtins.Exception'],
    },
  },
  {
    // One thread: "wait for a thread to finish" had found Rust's `thread::sleep` and Java's `Thread.sleep`
    // before a join (the entry above is for many tasks at once and lists pools).
    task: 'wait for a thread to finish',
    pattern:
      /\bwait(?:s|ed|ing)?\s+(?:for\s+)?(?:a|the|each|this|that|every|all(?:\s+the)?)\s+(?:\w+\s+)?(?:threads?|goroutines?)\b|\bjoin(?:s|ed|ing)?\s+(?:a\s+|the\s+|each\s+|all\s+(?:the\s+)?)?(?:\w+\s+)?threads?\b/i,
    calls: {
      c: ['pthread_join'],
      java: ['java.lang.Thread.join'],
      go: ['sync.WaitGroup.Wait', 'sync.WaitGroup.Add'],
      rust: ['std::thread::JoinHandle::join'],
      python: ['threading.Thread.join'],
    },
  },
  {
    // Setting one (reading one is `getenv`, which the words find): "set an environment variable" had C's
    // `getenv` first and `setenv` seventh, Python's `os.getenv`. Java cannot set its own.
    task: 'set an environment variable',
    pattern: /\b(?:set|sets|setting|change|changes|changing|export|exports|exporting|define|defines|defining|modify|modifies|modifying|update|updates|updating)\s+(?:an?\s+|the\s+)?environment\s+variables?\b|\bsetenv\b/i,
    calls: {
      c: ['setenv'],
      go: ['os.Setenv'],
      javascript: ['process.env'],
      rust: ['std::env::set_var'],
      python: ['os.environ'],
    },
  },
  {
    // "Print a stack trace" had Rust's `Builder::stack_size` and `Mutex::new`, Python's `scipy.sparse.linalg.svds`.
    task: 'print a stack trace',
    pattern: /\bstack\s*traces?\b|\bback\s*traces?\b|\bcall\s+stack\b/i,
    calls: {
      java: ['java.lang.Throwable.printStackTrace'],
      go: ['runtime/debug.PrintStack'],
      javascript: ['console.trace'],
      rust: ['std::backtrace::Backtrace::capture'],
      python: ['traceback.print_exc'],
    },
  },
  {
    // Throwing one (defining one is the entry above): "throw an exception with a message" had Python's
    // `sys.exc_info` and `greenlet.throw`. Python's tasks say "raise ValueError" by name, which the routes find.
    task: 'raise an error',
    pattern: /\b(?:throw|throws|throwing|raise|raises|raising)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:exception|error)s?\b/i,
    calls: {
      java: ['java.lang.IllegalArgumentException', 'java.lang.RuntimeException'],
      go: ['errors.New', 'fmt.Errorf'],
      javascript: ['Error'],
    },
  },
  {
    // "Catch an exception and print its message" found Go's `fmt.Fprintf` and `time.After`.
    task: "catch an error and read its message",
    pattern:
      /\b(?:catch|catches|catching|handle|handles|handling)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:exception|error)s?\s+and\s+(?:print|log|show|display|get|read|report)s?\s+(?:its|the|their)\s+(?:error\s+)?messages?\b|\bexception(?:'s)?\s+messages?\b|\bmessage\s+of\s+(?:an?\s+|the\s+)?(?:caught\s+)?(?:exception|error)\b/i,
    calls: {
      java: ['java.lang.Throwable.getMessage', 'java.lang.Throwable.printStackTrace'],
      go: ['errors.Is', 'errors.As'],
      javascript: ['console.error', 'Error'],
      rust: ['std::error::Error', 'std::result::Result'],
      python: ['builtins.Exception', 'traceback.print_exc'],
    },
  },
  {
    // Waiting longer after each failure: "retry an operation with exponential backoff" found Java's `Math.max`
    // and `String.length`, Go's `time.Duration` before a sleep.
    task: 'retry with backoff',
    pattern: /\b(?:exponential|linear|jittered)\s+back[\s-]?off\b|\bback[\s-]?off\s+(?:and\s+)?retr(?:y|ies)\b|\bretr(?:y|ies|ying)\s+(?:\w+\s+){0,4}?(?:with|after|using)\s+(?:an?\s+)?(?:increasing\s+)?(?:delays?|back[\s-]?off|wait)\b/i,
    calls: {
      c: ['sleep', 'usleep'],
      java: ['java.lang.Thread.sleep'],
      go: ['time.Sleep', 'time.Duration'],
      javascript: ['setTimeout'],
      rust: ['std::thread::sleep', 'tokio::time::sleep'],
      python: ['time.sleep'],
    },
  },
  {
    // "Run a function with a timeout" had Rust's `Duration::from_millis` and `thread::sleep`, Python's
    // `time.sleep`: waiting, not giving up.
    task: 'give up after a timeout',
    pattern: /\b(?:with|after|within|under)\s+(?:a\s+|the\s+)?(?:\d+[\s-]*(?:ms|s|seconds?|milliseconds?|minutes?)\s+)?time[\s-]?outs?\b|\btime[\s-]?outs?\s+(?:after|of)\b|\btimes?\s+out\b/i,
    unless: HTTP_TIMEOUT,
    calls: {
      java: ['java.util.concurrent.Future.get', 'java.util.concurrent.CompletableFuture.orTimeout'],
      go: ['context.WithTimeout', 'time.After'],
      javascript: ['Promise.race', 'setTimeout'],
      rust: ['tokio::time::timeout', 'std::sync::mpsc::Receiver::recv_timeout'],
      python: ['concurrent.futures.Future.result', 'asyncio.wait_for'],
    },
  },
  {
    task: 'cancel an operation',
    pattern:
      /\bcancel(?:s|led|ling)?\s+(?:a|an|the|this|that|any)\s+(?:[\w-]+\s+){0,2}?(?:operations?|requests?|tasks?|jobs?|fetch(?:es)?|downloads?|calls?|goroutines?|threads?|futures?|promises?|timers?|work)\b|\bcancell?ation\s+(?:tokens?|signals?)\b/i,
    calls: {
      java: ['java.util.concurrent.Future.cancel'],
      go: ['context.WithCancel'],
      javascript: ['AbortController', 'AbortController.abort'],
      rust: ['tokio_util::sync::CancellationToken'],
      python: ['asyncio.Task.cancel'],
    },
  },
  {
    // "Send a message between two threads" found Java's `Thread.currentThread` and `DatagramChannel.send`, Python's
    // `struct.pack`, JavaScript's `send`; Go's channels are the language's own (`make(chan T)`), no call.
    task: 'pass messages between threads',
    pattern:
      /\b(?:send|sends|sending|pass|passes|passing|post|posts|posting)\s+(?:an?\s+|the\s+)?(?:messages?|data|values?|results?|work)\s+(?:between|across|among|from\s+one\s+thread\s+to)\s+(?:two\s+|the\s+)?(?:threads?|workers?|tasks?)\b|\b(?:messages?|channels?)\s+between\s+(?:two\s+|the\s+)?(?:threads|workers)\b|\bproducers?[\s-]+(?:and\s+)?consumers?\b|\bthread[\s-]+safe\s+queues?\b/i,
    calls: {
      c: ['pipe', 'pthread_cond_signal', 'pthread_mutex_lock'],
      java: ['java.util.concurrent.BlockingQueue', 'java.util.concurrent.LinkedBlockingQueue', 'java.util.concurrent.BlockingQueue.put', 'java.util.concurrent.BlockingQueue.take'],
      javascript: ['Worker.postMessage', 'worker_threads.Worker', 'MessagePort.postMessage'],
      rust: ['std::sync::mpsc::channel', 'std::sync::mpsc::Sender::send', 'std::sync::mpsc::Receiver::recv'],
      python: ['queue.Queue', 'queue.Queue.put', 'queue.Queue.get'],
    },
  },
  {
    // "Increment a counter atomically" found Java's `BigInteger`, Rust's `thread::spawn` and `Arc::new`, JavaScript's
    // `Array.push`.
    task: 'update a counter atomically',
    pattern:
      /\batomic(?:ally)?\s+(?:increment\w*|decrement\w*|add\w*|counters?|integers?|ints?|updates?|operations?|variables?)\b|\b(?:increment\w*|decrement\w*|add\w*|updat\w*|counters?)\s+(?:[\w-]+\s+){0,3}?atomically\b|\bcompare[\s-]+and[\s-]+(?:swap|set)\b/i,
    calls: {
      java: ['java.util.concurrent.atomic.AtomicInteger', 'java.util.concurrent.atomic.AtomicInteger.incrementAndGet'],
      go: ['sync/atomic.AddInt64', 'sync/atomic.Int64.Add'],
      javascript: ['Atomics.add'],
      rust: ['std::sync::atomic::AtomicUsize::fetch_add', 'std::sync::atomic::AtomicUsize::new'],
      python: ['threading.Lock'],
    },
  },
  {
    // "Schedule a function to run after a delay" found Java's `System.currentTimeMillis`, Go's `time.After` (a channel,
    // not a call), Python's `time.sleep` and `dask.delayed`.
    task: 'run a function after a delay',
    pattern:
      /\b(?:schedul\w*|run|runs|running|call|calls|calling|execut\w*|invok\w*|fire|fires|trigger\w*)\s+(?:an?\s+|the\s+|this\s+|some\s+)?(?:function|callback|task|job|code|method|closure|action)?\s*(?:to\s+run\s+)?(?:after|in)\s+(?:a\s+|some\s+|the\s+)?(?:(?:short|given|fixed)\s+)?(?:delay|\d+\s*(?:ms|s|seconds?|milliseconds?|minutes?))\b|\bafter\s+a\s+(?:short\s+|given\s+)?delay\b|\bdelayed\s+(?:calls?|execution|tasks?|jobs?)\b/i,
    calls: {
      c: ['alarm', 'sleep'],
      java: ['java.util.concurrent.ScheduledExecutorService.schedule', 'java.util.concurrent.Executors.newScheduledThreadPool', 'java.util.Timer.schedule'],
      go: ['time.AfterFunc'],
      javascript: ['setTimeout'],
      rust: ['tokio::time::sleep', 'std::thread::sleep'],
      python: ['threading.Timer', 'sched.scheduler'],
    },
  },
  {
    // "Wait for a child process to finish" found Go's `time.Sleep` and `WaitGroup.Wait`, Rust's `Command::new` then
    // `thread::sleep`, Java's `Thread.interrupt`.
    task: 'wait for a child process',
    pattern:
      /\bwait\w*\s+(?:for|on)\s+(?:an?\s+|the\s+|its\s+)?(?:child|sub)[\s-]*process(?:es)?\b|\bwait\w*\s+(?:for|on)\s+(?:an?\s+|the\s+)?(?:commands?|(?:external\s+)?process(?:es)?|programs?)\s+to\s+(?:finish|exit|end|terminate|complete)\b|\b(?:reap|reaps|reaping)\s+(?:a\s+|the\s+)?(?:child|zombie)/i,
    calls: {
      c: ['waitpid', 'wait'],
      java: ['java.lang.Process.waitFor'],
      go: ['os/exec.Cmd.Wait', 'os/exec.Cmd.Run'],
      javascript: ['child_process.spawnSync'],
      rust: ['std::process::Child::wait', 'std::process::Command::status'],
      python: ['subprocess.Popen.wait', 'subprocess.run'],
    },
  },
  {
    // "Memoize a function" found Python's `functools.wraps`, Rust's `fs::read_to_string`, Java's commons-lang
    // `Memoizer` (a library's, where the JDK's map does it).
    task: "cache a function's results",
    pattern:
      /\bmemoi[sz]\w*\b|\bcach(?:e|es|ing)\s+(?:the\s+)?results?\s+of\s+(?:a\s+|the\s+|each\s+)?(?:function|calls?|computations?)\b|\bcach(?:e|es|ing)\s+(?:a\s+|the\s+)?function(?:'s)?\s+(?:results?|return\s+values?|calls?)\b/i,
    calls: {
      java: ['java.util.Map.computeIfAbsent', 'java.util.concurrent.ConcurrentHashMap.computeIfAbsent'],
      javascript: ['Map', 'Map.get', 'Map.has'],
      rust: ['std::collections::HashMap::entry', 'std::collections::HashMap::get'],
      python: ['functools.lru_cache', 'functools.cache'],
    },
  },
  {
    // "Run initialization code only once" found Go's `atomic.LoadUint32`, Python's `time.time`, C's `getenv`.
    task: 'run something only once',
    pattern:
      /\b(?:run|runs|running|call|calls|calling|execute|executes|executing|do|does|perform|performs)\s+(?:the\s+|some\s+|this\s+|its\s+)?(?:initiali[sz]ation|setup|set-up|init)\s+(?:code\s+|logic\s+)?(?:only\s+)?once\b|\b(?:initiali[sz]e|initiali[sz]es|initiali[sz]ed|initiali[sz]ing)\s+(?:\w+\s+){0,3}?(?:only\s+|exactly\s+)?once\b|\b(?:once[\s-]only|one[\s-]time)\s+initiali[sz]ation\b|\blazy\s+initiali[sz]ation\b|\blazily\s+initiali[sz]\w*\b|\bsingletons?\b/i,
    calls: {
      c: ['pthread_once'],
      go: ['sync.Once', 'sync.Once.Do'],
      rust: ['std::sync::OnceLock', 'std::sync::OnceLock::get_or_init', 'std::sync::Once::call_once'],
      python: ['functools.cache'],
    },
  },
  {
    // "Run code when the program exits" found the exit itself (`System.exit`, `os.Exit`, `sys.exit`), not a hook.
    task: 'run code at exit',
    pattern: AT_EXIT,
    calls: {
      c: ['atexit'],
      java: ['java.lang.Runtime.addShutdownHook', 'java.lang.Runtime.getRuntime'],
      go: ['os/signal.Notify'],
      javascript: ['process.on'],
      python: ['atexit.register'],
    },
  },
  {
    // "Sleep asynchronously" found Java's `Thread.sleep`, Rust's `thread::sleep`, Python's `time.sleep`: a pause
    // that blocks the thread an async task runs on.
    task: 'sleep without blocking',
    pattern: SLEEP_ASYNCHRONOUSLY,
    calls: {
      java: ['java.util.concurrent.CompletableFuture.delayedExecutor', 'java.util.concurrent.CompletableFuture.runAsync'],
      javascript: ['timers/promises.setTimeout', 'setTimeout', 'Promise'],
      rust: ['tokio::time::sleep'],
      python: ['asyncio.sleep'],
    },
  },
];
