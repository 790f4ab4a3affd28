import { strict as assert } from 'node:assert';
import * as strictModule from 'node:assert/strict';

/** The message test/support/assert-messages.ts gives; not imported from it, so that this checks .mocharc.json loads it. */
const FALSY_MESSAGE = 'assert.ok: the value is falsy (the stack below names the assertion)';

describe('a failing assert.ok without a message fails at once (test/support/assert-messages.ts)', () => {
  it('gives the fixed message through either import of the strict assertions, and keeps a message given', () => {
    assert.throws(() => assert.ok(false), (error: Error) => error.message === FALSY_MESSAGE, 'strict as assert');
    assert.throws(() => strictModule.ok(0), (error: Error) => error.message === FALSY_MESSAGE, "node:assert/strict's ok");
    assert.throws(() => assert.ok(false, 'mine'), (error: Error) => error.message === 'mine', 'a message given');
    assert.doesNotThrow(() => assert.ok(1), 'a truthy value');
    const given = new RangeError('an error given');
    assert.throws(() => assert.ok(false, given), (error: Error) => error === given, 'an Error given is thrown as it is');
  });

  it('starts the stack at the failing line, not in the support file', () => {
    try {
      assert.ok(false);
    } catch (error) {
      const firstFrame = (error as Error).stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '';
      assert.match(firstFrame, /assert-messages\.test\.ts/, firstFrame);
      return;
    }
    assert.fail('assert.ok(false) did not throw');
  });
});
