/**
 * Everyday tasks of a running program: its command-line arguments and the values it is given when it runs, standard
 * error, its exit and the code run at exit, external commands and their exit status, environment variables. Asked
 * "get the exit code of a command", every language had found its own `exit`. Threads, locks and timing are
 * concurrency.ts', errors and retries errors.ts'.
 */
import { anyOf, type EverydayTask, W } from './task';

/**
 * A question that runs code as the program ends (its own entry). Only "when the program exits" keeps the entry that
 * ends the program away: a question that stops a program and names its exit hooks asks for both.
 */
const WHEN_THE_PROGRAM_ENDS =
  /\b(?:when|before|as)\s+(?:the\s+)?(?:program|process|application|app|script|interpreter|jvm|node)\s+(?:exits|ends|terminates|shuts\s+down|quits|stops|is\s+about\s+to\s+exit)\b/i;
const AT_EXIT = anyOf(WHEN_THE_PROGRAM_ENDS, /\b(?:exit|shutdown)\s+(?:hooks?|handlers?|callbacks?)\b|\b(?:at|on)\s+(?:program\s+|process\s+)?exit\b/i);

export const PROCESS_TASKS: readonly EverydayTask[] = [
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
];
