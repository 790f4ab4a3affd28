/**
 * Everyday tasks that test or match text: regular expressions (a test, every match, a replacement), prefixes and
 * suffixes, emptiness, letters and other character classes, palindromes, comparison ignoring case, email addresses
 * and URLs validated. Asked as users ask them, the routes had found look-alikes: C's "check if a character is a
 * letter" no `isalpha`, JavaScript's "check if a string matches a regular expression" `RegExp` and no `test`.
 */
import { type EverydayTask, W } from './task';

/** A question whether text is letters only (its own entry; the character classes' lists digits first). */
const ONLY_LETTERS =
  /\b(?:only|all|entirely\s+of)\s+(?:ascii\s+)?(?:letters|alphabetic(?:\s+characters)?)\b(?!\s+and\s+(?:digits|numbers))|\b(?:characters?|chars?)\s+(?:is|are)\s+(?:an?\s+)?(?:letters?|alphabetic)\b|\bis\s+a\s+letter\b/i;

export const TEXT_MATCHING_TASKS: readonly EverydayTask[] = [
  {
    task: 'test for a palindrome',
    pattern: /\bpalindrom\w*/i,
    calls: {
      java: ['java.lang.StringBuilder.reverse', 'java.lang.StringBuilder'],
      javascript: ['String.split', 'Array.reverse', 'Array.join'],
      rust: ['std::string::String::chars', 'std::iter::Iterator::rev'],
    },
  },
  {
    // "Check if a string contains only letters" had C's `isdigit`, Rust's `is_ascii_digit` and Python's
    // `str.isdigit` first (the next entry lists digits first).
    task: 'test for letters',
    pattern: ONLY_LETTERS,
    calls: {
      c: ['isalpha'],
      java: ['java.lang.Character.isLetter', 'java.lang.String.matches'],
      go: ['unicode.IsLetter'],
      javascript: ['RegExp.test'],
      rust: ['char::is_alphabetic', 'std::iter::Iterator::all'],
      python: ['builtins.str.isalpha'],
    },
  },
  {
    task: 'classify a character',
    pattern: /\b(?:character|char|letter|symbol)s?\s+(?:is|are)\s+(?:a\s+|an\s+)?(?:digits?|letters?|alphabetic|alphanumeric|numeric|whitespace|spaces?|upper[\s-]*case|lower[\s-]*case|vowels?|punctuation)\b|\bis\s+(?:a\s+)?(?:digit|letter)\b|\b(?:only|all|entirely\s+of)\s+(?:ascii\s+)?(?:digits|letters|alphanumeric(?:\s+characters)?)\b/i,
    unless: ONLY_LETTERS,
    calls: {
      c: ['isdigit', 'isalpha', 'isspace'],
      java: ['java.lang.Character.isDigit', 'java.lang.Character.isLetter', 'java.lang.Character.isWhitespace'],
      go: ['unicode.IsDigit', 'unicode.IsLetter', 'unicode.IsSpace'],
      javascript: ['RegExp.test'],
      rust: ['char::is_ascii_digit', 'char::is_alphabetic', 'char::is_whitespace'],
      python: ['builtins.str.isdigit', 'builtins.str.isalpha'],
    },
  },
  {
    // "Check if a string matches a regular expression" found JavaScript's `RegExp` and no `test`, Rust's
    // `Regex::new` and no `is_match`, Java's `String.replaceAll` first. Every match and a replacement have
    // their own entries below.
    task: 'test text against a regular expression',
    pattern: new RegExp(
      [
        `\\bmatch(?:es|ing)?\\s+(?:against\\s+)?(?:an?\\s+|the\\s+|this\\s+|that\\s+)?(?:given\\s+)?(?:regex(?:es|p)?|regular\\s+expressions?)\\b`,
        `\\b(?:test|tests|testing|check|checks|checking|validat\\w*|verify|verifies|verifying)${W(5)}(?:against|with|using|by)\\s+(?:an?\\s+|the\\s+)?(?:regex(?:es|p)?|regular\\s+expressions?)\\b`,
        `\\b(?:regex(?:es|p)?|regular\\s+expressions?)\\s+match(?:es|ing)?\\b(?!\\s+(?:all|every|each))`,
      ].join('|'),
      'i',
    ),
    unless: /\b(?:all|every|each)\s+(?:the\s+)?(?:regex\s+|regexp\s+|pattern\s+)?(?:matches|occurrences)\b|\breplac\w*|\bsubstitut\w*/i,
    calls: {
      c: ['regcomp', 'regexec'],
      java: ['java.util.regex.Pattern.matches', 'java.lang.String.matches', 'java.util.regex.Pattern.compile', 'java.util.regex.Matcher.matches'],
      go: ['regexp.MatchString', 'regexp.MustCompile', 'regexp.Regexp.MatchString'],
      javascript: ['RegExp.test', 'String.match'],
      rust: ['regex::Regex::is_match', 'regex::Regex::new'],
      python: ['re.match', 're.fullmatch', 're.search'],
    },
  },
  {
    // "Find all matches of a regular expression" found JavaScript's `RegExp` and no `matchAll`, Rust's
    // `Regex::new` and no `find_iter`, Java's `String.replaceAll` first.
    task: 'find every match of a regular expression',
    pattern: new RegExp(
      [
        // "every" and "each" take the singular: "find every match of a regular expression in a string".
        `\\b(?:every|each)\\s+(?:regex\\s+|regexp\\s+|pattern\\s+)?match\\b${W(4)}(?:regex(?:es|p)?|regular\\s+expressions?|pattern)\\b`,
        `\\b(?:all|every|each)\\s+(?:the\\s+)?(?:regex\\s+|regexp\\s+|pattern\\s+)?matches\\b`,
        `\\b(?:regex(?:es|p)?|regular\\s+expressions?)\\b${W(6)}(?:all|every|each)\\s+(?:the\\s+)?(?:matches|occurrences|match|occurrence)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['regcomp', 'regexec'],
      java: ['java.util.regex.Pattern.compile', 'java.util.regex.Pattern.matcher', 'java.util.regex.Matcher.find', 'java.util.regex.Matcher.group'],
      go: ['regexp.MustCompile', 'regexp.Regexp.FindAllString', 'regexp.Regexp.FindAllStringSubmatch'],
      javascript: ['String.matchAll', 'String.match', 'RegExp.exec'],
      rust: ['regex::Regex::new', 'regex::Regex::find_iter', 'regex::Regex::captures_iter'],
      python: ['re.findall', 're.finditer'],
    },
  },
  {
    // "Replace text using a regex" found Rust's `Regex::new`, `Result::is_err` and `mem::replace`, no
    // `replace_all`.
    task: 'replace with a regular expression',
    pattern: new RegExp(
      [
        `\\b(?:replac\\w*|substitut\\w*)${W(6)}(?:regex(?:es|p)?|regular\\s+expressions?)\\b`,
        `\\b(?:regex(?:es|p)?|regular\\s+expressions?)${W(4)}(?:replac\\w*|substitut\\w*)\\b`,
        // "Replace all occurrences of one text pattern with another pattern".
        `\\b(?:replac\\w*|substitut\\w*)${W(4)}(?:text\\s+)?patterns?\\s+with\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['regcomp', 'regexec'],
      java: ['java.lang.String.replaceAll', 'java.util.regex.Matcher.replaceAll'],
      go: ['regexp.MustCompile', 'regexp.Regexp.ReplaceAllString'],
      javascript: ['String.replace', 'String.replaceAll', 'RegExp'],
      rust: ['regex::Regex::new', 'regex::Regex::replace_all'],
      python: ['re.sub'],
    },
  },
  {
    // "Escape regular expression. Escapes a string so that it can be used as a literal pattern inside a regular
    // expression" (a blind Java task) found `String.replaceAll` and `Pattern.compile`, no `Pattern.quote`.
    task: 'escape text for a regular expression',
    pattern: new RegExp(
      [
        `\\bescap\\w*${W(14)}(?:regex(?:es|p)?|regular\\s+expressions?)\\b`,
        `\\b(?:regex(?:p)?|regular\\s+expression)\\s+escap\\w*`,
        `\\bquote\\s+(?:the\\s+)?(?:special|meta)[\\s-]*characters\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      java: ['java.util.regex.Pattern.quote'],
      go: ['regexp.QuoteMeta'],
      javascript: ['String.replace'],
      rust: ['regex::escape'],
      python: ['re.escape'],
    },
  },
  {
    // "Check if a string starts with a prefix" found Rust's `String::chars` and `trim_start_matches`, no
    // `starts_with`.
    task: 'test a prefix or suffix',
    pattern: /\b(?:starts?|begins?|ends?)\s+with\s+(?:a|an|the|some|given|another|this)\s+(?:\w+\s+)?(?:prefix|suffix|string|substring|text|letters?|characters?|words?)\b|\b(?:has|have|with)\s+(?:a|the|given)\s+(?:prefix|suffix)\b/i,
    calls: {
      c: ['strncmp'],
      java: ['java.lang.String.startsWith', 'java.lang.String.endsWith'],
      go: ['strings.HasPrefix', 'strings.HasSuffix'],
      javascript: ['String.startsWith', 'String.endsWith'],
      rust: ['str::starts_with', 'str::ends_with'],
      python: ['builtins.str.startswith', 'builtins.str.endswith'],
    },
  },
  {
    task: 'test a string for emptiness',
    pattern: /\b(?:string|text|line|input)\s+is\s+empty\b|\bis\s+(?:the\s+|a\s+)?(?:string|text|line|input)\s+empty\b|\bempty\s+strings?\b|\bcheck\w*\s+(?:if|whether)\s+(?:(?:a|an|the|this|that|my)\s+)?(?:string|text|line|input)\s+(?:is\s+)?empty\b/i,
    calls: {
      java: ['java.lang.String.isEmpty'],
      rust: ['str::is_empty'],
      python: ['builtins.len'],
    },
  },
  {
    // "Compare two strings ignoring case" had found Go's `strings.Compare` and `strings.ToLower`, Rust's
    // `Ordering::then_with`, Python's `pandas.DataFrame.compare`: none folds case for the comparison.
    // Not a case-insensitive search or match: that is a regular expression's flag.
    task: 'compare text ignoring case',
    pattern:
      /\bcase[\s-]+insensitive(?:ly)?\s+(?:compar\w*|equal\w*|sort\w*)|\b(?:compar\w*|equal\w*|same|sort\w*)\b[^.;!?]{0,60}?\b(?:ignor(?:e|es|ing)\s+(?:the\s+)?(?:letter\s+)?case|case[\s-]+insensitive(?:ly)?|regardless\s+of\s+(?:the\s+)?(?:letter\s+)?case|without\s+regard\s+to\s+case)\b/i,
    calls: {
      c: ['strcasecmp', 'strncasecmp'],
      java: ['java.lang.String.equalsIgnoreCase', 'java.lang.String.compareToIgnoreCase'],
      go: ['strings.EqualFold'],
      javascript: ['String.localeCompare', 'String.toLowerCase'],
      rust: ['str::eq_ignore_ascii_case', 'str::to_lowercase'],
      python: ['builtins.str.casefold', 'builtins.str.lower'],
    },
  },
  {
    // "Check if a string is a valid email address" found Java's `String.length`, Go's `net.ParseIP`, Rust's
    // `str::from_utf8_unchecked`.
    task: 'validate an email address',
    pattern:
      /\bvalid(?:ate|ates|ating|ation\s+of)?\s+(?:that\s+|whether\s+|if\s+)?(?:an?\s+|the\s+)?(?:[\w-]+\s+)?e-?mail(?:\s+address(?:es)?)?\b|\be-?mail\s+(?:address\s+)?validat\w*\b|\b(?:is|as)\s+(?:an?\s+)?valid\s+e-?mail\b|\be-?mail\s+address(?:es)?\s+(?:is|are)\s+(?:well[\s-]+)?(?:formatted|formed)\b/i,
    calls: {
      c: ['regcomp', 'regexec'],
      java: ['java.util.regex.Pattern.matches', 'java.lang.String.matches'],
      go: ['net/mail.ParseAddress', 'regexp.MatchString'],
      javascript: ['RegExp.test'],
      rust: ['regex::Regex::is_match', 'regex::Regex::new'],
      python: ['re.fullmatch', 'email.utils.parseaddr'],
    },
  },
  {
    // "Check if a string is a valid URL" found JavaScript's `String.startsWith`, Go's `regexp` before `url.Parse`.
    task: 'validate a URL',
    pattern: /\bvalid(?:ate|ates|ating|ation\s+of)?\s+(?:an?\s+|the\s+)?(?:urls?|uris?|links?)\b|\b(?:url|uri)\s+validat\w*\b|\b(?:is|as)\s+(?:an?\s+)?valid\s+(?:url|uri)\b/i,
    calls: {
      java: ['java.net.URI', 'java.net.URI.create', 'java.net.URL'],
      go: ['net/url.ParseRequestURI', 'net/url.Parse'],
      javascript: ['URL'],
      rust: ['url::Url::parse'],
      python: ['urllib.parse.urlparse'],
    },
  },
];
