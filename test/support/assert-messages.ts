/**
 * Loaded before every test file (.mocharc.json `require`): a failing `assert.ok(value)` given no message gets
 * a fixed one instead of the one Node writes by reading the test's source back.
 *
 * Why: under a module loader's hooks (tsx's, which every test runs under) Node's message for a message-less
 * `assert.ok` is slow, and grows with the file (nodejs/node#52962): a failing one in
 * test/unit/kb/everyday-tasks.test.ts (72 KB) spun at full CPU for ten minutes without a report, and mocha's
 * timeout cannot interrupt it (it blocks the thread). A failure must fail at once; the stack mocha prints
 * names the line, which is what the generated message would have quoted.
 */
import * as nodeAssert from 'node:assert';

const FALSY_MESSAGE = 'assert.ok: the value is falsy (the stack below names the assertion)';

type Ok = (value: unknown, message?: string | Error) => asserts value;

/** assert.ok as Node has it, its message fixed when none is given; the stack starts at the caller, as Node's does. */
function withFixedMessage(): Ok {
  return function ok(value: unknown, message?: string | Error): asserts value {
    if (value) return;
    if (message instanceof Error) throw message;
    throw new nodeAssert.AssertionError({ message: message ?? FALSY_MESSAGE, actual: value, expected: true, operator: '==', stackStartFn: ok });
  };
}

// `import { strict as assert } from 'node:assert'` and `import * as assert from 'node:assert/strict'`, the two
// ways the tests import it, both read `ok` from the strict object at each call.
const strict = nodeAssert.strict as unknown as { ok: Ok };
strict.ok = withFixedMessage();
