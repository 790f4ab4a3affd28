/**
 * Words that every JavaScript object answers for (`constructor`, `__proto__`, `toString`, `concat`, …)
 * reach each table keyed by outside text as ordinary words: questions, history, editor languages,
 * library names from a workspace's manifests, endpoint names, code-fence tags. End-to-end through the
 * knowledge base, the CLI and HTTP: test/hardening/prototype-words.test.ts.
 */
import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { RetrievalEngine } from '../../src/core/kb/engine';
import { detectLanguage } from '../../src/core/kb/lang-detect';
import { knowledgeBaseLanguage, normaliseLanguage } from '../../src/core/kb/languages';
import { identifierParts, stem, textTerms } from '../../src/core/kb/tokenize';
import type { ApiRecord } from '../../src/core/kb/types';
import { createModelRegistry } from '../../src/core/models/registry';
import { keyEnvVars, providerSettingsFromEnv } from '../../src/core/models/settings';
import { parseManifest, pythonAliases } from '../../src/core/workspace-deps';
import { buildMessages } from '../../src/core/prompt';
import { codeBlocks, guessLanguageId, hintedLang } from '../../src/vscode/text';
import { EVERY_LANG, PROTOTYPE_WORDS, questionsWith } from '../support/prototype-words';

const isStringList = (xs: unknown) => Array.isArray(xs) && xs.every((x) => typeof x === 'string');

describe('words every JavaScript object has', () => {
  it('are the 55 own names of the three prototypes', () => {
    assert.ok(PROTOTYPE_WORDS.includes('constructor') && PROTOTYPE_WORDS.includes('__proto__'));
    assert.ok(PROTOTYPE_WORDS.includes('hasOwnProperty') && PROTOTYPE_WORDS.includes('concat') && PROTOTYPE_WORDS.includes('bind'));
    assert.ok(PROTOTYPE_WORDS.length >= 50, String(PROTOTYPE_WORDS.length));
  });

  it('stay words of the question: the stemmer and the tokenizer give them back as strings', () => {
    for (const word of PROTOTYPE_WORDS) {
      assert.equal(typeof stem(word), 'string', `stem(${word})`);
      assert.equal(typeof stem(word.toLowerCase()), 'string', `stem(${word.toLowerCase()})`);
      assert.ok(isStringList(identifierParts(word)), `identifierParts(${word})`);
      for (const q of questionsWith(word)) assert.ok(isStringList(textTerms(q)), `textTerms(${q})`);
    }
    // The word is kept, not silently dropped from the query.
    assert.equal(stem('constructor'), 'constructor');
    assert.ok(textTerms('how do I write a constructor').includes('constructor'));
    assert.ok(textTerms('what does __proto__ hold').includes('proto'));
    assert.ok(textTerms('call hasOwnProperty').includes('hasownproperty'));
  });

  it('are not taken for a library alias or a language by the detector', () => {
    for (const word of PROTOTYPE_WORDS) {
      for (const q of questionsWith(word)) {
        const d = detectLanguage({ question: q, history: [q], editorLang: word, libraryLanguages: new Map(), available: ['python', 'javascript', 'go', 'java', 'rust', 'c'] });
        assert.equal(d.lang, 'python', `${q}: ${JSON.stringify(d.votes)}`);
        assert.deepEqual(Object.keys(d.votes), [], `${q} voted ${JSON.stringify(d.votes)}`);
      }
      assert.equal(normaliseLanguage(word), undefined, word);
      assert.equal(knowledgeBaseLanguage(word), word);
    }
  });

  it('as a workspace dependency give a plain list of names (it is cloned to the worker)', () => {
    for (const word of PROTOTYPE_WORDS) {
      const lists = [
        parseManifest('requirements.txt', `${word}\n${word}>=1\n`),
        parseManifest('pyproject.toml', `[project]\ndependencies = ["${word}>=1"]\n[tool.poetry.dependencies]\n${word} = "^1"\n`),
        parseManifest('package.json', JSON.stringify({ dependencies: { [word]: '1' }, devDependencies: JSON.parse(`{"${word}": "2"}`) })),
        parseManifest('go.mod', `module x\nrequire ${word} v1.0.0\n`),
        pythonAliases(word),
        pythonAliases(word.toLowerCase()),
      ];
      for (const list of lists) {
        assert.ok(isStringList(list), `${word}: ${String(list)}`);
        assert.doesNotThrow(() => structuredClone(list));
      }
    }
  });

  it('as provider and endpoint names resolve like any other name', async () => {
    for (const word of PROTOTYPE_WORDS) {
      assert.ok(isStringList(keyEnvVars(word)), `keyEnvVars(${word})`);
      assert.ok(isStringList(keyEnvVars(word.toLowerCase(), providerSettingsFromEnv({}))), `keyEnvVars(${word.toLowerCase()})`);
    }
    // Endpoint names are lower case ([a-z][a-z0-9-]*): of the prototype words, `constructor` and friends.
    const named = PROTOTYPE_WORDS.filter((w) => /^[a-z][a-z0-9-]*$/.test(w));
    const endpoints = Object.fromEntries(named.map((w) => [w, { baseUrl: `http://127.0.0.1:9/${w}` }]));
    const settings = providerSettingsFromEnv({ GROUNDED_CODE_ENDPOINTS: JSON.stringify(endpoints) });
    const registry = createModelRegistry(settings, async () => undefined);
    for (const word of named) {
      assert.ok(registry.has(word), word);
      const provider = await registry.resolve({ raw: `${word}/m`, provider: word, model: 'm' });
      assert.equal(provider.name, word);
    }
    // A provider that is not configured is refused by name, not by a TypeError.
    const bare = createModelRegistry(providerSettingsFromEnv({}), async () => undefined);
    for (const word of named) {
      assert.equal(bare.has(word), false, word);
      await assert.rejects(bare.resolve({ raw: `${word}/m`, provider: word, model: 'm' }), /Unknown model provider/);
    }
  });

  it('as an editor language or a code-fence tag are not languages', () => {
    for (const word of PROTOTYPE_WORDS) {
      assert.equal(hintedLang('read a file', word), undefined, word);
      assert.equal(hintedLang('read a file', word.toLowerCase()), undefined, word);
      const id = guessLanguageId(word);
      assert.equal(typeof id, 'string', word);
      assert.equal(id, word.toLowerCase());
      assert.deepEqual(codeBlocks(`\`\`\`${word}\nx\n\`\`\``), [{ lang: word, code: 'x' }]);
      // The prompt names the language it was asked (a validated request language never is one of these).
      assert.doesNotThrow(() => buildMessages({ question: word, lang: word, context: '', history: [] }));
    }
  });

  it('go through the retrieval engine in every language and in auto, with history, hints and libraries', () => {
    const fixture = path.join(__dirname, '..', 'fixtures', 'kb');
    const manifest = JSON.parse(readFileSync(path.join(fixture, 'manifest.json'), 'utf8'));
    const engine = new RetrievalEngine();
    for (const f of manifest.files) {
      const records: ApiRecord[] = gunzipSync(readFileSync(path.join(fixture, f.file))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
      engine.addLanguage(f.lang, records);
    }
    for (const word of PROTOTYPE_WORDS) {
      for (const question of questionsWith(word)) {
        for (const lang of EVERY_LANG) {
          const r = engine.retrieve({
            question,
            lang,
            history: [{ role: 'user', content: question }, { role: 'assistant', content: word }],
            editorLang: word,
            preferredLibs: [word, word.toLowerCase()],
            allowWeak: true,
          });
          assert.equal(typeof r.lang, 'string', `${lang}: ${question}`);
          assert.ok(Array.isArray(r.apis) && typeof r.context === 'string', `${lang}: ${question}`);
          if (lang !== 'auto') assert.equal(r.lang, lang);
        }
      }
    }
  });
});
