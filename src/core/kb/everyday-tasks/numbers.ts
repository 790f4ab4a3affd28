/**
 * Everyday tasks of numbers: powers, angles and their conversion between degrees and radians, digits, absolute
 * values, rounding (to the nearest, down, up), powers of two, floats compared, overflows detected,
 * values clamped, big integers, primality, greatest common divisors, number bases, set bits, ranges, distances and
 * standard deviations, the larger or smaller of two numbers. Each entry's comment says what the routes found without it.
 */
import { anyOf, type EverydayTask } from './task';

/** A question that rounds down or up, not to the nearest (not "round up to two places"). */
const ROUND_DOWN = /\bround(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,3}?down\b|\bround(?:s|ed|ing)?\s+towards?\s+(?:negative|minus)\s+infinity\b/i;
const ROUND_UP =
  /\bround(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,3}?up\b(?!\s+to\s+(?:\w+\s+)?(?:decimals?|places?|digits?|significant))|\bround(?:s|ed|ing)?\s+towards?\s+(?:positive|plus)\s+infinity\b/i;

/** A question that converts an angle between degrees and radians. */
const DEGREES_AND_RADIANS = /\bdegrees?\s+(?:in)?to\s+radians?\b|\bradians?\s+(?:in)?to\s+degrees?\b|\bto[\s_-]?(?:radians|degrees)\b/i;

/** A question that reads a number written in another base (its own entry; the writing one lists writers first). */
const FROM_ANOTHER_BASE =
  /\b(?:read|reads|reading|pars(?:e|es|ing)|convert\w*)\s+(?:the\s+)?(?:numbers?|integers?|strings?)\s+(?:written\s+)?(?:as\s+strings\s+)?in\s+(?:bases?|radix|radices)\s+\d+|\b(?:hex(?:adecimal)?|binary|octal|base[\s-]*\d+)\s+(?:strings?\s+|numbers?\s+|digits?\s+|representation\s+)?(?:in)?to\s+(?:an?\s+)?(?:integers?|ints?|numbers?|decimal|longs?)\b|\bpars(?:e|es|ing|ed)\s+(?:an?\s+|the\s+)?(?:hex(?:adecimal)?|binary|octal)\b|\bfrom\s+(?:hex(?:adecimal)?|binary|octal)\b/i;

/** A question whether a number is a power of two (a bit test, not raising to a power). */
const POWER_OF_TWO = /\bpowers?\s+of\s+(?:two|2)\b/i;

export const NUMBER_TASKS: readonly EverydayTask[] = [
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
    // Or integers past a machine word ("the count must not stop when it outgrows a 64-bit integer").
    pattern:
      /\barbitrary[\s-]+precision\b|\bbig\s*(?:integers?|ints?|nums?|numbers?)\b|\b(?:very|arbitrarily)\s+large\s+(?:integers?|numbers?)\b|\b(?:outgrows?|outgrowing|exceeds?|exceeding|beyond|past|overflows?)\s+(?:an?\s+|the\s+)?(?:64|128)[\s-]*bit\s+(?:integers?|ints?|longs?|range|limit)\b/i,
    calls: {
      java: ['java.math.BigInteger', 'java.math.BigInteger.multiply', 'java.math.BigInteger.valueOf'],
      go: ['math/big.NewInt', 'math/big.Int.Mul'],
      javascript: ['BigInt'],
      rust: ['num_bigint::BigInt'],
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
      java: ['java.lang.Integer.toBinaryString', 'java.lang.Integer.toHexString', 'java.lang.Integer.toOctalString', 'java.lang.Integer.parseInt'],
      go: ['strconv.FormatInt', 'strconv.ParseInt'],
      javascript: ['Number.toString', 'parseInt'],
      rust: ['std::format', 'i64::from_str_radix'],
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
    pattern: /\brange\s+of\s+(?:[\w-]+\s+)?(?:numbers|integers|ints|values)\b|\b(?:numbers|integers)\s+in\s+(?:a|the)\s+(?:given\s+|specified\s+)?range\b/i,
    calls: {
      java: ['java.util.stream.IntStream.range', 'java.util.stream.IntStream.rangeClosed'],
      javascript: ['Array.from', 'Array.keys'],
      python: ['builtins.range'],
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
];
