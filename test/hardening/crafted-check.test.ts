/**
 * Code of thousands of invented names, under the checker's size limit, against the shipped base: the
 * check answers with every name judged, and the worker that holds the base is not held for seconds
 * (before the suggestions had a budget, 3,000 invented Rust members cost 7 s and the watchdog replaced
 * the worker; every name was given its suggestions). Suggestions are optional work: the first invented names get them, the rest are reported
 * without. Figures: `npm run stress`.
 */
import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { openKnowledgeBase } from '../../src/core/kb/index';
import { REPO } from '../support/cli';

describe('hardening: a check of thousands of invented names does not hold the worker', function () {
  this.timeout(600_000);

  it('judges every name, suggests for the first ones, and the base keeps answering', async () => {
    const kb = openKnowledgeBase({ dir: path.join(REPO, 'kb') });
    try {
      assert.equal(await kb.whenReady(120_000), true, kb.failure());
      // Readiness first: the language's load and the checker's names are a one-off, not this check's cost.
      const warm = await kb.check({ code: 'use std::collections::HashMap;\nfn main() { let m = HashMap::neww(); }\n', lang: 'rust' });
      assert.deepEqual(warm.invented, ['std::collections::HashMap::neww']);

      const code = Array.from({ length: 2500 }, (_, i) => `    let v${i} = std::collections::HashMap::with_capacity_x${i}(${i});`).join('\n');
      const report = await kb.check({ code: `fn main() {\n${code}\n}\n`, lang: 'rust' });
      assert.equal(report.invented.length, 2500);
      // Every one of these names has near real ones (`with_capacity`): the first get them, the last do not.
      assert.ok(report.calls[0].suggestions.includes('std::collections::HashMap::with_capacity'), JSON.stringify(report.calls[0]));
      assert.deepEqual(report.calls.slice(-100).filter((c) => c.suggestions.length > 0), [], 'past the budget the rest are reported without');
      assert.equal(kb.failure(), undefined);
      const after = await kb.retrieve({ question: 'create a hash map with capacity', lang: 'rust' });
      assert.ok(after.apis.length > 0);
    } finally {
      await kb.dispose();
    }
  });
});
