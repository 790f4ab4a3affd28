/**
 * Everyday tasks of errors: an error type defined, an error raised, caught and its message read, wrapped and tested,
 * a stack trace printed or kept as text, an operation retried with backoff. Asked "define a custom error type", Java had found
 * `java.lang.Object`, Go `fmt.Sprintf`.
 */
import type { EverydayTask } from './task';

/** A stack trace said to become text: "the stack trace of an exception as a string", "get the stack trace to a string". */
const STACK_TRACE_AS_TEXT =
  /\b(?:stack\s*|back\s*)traces?\s+(?:[\w-]+\s+){0,3}?(?:as|to|into)\s+(?:an?\s+)?(?:string|text)\b|\b(?:string|text)\s+(?:of|from)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+)?(?:stack\s*|back\s*)traces?\b/i;

export const ERROR_TASKS: readonly EverydayTask[] = [
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
    // A stack trace kept as text (to log or show it), not printed: "Converts the stack trace of an exception to a
    // String" (a blind Java snippet) had `printStackTrace` first and no `StringWriter`, Go's and Python's pages the
    // printing calls (`debug.PrintStack`, `traceback.print_exc`) where the text is `debug.Stack`'s, `format_exc`'s.
    task: 'a stack trace as text',
    pattern: STACK_TRACE_AS_TEXT,
    calls: {
      java: ['java.io.StringWriter', 'java.io.PrintWriter', 'java.lang.Throwable.printStackTrace'],
      go: ['runtime/debug.Stack'],
      rust: ['std::backtrace::Backtrace::capture'],
      python: ['traceback.format_exc', 'traceback.format_exception'],
    },
  },
  {
    // "Print a stack trace" had Rust's `Builder::stack_size` and `Mutex::new`, Python's `scipy.sparse.linalg.svds`.
    task: 'print a stack trace',
    pattern: /\bstack\s*traces?\b|\bback\s*traces?\b|\bcall\s+stack\b/i,
    unless: STACK_TRACE_AS_TEXT,
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
];
