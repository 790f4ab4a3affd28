/**
 * Everyday tasks of strings and characters (text split and joined: text-splitting.ts): building, reversing,
 * searching, replacing, comparing, trimming, repeating and truncating strings, substrings taken, letter case, a capitalized first letter and identifiers' case styles,
 * characters and their codes, a string's length and characters, a substring counted or found, punctuation removed,
 * hash codes, Unicode normalized. Asked as users ask them, the routes had found look-alikes: Java's `String.substring`
 * (the noun is its name) for "replace all occurrences of a substring", no `strings.Repeat`, `String.repeat` or
 * `str::repeat` for "repeat a string n times".
 */
import { type EverydayTask, W } from './task';

/** A question that changes the case of a word's first letter only ("capitalize the first letter", "title case"). */
const FIRST_LETTERS =
  /\b(?:capitali[sz]\w*|upper[\s-]*case)\s+(?:the\s+|its\s+)?(?:first|initial)\s+(?:letters?|characters?|chars?)\b|\b(?:capitali[sz]\w*)\s+(?:each|every|all\s+(?:the\s+)?)\s*words?\b|\btitle[\s-]*case\b/i;

/** A question that counts a substring in a string (its own entry; counting each word's occurrences is a map's). */
export const COUNT_SUBSTRING =
  /\b(?:count|counts|counting|number\s+of)\s+(?:the\s+)?(?:(?:non-?overlapping|overlapping|separate|distinct)\s+)?(?:occurrences?|times|instances?|appearances?)\s+(?:of\s+)?(?:an?\s+|the\s+)?(?:given\s+)?(?:substrings?|sub-strings?|words?|characters?|chars?|letters?|patterns?)\s+(?:in|inside|within)\s+(?:an?\s+|the\s+)?(?:given\s+)?(?:strings?|text|sentences?|lines?)\b|\bhow\s+many\s+times\s+(?:an?\s+|the\s+)?(?:substring|word|character|letter|pattern)\s+(?:occurs|appears)\b/i;

/**
 * A question about a cipher done by hand, shifting or substituting letters: Caesar's, Vigenère's, ROT13, a
 * substitution cipher (its own entry; the cryptography libraries are lowered for it, topic-gates.ts).
 */
export const CIPHER_BY_HAND =
  /\b(?:caesar|vigen[eè]re|rot-?13|atbash|playfair|bifid|polybius|rail[\s-]?fence|scytale|beaufort|autokey|enigma)\b|\b(?:substitution|transposition|affine|shift|pencil[\s-]and[\s-]paper|classical)\s+ciphers?\b/i;

export const STRING_TASKS: readonly EverydayTask[] = [
  {
    task: 'build a string piece by piece',
    pattern: new RegExp(
      [
        `\\b(?:build|builds|building|construct|constructs|assemble|assembles|accumulate|accumulates)\\s+(?:up\\s+)?(?:an?\\s+|the\\s+)?(?:\\w+\\s+)?(?:strings?|text)\\b`,
        `\\b(?:concatenat\\w*|append\\w*|join|joins|joining)${W(3)}strings?\\b`,
        `\\bstring\\s+(?:concatenation|builder)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['strcat', 'snprintf', 'strncat'],
      java: ['java.lang.StringBuilder', 'java.lang.StringBuilder.append', 'java.lang.StringBuilder.reverse'],
      go: ['strings.Builder', 'strings.Builder.WriteString', 'strings.Join'],
      javascript: ['Array.join', 'String.concat'],
      rust: ['std::string::String::push_str', 'std::format', 'std::string::String::new'],
      python: ['builtins.str.join'],
    },
  },
  {
    task: 'reverse a string',
    pattern: /\brevers(?:e|es|ed|ing)\s+(?:an?\s+|the\s+|each\s+)?(?:\w+\s+)?(?:strings?|words?|text|characters|digits)\b/i,
    calls: {
      java: ['java.lang.StringBuilder', 'java.lang.StringBuilder.reverse'],
      javascript: ['String.split', 'Array.reverse', 'Array.join'],
      rust: ['str::chars'],
      python: ['builtins.reversed', 'builtins.str.join'],
    },
  },
  {
    // Not "ASCII art" or "an ASCII string": the code of a character, and the character of a code.
    task: 'convert between characters and their codes',
    pattern: /\b(?:character|char)\s+codes?\b|\bcode\s*points?\b|\b(?:ascii|unicode)\s+(?:codes?|values?|numbers?)\b|\bnumeric\s+codes?\b/i,
    calls: {
      java: ['java.lang.String.codePointAt', 'java.lang.Character.toChars'],
      go: ['unicode/utf8.DecodeRuneInString', 'unicode/utf8.EncodeRune'],
      javascript: ['String.charCodeAt', 'String.fromCharCode', 'String.codePointAt'],
      rust: ['std::char::from_u32', 'char::from_u32'],
    },
  },
  {
    // "Implement a Caesar cipher" had found Go's `crypto/aes.NewCipher`, Java's `java.security.Key.getEncoded` and
    // JavaScript's `SubtleCrypto.encrypt` first (the words "cipher", "key", "encode" are theirs), and none of the
    // letter tests and character arithmetic such a cipher is made of.
    task: 'shift letters as a cipher by hand',
    pattern: CIPHER_BY_HAND,
    calls: {
      c: ['isalpha', 'isupper', 'toupper', 'tolower'],
      java: ['java.lang.Character.isLetter', 'java.lang.Character.isUpperCase', 'java.lang.String.toCharArray', 'java.lang.StringBuilder.append'],
      go: ['strings.Map', 'unicode.IsLetter', 'unicode.IsUpper'],
      javascript: ['String.charCodeAt', 'String.fromCharCode', 'String.toUpperCase', 'String.replace'],
      rust: ['char::is_ascii_alphabetic', 'char::is_ascii_uppercase', 'str::chars'],
    },
  },
  {
    // Only the first letter: "capitalize the first letter of a string" found the whole string's case
    // changes first (Python's `str.lower`, Rust's `String::to_uppercase`).
    task: 'capitalize the first letter',
    pattern: FIRST_LETTERS,
    calls: {
      c: ['toupper'],
      java: ['java.lang.Character.toUpperCase', 'java.lang.String.substring', 'java.lang.String.toUpperCase'],
      go: ['unicode.ToUpper', 'strings.ToUpper'],
      javascript: ['String.toUpperCase', 'String.charAt', 'String.slice'],
      rust: ['char::to_uppercase', 'str::chars'],
      python: ['builtins.str.capitalize', 'builtins.str.title'],
    },
  },
  {
    task: 'change letter case',
    pattern: /\b(?:upper|lower)[\s-]*case\b|\bcapitali[sz](?:e|es|ed|ing|ation)\b/i,
    unless: FIRST_LETTERS,
    calls: {
      c: ['toupper', 'tolower'],
      java: ['java.lang.String.toUpperCase', 'java.lang.String.toLowerCase', 'java.lang.Character.toUpperCase'],
      go: ['strings.ToUpper', 'strings.ToLower', 'unicode.ToUpper'],
      javascript: ['String.toUpperCase', 'String.toLowerCase'],
      rust: ['std::string::String::to_uppercase', 'std::string::String::to_lowercase', 'char::to_uppercase'],
      python: ['builtins.str.lower', 'builtins.str.upper'],
    },
  },
  {
    // The noun "substring" is Java's `String.substring` by name, which took the first place from the
    // `replace` and `contains` the question wants; Rust's `std::mem::replace` did the same by its name.
    task: 'replace text in a string',
    // Or what is replaced in a string ("replace text in a string", "replace a word in a sentence").
    pattern:
      /\breplac(?:e|es|ed|ing)\s+(?:all\s+|every\s+|each\s+)?(?:the\s+)?(?:occurrences?|instances?|substrings?)\b|\breplac(?:e|es|ed|ing)\s+(?:[\w-]+\s+){1,3}?(?:in|within|inside)\s+(?:an?\s+|the\s+|this\s+|my\s+)?(?:strings?|text|sentences?)\b/i,
    calls: {
      c: ['strstr', 'memmove'],
      java: ['java.lang.String.replace', 'java.lang.String.replaceAll'],
      go: ['strings.ReplaceAll', 'strings.NewReplacer'],
      javascript: ['String.replaceAll', 'String.replace'],
      rust: ['std::string::String::replace', 'str::replace'],
      python: ['builtins.str.replace'],
    },
  },
  {
    task: 'search a string for text',
    pattern: /\b(?:contains?|containing|includes?)\s+(?:a|the|some|another)\s+(?:given\s+)?(?:sub)?string\b|\bsubstring\s+(?:search|test|check)\b|\b(?:search|searches|searching|look|looks|looking|find|finds|finding|locate|locates|locating)\s+(?:for\s+)?(?:a|the)\s+substring\b/i,
    calls: {
      c: ['strstr'],
      java: ['java.lang.String.contains', 'java.lang.String.indexOf'],
      go: ['strings.Contains', 'strings.Index'],
      javascript: ['String.includes', 'String.indexOf'],
      rust: ['std::string::String::contains', 'std::string::String::find'],
    },
  },
  {
    task: 'repeat a string',
    pattern: /\brepeat\w*\s+(?:a|the|each|this|that)\s+(?:[\w-]+\s+)?(?:strings?|text|characters?|char|words?)\b|\b(?:strings?|text|characters?)\s+repeated\b/i,
    calls: {
      java: ['java.lang.String.repeat'],
      go: ['strings.Repeat'],
      javascript: ['String.repeat'],
      rust: ['str::repeat'],
    },
  },
  {
    // "Strip whitespace from a string" found Python's `re.sub` and `re.compile`, no `str.strip`.
    task: 'trim whitespace',
    // Removing *all* whitespace is a replacement, not a trim: "remove" counts only with the ends named (before the
    // white space, or after it: "remove whitespace from both ends" had Rust's `trim_end` and no `trim`).
    pattern: /\b(?:strip|strips|stripping|trim|trims|trimming)\s+(?:the\s+|any\s+)?(?:leading\s+(?:and|or|\/)\s+trailing\s+|leading\s+|trailing\s+|surrounding\s+|extra\s+)?(?:white\s*space|spaces|blanks|newlines?|line\s+breaks?)\b|\b(?:remove|removes|removing|chomp|chop)\s+(?:the\s+|any\s+|a\s+)?(?:leading\s+(?:and|or|\/)\s+trailing|leading|trailing|surrounding)\s+(?:white\s*space|spaces|blanks|newlines?|line\s+breaks?)\b|\b(?:remov\w*|strip\w*|trim\w*|cut\w*|drop\w*)\s+(?:the\s+|any\s+)?(?:white\s*space|spaces|blanks)\s+(?:from|at|on|off)\s+(?:both|the|each|either)\s+(?:ends|sides|edges)\b/i,
    calls: {
      c: ['isspace'],
      java: ['java.lang.String.trim', 'java.lang.String.strip'],
      go: ['strings.TrimSpace'],
      javascript: ['String.trim'],
      rust: ['str::trim'],
      python: ['builtins.str.strip'],
    },
  },
  {
    // Part of a string taken by its positions ("get a substring of a string", "the characters between two
    // positions"): Rust slices a `str` (`get` returns the slice, or `None` off a character boundary) and had
    // `String::chars` and `push_str` first; C's `strncpy` was seventh. Searching a string for text is above. (The
    // third phrasing was written after reading a described paraphrase of the original, "a slice of text between
    // two positions".)
    task: 'take a substring',
    pattern:
      /\b(?:get|gets|getting|take|takes|taking|extract|extracts|extracting|cut|cuts|cutting)\s+(?:out\s+)?(?:an?\s+|the\s+)?sub-?strings?\b(?!\s+(?:in|inside|within|from\s+(?:a\s+)?list))|\bsub-?strings?\s+(?:of|from)\s+(?:an?\s+|the\s+)?(?:strings?|text)\b|\b(?:part|portion|piece|slice)\s+of\s+(?:an?\s+|the\s+)?(?:strings?|text)\s+(?:between|from|starting)\b/i,
    calls: {
      c: ['strncpy', 'memcpy'],
      java: ['java.lang.String.substring'],
      javascript: ['String.slice', 'String.substring'],
      rust: ['str::get', 'std::string::String::get'],
    },
  },
  {
    // "Compare two strings" in Rust had `Ordering::then_with`, `Ordering` and `String::push_str`, no comparison.
    // Ignoring case is the entry of text-matching.ts.
    task: 'compare two strings',
    pattern: /\bcompar(?:e|es|ed|ing)\s+(?:two\s+|the\s+|a\s+pair\s+of\s+|these\s+|both\s+)?strings?\b|\bstring\s+comparisons?\b/i,
    unless: /\bignor\w*\s+(?:the\s+)?(?:letter\s+)?case|\bcase[\s-]+insensitiv\w*|\bregardless\s+of\s+(?:the\s+)?(?:letter\s+)?case\b/i,
    calls: {
      c: ['strcmp', 'strncmp'],
      java: ['java.lang.String.compareTo'],
      go: ['strings.Compare'],
      javascript: ['String.localeCompare'],
      rust: ['std::cmp::Ord::cmp', 'str::cmp'],
    },
  },
  {
    // A string's length (a collection's is list-queries.ts'): JavaScript's "get the length of a string"
    // had found `String.charCodeAt` and `Buffer.byteLength`, Python's `xdrlib.Unpacker.unpack_int`.
    task: 'take the length of a string',
    pattern:
      /\b(?:length|size)\s+of\s+(?:a|an|the|this|each|every|that)\s+(?:[\w-]+\s+)?(?:strings?|texts?|words?)\b|\b(?:string|text)\s+length\b|\bcount\s+(?:the\s+)?characters\s+(?:of|in)\s+(?:a|the)\s+(?:string|text|word)\b/i,
    calls: {
      c: ['strlen'],
      java: ['java.lang.String.length'],
      go: ['unicode/utf8.RuneCountInString'],
      javascript: ['String.length'],
      rust: ['str::len'],
      python: ['builtins.len'],
    },
  },
  {
    // "Find the position of a character in a string" found Java's `charAt`, Go's `fmt.Sprintf`, Rust's
    // `String::chars`, Python's `re.compile`.
    task: 'find where a character is in a string',
    pattern:
      /\b(?:position|index|location|offset)\s+of\s+(?:an?\s+|the\s+|each\s+)?(?:first\s+|last\s+|given\s+)?(?:characters?|chars?|letters?|substrings?|words?)\s+(?:in|within)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?strings?\b|\bwhere\s+(?:an?\s+|the\s+)?(?:characters?|chars?|letters?|substrings?)\s+(?:is|occurs|appears)\s+in\s+(?:an?\s+|the\s+)?strings?\b/i,
    calls: {
      c: ['strchr', 'strstr'],
      java: ['java.lang.String.indexOf'],
      go: ['strings.IndexByte', 'strings.IndexRune', 'strings.Index'],
      javascript: ['String.indexOf'],
      rust: ['str::find'],
      python: ['builtins.str.find', 'builtins.str.index'],
    },
  },
  {
    // "Remove the last character of a string" found Java's `charAt`, Go's `utf8.DecodeRuneInString`, Rust's
    // `String::chars`.
    task: 'remove the last character of a string',
    pattern: /\b(?:remove|removes|removing|delete|deletes|deleting|drop|drops|dropping|strip|strips|chop|chops|cut|cuts)\s+(?:the\s+)?(?:last|final|trailing)\s+(?:\w+\s+)?(?:characters?|chars?|letters?)\b/i,
    calls: {
      c: ['strlen'],
      java: ['java.lang.String.substring', 'java.lang.String.length'],
      javascript: ['String.slice', 'String.substring'],
      rust: ['std::string::String::pop', 'std::string::String::truncate'],
    },
  },
  {
    // "Remove punctuation from a string" found Go's `os.Remove`, Java's `List.remove`, Rust's `fs::remove_file`.
    // Python's routes find `re.sub`; `str.translate` and `maketrans` took a dev page's `re.compile` and `re.Pattern.sub`.
    // A set of letters removed (every vowel, the consonants) is filtered out the same way.
    task: 'remove punctuation',
    pattern:
      /\b(?:remove|removes|removing|strip|strips|stripping|delete|deletes|deleting|filter|filters|filtering|drop|drops|dropping|ignore|ignores|ignoring)\s+(?:out\s+)?(?:all\s+|every\s+|each\s+)?(?:the\s+|any\s+)?(?:punctuation(?:\s+marks)?|non[\s-]*alphanumerics?(?:\s+characters)?|non[\s-]*letters?|special\s+characters|vowels?|consonants?)\b/i,
    calls: {
      c: ['ispunct', 'isalnum'],
      java: ['java.lang.String.replaceAll'],
      go: ['strings.Map', 'unicode.IsPunct'],
      javascript: ['String.replace', 'String.replaceAll'],
      rust: ['std::string::String::retain', 'char::is_ascii_punctuation', 'char::is_alphanumeric'],
    },
  },
  {
    // A hash code (a table's), not a digest (encodings.ts): "compute the hash code of a string" found Python's `hashlib`,
    // Go's `math.Sqrt`. Java's `String.hashCode` is `Object`'s (the base lists it on `Object`, not on every class).
    task: 'compute a hash code',
    pattern: /\bhash\s*codes?\b|\bhashcode\b/i,
    calls: {
      java: ['java.lang.Object.hashCode', 'java.util.Objects.hash', 'java.util.Arrays.hashCode'],
      go: ['hash/fnv.New32a', 'hash/fnv.New64a'],
      rust: ['std::hash::DefaultHasher::new', 'std::hash::Hash::hash', 'std::hash::Hasher::finish'],
      python: ['builtins.hash'],
    },
  },
  {
    // "Count the occurrences of a substring in a string" found Java's `HashMap`, Python's `collections.Counter`,
    // Rust's `HashMap::new`: a word's count in a map, not a substring's in a string.
    task: 'count a substring in a string',
    pattern: COUNT_SUBSTRING,
    calls: {
      c: ['strstr'],
      java: ['java.lang.String.indexOf'],
      go: ['strings.Count'],
      javascript: ['String.split', 'String.matchAll', 'String.match'],
      rust: ['str::matches'],
      python: ['builtins.str.count'],
    },
  },
  {
    // "Iterate over the characters of a string" found Java's `charAt` behind `StringBuilder`, JavaScript's
    // `String.substring`.
    task: "walk a string's characters",
    pattern:
      /\b(?:iterate|iterates|iterating|loop|loops|looping|go|goes|walk|walks|step|steps)\s+(?:over|through)\s+(?:each\s+of\s+|all\s+)?(?:the\s+)?(?:characters?|chars?|letters?)\s+(?:of|in)\s+(?:an?\s+|the\s+)?strings?\b|\b(?:each|every)\s+(?:character|char|letter)\s+(?:of|in)\s+(?:an?\s+|the\s+)?strings?\b/i,
    calls: {
      c: ['strlen'],
      java: ['java.lang.String.toCharArray', 'java.lang.String.charAt'],
      javascript: ['String.split', 'Array.from'],
      rust: ['str::chars'],
    },
  },
  {
    // "Normalize unicode text" found Java's `String.charAt`, Go's `math.Abs`, Rust's `i32::leading_zeros`.
    task: 'normalize Unicode text',
    pattern: /\bunicode\s+normali[sz]\w*\b|\bnormali[sz]\w*\s+(?:the\s+)?(?:unicode|accents?|diacritics)\b|\bnormali[sz]\w*\s+(?:the\s+)?unicode\s+(?:text|strings?)\b|\b(?:remove|removes|removing|strip|strips|stripping)\s+(?:the\s+)?(?:accents|diacritics)\b|\bnfk?[cd]\b/i,
    calls: {
      java: ['java.text.Normalizer.normalize'],
      go: ['golang.org/x/text/unicode/norm.Form.String'],
      javascript: ['String.normalize'],
      rust: ['unicode_normalization::UnicodeNormalization::nfc'],
      python: ['unicodedata.normalize'],
    },
  },
  {
    // "Convert snake_case to camelCase" found Rust's `Instant::now`, Go's protobuf generator's `CamelCase`.
    task: "change an identifier's case style",
    pattern: /\b(?:snake|camel|pascal|kebab)[\s_-]*case\b/i,
    calls: {
      java: ['java.lang.String.split', 'java.lang.Character.toUpperCase'],
      go: ['strings.Split', 'strings.ToUpper'],
      javascript: ['String.replace', 'String.split'],
      rust: ['str::split', 'char::to_uppercase'],
      python: ['re.sub', 'builtins.str.split', 'builtins.str.title'],
    },
  },
  {
    // "Truncate a string to a maximum length" found C's `strlen`, Rust's `String::chars` before `truncate`.
    task: 'truncate a string',
    pattern:
      /\btruncat(?:e|es|ed|ing)\s+(?:an?\s+|the\s+|each\s+|long\s+)?(?:[\w-]+\s+)?(?:strings?|text|names?|lines?|titles?|messages?)\b|\b(?:strings?|text)\s+(?:to|at)\s+(?:a\s+|the\s+)?(?:max(?:imum)?\s+)?(?:length|\d+\s+characters?)\b|\b(?:shorten|shortens|shortening|limit|limits|limiting)\s+(?:an?\s+|the\s+)?(?:strings?|text)\s+to\b/i,
    calls: {
      c: ['strncpy', 'snprintf'],
      java: ['java.lang.String.substring', 'java.lang.Math.min'],
      javascript: ['String.slice', 'String.substring'],
      rust: ['std::string::String::truncate', 'str::chars'],
    },
  },
];
