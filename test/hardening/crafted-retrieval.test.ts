/**
 * Crafted questions and histories, under the request limits, against the shipped base (issue 22,
 * point 1): each costs retrieval little more than an ordinary question, in every language. The
 * figures themselves: `npm run stress`.
 */
import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { openKnowledgeBase } from '../../src/core/kb/index';
import type { KnowledgeBase } from '../../src/core/kb/types';
import { REPO } from '../support/cli';
import { craftedRequests, ORDINARY_QUESTIONS, slowestOrdinary } from '../support/crafted';

const SHIPPED_KB = path.join(REPO, 'kb');

describe('hardening: crafted questions cost retrieval little, in every language (shipped base)', function () {
  this.timeout(600_000);
  it('very long words, hundreds of random words, runs of one character or of newlines', async () => {
    const kb: KnowledgeBase = openKnowledgeBase({ dir: SHIPPED_KB });
    try {
      assert.equal(await kb.whenReady(120_000), true, kb.failure());
      const slow: string[] = [];
      let seed = 7;
      for (const lang of ['python', 'javascript', 'go', 'java', 'rust', 'c', 'auto']) {
        const ordinary = await slowestOrdinary(kb, lang, ORDINARY_QUESTIONS);
        for (const c of craftedRequests(seed++)) {
          const t = performance.now();
          await kb.retrieve({ question: c.question, lang, history: c.history });
          const ms = performance.now() - t;
          // Generous, since the machine may be busy: before the bounds, these took 1 to 120 s.
          if (ms > 4 * ordinary + 1000) slow.push(`${lang}, ${c.name}: ${Math.round(ms)} ms (ordinary ${Math.round(ordinary)} ms)`);
        }
      }
      assert.deepEqual(slow, []);
    } finally {
      await kb.dispose();
    }
  });
});
