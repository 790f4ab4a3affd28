/**
 * Everyday tasks of numbers written as text: parsing one (an integer, a decimal number) or a boolean, writing one,
 * formatting and padding (fixed decimal places), testing whether text is a number, and thousands separators.
 */
import { type EverydayTask, W } from './task';

/** How a question names a number with a fractional part. */
const FRACTIONAL = 'floats?|floating[\\s-]+point(?:\\s+numbers?)?|doubles?|decimals?(?:\\s+numbers?)?|real\\s+numbers?';

/** A question that parses a number with a fractional part (its own entry, not the integer one's). */
const PARSE_FRACTIONAL = new RegExp(
  [
    `\\b(?:parse|parses|parsing|parsed)${W(4)}(?:${FRACTIONAL})\\b`,
    `\\b(?:strings?|text|input|lines?|words?|arguments?)\\s+(?:in)?to\\s+(?:an?\\s+)?(?:${FRACTIONAL})\\b`,
    `\\b(?:convert|converts|converting|turn|turns|read|reads|reading|get|gets|extract|extracts|extracting)${W(3)}(?:${FRACTIONAL})\\s+(?:from|out\\s+of)\\s+(?:an?\\s+|the\\s+)?(?:strings?|text)\\b`,
  ].join('|'),
  'i',
);

export const NUMBERS_AS_TEXT_TASKS: readonly EverydayTask[] = [
  {
    // A decimal number is parsed by its own call: "parse a string as a floating point number" had found C's
    // `strtol` and Rust's `nom::Err::Error` (the number entry below lists integers first).
    task: 'parse a floating-point number from text',
    pattern: PARSE_FRACTIONAL,
    calls: {
      c: ['strtod', 'atof', 'sscanf'],
      java: ['java.lang.Double.parseDouble', 'java.lang.Float.parseFloat'],
      go: ['strconv.ParseFloat'],
      javascript: ['parseFloat', 'Number'],
      rust: ['str::parse', 'str::trim'],
      python: ['builtins.float'],
    },
  },
  {
    task: 'parse a number from text',
    pattern: new RegExp(
      [
        `\\b(?:parse|parses|parsing|parsed)${W(3)}(?:numbers?|integers?|ints?|floats?|doubles?|decimals?|numeric|longs?|[iuf](?:8|16|32|64|128|size))\\b`,
        `\\b(?:strings?|text|input|lines?|words?|digits|arguments?)\\s+(?:in)?to\\s+(?:an?\\s+)?(?:numbers?|integers?|ints?|floats?|doubles?|numeric)\\b`,
        `\\b(?:convert|converts|converting|turn|turns)${W(3)}(?:strings?|text|input|arguments?)\\s+(?:in)?to\\s+(?:an?\\s+)?(?:numbers?|integers?|ints?|floats?|doubles?)\\b`,
        // "Read an integer from a string" had Go's `fmt.Sprintf` and Rust's `String::new` first, no parse.
        `\\b(?:read|reads|reading|get|gets|extract|extracts|extracting)\\s+(?:an?\\s+|the\\s+)?(?:numbers?|integers?|ints?|floats?|doubles?)\\s+(?:from|out\\s+of)\\s+(?:an?\\s+|the\\s+)?(?:strings?|text)\\b`,
        // A number the program is given arrives as text and is parsed: "read two integers from standard input", "a
        // year given on the command line", "a line holding two integers" (task descriptions say their input so; Go's
        // `strconv.Atoi`, Java's `Integer.parseInt` had been on none of such pages).
        `\\b(?:read|reads|reading|take|takes|taking|get|gets|accept|accepts)${W(3)}(?:numbers?|integers?|ints?|years?|counts?)\\s+(?:from|on|off)\\s+(?:the\\s+)?\\x60?(?:stdin|standard[\\s-]+input|command[\\s-]+line|input|keyboard|console|user|arguments?)\\b`,
        `\\b(?:numbers?|integers?|ints?|years?|counts?|sizes?|n|temperatures?|amounts?)${W(2)}(?:given|passed|supplied|specified|entered)\\s+(?:on|from|at|in|as)\\s+(?:the\\s+|an?\\s+)?command[\\s-]+line\\b`,
        `\\blines?\\s+(?:holding|holds|has|having|containing|contains|with)\\s+(?:two|three|four|\\d+|an?|the|some)\\s+(?:[\\w-]+\\s+)?(?:integers|numbers)\\b`,
      ].join('|'),
      'i',
    ),
    unless: PARSE_FRACTIONAL,
    calls: {
      c: ['atoi', 'strtol', 'strtod', 'sscanf'],
      java: ['java.lang.Integer.parseInt', 'java.lang.Double.parseDouble', 'java.lang.Long.parseLong'],
      go: ['strconv.Atoi', 'strconv.ParseInt', 'strconv.ParseFloat'],
      javascript: ['parseInt', 'parseFloat', 'Number'],
      rust: ['str::parse', 'str::trim'],
      python: ['builtins.int', 'builtins.float'],
    },
  },
  {
    task: 'turn a number into text',
    pattern: new RegExp(
      [
        `\\b(?:numbers?|integers?|ints?|floats?|doubles?|digits|values?)\\s+(?:in)?to\\s+(?:an?\\s+|its\\s+)?(?:strings?|text)\\b`,
        // Not "string representation" alone: of a DataFrame or an object it is that type's own method.
        `\\b(?:numbers?|integers?|ints?|floats?|doubles?)${W(2)}(?:as\\s+(?:an?\\s+)?string|string\\s+representation)\\b`,
        `\\bstring\\s+representation\\s+of\\s+(?:an?\\s+|the\\s+|each\\s+)?(?:numbers?|integers?|ints?|floats?|doubles?)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['sprintf', 'snprintf'],
      java: ['java.lang.String.valueOf', 'java.lang.Integer.toString'],
      go: ['strconv.Itoa', 'strconv.FormatInt', 'fmt.Sprint'],
      javascript: ['String', 'Number.toString'],
      rust: ['std::string::ToString', 'std::format'],
      python: ['builtins.str'],
    },
  },
  {
    task: 'format text and numbers',
    pattern: new RegExp(
      [
        `\\bformat(?:s|ted|ting)?\\s+(?:the\\s+|a\\s+|as\\s+|each\\s+)?(?:\\w+\\s+)?(?:strings?|output|text|numbers?|values?|results?|table|line)\\b`,
        `\\bformatted\\b`,
        `\\b(?:decimal\\s+places|\\d+\\s+decimals|leading\\s+zeros|zero-padded|padded\\s+with|pad\\s+(?:it\\s+|them\\s+)?with|aligned\\s+columns|columns\\s+aligned|fixed\\s+width)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['printf', 'snprintf', 'sprintf'],
      java: ['java.lang.String.format', 'java.io.PrintStream.printf'],
      go: ['fmt.Sprintf', 'fmt.Printf'],
      javascript: ['Number.toFixed', 'String.padStart'],
      rust: ['std::format', 'std::println'],
    },
  },
  {
    // "Pad a string on the left with zeros" found C's `memset` and `explicit_bzero`, Java's
    // `StringBuilder.append`, Go's `fmt.State.Write`, Python's `numpy.pad`.
    task: 'pad text to a width',
    pattern: new RegExp(
      [
        `\\bpad(?:s|ded|ding)?${W(5)}with\\s+(?:leading\\s+|trailing\\s+)?(?:zeros|zeroes|0s|spaces|blanks)\\b`,
        `\\b(?:left|right)[\\s-]pad(?:s|ded|ding)?\\b|\\bzero[\\s-]pad(?:s|ded|ding)?\\b|\\bleading\\s+zero(?:e)?s\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['sprintf', 'snprintf'],
      java: ['java.lang.String.format'],
      go: ['fmt.Sprintf'],
      javascript: ['String.padStart', 'String.padEnd'],
      rust: ['std::format'],
      python: ['builtins.str.zfill', 'builtins.str.rjust'],
    },
  },
  {
    // "Check if a string is numeric" found Java's `String.charAt` and `String.length`, Go's
    // `regexp.Regexp.MatchString`, Python's `numpy.dtype` and `pandas.to_numeric`: a number's text is
    // tested by parsing it.
    task: 'test whether text is a number',
    pattern: /\b(?:strings?|text|input|values?)\s+(?:is|are|represents?|holds?)\s+(?:a\s+)?(?:valid\s+)?(?:numeric|number|numbers|integer|integers|float|decimal)\b|\b(?:is|are)\s+numeric\b|\bnumeric\s+strings?\b|\b(?:only|all)\s+digits\b/i,
    calls: {
      c: ['strtod', 'strtol', 'isdigit'],
      java: ['java.lang.Double.parseDouble', 'java.lang.Integer.parseInt', 'java.lang.Character.isDigit'],
      go: ['strconv.ParseFloat', 'strconv.Atoi'],
      javascript: ['isNaN', 'Number', 'Number.isFinite'],
      rust: ['str::parse'],
      python: ['builtins.str.isdigit', 'builtins.str.isnumeric', 'builtins.float'],
    },
  },
  {
    // "Format a number with thousands separators" found JavaScript's `Number.toFixed` and `padStart`.
    task: 'group digits with separators',
    pattern: /\bthousands?\s+separators?\b|\bdigit\s+grouping\b|\bcommas?\s+(?:as|for)\s+(?:the\s+)?thousands\b/i,
    calls: {
      java: ['java.lang.String.format'],
      javascript: ['Number.toLocaleString'],
    },
  },
  {
    // "Convert a string to a boolean" found Java's `String` and `String.valueOf`, Go's `fmt.Sprintf`, Rust's
    // `String::from`.
    task: 'parse a boolean from text',
    pattern: /\b(?:strings?|text|input|values?)\s+(?:in)?to\s+(?:an?\s+)?bool(?:ean)?s?\b|\bpars(?:e|es|ing|ed)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:as\s+(?:an?\s+)?)?bool(?:ean)?s?\b/i,
    calls: {
      java: ['java.lang.Boolean.parseBoolean'],
      go: ['strconv.ParseBool'],
      rust: ['str::parse'],
    },
  },
  {
    // "Print a number with two decimal places" found Python's `decimal.Decimal.quantize`, JavaScript's nothing
    // of `toFixed`. Rounding to places is the rounding entry's (numbers.ts).
    task: 'write a number with fixed decimal places',
    pattern: /\b(?:one|two|three|four|five|six|\d+|n|fixed|some)\s+decimal(?:\s+(?:places?|digits?|points?))?\b|\bdecimal\s+places\b/i,
    unless: /\bround(?:s|ed|ing)?\b/i,
    calls: {
      c: ['printf', 'snprintf'],
      java: ['java.lang.String.format', 'java.io.PrintStream.printf'],
      go: ['fmt.Printf', 'fmt.Sprintf'],
      javascript: ['Number.toFixed'],
      rust: ['std::format', 'std::println'],
      python: ['builtins.format', 'builtins.round'],
    },
  },
];
