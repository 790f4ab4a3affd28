import { strict as assert } from 'node:assert';
import { countJavaScriptBuiltIns } from '../../../kb/pipeline/staples';
import { bundleSnippets } from '../../../kb/pipeline/usage/snippet-bundle';

/** The shape of 30-seconds-of-code's dist/_30s.esm.js: a preamble, one top-level const a snippet, an export list; CRLF lines. */
const BUNDLE = [
  'const fs = typeof require !== "undefined" && require(\'fs\');',
  'const crypto = typeof require !== "undefined" && require(\'crypto\');',
  '',
  'const capitalizeEveryWord = str => str.replace(/\\b[a-z]/g, char => char.toUpperCase());',
  'const chunk = (arr, size) =>',
  '  Array.from({ length: Math.ceil(arr.length / size) }, (v, i) =>',
  '    arr.slice(i * size, i * size + size)',
  '  );',
  'const JSONToFile = (obj, filename) =>',
  '  fs.writeFile(`${filename}.json`, JSON.stringify(obj, null, 2));',
  'function isEven(n) {',
  '  const half = n / 2;',
  '  return Math.floor(half) === half;',
  '}',
  '',
  'export { capitalizeEveryWord, chunk, JSONToFile, isEven };',
  '',
].join('\r\n');

describe('snippet bundle', () => {
  it('cuts a bundle into its top-level declarations, one snippet each, without the preamble or the export list', () => {
    const snippets = bundleSnippets(BUNDLE);
    assert.deepEqual(snippets.map((s) => /^(?:const|function)\s+([\w$]+)/.exec(s)![1]), ['capitalizeEveryWord', 'chunk', 'JSONToFile', 'isEven']);
    // a snippet keeps its own inner declarations (an indented const is no cut) and loses the export list
    assert.ok(snippets[3].includes('const half = n / 2;'));
    assert.ok(snippets.every((s) => !s.includes('export {') && !s.includes('typeof require')));
    assert.ok(snippets[1].endsWith(');'));
  });

  it('counts each snippet as one program', async () => {
    // ten snippets: what one of them calls is a tenth of the programs, no boilerplate (more than a fifth)
    const fillers = Array.from({ length: 6 }, (_, i) => `const same${i} = x => x;`).join('\r\n');
    const builtIns = new Set(['String.replace', 'String.toUpperCase', 'Array.from', 'Math.ceil', 'Array.slice', 'String.slice', 'JSON.stringify', 'Math.floor']);
    const { files, calls } = await countJavaScriptBuiltIns(bundleSnippets(`${fillers}\r\n${BUNDLE}`), builtIns);
    assert.equal(files, 10);
    assert.deepEqual(calls, {
      'Array.from': 1, 'Array.slice': 1, 'JSON.stringify': 1, 'Math.ceil': 1, 'Math.floor': 1,
      'String.replace': 1, 'String.slice': 1, 'String.toUpperCase': 1,
    });
  });

  it('has nothing to give for a text without top-level declarations', () => {
    assert.deepEqual(bundleSnippets(''), []);
    assert.deepEqual(bundleSnippets('  const indented = 1;\n'), []);
  });
});
