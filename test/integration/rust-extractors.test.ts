import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { SYSTEM_PYTHON, hasSystemPython } from '../support/system-python';

/**
 * The Rust extractors (kb/pipeline/sources/rust/) on small inputs of the shapes that used to be lost:
 * items a crate's own macro generates (regex's `define_set_builder!` makes `RegexSetBuilder`), the
 * methods a type alias offers (`nalgebra::Matrix3::new` / `try_inverse`), the methods a crate's prelude adds
 * to standard types (`Vec::par_iter` from rayon), and `into` on a standard type that converts into others
 * (`Ipv4Addr::into` → `IpAddr`).
 */
const sources = path.resolve(__dirname, '..', '..', 'kb', 'pipeline', 'sources', 'rust');

const CRATE: Record<string, string> = {
  'Cargo.toml': '[package]\nname = "demo"\nversion = "0.1.0"\nlicense = "MIT"\n',
  // indexmap's build script: autocfg probes for std and sets has_std, which gates its std-only API.
  'build.rs': 'fn main() {\n    let ac = autocfg::new();\n    ac.emit_sysroot_crate("std");\n    if false { autocfg::emit("demo_wasm"); }\n}\n',
  'src/lib.rs': `
pub struct Table;
#[cfg(has_std)]
impl Table {
    /// Creates a table with room for n entries.
    pub fn with_capacity(n: usize) -> Self { Table }
}
#[cfg(demo_wasm)]
impl Table {
    /// Only on wasm.
    pub fn wasm_only(&self) {}
}
mod builder;
pub use crate::builder::set::*;
pub use crate::builder::dset::*;

/// A matrix.
pub struct Matrix<T, R, C> { data: Vec<T>, r: R, c: C }
/// A dimension known at compile time.
pub struct Const<const N: usize>;
pub type U2 = Const<2>;
pub type Square<T, D> = Matrix<T, D, D>;
/// A 2x2 matrix.
pub type Matrix2<T> = Matrix<T, U2, U2>;
/// A 2-vector.
pub type Column2<T> = Matrix<T, U2, Const<1>>;

impl<T, R, C> Matrix<T, R, C> {
    /// Number of rows.
    pub fn nrows(&self) -> usize { 0 }
}
impl<T, D> Square<T, D> {
    /// Attempts to invert this square matrix.
    pub fn try_inverse(self) -> Option<Self> { None }
}
macro_rules! constructors {
    ($($R: expr, $C: expr, [$($arg: ident),*]);* $(;)*) => {$(
        impl<T> Matrix<T, Const<$R>, Const<$C>> {
            /// Initializes this matrix from its components.
            pub fn new($($arg: T),*) -> Self { todo!() }
        }
    )*}
}
constructors!(2, 2, [m11, m12, m21, m22]; 2, 1, [x, y]);

pub mod prelude {
    pub use crate::par::{IntoPar, ParRef};
}
pub mod par {
    pub trait IntoPar {
        /// Converts self into a parallel iterator.
        fn into_par(self) -> u32;
    }
    pub trait ParRef<'data> {
        /// Iterates over references in parallel.
        fn par_ref(&'data self) -> u32;
    }
    impl<'data, I: 'data + ?Sized> ParRef<'data> for I where &'data I: IntoPar {
        fn par_ref(&'data self) -> u32 { 0 }
    }
    impl<'data, T: Sync + 'data> IntoPar for &'data Vec<T> { fn into_par(self) -> u32 { 0 } }
    impl<T> IntoPar for std::ops::Range<T> { fn into_par(self) -> u32 { 0 } }
    pub trait Plumbing {
        /// Not in the prelude.
        fn plumb(&self);
    }
    impl<T> Plumbing for Vec<T> { fn plumb(&self) {} }
}
`,
  'src/builder.rs': `
macro_rules! define_builder {
    ($name:ident, $flags:expr) => {
        pub mod $name {
            /// A configurable builder for a set of patterns.
            pub struct SetBuilder(u32);
            impl SetBuilder {
                /// Create a new builder with the given patterns.
                pub fn new(patterns: &[&str]) -> SetBuilder { SetBuilder($flags) }
                /// Set the case insensitive flag.
                pub fn case_insensitive(&mut self, yes: bool) -> &mut SetBuilder { self }
            }
        }
    };
}
define_builder!(set, 1);
macro_rules! define_set {
    ($name:ident, $(#[$doc:meta])*) => {
        pub mod $name {
            $(#[$doc])*
            pub struct PatternSet(u32);
            impl PatternSet {
                /// Whether any of the patterns matches.
                pub fn is_match(&self, text: &str) -> bool { false }
            }
        }
    };
}
define_set! {
    dset,
    /// A set of patterns matched in one pass.
    ///
    /// \`\`\`
    /// let set = demo::PatternSet(1);
    /// \`\`\`
}
`,
};

/** A hashing crate's shape (RustCrypto's digest and sha2): an alias of another crate's type gets its methods. */
const HASHING: Record<string, string> = {
  'dig-0.1.0/Cargo.toml': '[package]\nname = "dig"\nversion = "0.1.0"\nlicense = "MIT"\n',
  'dig-0.1.0/src/lib.rs': `
pub mod core_api {
    pub struct CoreWrapper<T> { core: T }
    pub trait FixedOutputCore {}
    impl<T: FixedOutputCore> crate::FixedOutput for CoreWrapper<T> {}
}
pub trait FixedOutput {}
pub trait Digest {
    /// Create new hasher instance.
    fn new() -> Self;
    /// Process data, updating the internal state.
    fn update(&mut self, data: impl AsRef<[u8]>);
}
impl<D: FixedOutput> Digest for D {
    fn new() -> Self { todo!() }
    fn update(&mut self, data: impl AsRef<[u8]>) {}
}
`,
  'shax-0.1.0/Cargo.toml': '[package]\nname = "shax"\nversion = "0.1.0"\nlicense = "MIT"\n',
  'shax-0.1.0/src/lib.rs': `
pub use dig::{self, Digest};
use dig::core_api::{CoreWrapper, FixedOutputCore};
pub struct Sha256Core;
impl FixedOutputCore for Sha256Core {}
/// SHA-256 hasher.
pub type Sha256 = CoreWrapper<Sha256Core>;
`,
};

/** A type page as rustdoc renders it: only the parts std_html.py reads. */
function typePage(name: string, fromImpls: string[]): string {
  const impl = (id: string) => `<section id="impl-${id}" class="impl"><h3 class="code-header">impl</h3></section>`;
  return `<html><body>
<pre class="rust item-decl"><code>pub struct ${name} { /* private fields */ }</code></pre>
<details class="toggle top-doc" open><div class="docblock"><p>A ${name}.</p></div></details>
<h2 id="trait-implementations">Trait Implementations</h2><div id="trait-implementations-list">
${fromImpls.map(impl).join('\n')}
</div>
<h2 id="blanket-implementations">Blanket Implementations</h2><div id="blanket-implementations-list">
${impl('Into%3CU%3E-for-T')}
<div class="impl-items"><section id="method.into" class="method trait-impl"><h4 class="code-header">fn into(self) -&gt; U</h4></section>
<div class="docblock"><p>Calls <code>U::from(self)</code>.</p></div></div>
</div><footer id="footer"></footer></body></html>`;
}

interface Row {
  t: string;
  name?: string;
  kind?: string;
  sig?: string;
  doc?: string;
  inh?: boolean;
}

function rowsOf(out: string): Row[] {
  return out.trim().split('\n').map((l) => JSON.parse(l) as Row).filter((r) => r.t === 'api');
}

describe('rust extractors (crates.py, std_html.py)', function () {
  this.timeout(60000);
  let dir: string;

  before(function () {
    if (!hasSystemPython()) this.skip();
    dir = mkdtempSync(path.join(tmpdir(), 'gc-rust-'));
  });
  after(() => dir && rmSync(dir, { recursive: true, force: true }));

  describe('crates.py', () => {
    let byName: Map<string, Row>;
    let sigsOf: (name: string) => string[];
    before(() => {
      const crate = path.join(dir, 'registry', 'demo-0.1.0');
      for (const [file, text] of [...Object.entries(CRATE).map(([f, t]) => [path.join(crate, f), t]), ...Object.entries(HASHING).map(([f, t]) => [path.join(dir, 'registry', f), t])]) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      mkdirSync(path.join(dir, 'debs'));
      const out = execFileSync(SYSTEM_PYTHON, [path.join(sources, 'crates.py'), path.join(dir, 'registry'), path.join(dir, 'debs'), dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      const rows = rowsOf(out);
      byName = new Map(rows.map((r) => [r.name!, r]));
      sigsOf = (name) => rows.filter((r) => r.name === name).map((r) => r.sig!);
    });

    it('lists what a macro of the crate generates, under the path its re-export gives', () => {
      assert.equal(byName.get('demo::SetBuilder')?.kind, 'struct');
      assert.deepEqual(byName.get('demo::SetBuilder::new'), {
        t: 'api', lang: 'rust', lib: 'demo', name: 'demo::SetBuilder::new', kind: 'method',
        sig: 'pub fn new(patterns: &[&str]) -> SetBuilder', doc: 'Create a new builder with the given patterns.',
      });
      assert.equal(byName.get('demo::SetBuilder::case_insensitive')?.sig, 'pub fn case_insensitive(&mut self, yes: bool) -> &mut SetBuilder');
    });

    it("takes an invocation's doc comments for the #[doc] attributes a matcher asks for (regex's define_set!)", () => {
      assert.equal(byName.get('demo::PatternSet')?.kind, 'struct');
      assert.equal(byName.get('demo::PatternSet::is_match')?.sig, 'pub fn is_match(&self, text: &str) -> bool');
    });

    it("takes the cfgs the build script's autocfg probes set, and not its conditional emits", () => {
      assert.equal(byName.get('demo::Table::with_capacity')?.sig, 'pub fn with_capacity(n: usize) -> Self');
      assert.ok(!byName.has('demo::Table::wasm_only'));
    });

    it('expands repetitions: one impl per matched group, with its own arguments', () => {
      assert.deepEqual(sigsOf('demo::Matrix::new'), ['pub fn new(m11: T, m12: T, m21: T, m22: T) -> Self', 'pub fn new(x: T, y: T) -> Self']);
    });

    it('lists under a type alias the methods of the impl blocks that apply to it, and no others', () => {
      const m2 = (member: string) => byName.get(`demo::Matrix2::${member}`);
      assert.deepEqual([m2('new')?.sig, m2('new')?.inh], ['pub fn new(m11: T, m12: T, m21: T, m22: T) -> Self', true]);
      assert.equal(byName.get('demo::Column2::new')?.sig, 'pub fn new(x: T, y: T) -> Self', 'the 2x1 constructor, not the 2x2 one');
      assert.equal(m2('try_inverse')?.doc, 'Attempts to invert this square matrix.', 'through the alias Square<T, D>');
      assert.ok(!byName.has('demo::Column2::try_inverse'), 'Square<T, D> needs both dimensions equal');
      assert.ok(m2('nrows') && byName.has('demo::Column2::nrows'), 'a fully generic impl applies to every alias');
      assert.ok(byName.has('demo::Square::nrows') && !byName.has('demo::Square::new'), 'a fixed-size impl does not apply to an alias of any size');
    });

    it('lists under an alias of another crate\'s type what that crate gives the type (sha2::Sha256::update)', () => {
      assert.deepEqual(byName.get('shax::Sha256::update'), {
        t: 'api', lang: 'rust', lib: 'shax', name: 'shax::Sha256::update', kind: 'method',
        sig: 'fn update(&mut self, data: impl AsRef<[u8]>)', doc: 'Process data, updating the internal state.', inh: true,
      });
      assert.ok(byName.has('shax::Sha256::new'));
      const copies = [...byName.keys()].filter((n) => n.startsWith('shax::') && n.includes('CoreWrapper::'));
      assert.deepEqual(copies, [], 'what the re-exported crate lists is not listed again under this one');
    });

    it('lists the methods a prelude trait adds to a standard type under that type, in the crate\'s library', () => {
      assert.deepEqual(byName.get('std::vec::Vec::par_ref'), {
        t: 'api', lang: 'rust', lib: 'demo', name: 'std::vec::Vec::par_ref', kind: 'method',
        sig: "fn par_ref(&'data self) -> u32", doc: 'Iterates over references in parallel.', inh: true,
      });
      assert.ok(byName.has('std::vec::Vec::into_par') && byName.has('std::ops::Range::into_par'));
      assert.ok(!byName.has('std::ops::Range::par_ref'), 'the blanket impl needs IntoPar on a reference, which Range has not');
      assert.ok(!byName.has('std::vec::Vec::plumb'), 'a trait outside the prelude');
    });
  });

  describe('std_html.py', () => {
    let byName: Map<string, Row>;
    before(() => {
      const net = path.join(dir, 'html', 'std', 'net');
      mkdirSync(net, { recursive: true });
      writeFileSync(path.join(net, 'struct.Ipv4Addr.html'), typePage('Ipv4Addr', ['From%3CIpv4Addr%3E-for-IpAddr', 'From%3CIpv4Addr%3E-for-u32', 'From%3Cu32%3E-for-Ipv4Addr']));
      writeFileSync(path.join(net, 'struct.Shutdown.html'), typePage('Shutdown', []));
      const out = execFileSync(SYSTEM_PYTHON, [path.join(sources, 'std_html.py'), path.join(dir, 'html'), '1.0.0'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      byName = new Map(rowsOf(out).map((r) => [r.name!, r]));
    });

    it('says what into converts into where the page lists From impls of the type', () => {
      assert.equal(byName.get('std::net::Ipv4Addr::into')?.doc, 'Calls U::from(self), converting into IpAddr or u32 (the From impls of this type).');
      assert.equal(byName.get('std::net::Shutdown::into')?.doc, 'Calls U::from(self).', 'no conversions: the blanket doc, capped by the assembler');
    });
  });
});
