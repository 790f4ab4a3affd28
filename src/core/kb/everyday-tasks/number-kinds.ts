/**
 * Everyday tasks of numbers beyond the four operations: complex numbers and their magnitude, exact fractions, the
 * math library's less usual functions (base-2 logarithm, cube root, hyperbolic functions, a number's integer and
 * fractional parts), an integer type's limits and infinity, big-number square roots, modular powers and factorials,
 * and normally distributed random numbers. Asked before these entries were written (round twelve), 22 of 109
 * questions found their API first: "compute the cube root of a number" found `sqrt` in every language, "get the
 * magnitude of a complex number" Go's `math.Abs` and Rust's `Duration::is_zero`, "work with fractions as exact
 * rational numbers" Java's `Hashtable.put`, "get the largest value an integer type can hold" Python's `numpy.iinfo`.
 */
import type { EverydayTask } from './task';

const COMPLEX_MAGNITUDE = /\b(?:magnitude|modulus|absolute\s+value|abs|norm|argument|phase|polar\s+form)\s+of\s+(?:an?\s+|the\s+|each\s+)?complex\b/i;

/** A draw from a normal distribution (its entry below; the random-draw entry yields to it, random.ts). */
export const NORMAL_DRAW =
  /\b(?:normal|gaussian|bell[\s-]curve)\s+(?:\w+\s+)?(?:distribution|random|noise|variates?|deviates?)\b|\bnormally\s+distributed\b|\bgaussian\s+(?:random\s+)?numbers?\b/i;

export const NUMBER_KIND_TASKS: readonly EverydayTask[] = [
  {
    task: 'compute with complex numbers',
    pattern: /\bcomplex\s+(?:numbers?|values?|arithmetic|conjugates?|roots?)\b|\bimaginary\s+(?:parts?|units?|numbers?)\b/i,
    // A complex number's magnitude or phase is the next entry's.
    unless: COMPLEX_MAGNITUDE,
    calls: {
      c: ['creal', 'cimag', 'cabs'],
      java: ['org.apache.commons.math3.complex.Complex'],
      go: ['math/cmplx.Abs', 'math/cmplx.Sqrt'],
      rust: ['num_complex::Complex', 'num_complex::Complex::new'],
      python: ['builtins.complex', 'cmath.sqrt'],
    },
  },
  {
    task: "a complex number's magnitude",
    pattern: COMPLEX_MAGNITUDE,
    calls: {
      c: ['cabs', 'carg'],
      go: ['math/cmplx.Abs', 'math/cmplx.Phase'],
      rust: ['num_complex::Complex::norm', 'num_complex::Complex::arg'],
      python: ['builtins.abs', 'cmath.polar', 'cmath.phase'],
    },
  },
  {
    task: 'compute with exact fractions',
    pattern: /\b(?:exact\s+)?(?:fractions?|rationals?)\s+(?:as\s+)?(?:exact\s+)?(?:rational\s+)?numbers?\b|\bexact\s+(?:fractions?|rationals?|rational\s+arithmetic)\b|\brational\s+(?:arithmetic|numbers?)\b|\b(?:add|multiply|reduce|simplify)\s+(?:two\s+)?fractions\b/i,
    calls: {
      java: ['org.apache.commons.math3.fraction.Fraction'],
      go: ['math/big.Rat', 'math/big.NewRat'],
      rust: ['num_rational::Ratio', 'num_rational::Ratio::new'],
      python: ['fractions.Fraction'],
    },
  },
  {
    task: 'a base-2 or base-10 logarithm',
    pattern: /\blog(?:arithm)?s?\s+(?:in\s+|to\s+|of\s+)?base[\s-]?(?:2|two|10|ten)\b|\bbase[\s-]?(?:2|two|10|ten)\s+log(?:arithm)?s?\b|\b(?:binary|common|decimal)\s+logarithms?\b|\blog(?:2|10)\b/i,
    calls: {
      c: ['log2', 'log10'],
      java: ['java.lang.Math.log10', 'java.lang.Math.log'],
      go: ['math.Log2', 'math.Log10'],
      javascript: ['Math.log2', 'Math.log10'],
      rust: ['f64::log2', 'f64::log10'],
      python: ['math.log2', 'math.log10'],
    },
  },
  {
    task: 'a cube root',
    pattern: /\bcube\s+roots?\b|\bcubic\s+roots?\b|\bcbrt\b/i,
    calls: {
      c: ['cbrt'],
      java: ['java.lang.Math.cbrt'],
      go: ['math.Cbrt'],
      javascript: ['Math.cbrt'],
      rust: ['f64::cbrt'],
      python: ['math.cbrt'],
    },
  },
  {
    task: 'hyperbolic functions',
    pattern: /\bhyperbolic\s+(?:sine|cosine|tangent|functions?)\b|\b(?:sinh|cosh|tanh)\b/i,
    calls: {
      c: ['tanh', 'sinh', 'cosh'],
      java: ['java.lang.Math.tanh', 'java.lang.Math.sinh', 'java.lang.Math.cosh'],
      go: ['math.Tanh', 'math.Sinh', 'math.Cosh'],
      javascript: ['Math.tanh', 'Math.sinh', 'Math.cosh'],
      rust: ['f64::tanh', 'f64::sinh', 'f64::cosh'],
      python: ['math.tanh', 'math.sinh', 'math.cosh'],
    },
  },
  {
    task: "a number's integer and fractional parts",
    pattern:
      /\b(?:integer|integral|whole)\s+and\s+(?:the\s+)?fraction(?:al)?\s+parts?\b|\bfraction(?:al)?\s+part\s+of\s+(?:an?\s+|the\s+)?(?:number|float|double|value)\b|\bdecimal\s+part\s+of\s+(?:an?\s+|the\s+)?(?:number|float|double|value)\b/i,
    calls: {
      c: ['modf'],
      java: ['java.lang.Math.floor'],
      go: ['math.Modf'],
      javascript: ['Math.trunc'],
      rust: ['f64::fract', 'f64::trunc'],
      python: ['math.modf'],
    },
  },
  {
    task: "an integer type's largest or smallest value",
    pattern:
      /\b(?:largest|biggest|maximum|max|smallest|minimum|min)\s+(?:possible\s+)?(?:value|number)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:integer|int|long|short)\s+(?:type\s+)?(?:can\s+hold|can\s+store|holds)\b|\b(?:maximum|max|minimum|min)\s+(?:value\s+of\s+)?(?:an?\s+)?(?:integer|int|long)\s+(?:type|value)\b|\b(?:INT_MAX|MAX_VALUE|MAX_SAFE_INTEGER|maxsize)\b/i,
    calls: {
      c: ['INT_MAX', 'LONG_MAX', 'INT_MIN'],
      java: ['java.lang.Integer.MAX_VALUE', 'java.lang.Long.MAX_VALUE'],
      go: ['math.MaxInt', 'math.MaxInt64'],
      javascript: ['Number.MAX_SAFE_INTEGER'],
      rust: ['i32::MAX', 'i64::MAX'],
      python: ['sys.maxsize'],
    },
  },
  {
    task: 'infinity',
    pattern: /\b(?:positive|negative|represent|representing|use|an?)\s+infinity\b|\binfinite\s+(?:float|double|value)\b|\binfinity\s+(?:value|constant)\b/i,
    calls: {
      c: ['INFINITY', 'HUGE_VAL', 'isinf'],
      java: ['java.lang.Double.POSITIVE_INFINITY'],
      go: ['math.Inf', 'math.IsInf'],
      javascript: ['Number.POSITIVE_INFINITY'],
      rust: ['f64::INFINITY'],
      python: ['math.inf', 'math.isinf'],
    },
  },
  {
    task: 'the integer square root of a big number',
    pattern: /\binteger\s+square\s+roots?\b|\bisqrt\b|\bsquare\s+roots?\s+of\s+(?:an?\s+|the\s+)?(?:big|large|huge)\s+(?:integer|number|int)\b/i,
    calls: {
      java: ['java.math.BigInteger.sqrt'],
      go: ['math/big.Int.Sqrt'],
      rust: ['num_bigint::BigInt::sqrt', 'num_bigint::BigUint::sqrt'],
      python: ['math.isqrt'],
    },
  },
  {
    task: 'modular exponentiation',
    pattern: /\bmodular\s+(?:exponentiation|power|pow)\b|\bmod(?:ular)?[\s-]?pow\b|\b(?:power|exponent(?:iation)?)\s+modulo\b|\braise\s+\S+\s+to\s+(?:the\s+)?(?:power\s+(?:of\s+)?)?\S+\s+mod(?:ulo)?\b/i,
    calls: {
      java: ['java.math.BigInteger.modPow'],
      go: ['math/big.Int.Exp'],
      javascript: ['BigInt'],
      rust: ['num_bigint::BigInt::modpow', 'num_bigint::BigUint::modpow'],
      python: ['builtins.pow'],
    },
  },
  {
    task: 'an exact factorial of a large number',
    pattern: /\bfactorials?\b/i,
    calls: {
      java: ['java.math.BigInteger.multiply', 'java.math.BigInteger.valueOf'],
      go: ['math/big.Int.MulRange', 'math/big.NewInt'],
      javascript: ['BigInt'],
      rust: ['num_bigint::BigUint', 'num_bigint::BigInt'],
      python: ['math.factorial'],
    },
  },
  {
    task: 'a normally distributed random number',
    pattern: NORMAL_DRAW,
    calls: {
      java: ['java.util.Random.nextGaussian'],
      go: ['math/rand.NormFloat64'],
      rust: ['rand_distr::Normal', 'rand_distr::Normal::new'],
      python: ['random.gauss', 'numpy.random.normal'],
    },
  },
];
