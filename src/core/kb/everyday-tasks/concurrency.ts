/**
 * Everyday tasks of concurrency and timing: work computed in parallel and waited for, threads started and joined,
 * pools, locks (a mutex, a read-write lock), messages passed between threads, atomic counters, work run after a delay,
 * once only or with a cached result, timeouts and cancellation, and a sleep that does not block. Asked "use a mutex
 * to protect shared data", Java had found `java.lang.Object`.
 */
import { HTTP_TIMEOUT } from './network';
import type { EverydayTask } from './task';

/** A question that waits without blocking (its own entry; a plain pause blocks the thread). */
export const SLEEP_ASYNCHRONOUSLY =
  /\b(?:sleep|sleeps|sleeping|wait|waits|waiting|pause|pauses|pausing|delay|delays|delaying)\s+(?:for\s+)?(?:[\w-]+\s+){0,2}?(?:asynchronously|without\s+blocking)\b|\basync(?:hronous)?\s+(?:sleep|wait|delay|pause)\b|\bawait\s+(?:a\s+)?(?:sleep|delay|timeout)\b/i;

/** Tasks run in parallel and waited for (their entry lists the joins; "compute in parallel" the split alone). */
const PARALLEL_AND_WAIT =
  /\b(?:in\s+parallel|concurrently)\b[^.;]{0,120}?\bwait\w*\b|\b(?:in\s+parallel|concurrently|simultaneously|at\s+the\s+same\s+time)\b[^.;]{0,120}?\b(?:once|when|until|after)\s+(?:all|both|every|each)\b|\bwait\s+for\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?(?:tasks?|threads?|goroutines?|jobs?|workers?|them|promises?)\b|\b(?:all|several|multiple|many)\s+(?:of\s+)?(?:the\s+)?promises\b|\bpromises?\s+to\s+(?:resolve|settle)\b/i;

export const CONCURRENCY_TASKS: readonly EverydayTask[] = [
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
