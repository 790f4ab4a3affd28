import { strict as assert } from 'node:assert';
import { closeOpenFence, renderMarkdown } from '../../../src/webview/markdown';

describe('chat markdown rendering', () => {
  it('escapes raw HTML from the model', () => {
    const { html } = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror=alert(1)> <b onclick="x">b</b>');
    assert.ok(!/<script/i.test(html));
    assert.ok(!/<img/i.test(html));
    assert.ok(!/<b /i.test(html));
    assert.ok(html.includes('&lt;script&gt;'));
  });

  it('drops unsafe links and marks safe ones', () => {
    const { html } = renderMarkdown(
      '[a](javascript:alert(1)) [b](vbscript:x) [c](file:///etc/passwd) [d](data:text/html;base64,xx) [e](https://example.com) [f](command:workbench.action.quit)',
    );
    assert.ok(!/href="javascript/i.test(html));
    assert.ok(!/href="vbscript/i.test(html));
    assert.ok(!/href="file/i.test(html));
    assert.ok(!/href="data:text/i.test(html));
    assert.ok(!/href="command:/i.test(html));
    assert.match(html, /<a href="https:\/\/example.com" rel="noopener noreferrer nofollow" target="_blank">e<\/a>/);
  });

  it('renders fenced code with copy/insert hooks and keeps the exact code', () => {
    const code = 'import pandas as pd\nprint("<b>&</b>")';
    const { html, codeBlocks } = renderMarkdown(`Text\n\n\`\`\`python\n${code}\n\`\`\`\n\nMore\n\n~~~\nplain\n~~~`);
    assert.equal(codeBlocks.length, 2);
    assert.deepEqual(codeBlocks[0], { lang: 'python', code: `${code}\n` });
    assert.deepEqual(codeBlocks[1], { lang: '', code: 'plain\n' });
    assert.match(html, /data-testid="code-block"/);
    assert.match(html, /data-testid="copy-code" data-index="0"/);
    assert.match(html, /data-testid="insert-code" data-index="1"/);
    assert.ok(html.includes('&lt;b&gt;&amp;&lt;/b&gt;'));
  });

  it('sanitises the fence info string', () => {
    const { html, codeBlocks } = renderMarkdown('```py"><script>x\ncode\n```');
    assert.ok(!html.includes('<script'));
    assert.equal(codeBlocks[0]!.lang, 'pyscriptx');
  });

  it('closes an open fence while streaming', () => {
    assert.equal(closeOpenFence('a\n```py\nx = 1'), 'a\n```py\nx = 1\n```\n');
    assert.equal(closeOpenFence('```py\nx\n```\n'), '```py\nx\n```\n');
    assert.equal(closeOpenFence('````\n```\nx'), '````\n```\nx\n````\n');
  });
});

describe('chat code highlighting', () => {
  it('colours a known language with token spans and keeps the exact text', () => {
    const code = 'import json\n\ndef load(s: str) -> dict:\n    # parse it\n    return json.loads(s)  # "x" < 1\n';
    const { html } = renderMarkdown(`\`\`\`python\n${code}\`\`\``);
    for (const cls of ['hljs-keyword', 'hljs-comment', 'hljs-title']) assert.ok(html.includes(`class="${cls}`), cls);
    const inner = /<code[^>]*>([\s\S]*)<\/code>/.exec(html)![1]!;
    const text = inner.split(/<span class="code-line[^"]*">/).slice(1).join('\n').concat('\n').replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
    assert.equal(text, code);
  });

  it('leaves an unknown or missing language uncoloured and escaped', () => {
    const { html } = renderMarkdown('```\n<b>x</b> if\n```');
    assert.ok(!html.includes('hljs-'));
    assert.ok(html.includes('&lt;b&gt;x&lt;/b&gt; if'));
  });

  it('highlights model output without letting markup through', () => {
    const { html } = renderMarkdown('```js\nconst s = "</code></pre><script>alert(1)</script>";\n```');
    assert.ok(!html.includes('<script>'));
    assert.ok(html.includes('hljs-string'));
  });
});

describe('code block lines', () => {
  it('one line span per line with its indent; token spans reopened across lines; text kept', () => {
    const code = 'def f():\n    s = """a\nb"""\n\treturn s\n';
    const { html } = renderMarkdown(`\`\`\`python\n${code}\`\`\``);
    const lines = html.match(/<span class="code-line ind-\d+">/g) ?? [];
    assert.deepEqual(lines.map((l) => /ind-(\d+)/.exec(l)![1]), ['0', '4', '0', '4']);
    // The string spans two lines: each line holds its own balanced part.
    const inner = /<code[^>]*>([\s\S]*)<\/code>/.exec(html)![1]!;
    assert.equal((inner.match(/<span/g) ?? []).length, (inner.match(/<\/span>/g) ?? []).length);
    const parts = inner.split(/<span class="code-line[^"]*">/).slice(1).map((p) => p.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"'));
    assert.deepEqual(parts, ['def f():', '    s = """a', 'b"""', '\treturn s']);
  });
});
