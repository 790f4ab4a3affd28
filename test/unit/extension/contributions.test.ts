/**
 * package.json declares what VS Code shows before the extension runs; the code registers the same
 * things. These checks keep the two from drifting: every registry tool is declared with its own
 * description and input schema, and every declared tool, participant and MCP provider has code.
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TOOLS, inputJsonSchema } from '../../../src/core/tools/registry';

const ROOT = path.join(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const source = (file: string) => readFileSync(path.join(ROOT, 'src', file), 'utf8');

describe('contributions (package.json ⇄ code)', () => {
  it('declares every registry tool as a language-model tool with the registry description and schema', () => {
    const declared = manifest.contributes.languageModelTools as { name: string; modelDescription: string; inputSchema: unknown; displayName: string }[];
    for (const tool of TOOLS) {
      const entry = declared.find((d) => d.name === `groundedCode_${tool.name}`);
      assert.ok(entry, `add groundedCode_${tool.name} to contributes.languageModelTools`);
      assert.equal(entry.modelDescription, tool.description);
      assert.equal(entry.displayName, tool.title);
      assert.deepEqual(entry.inputSchema, inputJsonSchema(tool), `inputSchema of ${tool.name} differs from its zod schema`);
    }
    assert.equal(declared.length, TOOLS.length, 'a declared tool has no registry entry');
  });

  it('declares the @grounded participant and the MCP provider with the ids the code registers', () => {
    const [participant] = manifest.contributes.chatParticipants;
    assert.equal(participant.name, 'grounded');
    assert.match(source('vscode/chat-participant.ts'), new RegExp(`PARTICIPANT_ID = '${participant.id.replace('.', '\\.')}'`));
    const [provider] = manifest.contributes.mcpServerDefinitionProviders;
    assert.match(source('vscode/mcp-provider.ts'), new RegExp(`MCP_PROVIDER_ID = '${provider.id.replace('.', '\\.')}'`));
    // Only commands the handler serves are offered.
    for (const c of participant.commands as { name: string }[]) {
      assert.match(source('vscode/chat-participant.ts'), new RegExp(`request\\.command === '${c.name}'`));
    }
  });

  it('asks for a VS Code that has these APIs (tools 1.95, MCP providers 1.101), matching @types/vscode', () => {
    assert.equal(manifest.engines.vscode, '^1.101.0');
    assert.match(manifest.devDependencies['@types/vscode'], /^~1\.101\./);
  });

  it('keeps activate thin: src/extension.ts under 100 lines', () => {
    assert.ok(source('extension.ts').split('\n').length < 100);
  });
});
