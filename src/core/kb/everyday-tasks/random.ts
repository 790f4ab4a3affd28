/**
 * Everyday tasks of randomness: a number or an element picked at random, a sequence shuffled, and the random values
 * a secret needs (the operating system's, never a seeded generator's).
 */
import { anyOf, type EverydayTask, W } from './task';
import { NORMAL_DRAW } from './number-kinds';

/** A question for randomness an attacker cannot predict: tokens, passwords, keys, the OS's entropy. */
const SECURE_RANDOM =
  /\b(?:cryptographically|secure(?:ly)?)\s+(?:secure\s+)?random|\bcrypto(?:graphic)?\s+random|\b(?:\/dev\/u?random|urandom|entropy\s+source|csprng)\b|\brandom(?:ly)?\s+(?:generated\s+|chosen\s+)?(?:tokens?|passwords?|salts?|nonces?|(?:session|api|secret|encryption|aes|crypto(?:graphic)?)\s+keys?)\b/i;

/** A random element of a collection (its own entry below). */
const RANDOM_ELEMENT =
  /\brandom\s+(?:elements?|items?|entry|entries|members?|words?|lines?|cards?|choices?)\s+(?:from|of|in)\b|\b(?:pick|picks|picking|choose|chooses|choosing|select|selects|selecting|draw|draws)\s+(?:an?\s+|one\s+)?(?:elements?|items?|entry|entries|members?)\s+at\s+random\b/i;

/** A sequence put in random order (its own entry below). */
const SHUFFLE =
  /\bshuffl(?:e|es|ed|ing)\b|\brandom(?:ly)?\s+(?:re-?order|rearrang|permut|mix)\w*|\b(?:re-?order|rearrang|permut|mix)\w*(?:\s+\w+){0,3}\s+(?:randomly|at\s+random|in\s+(?:a\s+)?random\s+order)\b|\brandom\s+(?:order|permutation)s?\b/i;

export const RANDOM_TASKS: readonly EverydayTask[] = [
  {
    // "Pick a random element from a list" found Rust's `Rng::gen_range` and no `choose`.
    task: 'pick a random element',
    pattern: RANDOM_ELEMENT,
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
    task: 'pick at random',
    // A game or an experiment simulated is played by chance ("simulate many rounds of the Monty Hall game" had no
    // generator on its page), as is a Monte Carlo method; a simulated key press or click is not.
    pattern: new RegExp(
      `\\brandom(?:ly|ness|ised|ized)?\\b|\\bshuffl\\w*|\\b(?:roll|rolls|rolling)\\s+(?:a\\s+|the\\s+|two\\s+)?(?:die|dice)\\b|\\bmonte[\\s-]?carlo\\b|\\bsimulat\\w*${W(4)}(?:games?|rounds?|trials?|throws?|rolls?|tosses|flips?|experiments?|random\\s+walks?)\\b`,
      'i',
    ),
    // A secret's randomness is the operating system's, never a seeded generator's (the secure entry below).
    // A random value is no shuffle: the shuffle is the next entry's (when this entry listed Python's random.shuffle
    // too, it was on 42 of dev's pages that generate random data, a reference call on 1).
    unless: SECURE_RANDOM,
    // A random element, a shuffle or a normal draw is what the question asks: `gen_range` and `random` (Rust's
    // unspecified draws) had come before `choose` and `rand_distr::Normal` once the miner counted the bare
    // `thread_rng()` of Rust code (the generator, first here and in those entries, keeps its full share).
    narrowedBy: anyOf(RANDOM_ELEMENT, SHUFFLE, NORMAL_DRAW),
    calls: {
      c: ['rand', 'srand', 'time'],
      java: ['java.util.Random', 'java.util.Random.nextInt', 'java.lang.Math.random'],
      // Not `rand.Seed(time.Now().UnixNano())`: the set's older solutions call it (both Go halves rose
      // by .01 to .03 with it listed), but the base's Go (1.27) marks `math/rand.Seed` deprecated.
      go: ['math/rand.Intn', 'math/rand.Float64'],
      javascript: ['Math.random', 'Math.floor'],
      rust: ['rand::thread_rng', 'rand::Rng::gen_range', 'rand::random'],
      python: ['random.randint', 'random.choice'],
    },
  },
  {
    // Beside the generator (the entry above also matches): the library's own shuffle, where there is one.
    // C and JavaScript have none; their programs shuffle with the generator (Fisher–Yates).
    task: 'shuffle a sequence',
    // Also said as an order made random: "randomly reorder the elements", "put the list in random order".
    pattern: SHUFFLE,
    unless: SECURE_RANDOM,
    calls: {
      java: ['java.util.Collections.shuffle'],
      go: ['math/rand.Shuffle', 'math/rand.Perm'],
      rust: ['rand::prelude::SliceRandom::shuffle'],
      python: ['random.shuffle'],
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
];
