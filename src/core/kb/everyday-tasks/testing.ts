/**
 * Everyday tasks of a program's tests: writing a unit test and asserting that two values are equal. "Assert that two
 * values are equal in a test" found Go's `bytes.Equal`, Rust's `MetadataExt::blocks`, Python's `numpy.testing`;
 * "write a unit test" Python's `astropy.units.Unit` and Go's `gonum/unit`: the words "unit" and "equal" of other
 * libraries. (Go's `testing.T` reports failures through methods the base lists on `testing.TB`.)
 */
import type { EverydayTask } from './task';

export const TESTING_TASKS: readonly EverydayTask[] = [
  {
    task: 'write a unit test',
    pattern:
      /\b(?:write|writes|writing|add|adds|adding|create|creates|creating)\s+(?:an?\s+|some\s+|the\s+)?unit[\s-]+tests?\b|\bunit[\s-]+test(?:s|ing)?\s+(?:for|of)\b|\btest\s+cases?\s+for\s+(?:a|the|this)\b/i,
    calls: {
      c: ['assert'],
      java: ['org.junit.Assert.assertEquals'],
      go: ['testing.T', 'testing.TB.Errorf'],
      javascript: ['test', 'assert.strictEqual'],
      rust: ['std::assert_eq'],
      python: ['unittest.TestCase', 'unittest.main'],
    },
  },
  {
    task: 'assert that two values are equal',
    pattern: /\bassert\w*\b[^.;!?]{0,40}?\bequal\w*\b|\bequal\w*\b[^.;!?]{0,40}?\bin\s+(?:a|the)\s+(?:unit\s+)?tests?\b/i,
    calls: {
      c: ['assert'],
      java: ['org.junit.Assert.assertEquals'],
      go: ['testing.TB.Errorf', 'reflect.DeepEqual'],
      javascript: ['assert.strictEqual', 'assert.deepStrictEqual'],
      rust: ['std::assert_eq'],
      python: ['unittest.TestCase.assertEqual'],
    },
  },
];
