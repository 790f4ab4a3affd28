import { strict as assert } from 'node:assert';
import { javascriptUsage } from '../../../kb/pipeline/usage/code-usage';

function usage(text: string): string[] {
  const names = new Set<string>();
  javascriptUsage(text, names, new Set());
  return [...names].sort();
}

describe('JavaScript usage counts (kb/pipeline/usage/code-usage.ts)', () => {
  it('counts calls of the globals no import names: bare functions, global objects, window members', () => {
    const names = usage(`const data = JSON.parse(text);\nsetTimeout(() => done(data), 10);\nwindow.alert('saved');\ndocument.querySelector('#a');`);
    for (const name of ['JSON.parse', 'setTimeout', 'alert', 'document.querySelector']) assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
  });

  it('does not count an imported, required or declared name as a global', () => {
    const names = usage(
      `import { get as fetch } from 'axios';\nconst request = require('request');\nfunction helper() {}\nclass Store {}\nfetch(u); request(u); helper(); Store.create(); if (x) {}`,
    );
    assert.deepEqual(names, ['axios.get']);
  });
});
