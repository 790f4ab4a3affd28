/**
 * Everyday tasks of text split and joined: into words, lines, fields or characters, on a separator it names or on
 * nothing said, and a list joined back into one string (the string tasks' split, strings.ts). They follow the
 * string tasks in the table (everyday-task-table.ts).
 */
import { type EverydayTask, W, anyOf } from './task';

/** The marks a text is split on, but white space (`split_whitespace`, `strings.Fields`: the words' entry). */
const SEPARATOR_MARKS = 'commas?|delimiters?|separators?|colons?|semicolons?|tabs?|dots?|periods?|slashes|dashes|hyphens|pipes?|underscores?';

/** A question that splits text on what it names ("split a string on commas", "tokenize the line `…` by tabs"). */
const splitOn = (separators: string) =>
  new RegExp(
    `\\b(?:split(?:s|ting)?|tokeni[sz](?:e|es|ed|ing))\\s+(?:(?:a|the|this|each|every)\\s+)?(?:[\\w-]+\\s+)?(?:strings?|lines?|text|sentences?|paths?|records?)\\s+(?:\\S+\\s+){0,2}?(?:on|by|at|using|with)\\s+(?:a\\s+|the\\s+|each\\s+|every\\s+)?(?:${separators})\\b`,
    'i',
  );
const SPLIT_ON_SEPARATOR = splitOn(SEPARATOR_MARKS);
const SPLIT_ON_WHITE_SPACE = splitOn('spaces?|whitespace|white\\s+space|blanks?');

export const TEXT_SPLITTING_TASKS: readonly EverydayTask[] = [
  {
    task: 'split text into words',
    // Or a text made a list of its words ("Converts a given string into an array of words", a blind Java snippet).
    // Or split on white space, which is splitting into words.
    pattern: anyOf(
      /\b(?:count|counts|counting|split|splits|splitting|break|breaks)\s+(?:the\s+|all\s+)?(?:[\w-]+\s+)?(?:words|tokens)\b|\bword\s+count\b|\btokeni[sz]\w*\b|\b(?:strings?|texts?|sentences?)\s+(?:in)?to\s+(?:an?\s+)?(?:array|list|vector|slice|sequence)\s+of\s+(?:its\s+)?words\b/i,
      SPLIT_ON_WHITE_SPACE,
    ),
    // Tokens a mark divides are that separator's ("tokenize a string by commas": below).
    unless: SPLIT_ON_SEPARATOR,
    calls: {
      c: ['strtok'],
      java: ['java.lang.String.split'],
      go: ['strings.Fields'],
      javascript: ['String.split'],
      rust: ['std::string::String::split_whitespace'],
      python: ['builtins.str.split'],
    },
  },
  {
    // "Split a string into lines" found Rust's `split_whitespace` and no `lines`, C's `strtok` eighth.
    task: 'split text into lines',
    pattern: new RegExp(`\\b(?:split|splits|splitting|break|breaks|breaking)${W(4)}(?:into|by|on|at)\\s+(?:its\\s+|the\\s+|separate\\s+)?(?:lines|newlines?|line\\s+breaks)\\b`, 'i'),
    calls: {
      c: ['strtok', 'strchr'],
      java: ['java.lang.String.lines', 'java.lang.String.split'],
      go: ['strings.Split', 'strings.Lines', 'bufio.NewScanner'],
      javascript: ['String.split'],
      rust: ['str::lines'],
      python: ['builtins.str.splitlines'],
    },
  },
  {
    // "Split a string on commas" found Python's `re.split` first and no `str.split`.
    task: 'split text on a separator',
    pattern: SPLIT_ON_SEPARATOR,
    calls: {
      c: ['strtok'],
      java: ['java.lang.String.split'],
      go: ['strings.Split'],
      javascript: ['String.split'],
      rust: ['str::split'],
      python: ['builtins.str.split'],
    },
  },
  {
    // A string split and nothing said of how ("split a string", "how do I split text in Rust"): the language's
    // split by a separator. Rust's pages had four `String::split_*` variants and no `split` (a class shows four
    // members at most); C's had `strtok` seventh. Words, lines, characters and named separators have their entries.
    task: 'split a string',
    pattern: /\bsplit(?:s|ting)?\s+(?:an?\s+|the\s+|this\s+|my\s+)?(?:strings?|text)\b/i,
    unless: new RegExp(`\\b(?:words?|tokens?|lines?|newlines?|characters?|chars?|letters?|chunks?|whitespace|spaces?|fields?|columns?|halves|half|${SEPARATOR_MARKS})\\b`, 'i'),
    calls: {
      c: ['strtok'],
      java: ['java.lang.String.split'],
      go: ['strings.Split'],
      javascript: ['String.split'],
      rust: ['str::split', 'std::string::String::split'],
      python: ['builtins.str.split'],
    },
  },
  {
    // Data whose fields a separator divides is split into them: "two integers separated by a space", "a
    // space-separated expression", "each line holds a date and 24 value/flag pairs". Task descriptions say the
    // format, not the split ("split text on a separator" above is for a question that says it).
    task: 'split a line into its fields',
    pattern: new RegExp(
      [
        `\\b(?:space|comma|tab|whitespace|colon|semicolon|pipe|blank)[\\s-]+(?:separated|delimited)\\b`,
        `\\b(?:separated|delimited)\\s+by\\s+(?:an?\\s+|one\\s+|single\\s+|the\\s+)?(?:spaces?|commas?|tabs?|whitespace|colons?|semicolons?|blanks?|[\\w$]+\\s+characters?)\\b`,
        `\\b(?:each|every)\\s+(?:following\\s+)?line\\s+(?:has|holds|contains|gives|lists)\\b`,
      ].join('|'),
      'i',
    ),
    // Separated text made, not read: "convert a list to a comma separated string", "export records as
    // comma-separated lines" (joined: the entry "join a list into one string").
    unless: /\bjoin\w*|\b(?:write|writes|writing|export|exports|exporting|print|prints|printing|output|outputs|outputting|save|saves|saving|format|formats|formatting|convert|converts|converting|turn|turns)\b[^.;]{0,50}?\b(?:as|to|into|in)\s+(?:an?\s+|one\s+|the\s+|a\s+single\s+)?(?:comma|tab|space|whitespace|semicolon|pipe|colon)[\s-]+(?:separated|delimited)\b/i,
    calls: {
      c: ['strtok', 'sscanf'],
      java: ['java.lang.String.split'],
      go: ['strings.Fields', 'strings.Split'],
      javascript: ['String.split'],
      rust: ['str::split_whitespace', 'str::split'],
    },
  },
  {
    // "Convert a string to a character array" had found JavaScript's `String.charCodeAt` and Python's `re.sub`.
    task: 'split a string into characters',
    pattern:
      /\b(?:strings?|texts?|words?)\s+(?:in)?to\s+(?:an?\s+)?(?:(?:array|list|vector|sequence)\s+of\s+(?:char(?:acter)?s|letters)|char(?:acter)?\s+(?:arrays?|lists?|vectors?))\b|\bsplit\s+(?:an?\s+|the\s+|each\s+)?(?:string|word|text)\s+into\s+(?:its\s+)?(?:characters|letters|chars)\b/i,
    calls: {
      java: ['java.lang.String.toCharArray', 'java.lang.String.chars'],
      javascript: ['Array.from', 'String.split'],
      rust: ['str::chars'],
      python: ['builtins.list'],
    },
  },
  {
    // A list's elements written as one string: "convert a list to a comma separated string" had Java's
    // `StringBuilder` and `substring`, Python's `re.split`, Rust's `String::from` (a string split into a list
    // is the separator entry above).
    task: 'join a list into one string',
    pattern:
      /\b(?:lists?|arrays?|slices?|vectors?|elements|items|words|values)\s+(?:in)?to\s+(?:an?\s+|one\s+|a\s+single\s+)?(?:(?:comma|tab|space|semicolon|pipe|newline)[\s-]*(?:separated|delimited)\s+)?strings?\b|\bjoin(?:s|ed|ing)?\s+(?:(?:a|an|the|all|its|each)\s+)?(?:\w+\s+)?(?:lists?|arrays?|slices?|vectors?|elements|items|words)\s+(?:with|by|using|into)\b/i,
    calls: {
      java: ['java.lang.String.join', 'java.util.stream.Collectors.joining'],
      go: ['strings.Join'],
      javascript: ['Array.join'],
      rust: ['slice::join'],
      python: ['builtins.str.join'],
    },
  },
];
