/**
 * Everyday tasks of numbers and time: powers, angles and their conversion between degrees and radians, digits,
 * absolute values, rounding (to the nearest, down, up), powers of two, matrix products, floats compared,
 * overflows detected, values clamped, big integers, primality, greatest common divisors, number
 * bases, distances and standard deviations, random draws (a random element among them), pauses and intervals, the
 * clock, and dates (calendars and leap years, parsing, formatting, days between them, a date from a Unix
 * timestamp, the date in UTC, the machine's time zone). Each entry's comment says what the routes found without
 * it; Java's "format a date as YYYY-MM-DD" had found no `DateTimeFormatter`.
 */
import { SLEEP_ASYNCHRONOUSLY } from './processes';
import { anyOf, type EverydayTask, W } from './task';

/** A question for randomness an attacker cannot predict: tokens, passwords, keys, the OS's entropy. */
const SECURE_RANDOM =
  /\b(?:cryptographically|secure(?:ly)?)\s+(?:secure\s+)?random|\bcrypto(?:graphic)?\s+random|\b(?:\/dev\/u?random|urandom|entropy\s+source|csprng)\b|\brandom(?:ly)?\s+(?:generated\s+|chosen\s+)?(?:tokens?|passwords?|salts?|nonces?|(?:session|api|secret|encryption|aes|crypto(?:graphic)?)\s+keys?)\b/i;

/** A question that rounds down or up, not to the nearest (not "round up to two places"). */
const ROUND_DOWN = /\bround(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,3}?down\b|\bround(?:s|ed|ing)?\s+towards?\s+(?:negative|minus)\s+infinity\b/i;
const ROUND_UP =
  /\bround(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,3}?up\b(?!\s+to\s+(?:\w+\s+)?(?:decimals?|places?|digits?|significant))|\bround(?:s|ed|ing)?\s+towards?\s+(?:positive|plus)\s+infinity\b/i;

/** A question that converts an angle between degrees and radians. */
const DEGREES_AND_RADIANS = /\bdegrees?\s+(?:in)?to\s+radians?\b|\bradians?\s+(?:in)?to\s+degrees?\b|\bto[\s_-]?(?:radians|degrees)\b/i;


/** A question for the date or time in UTC (its own entry: the clock's count is no date in a zone). */
const DATE_IN_UTC = /\b(?:dates?|times?|timestamps?|now)\s+(?:in|as)\s+utc\b|\butc\s+(?:dates?|times?|now)\b|\b(?:current|today's)\s+(?:\w+\s+)?(?:in|as)\s+utc\b/i;

/** A question that makes a date of a Unix timestamp (its own entry: the clock's count is not a given one). */
const FROM_UNIX_TIMESTAMP =
  /\b(?:from|convert\w*|turn\w*|pars\w*)\s+(?:an?\s+|the\s+|this\s+)?(?:unix|epoch|posix)\s+(?:timestamps?|times?|seconds|milli(?:seconds)?)\b|\b(?:unix|epoch|posix)\s+(?:timestamps?|times?|seconds)\s+(?:in)?to\s+(?:an?\s+|the\s+)?(?:dates?|datetimes?|times?|strings?)\b|\b(?:seconds|milliseconds)\s+since\s+(?:the\s+)?epoch\s+(?:in)?to\b/i;

/** A question that reads a number written in another base (its own entry; the writing one lists writers first). */
const FROM_ANOTHER_BASE =
  /\b(?:hex(?:adecimal)?|binary|octal|base[\s-]*\d+)\s+(?:strings?\s+|numbers?\s+|digits?\s+|representation\s+)?(?:in)?to\s+(?:an?\s+)?(?:integers?|ints?|numbers?|decimal|longs?)\b|\bpars(?:e|es|ing|ed)\s+(?:an?\s+|the\s+)?(?:hex(?:adecimal)?|binary|octal)\b|\bfrom\s+(?:hex(?:adecimal)?|binary|octal)\b/i;

/** A question whether a number is a power of two (a bit test, not raising to a power). */
const POWER_OF_TWO = /\bpowers?\s+of\s+(?:two|2)\b/i;

export const NUMBER_AND_TIME_TASKS: readonly EverydayTask[] = [
  {
    task: 'raise to a power',
    pattern: /\braised\s+to\b|\bto\s+the\s+(?:\w+\s+)?power\b|\bexponentiation\b|\bpowers?\s+of\s+(?:two|2|ten|10|\w)\b|\b(?:squared|cubed)\b/i,
    unless: POWER_OF_TWO,
    calls: {
      c: ['pow'],
      java: ['java.lang.Math.pow'],
      go: ['math.Pow'],
      javascript: ['Math.pow'],
      rust: ['f64::powi', 'f64::powf', 'u64::pow'],
      python: ['builtins.pow', 'math.pow'],
    },
  },
  {
    // A conversion has its own call: Java's "convert degrees to radians" had `Math.cos` and `Math.sin` (the
    // angles entry below) before `toRadians`.
    task: 'convert between degrees and radians',
    pattern: DEGREES_AND_RADIANS,
    calls: {
      java: ['java.lang.Math.toRadians', 'java.lang.Math.toDegrees'],
      rust: ['f64::to_radians', 'f64::to_degrees'],
      python: ['math.radians', 'math.degrees'],
    },
  },
  {
    // Angles are what trigonometry is for, and few trigonometric functions' documentation says "angle"
    // (C's `cos` "cosine function", Rust's `atan2` "four quadrant arctangent"): "map times of day to
    // angles" found the clock (`time`, `localtime`) and no `cos`; "roots of unity" `csqrt` and `cimag`.
    // Not "angle brackets" (markup), nor "degree" alone (a graph's, a polynomial's); not a conversion
    // between degrees and radians that names no trigonometry (its own entry above).
    task: 'work with angles',
    pattern: new RegExp(
      [
        `\\b(?:angles?(?![\\s-]+brackets?)|radians?|trigonometr\\w*|sines?|cosines?|arc\\s*tangents?|polar\\s+(?:coordinates?|form)|unit\\s+circle|roots?\\s+of\\s+unity)\\b`,
        `\\d\\s*(?:°|degrees?\\b)`,
        `\\bdegrees?\\s+(?:to|into|from|and|or)\\s+radians?\\b`,
      ].join('|'),
      'i',
    ),
    unless: new RegExp(`^(?![^]*\\b(?:sines?|cosines?|tangents?|trigonometr\\w*|sin|cos|tan|atan2?)\\b)[^]*(?:${DEGREES_AND_RADIANS.source})`, 'i'),
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
      python: ['builtins.abs'],
    },
  },
  {
    // Rounding down or up has its own call: "round a number down to an integer" had Go's `math.Round` and
    // Rust's `f64::round` first (the entry below lists rounding to the nearest first). "Up to two places"
    // is not rounding up.
    task: 'round a number down',
    pattern: ROUND_DOWN,
    calls: {
      c: ['floor'],
      java: ['java.lang.Math.floor'],
      go: ['math.Floor'],
      javascript: ['Math.floor'],
      rust: ['f64::floor'],
      python: ['math.floor'],
    },
  },
  {
    task: 'round a number up',
    pattern: ROUND_UP,
    calls: {
      c: ['ceil'],
      java: ['java.lang.Math.ceil'],
      go: ['math.Ceil'],
      javascript: ['Math.ceil'],
      rust: ['f64::ceil'],
      python: ['math.ceil'],
    },
  },
  {
    task: 'round a number',
    pattern: /\bround(?:s|ed|ing)?\s+(?:(?:it|them|the|a|each|this)\s+)?(?:[\w-]+\s+){0,2}?(?:to\s+(?:the\s+)?nearest|up|down|off)\b|\bnearest\s+(?:whole\s+)?(?:integer|number|int)\b|\bround(?:ing)?\s+(?:a\s+|the\s+)?(?:float|floating[\s-]point\s+number|number|value)s?\b/i,
    unless: anyOf(ROUND_DOWN, ROUND_UP),
    calls: {
      c: ['round', 'floor', 'ceil'],
      java: ['java.lang.Math.round', 'java.lang.Math.floor', 'java.lang.Math.ceil'],
      go: ['math.Round', 'math.Floor', 'math.Ceil'],
      javascript: ['Math.round', 'Math.floor', 'Math.ceil'],
      rust: ['f64::round', 'f64::floor', 'f64::ceil'],
      python: ['builtins.round', 'math.floor', 'math.ceil'],
    },
  },
  {
    // "Convert a unix timestamp to a date" found Go's `time.Now`, Python's `time.time`, Rust's `SystemTime::now`
    // and Java's `System.currentTimeMillis`: the clock, not a date made from a number of seconds.
    task: 'make a date from a Unix timestamp',
    pattern: FROM_UNIX_TIMESTAMP,
    calls: {
      c: ['localtime', 'gmtime', 'strftime'],
      java: ['java.time.Instant.ofEpochSecond', 'java.time.Instant.ofEpochMilli'],
      go: ['time.Unix', 'time.UnixMilli'],
      javascript: ['Date'],
      rust: ['chrono::NaiveDateTime::from_timestamp_opt', 'chrono::TimeZone::timestamp_opt'],
      python: ['datetime.datetime.fromtimestamp'],
    },
  },
  {
    // "Get the local time zone" found Java's `TimeZone.getTimeZone` (a zone by name), Rust's `Vec::new`,
    // Python's nothing of time zones.
    task: "find the machine's time zone",
    pattern: /\b(?:local|current|system|default|machine's|computer's|user's)\s+time[\s-]*zones?\b|\btime[\s-]*zones?\s+of\s+(?:this|the)\s+(?:machine|system|computer)\b/i,
    calls: {
      c: ['tzset', 'localtime'],
      java: ['java.time.ZoneId.systemDefault', 'java.util.TimeZone.getDefault'],
      go: ['time.Local', 'time.Time.Zone'],
      javascript: ['Date.getTimezoneOffset'],
      rust: ['chrono::Local::now', 'chrono::Local'],
      python: ['datetime.datetime.astimezone', 'time.tzname'],
    },
  },
  {
    // "Get the current date in UTC" found Rust's `SystemTime::now`, Java's `System.currentTimeMillis`,
    // Python's `time.time`: the clock's count, not a date in UTC.
    task: 'read the date in UTC',
    pattern: DATE_IN_UTC,
    calls: {
      c: ['gmtime', 'time', 'strftime'],
      java: ['java.time.Instant.now', 'java.time.ZonedDateTime.now', 'java.time.OffsetDateTime.now'],
      go: ['time.Now', 'time.Time.UTC'],
      javascript: ['Date.toISOString', 'Date.getUTCDate'],
      rust: ['chrono::Utc::now'],
      python: ['datetime.datetime.now'],
    },
  },
  {
    // "Check if a year is a leap year" found Java's `LocalDate.of` and `Calendar.get`.
    task: 'test for a leap year',
    pattern: /\bleap[\s-]+years?\b/i,
    calls: {
      java: ['java.time.Year.isLeap', 'java.time.LocalDate.isLeapYear'],
      python: ['calendar.isleap'],
    },
  },
  {
    // "Pick a random element from a list" found Rust's `Rng::gen_range` and no `choose`.
    task: 'pick a random element',
    pattern: /\brandom\s+(?:elements?|items?|entry|entries|members?|words?|lines?|cards?|choices?)\s+(?:from|of|in)\b|\b(?:pick|picks|picking|choose|chooses|choosing|select|selects|selecting|draw|draws)\s+(?:an?\s+|one\s+)?(?:elements?|items?|entry|entries|members?)\s+at\s+random\b/i,
    unless: SECURE_RANDOM,
    calls: {
      c: ['rand'],
      java: ['java.util.Random.nextInt', 'java.util.List.get'],
      go: ['math/rand.Intn'],
      javascript: ['Math.random', 'Math.floor'],
      rust: ['rand::prelude::SliceRandom::choose', 'rand::thread_rng'],
      python: ['random.choice'],
    },
  },
  {
    // "Get the number of days in a month" found Java's `Calendar.getInstance` and `Date.getMonth`.
    task: 'count the days in a month',
    pattern: /\b(?:number\s+of\s+)?days\s+(?:in|of)\s+(?:a|the|this|that|each|every|given)\s+(?:given\s+)?month\b|\blength\s+of\s+(?:a|the)\s+month\b|\bmonth's\s+length\b|\blast\s+day\s+of\s+(?:a|the)\s+month\b/i,
    calls: {
      java: ['java.time.YearMonth.lengthOfMonth', 'java.time.YearMonth.of', 'java.time.LocalDate.lengthOfMonth'],
      go: ['time.Date'],
      javascript: ['Date', 'Date.getDate'],
      python: ['calendar.monthrange'],
    },
  },
  {
    // "Check if a number is a power of two" found Rust's `powi`, Java's `Math.pow`, Go's `math.Pow`.
    task: 'test for a power of two',
    pattern: POWER_OF_TWO,
    calls: {
      java: ['java.lang.Integer.bitCount', 'java.lang.Long.bitCount'],
      go: ['math/bits.OnesCount'],
      rust: ['u32::is_power_of_two', 'u64::is_power_of_two'],
    },
  },
  {
    // "Multiply two matrices" found scipy's sparse `multiply` (element by element) first.
    task: 'multiply matrices',
    pattern: /\bmatri(?:x|ces)\s+(?:multiplication|products?)\b|\bmultipl(?:y|ies|ying)\s+(?:two\s+|the\s+)?matri(?:x|ces)\b|\bdot\s+products?\b/i,
    calls: {
      python: ['numpy.matmul', 'numpy.dot'],
    },
  },
  {
    // "Compare two floating point numbers" found Python's `numpy.isfinite`, Go's `strconv.ParseFloat`, C's `strcmp`:
    // two floats are equal within a tolerance.
    task: 'compare floating-point numbers',
    pattern:
      /\b(?:compare|compares|comparing)\s+(?:two\s+)?(?:floating[\s-]point(?:\s+(?:numbers?|values?))?|floats?|doubles?)\b|\b(?:floats?|floating[\s-]point\s+(?:numbers?|values?)|doubles?)\s+(?:are\s+)?(?:approximately\s+|nearly\s+|almost\s+)?equal\b|\bapproximately\s+equal\b|\bwithin\s+(?:a\s+|some\s+|the\s+)?(?:tolerance|epsilon)\b/i,
    calls: {
      c: ['fabs', 'DBL_EPSILON'],
      java: ['java.lang.Math.abs', 'java.lang.Double.compare'],
      go: ['math.Abs'],
      javascript: ['Math.abs', 'Number.EPSILON'],
      rust: ['f64::abs', 'f64::EPSILON'],
      python: ['math.isclose'],
    },
  },
  {
    // "Add two integers and detect overflow" found Go's `binary.ByteOrder.String`, Java's `Math.abs`.
    task: 'detect an arithmetic overflow',
    pattern:
      /\b(?:integer|arithmetic|addition|multiplication|add|adds|adding|multiply|multiplies|sum|product)\b[^.;!?]{0,40}?\boverflow\w*\b|\boverflow\w*\b[^.;!?]{0,40}?\b(?:integer|arithmetic|addition|multiplication|add|adds|adding|multiply|multiplies)\b|\bchecked\s+arithmetic\b/i,
    calls: {
      java: ['java.lang.Math.addExact', 'java.lang.Math.multiplyExact'],
      go: ['math/bits.Add64'],
      rust: ['i32::checked_add', 'i32::overflowing_add', 'i64::checked_add'],
    },
  },
  {
    // "Clamp a value between a minimum and a maximum" found C's `CHAR_BIT`, Rust's `cmp::max` without `clamp`.
    task: 'clamp a value to a range',
    pattern:
      /\bclamp(?:s|ed|ing)?\b|\b(?:limit|limits|restrict|restricts|constrain|constrains|keep|keeps)\s+(?:an?\s+|the\s+)?(?:value|number|result)\s+(?:to|within|between|in)\s+(?:a\s+|the\s+)?(?:range|min\w*|lower)\b|\bbetween\s+(?:a\s+)?min(?:imum)?\s+and\s+(?:a\s+)?max(?:imum)?\b/i,
    calls: {
      c: ['fmin', 'fmax'],
      java: ['java.lang.Math.max', 'java.lang.Math.min'],
      javascript: ['Math.min', 'Math.max'],
      rust: ['f64::clamp', 'i32::clamp'],
      python: ['builtins.max', 'builtins.min'],
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
    task: 'work with calendar dates',
    pattern: /\bday\s+of\s+(?:the\s+)?week\b|\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekdays?|weekends?)\b|\bleap\s+years?\b|\bcalendar\b/i,
    calls: {
      c: ['mktime', 'localtime', 'strftime'],
      java: ['java.time.LocalDate.of', 'java.time.LocalDate.getDayOfWeek', 'java.util.GregorianCalendar', 'java.util.Calendar.get'],
      go: ['time.Date', 'time.Time.Weekday', 'time.Time.AddDate'],
      javascript: ['Date', 'Date.getDay'],
      rust: ['chrono::NaiveDate::from_ymd_opt', 'chrono::Datelike::weekday'],
      python: ['datetime.date.weekday'],
    },
  },
  {
    task: 'pick at random',
    pattern: /\brandom(?:ly|ness|ised|ized)?\b|\bshuffl\w*|\b(?:roll|rolls|rolling)\s+(?:a\s+|the\s+|two\s+)?(?:die|dice)\b/i,
    // A secret's randomness is the operating system's, never a seeded generator's (the next entry).
    unless: SECURE_RANDOM,
    calls: {
      c: ['rand', 'srand', 'time'],
      java: ['java.util.Random', 'java.util.Random.nextInt', 'java.lang.Math.random'],
      // Not `rand.Seed(time.Now().UnixNano())`: the set's older solutions call it (both Go halves rose
      // by .01 to .03 with it listed), but the base's Go (1.27) marks `math/rand.Seed` deprecated.
      go: ['math/rand.Intn', 'math/rand.Float64', 'math/rand.Shuffle'],
      javascript: ['Math.random', 'Math.floor'],
      rust: ['rand::thread_rng', 'rand::Rng::gen_range', 'rand::random'],
      python: ['random.randint', 'random.choice', 'random.shuffle'],
    },
  },
  {
    // Beside the generator (the entry above also matches): the library's own shuffle, where there is one.
    // C and JavaScript have none; their programs shuffle with the generator (Fisher–Yates).
    task: 'shuffle a sequence',
    pattern: /\bshuffl(?:e|es|ed|ing)\b/i,
    unless: SECURE_RANDOM,
    calls: {
      java: ['java.util.Collections.shuffle'],
      go: ['math/rand.Shuffle', 'math/rand.Perm'],
      rust: ['rand::prelude::SliceRandom::shuffle'],
      python: ['random.shuffle'],
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
    unless: SLEEP_ASYNCHRONOUSLY,
    calls: {
      c: ['sleep', 'usleep', 'nanosleep'],
      java: ['java.lang.Thread.sleep', 'java.util.concurrent.TimeUnit.sleep'],
      go: ['time.Sleep'],
      javascript: ['setTimeout'],
      rust: ['std::thread::sleep', 'std::time::Duration::from_millis', 'std::time::Duration::from_secs'],
      python: ['time.sleep'],
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
    unless: anyOf(DATE_IN_UTC, FROM_UNIX_TIMESTAMP),
    calls: {
      c: ['time', 'clock', 'CLOCKS_PER_SEC', 'localtime'],
      java: ['java.lang.System.currentTimeMillis', 'java.lang.System.nanoTime', 'java.time.LocalDateTime.now'],
      go: ['time.Now', 'time.Since', 'time.Time.Sub'],
      javascript: ['Date.now', 'performance.now', 'Date'],
      rust: ['std::time::Instant::now', 'std::time::Instant::elapsed', 'std::time::SystemTime::now'],
      python: ['time.time', 'time.perf_counter'],
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
      python: ['datetime.datetime.strptime'],
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
      python: ['math.gcd'],
    },
  },
  {
    // "Convert a hex string to an integer" had Java's `Integer.toHexString` (the other way) first.
    task: 'read a number in another base',
    pattern: FROM_ANOTHER_BASE,
    calls: {
      c: ['strtol', 'strtoul'],
      java: ['java.lang.Integer.parseInt', 'java.lang.Long.parseLong'],
      go: ['strconv.ParseInt', 'strconv.ParseUint'],
      javascript: ['parseInt'],
      rust: ['i64::from_str_radix', 'u32::from_str_radix'],
      python: ['builtins.int'],
    },
  },
  {
    task: 'write a number in another base',
    pattern: /\b(?:to|into|in|as)\s+(?:its\s+|an?\s+)?(?:binary|hexadecimal|hex|octal)\b|\b(?:binary|hexadecimal|hex|octal)\s+(?:representation|string|digits)\b|\b(?:binary|hexadecimal|hex|octal)\s+(?:string\s+)?(?:to|into)\s+(?:a\s+|an\s+)?(?:number|integer|int|decimal)\b/i,
    unless: FROM_ANOTHER_BASE,
    calls: {
      // C writes hex and octal with printf's `%x` and `%o` (binary by hand) and reads any base with `strtol`.
      c: ['sprintf', 'strtol'],
      java: ['java.lang.Integer.toBinaryString', 'java.lang.Integer.toHexString', 'java.lang.Integer.parseInt'],
      go: ['strconv.FormatInt', 'strconv.ParseInt'],
      javascript: ['Number.toString', 'parseInt'],
      rust: ['std::format', 'i64::from_str_radix'],
    },
  },
  {
    task: 'format a date',
    pattern: /\bformat\w*\s+(?:a\s+|the\s+|each\s+|this\s+|today's\s+)?(?:[\w-]+\s+)?(?:dates?|times?|datetimes?|timestamps?)\b|\b(?:yyyy|dd)[-/.](?:mm|dd)\b|\biso[\s-]*8601\b|\b(?:dates?|date\s+and\s+time|datetimes?|timestamps?)\s+(?:as|to|into)\s+(?:an?\s+)?(?:strings?|text)\b/i,
    calls: {
      c: ['strftime', 'localtime'],
      java: ['java.time.format.DateTimeFormatter.ofPattern', 'java.time.LocalDate.format'],
      go: ['time.Time.Format'],
      javascript: ['Date.toISOString', 'Date.toLocaleDateString'],
      rust: ['chrono::NaiveDate::format', 'chrono::DateTime::format'],
      python: ['datetime.datetime.strftime'],
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
    // "Count the set bits of an integer" found Go's `strconv.ParseInt`, Python's `struct.unpack`, C's
    // `CHAR_BIT`: a population count is one call where the language has one.
    task: 'count the set bits',
    pattern: /\b(?:count|counts|counting|number\s+of)\s+(?:the\s+)?(?:set|one|1|on|1-)\s*bits\b|\bpopulation\s+count\b|\bpopcount\b|\bhamming\s+weight\b/i,
    calls: {
      java: ['java.lang.Integer.bitCount'],
      go: ['math/bits.OnesCount', 'math/bits.OnesCount64'],
      rust: ['u32::count_ones'],
      python: ['builtins.int.bit_count'],
    },
  },
  {
    // "Generate a range of numbers" found Java's `Integer.parseInt` and `SecureRandom`, JavaScript's
    // `Math.random`, Python's `random.randint`.
    task: 'a range of numbers',
    pattern: /\brange\s+of\s+(?:[\w-]+\s+)?(?:numbers|integers|ints|values)\b|\b(?:numbers|integers)\s+in\s+(?:a|the)\s+(?:given\s+)?range\b/i,
    calls: {
      java: ['java.util.stream.IntStream.range', 'java.util.stream.IntStream.rangeClosed'],
      javascript: ['Array.from', 'Array.keys'],
      python: ['builtins.range'],
    },
  },
  {
    // "Generate cryptographically secure random bytes" had every language's seeded generator first
    // (`rand`, `java.util.Random`, `math/rand`, `Math.random`, Python's `random.choice`): the one answer a
    // token, a password or a key must never use.
    task: 'draw secure random values',
    pattern: SECURE_RANDOM,
    calls: {
      c: ['getrandom', 'getentropy', 'arc4random_buf'],
      java: ['java.security.SecureRandom', 'java.security.SecureRandom.nextBytes', 'java.security.SecureRandom.nextInt'],
      go: ['crypto/rand.Read', 'crypto/rand.Int', 'crypto/rand.Text'],
      javascript: ['crypto.randomBytes', 'crypto.getRandomValues', 'crypto.randomUUID', 'crypto.randomInt'],
      rust: ['rand::rngs::OsRng', 'rand::RngCore::fill_bytes', 'getrandom::getrandom'],
      // Python: only `os.urandom`, the call its solutions make (a salt, a key); `secrets` took a place from them.
      python: ['os.urandom'],
    },
  },
  {
    // A distance or a vector's magnitude is a square root of squares: "compute the distance between two
    // points" had found no `sqrt` in Rust (`f64::abs`, `Iterator::enumerate`), "magnitude of a vector"
    // Rust's `Duration::is_zero`, "length of the hypotenuse" C's `strlen` first. Not the distances that
    // are no geometry (an edit distance, a Hamming distance: between strings), nor a collection's length.
    // Python's routes find NumPy's and SciPy's distances, which its tasks call (`math.dist` took their places).
    task: 'measure a distance or a magnitude',
    pattern:
      /\b(?:euclidean|cartesian|straight[\s-]line)\s+(?:distances?|norms?|lengths?)\b|\bdistances?\s+(?:between|from)\s+(?:(?:two|the|a|an|each|every|all|any|its)\s+)?(?:\w+\s+)?(?:points?|coordinates?|locations?|positions?|vectors?|cities|pixels?|stars?|planets?|particles?|centers?|centres?|origin)\b|\bhypotenuses?\b|\bpythagor\w*|\b(?:magnitudes?|norms?)\s+of\s+(?:a|an|the|each|this|that)\s+(?:\w+\s+)?vectors?\b/i,
    calls: {
      c: ['sqrt', 'hypot'],
      java: ['java.lang.Math.sqrt', 'java.lang.Math.hypot'],
      go: ['math.Sqrt', 'math.Hypot'],
      javascript: ['Math.sqrt', 'Math.hypot'],
      rust: ['f64::sqrt', 'f64::hypot'],
    },
  },
  {
    // A standard deviation is the square root of the variance: "standard deviation of an array of
    // numbers" had found JavaScript's `Array.isArray` and Rust's `Iterator::partition`, no square root.
    // Python's routes find `statistics.stdev` and `numpy.std` already.
    task: 'compute a standard deviation',
    pattern: /\bstandard\s+deviations?\b|\bstd\.?\s*dev\b/i,
    calls: {
      c: ['sqrt'],
      java: ['java.lang.Math.sqrt'],
      go: ['math.Sqrt'],
      javascript: ['Math.sqrt'],
      rust: ['f64::sqrt'],
    },
  },
  {
    // "The larger of two numbers" had found C's `rand` and `ceil`, Go's `go/token.NewFileSet`, Rust's
    // `iter::repeat`, Python's `os.urandom`: two numbers are no collection (list-queries.ts has those).
    // The smaller of two is the next entry.
    task: 'take the larger of two numbers',
    pattern: /\b(?:larger|largest|bigger|biggest|greater|greatest|max(?:imum)?|higher)\s+of\s+(?:the\s+)?(?:two|2|both|a\s+pair\s+of)\b/i,
    calls: {
      c: ['fmax'],
      java: ['java.lang.Math.max'],
      go: ['math.Max'],
      javascript: ['Math.max'],
      rust: ['std::cmp::max', 'f64::max'],
      python: ['builtins.max'],
    },
  },
  {
    task: 'take the smaller of two numbers',
    pattern: /\b(?:smaller|smallest|lesser|least|min(?:imum)?|lower)\s+of\s+(?:the\s+)?(?:two|2|both|a\s+pair\s+of)\b/i,
    calls: {
      c: ['fmin'],
      java: ['java.lang.Math.min'],
      go: ['math.Min'],
      javascript: ['Math.min'],
      rust: ['std::cmp::min', 'f64::min'],
      python: ['builtins.min'],
    },
  },
  {
    // A clock finer than seconds: C's "get the current time in milliseconds" had `time` and `localtime` (whole
    // seconds) first and `clock_gettime` seventh.
    task: 'read the clock to the millisecond',
    pattern:
      /\btime\s+in\s+(?:milli|micro|nano)seconds\b|\b(?:milli|micro|nano)second\s+(?:precision|resolution|timestamps?|clock|timer)\b|\bhigh[\s-]+resolution\s+(?:time|clock|timer)s?\b/i,
    calls: {
      c: ['clock_gettime', 'gettimeofday'],
      java: ['java.lang.System.currentTimeMillis', 'java.lang.System.nanoTime'],
      go: ['time.Now', 'time.Time.UnixMilli'],
      javascript: ['Date.now', 'performance.now'],
      rust: ['std::time::Instant::now', 'std::time::SystemTime::now'],
    },
  },
  {
    // Date arithmetic: "add days to a date" had Rust's `NaiveDate::from_ymd_opt` and `u64::checked_add_signed`.
    task: 'add time to a date',
    pattern:
      /\b(?:add|adds|adding|subtract|subtracts|subtracting)\s+(?:\d+\s+|n\s+|a\s+|an\s+|some\s+|several\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?)\s+(?:to|from)\s+(?:a|an|the|this|today|today's|now|current)\b/i,
    calls: {
      java: ['java.time.LocalDate.plusDays'],
      go: ['time.Time.AddDate', 'time.Time.Add'],
      javascript: ['Date.setDate', 'Date.getDate'],
      rust: ['chrono::NaiveDate::checked_add_days'],
      python: ['datetime.timedelta'],
    },
  },
];
