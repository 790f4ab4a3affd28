import { strict as assert } from 'node:assert';
import { javascriptUsage, rustUsage } from '../../../kb/pipeline/usage/code-usage';

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

describe('Rust usage counts (kb/pipeline/usage/code-usage.ts)', () => {
  const rust = (text: string) => {
    const names = new Set<string>();
    rustUsage(text, names, new Set());
    return [...names].sort();
  };

  it('counts paths through a use, paths from a crate no use names, and what a use brings in called bare or as a macro', () => {
    const names = rust(
      [
        'use std::io;',
        'use rand::thread_rng;',
        'use log::{info, warn};',
        'fn helper() {}',
        'fn main() { io::stdin(); let r = thread_rng(); info!("up"); warn!("slow"); regex::Regex::new("a+"); tokio::select! { _ = t => {} } }',
      ].join('\n'),
    );
    assert.deepEqual(names, ['log::info', 'log::warn', 'rand::thread_rng', 'regex::Regex::new', 'std::io::stdin', 'tokio::select']);
  });

  it("counts neither the prelude's macros nor the file's own functions and modules", () => {
    assert.deepEqual(rust('fn go() {}\nfn main() { println!("x"); let v = vec![1]; format!("{}", 1); go(); helper(); crate::util::run(); self::go(); }'), []);
  });
});
