/**
 * Everyday tasks of text: what the user types, numbers read from and written as text, building, formatting,
 * searching, replacing, splitting and repeating strings, characters and their codes and classes, letter
 * case, palindromes, and text encodings (JSON, base64, URL query strings, SHA-256). Asked as users ask them,
 * the routes had found look-alikes: Java's `String.substring` (the noun is its name) for "replace all
 * occurrences of a substring", no `strings.Repeat`, `String.repeat` or `str::repeat` for "repeat a string n
 * times", C's "check if a character is a letter" no `isalpha`, Go's "compute the SHA-256 hash of a string"
 * `hash.Hash.Reset`.
 */
import { type EverydayTask, W } from './task';

export const TEXT_TASKS: readonly EverydayTask[] = [
  {
    task: 'read what the user types',
    pattern: new RegExp(
      [
        `\\b(?:ask|asks|asking|asked|prompt|prompts|prompting|prompted)${W(3)}(?:the\\s+)?(?:users?|players?|operators?|for)\\b`,
        `\\b(?:user|keyboard|console|terminal|interactive)\\s+input\\b`,
        `\\binput\\s+(?:from|by)\\s+(?:the\\s+)?(?:user|keyboard|console|terminal)\\b`,
        `\\b(?:read|reads|reading|get|gets|take|takes|accept|accepts)${W(4)}(?:from|on)\\s+(?:the\\s+)?\\x60?(?:stdin|standard[\\s-]+input|system\\.in|keyboard|console|terminal|user|input(?!\\s+(?:files?|streams?|data)))\\b`,
        `\\b(?:lines?|words?|input|numbers?|integers?)\\s+(?:of|from|on|in)\\s+(?:the\\s+)?\\x60?(?:stdin|standard[\\s-]+input|system\\.in)\\b`,
        `\\b(?:user|player)\\s+(?:enters|types|inputs|entered|typed|chooses|picks)\\b`,
        `\\b(?:enter|type|types|enters)\\s+(?:in\\s+)?(?:a|an|the|two|three|some|their|his|her|your)\\s+(?:\\w+\\s+)?(?:numbers?|integers?|names?|strings?|lines?|words?|values?|text|guess|guesses|choice|answer|expressions?|commands?|moves?)\\b`,
        // "the player makes repeated guesses", "asking after each whether the guess is higher"
        `\\b(?:user|player)\\s+(?:makes|make|making)\\s+(?:\\w+\\s+)?guess(?:es)?\\b`,
        `\\b(?:ask|asks|asking)\\s+after\\s+each\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['scanf', 'fgets', 'getchar'],
      java: ['java.util.Scanner', 'java.util.Scanner.nextInt', 'java.util.Scanner.nextLine', 'java.io.BufferedReader.readLine', 'java.io.InputStreamReader'],
      go: ['bufio.NewScanner', 'bufio.Scanner.Text', 'fmt.Scan', 'bufio.NewReader', 'bufio.Reader.ReadString'],
      javascript: ['readline.createInterface', 'readline.Interface.question', 'process.stdin'],
      rust: ['std::io::stdin', 'std::io::Stdin::read_line', 'str::trim', 'str::parse'],
      python: ['builtins.input'],
    },
  },
  {
    // What the user types is text: a number read from it is parsed (and checked) before it is used.
    task: 'read a number the user types',
    pattern: new RegExp(
      [
        `\\b(?:ask|asks|asking|asked|prompt|prompts|prompting|prompted)${W(4)}(?:for|to\\s+(?:enter|type|input|pick|choose|give|guess))${W(2)}(?:numbers?|integers?|digits?|guess(?:es)?|ages?|amounts?|quantit(?:y|ies)|counts?)\\b`,
        `\\b(?:ask|asks|asking|asked|prompt|prompts|prompting|prompted)${W(3)}(?:users?|players?)\\s+(?:how\\s+(?:many|much|old)|which\\s+number)\\b`,
        `\\b(?:users?|players?)${W(3)}(?:enters?|types?|inputs?|picks?|chooses?|guess(?:es)?|entered|typed)${W(3)}(?:numbers?|integers?|digits?)\\b`,
        `\\b(?:enter|type|input)\\s+(?:a|an|the|their|his|her|your)\\s+(?:\\w+\\s+)?(?:numbers?|integers?|guess(?:es)?)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['scanf', 'atoi', 'strtol'],
      java: ['java.util.Scanner.nextInt', 'java.lang.Integer.parseInt'],
      go: ['fmt.Scan', 'strconv.Atoi'],
      javascript: ['parseInt', 'isNaN', 'Number'],
      rust: ['str::parse', 'std::io::Stdin::read_line'],
      python: ['builtins.int'],
    },
  },
  {
    task: 'read text line by line',
    pattern: /\b(?:line|word)[\s-]+by[\s-]+(?:line|word)\b/i,
    calls: {
      c: ['fgets', 'getline'],
      java: ['java.io.BufferedReader.readLine', 'java.util.Scanner.nextLine', 'java.util.Scanner.hasNext', 'java.util.Scanner'],
      go: ['bufio.NewScanner', 'bufio.Scanner.Scan', 'bufio.Scanner.Text'],
      javascript: ['readline.createInterface', 'String.split'],
      rust: ['std::io::BufRead::lines', 'std::io::BufReader::new'],
      python: ['builtins.open'],
    },
  },
  {
    task: 'parse a number from text',
    pattern: new RegExp(
      [
        `\\b(?:parse|parses|parsing|parsed)${W(3)}(?:numbers?|integers?|ints?|floats?|doubles?|decimals?|numeric|longs?|[iuf](?:8|16|32|64|128|size))\\b`,
        `\\b(?:strings?|text|input|lines?|words?|digits|arguments?)\\s+(?:in)?to\\s+(?:an?\\s+)?(?:numbers?|integers?|ints?|floats?|doubles?|numeric)\\b`,
        `\\b(?:convert|converts|converting|turn|turns)${W(3)}(?:strings?|text|input|arguments?)\\s+(?:in)?to\\s+(?:an?\\s+)?(?:numbers?|integers?|ints?|floats?|doubles?)\\b`,
      ].join('|'),
      'i',
    ),
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
    task: 'format text and numbers',
    pattern: new RegExp(
      [
        `\\bformat(?:s|ted|ting)?\\s+(?:the\\s+|a\\s+|as\\s+|each\\s+)?(?:\\w+\\s+)?(?:strings?|output|text|numbers?|values?|results?|table|line)\\b`,
        `\\bformatted\\b`,
        `\\b(?:decimal\\s+places|leading\\s+zeros|zero-padded|padded\\s+with|pad\\s+(?:it\\s+|them\\s+)?with|aligned\\s+columns|columns\\s+aligned|fixed\\s+width)\\b`,
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
    task: 'change letter case',
    pattern: /\b(?:upper|lower)[\s-]*case\b|\bcapitali[sz](?:e|es|ed|ing|ation)\b/i,
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
    // Rust's "parse a JSON string" found `String::new` and `url::Url::parse`, and no `serde_json`.
    task: 'read or write JSON',
    pattern: /\b(?:pars\w*|decod\w*|deserializ\w*|read\w*|load\w*|serializ\w*|encod\w*|writ\w*|dump\w*|convert\w*|turn\w*)\s+(?:(?:it|them|the|a|an|this)\s+)?(?:[\w-]+\s+){0,3}?(?:from|to|into|as)?\s*json\b|\bjson\s+(?:strings?|text|documents?|data|files?|objects?)\b/i,
    calls: {
      go: ['encoding/json.Unmarshal', 'encoding/json.Marshal'],
      javascript: ['JSON.parse', 'JSON.stringify'],
      rust: ['serde_json::from_str', 'serde_json::to_string'],
    },
  },
  {
    // The noun "substring" is Java's `String.substring` by name, which took the first place from the
    // `replace` and `contains` the question wants; Rust's `std::mem::replace` did the same by its name.
    task: 'replace text in a string',
    pattern: /\breplac(?:e|es|ed|ing)\s+(?:all\s+|every\s+|each\s+)?(?:the\s+)?(?:occurrences?|instances?|substrings?)\b/i,
    calls: {
      c: ['strstr', 'memmove'],
      java: ['java.lang.String.replace', 'java.lang.String.replaceAll'],
      go: ['strings.ReplaceAll', 'strings.NewReplacer'],
      javascript: ['String.replaceAll', 'String.replace'],
      rust: ['std::string::String::replace', 'std::string::String::replacen'],
      python: ['builtins.str.replace'],
    },
  },
  {
    task: 'search a string for text',
    pattern: /\b(?:contains?|containing|includes?)\s+(?:a|the|some|another)\s+(?:given\s+)?(?:sub)?string\b|\bsubstring\s+(?:search|test|check)\b|\b(?:search|searches|searching|look|looks|looking)\s+(?:for\s+)?(?:a|the)\s+substring\b/i,
    calls: {
      c: ['strstr'],
      java: ['java.lang.String.contains', 'java.lang.String.indexOf'],
      go: ['strings.Contains', 'strings.Index'],
      javascript: ['String.includes', 'String.indexOf'],
      rust: ['std::string::String::contains', 'std::string::String::find'],
    },
  },
  {
    // "Convert an object to a query string" found `JSON.stringify` and `String.padStart`, and no
    // `URLSearchParams`; Java no `URLEncoder`, Go no `url.Values.Encode`.
    task: 'build a URL query string',
    pattern: /\bquery[\s-]*strings?\b|\burl[\s-]*(?:encod\w*|decod\w*|parameters?|params)\b|\b(?:percent|form)[\s-]*encod\w*\b|\bencod\w*\s+(?:\w+\s+)?(?:for|in)\s+(?:an?\s+|the\s+)?url\b/i,
    calls: {
      c: ['curl_easy_escape'],
      java: ['java.net.URLEncoder.encode', 'java.net.URLDecoder.decode'],
      go: ['net/url.Values.Encode', 'net/url.QueryEscape', 'net/url.ParseQuery'],
      javascript: ['URLSearchParams', 'encodeURIComponent', 'URLSearchParams.toString'],
      rust: ['url::Url::query_pairs_mut', 'url::Url::query_pairs'],
    },
  },
  {
    task: 'encode as base64',
    pattern: /\bbase[\s-]*64\b/i,
    calls: {
      java: ['java.util.Base64.getEncoder', 'java.util.Base64.Encoder.encodeToString', 'java.util.Base64.getDecoder'],
      go: ['encoding/base64.Encoding.EncodeToString', 'encoding/base64.StdEncoding'],
      javascript: ['btoa', 'Buffer.from', 'Buffer.toString'],
      rust: ['base64::encode'],
      python: ['base64.b64encode', 'base64.b64decode'],
    },
  },
  {
    task: 'hash with SHA-256',
    pattern: /\bsha[\s-]*256\b/i,
    calls: {
      java: ['java.security.MessageDigest.getInstance', 'java.security.MessageDigest.digest'],
      go: ['crypto/sha256.Sum256', 'crypto/sha256.New', 'encoding/hex.EncodeToString'],
      javascript: ['crypto.createHash'],
      rust: ['sha2::Sha256::new', 'sha2::Digest::digest'],
      python: ['hashlib.sha256', 'hashlib.hash.hexdigest'],
    },
  },
  {
    task: 'split text into words',
    pattern: /\b(?:count|counts|counting|split|splits|splitting|break|breaks)\s+(?:the\s+|all\s+)?(?:[\w-]+\s+)?(?:words|tokens)\b|\bword\s+count\b|\btokeni[sz]\w*\b/i,
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
    task: 'test for a palindrome',
    pattern: /\bpalindrom\w*/i,
    calls: {
      java: ['java.lang.StringBuilder.reverse', 'java.lang.StringBuilder'],
      javascript: ['String.split', 'Array.reverse', 'Array.join'],
      rust: ['std::string::String::chars', 'std::iter::Iterator::rev'],
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
    task: 'classify a character',
    pattern: /\b(?:character|char|letter|symbol)s?\s+(?:is|are)\s+(?:a\s+|an\s+)?(?:digits?|letters?|alphabetic|alphanumeric|numeric|whitespace|spaces?|upper[\s-]*case|lower[\s-]*case|vowels?|punctuation)\b|\bis\s+(?:a\s+)?(?:digit|letter)\b/i,
    calls: {
      c: ['isdigit', 'isalpha', 'isspace'],
      java: ['java.lang.Character.isDigit', 'java.lang.Character.isLetter', 'java.lang.Character.isWhitespace'],
      go: ['unicode.IsDigit', 'unicode.IsLetter', 'unicode.IsSpace'],
      javascript: ['RegExp.test'],
      rust: ['char::is_ascii_digit', 'char::is_alphabetic', 'char::is_whitespace'],
    },
  },
  {
    // "Parse an XML document" found Java's SAX `InputSource` and `java.lang.Object`, Go's `xml.Encoder`
    // (writing, not reading) and `strings.Split`. Python's routes find `xml.etree` already; the base
    // has no XML library for Rust or C.
    task: 'parse XML',
    pattern: new RegExp(`\\b(?:parse|parses|parsing|parsed|read|reads|reading|load|loads|loading)${W(3)}xml\\b|\\b(?:from|of|in)\\s+(?:an?\\s+|the\\s+|this\\s+)?xml\\b`, 'i'),
    calls: {
      java: ['javax.xml.parsers.DocumentBuilderFactory.newInstance', 'javax.xml.parsers.DocumentBuilderFactory.newDocumentBuilder', 'javax.xml.parsers.DocumentBuilder.parse'],
      go: ['encoding/xml.Unmarshal', 'encoding/xml.NewDecoder'],
      javascript: ['DOMParser', 'DOMParser.parseFromString'],
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
    // "Find all matches of a regular expression" found JavaScript's `RegExp` and no `matchAll`, Rust's
    // `Regex::new` and no `find_iter`, Java's `String.replaceAll` first.
    task: 'find every match of a regular expression',
    pattern: new RegExp(
      [
        `\\b(?:all|every|each)\\s+(?:the\\s+)?(?:regex\\s+|regexp\\s+|pattern\\s+)?matches\\b`,
        `\\b(?:regex(?:es|p)?|regular\\s+expressions?)\\b${W(6)}(?:all|every|each)\\s+(?:the\\s+)?(?:matches|occurrences)\\b`,
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
    task: 'test a string for emptiness',
    pattern: /\b(?:string|text|line|input)\s+is\s+empty\b|\bis\s+(?:the\s+|a\s+)?(?:string|text|line|input)\s+empty\b|\bempty\s+strings?\b|\bcheck\w*\s+(?:if|whether)\s+(?:(?:a|an|the|this|that|my)\s+)?(?:string|text|line|input)\s+(?:is\s+)?empty\b/i,
    calls: {
      java: ['java.lang.String.isEmpty'],
      rust: ['str::is_empty'],
      python: ['builtins.len'],
    },
  },
  {
    // "Escape HTML special characters" found Go's `strings.IndexByte` and `utf8.DecodeRuneInString`, no
    // `html.EscapeString`.
    task: 'escape HTML',
    pattern: /\b(?:escape|escapes|escaping|encode|encodes|encoding|sanitize|sanitise)\s+(?:the\s+)?(?:special\s+)?(?:html|xml)(?:\s+(?:special\s+)?(?:characters|entities|text|strings?))?\b|\bhtml[\s-](?:escape|escaping|entities)\b/i,
    calls: {
      go: ['html.EscapeString'],
      javascript: ['String.replaceAll'],
      java: ['java.lang.String.replace'],
      python: ['html.escape'],
    },
  },
  {
    // "Strip whitespace from a string" found Python's `re.sub` and `re.compile`, no `str.strip`.
    task: 'trim whitespace',
    pattern: /\b(?:strip|strips|stripping|trim|trims|trimming|remove|removes|removing)\s+(?:the\s+|all\s+|any\s+)?(?:leading\s+(?:and|or|\/)\s+trailing\s+|leading\s+|trailing\s+|surrounding\s+|extra\s+)?(?:white\s*space|spaces|blanks)\b/i,
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
    // "Split a string on commas" found Python's `re.split` first and no `str.split`.
    task: 'split text on a separator',
    pattern: /\bsplit(?:s|ting)?\s+(?:(?:a|the|this|each|every)\s+)?(?:[\w-]+\s+)?(?:strings?|lines?|text|sentences?|paths?|records?)\s+(?:on|by|at|using|with)\s+(?:a\s+|the\s+|each\s+|every\s+)?(?:commas?|spaces?|whitespace|delimiters?|separators?|colons?|semicolons?|tabs?|dots?|periods?|slashes|dashes|hyphens|pipes?|underscores?)\b/i,
    calls: {
      c: ['strtok'],
      java: ['java.lang.String.split'],
      go: ['strings.Split'],
      javascript: ['String.split'],
      rust: ['str::split'],
      python: ['builtins.str.split'],
    },
  },
];
