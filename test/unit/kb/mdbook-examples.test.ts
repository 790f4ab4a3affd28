import { strict as assert } from 'node:assert';
import { bookExamples } from '../../../kb/pipeline/usage/mdbook-examples';

describe("the Rust books' programs as a reading corpus", () => {
  it('pairs each program with its heading and the prose just above it', () => {
    const html =
      '<nav>menu</nav><main><h1 id="read_lines"><a class="header" href="#read_lines"><code>read_lines</code></a></h1>' +
      '<p>The method <code>lines()</code> returns an iterator over the lines\nof a file.</p>' +
      '<pre><pre class="playground"><code class="language-rust no_run edition2021">use std::fs::File;\nfn main() {\n    let f = File::open(&quot;hosts&quot;);\n}\n</code></pre></pre>' +
      '<p>Running this program prints the lines.</p>' +
      '<pre><code class="language-shell">$ ./read_lines</code></pre>' +
      '<pre><code class="language-rust">let x = 5;</code></pre>' +
      '<h2>Errors</h2><p>A program that fails &amp; says so.</p>' +
      '<pre><code class="language-rust"><span class="boring">use std::process;\n</span>fn main() { process::exit(1); }</code></pre></main>';
    const examples = bookExamples(html);
    assert.equal(examples.length, 2, 'the shell listing and the fragment without a function are left out');
    assert.equal(examples[0].text, 'read_lines. The method lines() returns an iterator over the lines of a file.');
    assert.match(examples[0].code, /^use std::fs::File;\nfn main\(\) \{\n    let f = File::open\("hosts"\);/);
    // A later program gets only the words after the one before it, under its own heading; hidden lines are kept.
    assert.equal(examples[1].text, 'Errors. A program that fails & says so.');
    assert.equal(examples[1].code, 'use std::process;\nfn main() { process::exit(1); }');
  });
});
