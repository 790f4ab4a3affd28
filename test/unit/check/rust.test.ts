import { strict as assert } from 'node:assert';
import { RecordsCheckBase } from '../../../src/core/check/base';
import { checkCode, type CheckReport } from '../../../src/core/check/check';
import { PublishedNames } from '../../../src/core/check/published';
import { wordsOf } from '../../../src/core/check/rust-rules';

/**
 * A Rust base shaped like the shipped one: std lists its modules; crates list each item under its
 * shortest public path (chrono's `Local` at the root, not under `offset`) and no module records, and
 * some crates only in part (this tokio has no `runtime`).
 */
const rs = (lib: string, name: string, kind: string) => ({ lang: 'rust', lib, name, kind });
const RECORDS = [
  rs('std', 'std::str', 'module'), rs('std', 'std::str::from_utf8', 'function'),
  rs('std', 'std::time', 'module'), rs('std', 'std::time::Duration', 'struct'), rs('std', 'std::time::Duration::from_secs', 'method'),
  rs('std', 'std::vec::Vec', 'struct'), rs('std', 'std::vec::Vec::with_capacity', 'method'), rs('std', 'std::vec::Vec::new', 'method'),
  rs('std', 'std::collections::HashMap', 'struct'), rs('std', 'std::collections::HashMap::new', 'method'),
  rs('std', 'std::default::Default', 'trait'), rs('std', 'std::default::Default::default', 'method'),
  rs('serde_json', 'serde_json::to_writer', 'function'), rs('serde_json', 'serde_json::to_string', 'function'), rs('serde_json', 'serde_json::Value', 'enum'),
  rs('chrono', 'chrono::Local', 'struct'), rs('chrono', 'chrono::Local::now', 'method'), rs('chrono', 'chrono::FixedOffset', 'struct'),
  rs('tokio', 'tokio::spawn', 'function'), rs('tokio', 'tokio::time::sleep', 'function'),
  rs('itertools', 'itertools::PutBackN', 'struct'), rs('itertools', 'itertools::multizip', 'function'),
  rs('num_bigint', 'num_bigint::BigInt', 'struct'), rs('num_bigint', 'num_bigint::BigInt::from_bytes_be', 'method'),
  rs('num_traits', 'num_traits::Zero', 'trait'), rs('num_traits', 'num_traits::Zero::zero', 'method'),
  rs('indexmap', 'indexmap::IndexMap', 'struct'), rs('indexmap', 'indexmap::IndexMap::insert', 'method'),
];
const published = new PublishedNames({
  format: 'gc-published-1', source: 'test',
  names: { rust: ['serde_json', 'chrono', 'tokio', 'tokio-test', 'itertools', 'num-bigint', 'num-traits', 'indexmap', 'rayon'] },
  wellKnown: { rust: ['serde_json', 'tokio'] },
});
const base = new RecordsCheckBase(RECORDS, published);
const check = (code: string): CheckReport => checkCode(base, { lang: 'rust', code });
const statusOf = (r: CheckReport, name: string) => r.calls.find((c) => c.name === name)?.status;

describe('hallucination guard: Rust paths the base covers in part', () => {
  it('flags a module invented between a crate and an item the base lists at its root, not a module its names suggest', () => {
    const r = check('fn main() {\n  serde_json::ext::to_writer(w, &v);\n  let now = chrono::offset::Local::now();\n}\n');
    assert.deepEqual(r.invented, ['serde_json::ext']);
    assert.equal(statusOf(r, 'chrono::offset::Local::now'), 'unresolved');
  });

  it('leaves a module of a crate the base covers in part unresolved, and flags an invented module at std\'s root', () => {
    const r = check([
      'use tokio::runtime;', 'use std::str::pattern::Pattern;',
      'fn main() {', '  let rt = runtime::Builder::new_multi_thread();', '  tokio::sync::mpsc::channel(1);', '  std::text::Regex::new("a");', '}',
    ].join('\n'));
    assert.deepEqual(r.invented, ['std::text']);
    assert.equal(statusOf(r, 'tokio::runtime::Builder::new_multi_thread'), 'unresolved');
    assert.equal(statusOf(r, 'std::str::pattern::Pattern'), 'unresolved');
    // A module put in front of a std item the base lists in that very module is invented.
    assert.deepEqual(check('fn main() { std::str::utils::from_utf8(b); }').invented, ['std::str::utils']);
  });

  it('does not judge a crate module\'s re-export of another library\'s item, nor a function named for its type', () => {
    const r = check('use tokio::time::Duration;\nfn main() { let it = itertools::put_back_n(v); tokio::time::sleep_all(d); itertools::multizip_ex(x); }\n');
    assert.equal(statusOf(r, 'tokio::time::Duration'), 'unresolved');
    assert.equal(statusOf(r, 'itertools::put_back_n'), 'unresolved');
    assert.deepEqual(r.invented.sort(), ['itertools::multizip_ex', 'tokio::time::sleep_all']);
  });

  it('leaves a crate type\'s member a trait in scope may supply, and flags a variant of a real member even beside a foreign crate', () => {
    const traits = check('use num_bigint::BigInt;\nuse num_traits::Zero;\nuse indexmap::IndexMap;\nfn main() { BigInt::zero(); IndexMap::default(); BigInt::from_bytes_bee(b); }\n');
    assert.equal(statusOf(traits, 'num_bigint::BigInt::zero'), 'unresolved');
    assert.equal(statusOf(traits, 'indexmap::IndexMap::default'), 'unresolved');
    assert.deepEqual(traits.invented, ['num_bigint::BigInt::from_bytes_bee']);
    // rayon (published, not in the base) may add `par_extend`; no trait adds `neww` or `with_capacity_strict`.
    const foreign = check('use std::collections::HashMap;\nuse rayon::prelude::*;\nfn main() { HashMap::par_extend(m); HashMap::neww(); Vec::with_capacity_strict(3); }\n');
    assert.equal(statusOf(foreign, 'std::collections::HashMap::par_extend'), 'unresolved');
    assert.deepEqual(foreign.invented.sort(), ['std::collections::HashMap::neww', 'std::vec::Vec::with_capacity_strict']);
  });
});

describe('hallucination guard: the Rust reader', () => {
  it('takes no macro metavariable, own-module binding or module a macro declares for a crate', () => {
    const r = check([
      'use crate::sync::watch;',
      'macro_rules! bench { ($t:ident) => { $t::new(&[1u8]) }; }',
      'macro_rules! checker { ($m:ident) => { mod $m { pub fn run() {} } }; }',
      'fn main() { watch::channel(1); string_checker::run(); }',
    ].join('\n'));
    assert.deepEqual(r.unknown_libraries, []);
    assert.equal(r.flagged, 0);
  });

  it('reads a glob\'s crate: a published crate\'s glob may bring modules, an invented crate\'s is flagged', () => {
    assert.deepEqual(check('use tokio_test::*;\nfn main() { task::spawn(f); }\n').unknown_libraries, []);
    assert.deepEqual(check('use serde_jsonx::*;\nfn main() {}\n').unknown_libraries.map((u) => u.name), ['serde_jsonx']);
    // The toolchain's own crates (benches' `test`) are no unknown libraries.
    assert.deepEqual(check('extern crate test;\nuse test::Bencher;\nfn b(x: &mut Bencher) {}\n').unknown_libraries, []);
  });

  it('does not judge a crate imported only under #[cfg], unless it imitates a well-known one', () => {
    const cfg = '#[cfg(target_arch = "wasm32")]\nuse wasm_bindgen_test::wasm_bindgen_test;\n#[cfg(test)]\nuse serde_jsn::Value;\nuse loom::thread;\n';
    assert.deepEqual(check(cfg).unknown_libraries.map((u) => u.name), ['serde_jsn', 'loom']);
    // A file compiled for one target only imports everything conditionally.
    assert.deepEqual(check('#![cfg(target_os = "freebsd")]\nuse mio_aio::AioCb;\n').unknown_libraries, []);
  });

  it('splits names into the words a module is named for', () => {
    assert.deepEqual(wordsOf('FixedOffset'), ['fixed', 'offset']);
    assert.deepEqual(wordsOf('from_utf8_lossy'), ['from', 'utf', '8', 'lossy']);
    assert.deepEqual(wordsOf('HTTPServer'), ['http', 'server']);
  });
});
