/**
 * The everyday tasks of everyday-tasks.ts: how questions say each (matched case-insensitively against the
 * whole question) and, per knowledge-base language, the calls made for it, most usual first (full names
 * as the base has them; test/integration/shipped-base.test.ts checks each against the shipped base).
 * General programming knowledge, written once; each entry's comment says what the routes found without it.
 */

export interface EverydayTask {
  /** What the task is (for tests and notes). */
  task: string;
  /** How questions say it (matched case-insensitively against the whole question). */
  pattern: RegExp;
  /** Per knowledge-base language, the calls made for it, most usual first (full names as the base has them). */
  calls: Readonly<Record<string, readonly string[]>>;
}

/** Up to n words between two parts of a phrase ("ask *the new* user", "read *a count `N`* from"), within a sentence. */
const W = (n: number) => `(?:\\s+[^\\s.;:!?]+){0,${n}}?\\s+`;

export const EVERYDAY_TASKS: readonly EverydayTask[] = [
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
    task: 'read text line by line',
    pattern: /\b(?:line|word)[\s-]+by[\s-]+(?:line|word)\b/i,
    calls: {
      c: ['fgets', 'getline'],
      java: ['java.io.BufferedReader.readLine', 'java.util.Scanner.nextLine', 'java.util.Scanner.hasNext', 'java.util.Scanner'],
      go: ['bufio.NewScanner', 'bufio.Scanner.Scan', 'bufio.Scanner.Text'],
      javascript: ['readline.createInterface', 'String.split'],
      rust: ['std::io::BufRead::lines', 'std::io::BufReader::new'],
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
    },
  },
  {
    task: 'raise to a power',
    pattern: /\braised\s+to\b|\bto\s+the\s+(?:\w+\s+)?power\b|\bexponentiation\b|\bpowers?\s+of\s+(?:two|2|ten|10|\w)\b|\b(?:squared|cubed)\b/i,
    calls: {
      c: ['pow'],
      java: ['java.lang.Math.pow'],
      go: ['math.Pow'],
      javascript: ['Math.pow'],
      rust: ['f64::powi', 'f64::powf', 'u64::pow'],
    },
  },
  {
    // Angles are what trigonometry is for, and few trigonometric functions' documentation says "angle"
    // (C's `cos` "cosine function", Rust's `atan2` "four quadrant arctangent"): "map times of day to
    // angles" found the clock (`time`, `localtime`) and no `cos`; "roots of unity" `csqrt` and `cimag`.
    // Not "angle brackets" (markup), nor "degree" alone (a graph's, a polynomial's).
    task: 'work with angles',
    pattern: new RegExp(
      [
        `\\b(?:angles?(?![\\s-]+brackets?)|radians?|trigonometr\\w*|sines?|cosines?|arc\\s*tangents?|polar\\s+(?:coordinates?|form)|unit\\s+circle|roots?\\s+of\\s+unity)\\b`,
        `\\d\\s*(?:°|degrees?\\b)`,
        `\\bdegrees?\\s+(?:to|into|from|and|or)\\s+radians?\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['cos', 'sin', 'atan2'],
      java: ['java.lang.Math.cos', 'java.lang.Math.sin', 'java.lang.Math.atan2', 'java.lang.Math.toRadians'],
      go: ['math.Cos', 'math.Sin', 'math.Atan2'],
      javascript: ['Math.cos', 'Math.sin', 'Math.atan2', 'Math.PI'],
      rust: ['f64::cos', 'f64::sin', 'f64::atan2', 'f64::to_radians'],
    },
  },
  {
    // A check digit or a digit sum works with each digit's value, which no route ties to "checksum":
    // Java's `Character.getNumericValue`, Rust's `char::to_digit`, JavaScript's `parseInt`.
    task: 'work with the digits of a number',
    pattern: /\b(?:check[\s-]*digits?|checksums?|luhn|digits?\s+of\s+(?:an?\s+|the\s+|each\s+)?(?:\w+\s+)?(?:numbers?|integers?)|sum\s+(?:of\s+)?(?:the\s+|its\s+)?digits|digit\s+sums?)\b/i,
    calls: {
      c: ['isdigit', 'atoi'],
      java: ['java.lang.Character.getNumericValue', 'java.lang.Character.digit', 'java.lang.Integer.parseInt'],
      go: ['strconv.Atoi', 'strconv.Itoa'],
      javascript: ['parseInt', 'String.split'],
      rust: ['char::to_digit', 'std::string::String::chars'],
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
    // Names that are not the words: `abs` for "absolute value" (Rust's `f64::abs` lost to `Path::absolute`),
    // Go's `math.Round` for "the nearest integer" (it lost to `math/big`), `to_uppercase` for "upper case".
    task: 'take an absolute value',
    pattern: /\babsolute\s+(?:values?|differences?)\b/i,
    calls: {
      c: ['abs', 'fabs'],
      java: ['java.lang.Math.abs'],
      go: ['math.Abs'],
      javascript: ['Math.abs'],
      rust: ['f64::abs', 'i32::abs'],
    },
  },
  {
    task: 'round a number',
    pattern: /\bround(?:s|ed|ing)?\s+(?:(?:it|them|the|a|each|this)\s+)?(?:[\w-]+\s+){0,2}?(?:to\s+(?:the\s+)?nearest|up|down|off)\b|\bnearest\s+(?:whole\s+)?(?:integer|number|int)\b|\bround(?:ing)?\s+(?:a\s+|the\s+)?(?:float|floating[\s-]point\s+number|number|value)s?\b/i,
    calls: {
      c: ['round', 'floor', 'ceil'],
      java: ['java.lang.Math.round', 'java.lang.Math.floor', 'java.lang.Math.ceil'],
      go: ['math.Round', 'math.Floor', 'math.Ceil'],
      javascript: ['Math.round', 'Math.floor', 'Math.ceil'],
      rust: ['f64::round', 'f64::floor', 'f64::ceil'],
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
    task: 'compute with big integers',
    pattern: /\barbitrary[\s-]+precision\b|\bbig\s*(?:integers?|ints?|nums?|numbers?)\b|\b(?:very|arbitrarily)\s+large\s+(?:integers?|numbers?)\b/i,
    calls: {
      java: ['java.math.BigInteger', 'java.math.BigInteger.multiply', 'java.math.BigInteger.valueOf'],
      go: ['math/big.NewInt', 'math/big.Int.Mul'],
      javascript: ['BigInt'],
      rust: ['num_bigint::BigInt'],
    },
  },
  {
    task: 'count occurrences in a map',
    pattern: /\b(?:count|counts|counting|tally|tallies)\s+(?:the\s+|how\s+often\s+)?(?:\w+\s+)?(?:occurrences?|frequenc(?:y|ies)|appearances)\b|\bhow\s+many\s+times\b|\b(?:hash\s*maps?|hash\s*tables?|associative\s+arrays?|key[\s-]value\s+pairs?)\b/i,
    calls: {
      java: ['java.util.HashMap', 'java.util.Map.getOrDefault', 'java.util.Map.merge'],
      javascript: ['Map', 'Map.set', 'Map.get'],
      rust: ['std::collections::HashMap::new', 'std::collections::HashMap::entry', 'std::collections::HashMap::insert'],
    },
  },
  {
    task: 'work with calendar dates',
    pattern: /\bday\s+of\s+(?:the\s+)?week\b|\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekdays?|weekends?)\b|\bleap\s+years?\b|\bcalendar\b/i,
    calls: {
      c: ['mktime', 'localtime', 'strftime'],
      java: ['java.time.LocalDate.of', 'java.time.LocalDate.getDayOfWeek', 'java.util.GregorianCalendar', 'java.util.Calendar.get'],
      go: ['time.Date', 'time.Time.Weekday', 'time.Time.AddDate'],
      javascript: ['Date', 'Date.getDay'],
      rust: ['chrono::NaiveDate::from_ymd_opt', 'chrono::Datelike::weekday'],
    },
  },
  {
    task: 'pick at random',
    pattern: /\brandom(?:ly|ness|ised|ized)?\b|\bshuffl\w*|\b(?:roll|rolls|rolling)\s+(?:a\s+|the\s+|two\s+)?(?:die|dice)\b/i,
    calls: {
      c: ['rand', 'srand', 'time'],
      java: ['java.util.Random', 'java.util.Random.nextInt', 'java.lang.Math.random'],
      // Not `rand.Seed(time.Now().UnixNano())`: the set's older solutions call it (both Go halves rose
      // by .01 to .03 with it listed), but the base's Go (1.27) marks `math/rand.Seed` deprecated.
      go: ['math/rand.Intn', 'math/rand.Float64', 'math/rand.Shuffle'],
      javascript: ['Math.random', 'Math.floor'],
      rust: ['rand::thread_rng', 'rand::Rng::gen_range', 'rand::random'],
    },
  },
  {
    task: 'pause for a while',
    pattern: new RegExp(
      [
        `\\b(?:sleep|sleeps|sleeping|pause|pauses|pausing)\\b`,
        `\\b(?:wait|waits|waiting|delay|delays)\\s+(?:for\\s+)?(?:an?\\s+|one\\s+|\\d+\\s+|a\\s+few\\s+|some\\s+|several\\s+)?(?:milli|micro|nano)?(?:seconds?|ms|minutes?)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['sleep', 'usleep', 'nanosleep'],
      java: ['java.lang.Thread.sleep', 'java.util.concurrent.TimeUnit.sleep'],
      go: ['time.Sleep'],
      javascript: ['setTimeout'],
      rust: ['std::thread::sleep', 'std::time::Duration::from_millis', 'std::time::Duration::from_secs'],
    },
  },
  {
    // "Repeat a function every second" found neither JavaScript's `setInterval` nor Go's ticker.
    task: 'repeat at intervals',
    pattern: /\b(?:every|each)\s+(?:\d+\s+|few\s+|other\s+)?(?:seconds?|minutes?|milliseconds?|ms|hours?)\b|\bonce\s+(?:per|a|every)\s+(?:second|minute|hour)\b|\bperiodically\b|\bat\s+(?:regular\s+|fixed\s+)?intervals?\b/i,
    calls: {
      c: ['sleep', 'nanosleep'],
      java: ['java.util.concurrent.ScheduledExecutorService.scheduleAtFixedRate', 'java.util.Timer.scheduleAtFixedRate', 'java.lang.Thread.sleep'],
      go: ['time.NewTicker', 'time.Tick', 'time.Sleep'],
      javascript: ['setInterval', 'clearInterval'],
      rust: ['std::thread::sleep', 'std::time::Duration::from_secs', 'tokio::time::interval'],
    },
  },
  {
    task: 'read the clock and time a run',
    pattern: new RegExp(
      [
        `\\b(?:elapsed|execution\\s+time|running\\s+time|run\\s+time|time\\s+(?:taken|it\\s+takes)|stopwatch|timestamp|time\\s+of\\s+day)\\b`,
        `\\b(?:measure|measures|measuring|time|times|timing)${W(2)}(?:the\\s+)?(?:time|duration|speed|performance)\\b`,
        `\\bcurrent\\s+(?:date|time|year)\\b`,
        `\\bhow\\s+long${W(3)}(?:takes?|took|runs?|ran|lasts?)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['time', 'clock', 'CLOCKS_PER_SEC', 'localtime'],
      java: ['java.lang.System.currentTimeMillis', 'java.lang.System.nanoTime', 'java.time.LocalDateTime.now'],
      go: ['time.Now', 'time.Since', 'time.Time.Sub'],
      javascript: ['Date.now', 'performance.now', 'Date'],
      rust: ['std::time::Instant::now', 'std::time::Instant::elapsed', 'std::time::SystemTime::now'],
    },
  },
  {
    task: 'read a file',
    pattern: new RegExp(
      [
        `\\b(?:read|reads|reading|open|opens|opening|load|loads|loading|scan|scans)${W(4)}(?:text\\s+|input\\s+)?files?\\b`,
        `\\bfiles?\\s+line[\\s-]+by[\\s-]+line\\b`,
        `\\b(?:contents?|lines?|words?)\\s+(?:of|in|from)\\s+(?:a|the|an?\\s+input|the\\s+input)\\s+(?:text\\s+)?file\\b`,
        `\\bfrom\\s+(?:a|the)\\s+(?:text\\s+|input\\s+)?file\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['fopen', 'fgets', 'fclose', 'fread'],
      java: ['java.io.BufferedReader', 'java.io.FileReader', 'java.io.BufferedReader.readLine', 'java.nio.file.Files.readAllLines'],
      go: ['os.Open', 'os.ReadFile', 'bufio.NewScanner'],
      javascript: ['fs.readFileSync', 'fs.readFile'],
      rust: ['std::fs::read_to_string', 'std::fs::File::open', 'std::io::BufReader::new', 'std::io::BufRead::lines'],
    },
  },
  {
    task: 'write a file',
    pattern: new RegExp(
      [
        `\\b(?:write|writes|writing|save|saves|saving|store|stores|storing)${W(4)}(?:to\\s+|into\\s+|in\\s+)?(?:a|an|the)\\s+(?:new\\s+)?(?:text\\s+|output\\s+)?files?\\b`,
        `\\b(?:create|creates|creating)\\s+(?:a|an|the)\\s+(?:new\\s+)?(?:text\\s+|output\\s+)?file\\b`,
        `\\boutput\\s+file\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['fopen', 'fprintf', 'fputs', 'fclose'],
      java: ['java.io.FileWriter', 'java.io.PrintWriter', 'java.io.BufferedWriter', 'java.nio.file.Files.write'],
      go: ['os.Create', 'os.WriteFile', 'bufio.NewWriter'],
      javascript: ['fs.writeFileSync', 'fs.writeFile', 'fs.appendFileSync'],
      rust: ['std::fs::write', 'std::fs::File::create', 'std::io::Write::write_all'],
    },
  },
  {
    // "List the files in a directory" found C's `mkdir` and `S_ISDIR`, Go's `filepath.Join` and
    // JavaScript's `path.join`, and no `readdir`: "files" and "directory" are in every path API's name.
    task: 'list a directory',
    pattern: new RegExp(
      [
        `\\b(?:list|lists|listing|walk|walks|walking|traverse|traverses|traversing|iterate|iterates|iterating|enumerate|enumerates|enumerating|scan|scans|scanning|read|reads|reading|find|finds|finding)${W(3)}(?:files?|entries|contents?|subdirector(?:y|ies))\\s+(?:of|in|under|within)\\s+(?:an?\\s+|the\\s+|each\\s+|every\\s+|that\\s+)?(?:given\\s+|current\\s+)?(?:directory|directories|folders?|dir)\\b`,
        `\\bdirectory\\s+(?:listing|contents)\\b`,
        `\\b(?:walk|walks|walking|traverse|traverses|traversing|recursively\\s+(?:list|visit|scan)\\w*)\\s+(?:through\\s+)?(?:an?\\s+|the\\s+)?(?:directory|directories|folders?|file\\s*system)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['opendir', 'readdir', 'closedir'],
      java: ['java.io.File.listFiles', 'java.nio.file.Files.list', 'java.nio.file.Files.walk'],
      go: ['os.ReadDir', 'path/filepath.WalkDir', 'path/filepath.Glob'],
      javascript: ['fs.readdirSync', 'fs.readdir', 'fs.statSync'],
      rust: ['std::fs::read_dir', 'std::fs::DirEntry::path'],
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
    // "Deep copy an object" found JavaScript's `Object.keys` and `Object.create`, no `structuredClone`;
    // Rust's `ptr::copy_nonoverlapping`, no `Clone::clone`. Python's and Java's routes answer it already.
    task: 'copy an object deeply',
    pattern: /\bdeep(?:ly)?[\s-]*(?:copy|copies|copied|copying|clone|clones|cloned|cloning)\b|\b(?:copy|copies|clone|clones)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:objects?|structs?|structures?)\s+(?:deeply|recursively)\b/i,
    calls: {
      c: ['memcpy'],
      javascript: ['structuredClone', 'JSON.parse', 'JSON.stringify'],
      rust: ['std::clone::Clone::clone'],
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
  // What is done to a collection's elements: asked "group a list of objects by a field", "sum the numbers in a
  // list", "filter a list by a condition", every language found look-alikes (Python `urllib.parse.parse_qs`
  // and `requests.get`, Java `Matcher.group` and `ReentrantLock.newCondition`, Rust `Box::new`) and not the
  // collection's own operation.
  {
    task: 'group items by a key',
    pattern: /\bgroup(?:s|ed|ing)?\s+(?:(?:the|a|an|all|its)\s+)?(?:[\w-]+\s+){0,4}?by\b|\bgroup[\s-]+by\b/i,
    calls: {
      java: ['java.util.stream.Collectors.groupingBy', 'java.util.stream.Stream.collect'],
      javascript: ['Object.groupBy', 'Array.reduce'],
      rust: ['std::collections::HashMap::entry', 'itertools::Itertools::group_by'],
      // Not Python: its questions group DataFrames, and `itertools.groupby` took places from pandas there.
    },
  },
  {
    task: 'sum a collection',
    pattern: /\b(?:sum|total)\s+(?:of\s+)?(?:(?:the|all|its)\s+)?(?:[\w-]+\s+){0,2}?(?:numbers|values|elements|items|integers|list|array|vector|slice)\b|\bsum\s+(?:up\s+)?(?:a|the)\s+(?:list|array|vector|slice)\b/i,
    calls: {
      java: ['java.util.stream.IntStream.sum', 'java.util.stream.Stream.mapToInt'],
      javascript: ['Array.reduce'],
      rust: ['std::iter::Iterator::sum'],
      // Not Python: "the sum of the values" is mostly a DataFrame's or an array's there (`numpy.sum`).
    },
  },
  {
    task: 'find the largest or smallest element',
    pattern: /\b(?:max(?:imum)?|min(?:imum)?|largest|smallest|biggest|highest|lowest)\s+(?:(?:value|element|item|number|entry)\s+)?(?:of|in|from)\s+(?:a|an|the|this|each)\s+(?:[\w-]+\s+)?(?:list|array|vector|slice|collection|sequence)\b/i,
    calls: {
      java: ['java.util.Collections.max', 'java.util.Collections.min', 'java.util.stream.Stream.max'],
      javascript: ['Math.max', 'Math.min'],
      go: ['slices.Max', 'slices.Min'],
      rust: ['std::iter::Iterator::max', 'std::iter::Iterator::min'],
      python: ['builtins.max', 'builtins.min'],
    },
  },
  {
    task: 'filter a collection',
    pattern: /\bfilter(?:s|ed|ing)?\s+(?:(?:the|a|an|its)\s+)?(?:[\w-]+\s+)?(?:list|array|vector|slice|collection|elements|items|values)\b/i,
    calls: {
      java: ['java.util.stream.Stream.filter', 'java.util.List.stream'],
      javascript: ['Array.filter'],
      go: ['slices.DeleteFunc'],
      rust: ['std::iter::Iterator::filter', 'std::vec::Vec::retain'],
      python: ['builtins.filter'],
    },
  },
  {
    task: 'remove duplicates',
    pattern: /\b(?:remove|removes|removing|drop|drops|dropping|eliminat\w*|delete|deletes|deleting)\s+(?:the\s+|all\s+|any\s+)?duplicat\w*|\bdedup\w*|\bde-duplicat\w*/i,
    calls: {
      java: ['java.util.LinkedHashSet', 'java.util.stream.Stream.distinct'],
      javascript: ['Set', 'Array.from'],
      go: ['slices.Compact', 'slices.Sort'],
      rust: ['std::vec::Vec::dedup', 'std::collections::HashSet::new'],
    },
  },
  {
    task: 'transform each element',
    pattern: /\bapply\s+(?:a|the|this|that)\s+(?:[\w-]+\s+)?function\s+to\s+(?:each|every|all)\b|\b(?:transform|map)\s+(?:each|every)\s+(?:element|item|value|entry)\b/i,
    calls: {
      java: ['java.util.stream.Stream.map', 'java.util.List.stream'],
      javascript: ['Array.map'],
      rust: ['std::iter::Iterator::map', 'std::iter::Iterator::collect'],
      python: ['builtins.map'],
    },
  },
  // Files, paths and the process's surroundings. Asked as a user would: Rust's "delete a file" and "get the
  // current working directory" found neither `remove_file` nor `current_dir`, Go's "get the file extension"
  // `asn1.ObjectIdentifier`, Java's "join two paths" `String.join`, Go's "open a TCP connection" `os.Open`.
  {
    task: 'find the current directory',
    pattern: /\b(?:current|present)\s+(?:working\s+)?director(?:y|ies)\b|\bworking\s+director(?:y|ies)\b|\bcwd\b/i,
    calls: {
      c: ['getcwd'],
      java: ['java.lang.System.getProperty', 'java.nio.file.Paths.get'],
      go: ['os.Getwd'],
      javascript: ['process.cwd'],
      rust: ['std::env::current_dir'],
    },
  },
  {
    task: 'find the size of a file',
    pattern: /\b(?:size|length)\s+of\s+(?:a|the|each|this|that)\s+(?:[\w-]+\s+)?files?\b|\bfile\s*sizes?\b|\bhow\s+(?:big|large)\s+(?:a|the)\s+file\b/i,
    calls: {
      c: ['stat', 'fstat'],
      java: ['java.nio.file.Files.size', 'java.io.File.length'],
      go: ['os.Stat', 'io/fs.FileInfo.Size'],
      javascript: ['fs.statSync', 'fs.stat'],
      rust: ['std::fs::metadata', 'std::fs::Metadata::len'],
    },
  },
  {
    task: "take a file name's extension",
    pattern: /\b(?:file\s*(?:name\s*)?)?extensions?\s+of\s+(?:a|the|each)\s+(?:file|path)|\bfile\s*(?:name\s*)?extensions?\b/i,
    calls: {
      c: ['strrchr'],
      java: ['java.lang.String.lastIndexOf', 'java.nio.file.Path.getFileName'],
      go: ['path/filepath.Ext'],
      javascript: ['path.extname'],
      rust: ['std::path::Path::extension'],
    },
  },
  {
    task: 'join paths',
    pattern: /\b(?:join|joins|joining|combine|combines|combining|concatenat\w*)\s+(?:two\s+|the\s+|a\s+)?(?:file\s*|directory\s+)?paths?\b|\bpaths?\s+join\w*\b/i,
    calls: {
      c: ['snprintf'],
      java: ['java.nio.file.Path.resolve', 'java.nio.file.Paths.get'],
      go: ['path/filepath.Join'],
      javascript: ['path.join'],
      rust: ['std::path::Path::join'],
    },
  },
  {
    task: 'delete a file',
    pattern: /\b(?:delete|deletes|deleting|remove|removes|removing|erase|unlink)\s+(?:a|the|each|this|that|all)\s+(?:[\w-]+\s+)?files?\b/i,
    calls: {
      c: ['remove', 'unlink'],
      java: ['java.nio.file.Files.delete', 'java.io.File.delete'],
      go: ['os.Remove'],
      javascript: ['fs.unlinkSync', 'fs.unlink'],
      rust: ['std::fs::remove_file'],
    },
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
    },
  },
  {
    task: 'connect over TCP',
    pattern: /\b(?:tcp|udp)\s+(?:connection|client|socket)s?\b|\bconnect\s+to\s+(?:a|the)\s+(?:remote\s+)?(?:server|host|port)\b|\bopen\s+a\s+(?:tcp\s+|network\s+)?socket\b/i,
    calls: {
      c: ['socket', 'connect'],
      java: ['java.net.Socket'],
      go: ['net.Dial', 'net.DialTimeout'],
      javascript: ['net.connect', 'net.createConnection'],
      rust: ['std::net::TcpStream::connect'],
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
    },
  },
  {
    task: 'parse a date',
    pattern: /\bpars(?:e|es|ed|ing)\s+(?:a\s+|the\s+|each\s+)?(?:[\w-]+\s+)?(?:dates?|times?|datetimes?|timestamps?)\b|\b(?:date|time|timestamp)\s+strings?\b/i,
    calls: {
      c: ['strptime', 'mktime'],
      java: ['java.time.LocalDate.parse', 'java.time.format.DateTimeFormatter.ofPattern', 'java.text.SimpleDateFormat.parse'],
      go: ['time.Parse'],
      javascript: ['Date.parse', 'Date'],
      rust: ['chrono::NaiveDate::parse_from_str', 'chrono::NaiveDateTime::parse_from_str'],
    },
  },
  {
    task: 'read CSV',
    pattern: /\bcsv\b/i,
    calls: {
      go: ['encoding/csv.NewReader', 'encoding/csv.Reader.ReadAll'],
      rust: ['csv::Reader::from_path', 'csv::Reader::records'],
    },
  },
  // Concurrency, hashing, numbers and collections, from a third sweep of everyday questions: Go's "compute the
  // SHA-256 hash of a string" found `hash.Hash.Reset` and no `crypto/sha256`, Java's "use a mutex to protect
  // shared data" `java.lang.Object` and `HashMap`, Rust's "check if a list contains an element"
  // `fs::read_to_string`, Java's "start an HTTP server" `String.startsWith`.
  {
    task: 'run tasks in parallel and wait for them',
    pattern: /\b(?:in\s+parallel|concurrently)\b[^.;]{0,120}?\bwait\w*\b|\bwait\s+for\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?(?:tasks?|threads?|goroutines?|jobs?|workers?|them)\b/i,
    calls: {
      c: ['pthread_create', 'pthread_join'],
      java: ['java.util.concurrent.ExecutorService.invokeAll', 'java.util.concurrent.Executors.newFixedThreadPool', 'java.util.concurrent.CompletableFuture.allOf'],
      go: ['sync.WaitGroup', 'sync.WaitGroup.Add', 'sync.WaitGroup.Wait'],
      javascript: ['Promise.all'],
      rust: ['std::thread::spawn', 'std::thread::JoinHandle::join'],
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
    },
  },
  {
    task: 'make a thread pool',
    pattern: /\b(?:thread|worker)[\s-]*pools?\b/i,
    calls: {
      java: ['java.util.concurrent.Executors.newFixedThreadPool', 'java.util.concurrent.ExecutorService.invokeAll'],
      go: ['sync.WaitGroup'],
      rust: ['std::thread::spawn', 'std::sync::mpsc::channel'],
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
    },
  },
  {
    task: 'test a number for primality',
    pattern: /\b(?:is|are|whether|if)\s+(?:(?:a|the|each|every|this)\s+)?(?:[\w-]+\s+)?(?:number|integer|n)?\s*(?:is\s+)?prime\b|\bprimality\b/i,
    calls: {
      java: ['java.math.BigInteger.isProbablePrime'],
      go: ['math/big.Int.ProbablyPrime'],
    },
  },
  {
    task: 'compute a greatest common divisor',
    pattern: /\bgreatest\s+common\s+(?:divisor|factor)\b|\bgcd\b|\bhighest\s+common\s+factor\b/i,
    calls: {
      java: ['java.math.BigInteger.gcd'],
      go: ['math/big.Int.GCD'],
      rust: ['num_integer::gcd'],
    },
  },
  {
    task: 'write a number in another base',
    pattern: /\b(?:to|into|in|as)\s+(?:its\s+)?(?:binary|hexadecimal|hex|octal)\b|\b(?:binary|hexadecimal|hex|octal)\s+(?:representation|string|digits)\b|\b(?:binary|hexadecimal|hex|octal)\s+(?:string\s+)?(?:to|into)\s+(?:a\s+|an\s+)?(?:number|integer|int|decimal)\b/i,
    calls: {
      java: ['java.lang.Integer.toBinaryString', 'java.lang.Integer.toHexString', 'java.lang.Integer.parseInt'],
      go: ['strconv.FormatInt', 'strconv.ParseInt'],
      javascript: ['Number.toString', 'parseInt'],
      rust: ['std::format', 'i64::from_str_radix'],
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
    task: 'find an element of a collection',
    pattern: /\b(?:index|position)\s+of\s+(?:an?\s+|the\s+|each\s+)?(?:[\w-]+\s+)?(?:element|item|value|entry)\b|\b(?:contains?|includes?)\s+(?:an?\s+|the\s+|this\s+|that\s+)?(?:given\s+)?(?:element|item|value|entry)\b/i,
    calls: {
      java: ['java.util.List.indexOf', 'java.util.List.contains'],
      go: ['slices.Index', 'slices.Contains'],
      javascript: ['Array.indexOf', 'Array.includes', 'Array.findIndex'],
      rust: ['std::iter::Iterator::position', 'std::vec::Vec::contains'],
    },
  },
  {
    task: 'walk a map',
    pattern: /\b(?:keys|values|entries)\s+of\s+(?:a|an|the|this)\s+(?:hash\s*)?(?:map|dictionary|dict|object|hashtable)\b|\b(?:iterate|iterates|iterating|loop|loops|looping)\s+(?:over|through)\s+(?:a|an|the|this)\s+(?:hash\s*)?(?:map|dictionary|dict|hashtable)\b/i,
    calls: {
      java: ['java.util.Map.entrySet', 'java.util.Map.keySet'],
      javascript: ['Object.entries', 'Object.keys', 'Map.forEach'],
      rust: ['std::collections::HashMap::iter', 'std::collections::HashMap::keys'],
    },
  },
  {
    task: 'take the last element',
    pattern: /\blast\s+(?:element|item|value|entry)\s+(?:of|in)\s+(?:a|an|the)\s+(?:list|array|vector|slice|sequence)\b/i,
    calls: {
      javascript: ['Array.at'],
      rust: ['std::vec::Vec::last', 'slice::last'],
    },
  },
  {
    task: 'append to a file',
    pattern: /\bappend\w*\s+(?:a\s+|the\s+|some\s+)?(?:[\w-]+\s+){0,2}?(?:to|onto)\s+(?:a|an|the)\s+(?:[\w-]+\s+)?file\b/i,
    calls: {
      c: ['fopen', 'fputs'],
      java: ['java.io.FileWriter', 'java.nio.file.Files.writeString', 'java.nio.file.StandardOpenOption.APPEND'],
      go: ['os.OpenFile', 'os.O_APPEND'],
      javascript: ['fs.appendFileSync'],
      rust: ['std::fs::OpenOptions::append', 'std::fs::OpenOptions::new'],
    },
  },
  {
    task: 'serve HTTP',
    pattern: /\b(?:http|web)\s+servers?\b|\bserve\s+http\b|\b(?:rest|http)\s+(?:api|endpoint)s?\s+server\b/i,
    calls: {
      java: ['com.sun.net.httpserver.HttpServer.create', 'com.sun.net.httpserver.HttpServer'],
      go: ['net/http.ListenAndServe', 'net/http.HandleFunc'],
      javascript: ['http.createServer'],
    },
  },
  {
    task: 'send an HTTP POST',
    pattern: /\bpost\s+requests?\b|\bhttp\s+post\b|\bpost\s+(?:the\s+|a\s+|some\s+)?(?:json|data|form)\s+to\b/i,
    calls: {
      java: ['java.net.http.HttpClient', 'java.net.http.HttpRequest.newBuilder', 'java.net.http.HttpRequest.BodyPublishers.ofString'],
      go: ['net/http.Post', 'net/http.NewRequest'],
      javascript: ['fetch'],
      rust: ['reqwest::Client::post', 'reqwest::blocking::Client::post'],
    },
  },
  // Strings, characters, arrays and dates, from a fourth sweep: "repeat a string n times" found no
  // `strings.Repeat`, `String.repeat` or `str::repeat`; "check if a character is a letter" no `isalpha` in C;
  // JavaScript's "concatenate two arrays" no `Array.concat`; Java's "format a date as YYYY-MM-DD" no
  // `DateTimeFormatter`.
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
    task: 'fill an array',
    pattern: /\bfill\w*\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:array|list|vector|slice|buffer)\s+with\b|\b(?:array|list|vector)\s+of\s+(?:\w+\s+)?zeros\b/i,
    calls: {
      c: ['memset'],
      java: ['java.util.Arrays.fill'],
      javascript: ['Array.fill', 'Array'],
      rust: ['std::vec', 'std::vec::Vec::resize'],
    },
  },
  {
    task: 'copy or join arrays',
    pattern: /\b(?:copy|copies|copying|clone|cloning|duplicate)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:array|list|vector|slice)s?\b|\b(?:concatenat\w*|join|joins|joining|merge|merges|merging|combine|combines|combining)\s+(?:two\s+|the\s+|several\s+|multiple\s+)?(?:[\w-]+\s+)?(?:arrays|lists|vectors|slices)\b/i,
    calls: {
      c: ['memcpy'],
      java: ['java.util.Arrays.copyOf', 'java.lang.System.arraycopy'],
      go: ['slices.Clone', 'slices.Concat'],
      javascript: ['Array.concat', 'Array.slice', 'Array.from'],
      rust: ['slice::to_vec', 'std::vec::Vec::extend_from_slice', 'slice::concat'],
    },
  },
  {
    task: 'format a date',
    pattern: /\bformat\w*\s+(?:a\s+|the\s+|each\s+|this\s+|today's\s+)?(?:[\w-]+\s+)?(?:dates?|times?|datetimes?|timestamps?)\b|\b(?:yyyy|dd)[-/.](?:mm|dd)\b|\biso[\s-]*8601\b/i,
    calls: {
      c: ['strftime', 'localtime'],
      java: ['java.time.format.DateTimeFormatter.ofPattern', 'java.time.LocalDate.format'],
      go: ['time.Time.Format'],
      javascript: ['Date.toISOString', 'Date.toLocaleDateString'],
      rust: ['chrono::NaiveDate::format', 'chrono::DateTime::format'],
    },
  },
  {
    task: 'count the days between dates',
    pattern: /\b(?:days?|time|hours?|weeks?|difference|duration)\s+between\s+(?:two\s+|the\s+)?(?:[\w-]+\s+)?dates\b|\b(?:difference|duration)\s+between\s+(?:two|the)\s+(?:times|timestamps)\b/i,
    calls: {
      c: ['difftime', 'mktime'],
      java: ['java.time.temporal.ChronoUnit.between', 'java.time.temporal.ChronoUnit.DAYS'],
      go: ['time.Time.Sub', 'time.Duration.Hours'],
      javascript: ['Date.getTime'],
      rust: ['chrono::NaiveDate::signed_duration_since'],
    },
  },
  {
    task: 'sort',
    // A median, a quartile or a percentile is read off the sorted values: the languages without a
    // statistics library (all but Python, which lists no call here) sort first.
    pattern: /\bsort(?:s|ed|ing)?\b|\b(?:ascending|descending|alphabetical|lexicographic(?:al)?)\s+order\b|\b(?:medians?|quartiles?|percentiles?)\b/i,
    calls: {
      c: ['qsort'],
      java: ['java.util.Arrays.sort', 'java.util.Collections.sort', 'java.util.List.sort'],
      go: ['sort.Slice', 'sort.Ints', 'sort.Strings'],
      javascript: ['Array.sort'],
      rust: ['slice::sort', 'slice::sort_by', 'slice::sort_unstable'],
    },
  },
  {
    task: 'end the program',
    pattern: /\b(?:exit|exits|exiting)\b|\b(?:terminate|terminates|end|ends|quit|quits|abort|aborts)\s+the\s+(?:program|process|script)\b|\bexit\s+(?:code|status)\b/i,
    calls: {
      c: ['exit'],
      java: ['java.lang.System.exit'],
      go: ['os.Exit'],
      javascript: ['process.exit'],
      rust: ['std::process::exit'],
    },
  },
  {
    task: 'fetch a web page',
    // Fetching, not any mention of a URL: "parse a URL" is string work.
    pattern: new RegExp(
      [
        `\\b(?:download\\w*|fetch\\w*|get|gets|getting|retriev\\w*|request\\w*|quer(?:y|ies|ying)|call|calls|calling|load|loads|loading|read|reads|reading|open|opens|opening|visit\\w*|scrap\\w*)${W(3)}(?:the\\s+|an?\\s+)?(?:https?|urls?|web\\s*pages?|websites?|web\\s+(?:server|service|api)|online\\s+(?:api|service)|rest\\s+api|api\\s+endpoint)\\b`,
        `\\bhttp\\s+(?:get|post|request|client)\\b`,
        `\\bdownload(?:s|ing)?\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      java: ['java.net.URL', 'java.net.URL.openConnection', 'java.net.HttpURLConnection', 'java.net.http.HttpClient'],
      go: ['net/http.Get', 'io.ReadAll', 'net/http.NewRequest'],
      javascript: ['fetch', 'https.get'],
      rust: ['reqwest::get', 'reqwest::blocking::get'],
    },
  },
];
