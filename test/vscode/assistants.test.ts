// The knowledge base in the editor's other assistants, inside a real extension host: the
// language-model tool as VS Code lists and invokes it, the @grounded participant driven with a test
// language model (code-server has no chat model of its own; see README "Tests and CI"), its API pages,
// and the MCP server offered to VS Code.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { type GroundedCodeApi, extension, request, whenKnowledgeBaseReady } from './support';

const TOOL = 'groundedCode_search_apis';

/** Waits until the window serves and its knowledge base has loaded. */
async function knowledgeBaseLoaded(api: GroundedCodeApi): Promise<void> {
  const base = await api.whenServing();
  assert.ok(base, 'the window serves (or uses) the loopback server');
  await whenKnowledgeBaseReady(base);
}

function textOf(result: vscode.LanguageModelToolResult): string {
  return result.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');
}

/** A language model that records what it was sent and streams a fixed answer. */
function fakeModel(answer: string[]) {
  const sent: vscode.LanguageModelChatMessage[][] = [];
  const model = {
    id: 'test-model',
    vendor: 'test',
    family: 'test',
    version: '1',
    name: 'Test model',
    maxInputTokens: 100_000,
    countTokens: async () => 1,
    sendRequest: async (messages: vscode.LanguageModelChatMessage[]) => {
      sent.push(messages);
      async function* text() {
        for (const chunk of answer) yield chunk;
      }
      return { text: text(), stream: text() };
    },
  };
  return { model: model as unknown as vscode.LanguageModelChat, sent };
}

/** A response stream that records what the participant showed. */
function recordingStream() {
  const markdown: string[] = [];
  const references: vscode.Uri[] = [];
  const progress: string[] = [];
  const stream = {
    markdown: (v: string | vscode.MarkdownString) => markdown.push(typeof v === 'string' ? v : v.value),
    reference: (v: vscode.Uri) => references.push(v),
    progress: (v: string) => progress.push(v),
  };
  return { stream: stream as unknown as vscode.ChatResponseStream, markdown, references, progress };
}

function chatRequest(prompt: string, model: vscode.LanguageModelChat, command?: string): vscode.ChatRequest {
  return { prompt, command, model, references: [], toolReferences: [], toolInvocationToken: undefined } as unknown as vscode.ChatRequest;
}

const messageText = (m: vscode.LanguageModelChatMessage) =>
  m.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');

describe('language-model tools', function () {
  this.timeout(150_000);
  let api: GroundedCodeApi;
  before(async () => {
    api = await extension().activate();
    await knowledgeBaseLoaded(api);
  });

  it('vscode.lm.tools lists search_apis with its description and input schema', () => {
    const tool = vscode.lm.tools.find((t) => t.name === TOOL);
    assert.ok(tool, `not listed; tools: ${vscode.lm.tools.map((t) => t.name).join(', ')}`);
    assert.match(tool.description, /real API signatures/);
    const schema = tool.inputSchema as { required?: string[]; properties?: Record<string, unknown> };
    assert.deepEqual(schema.required, ['query']);
    assert.ok(schema.properties?.library && schema.properties?.language && schema.properties?.k);
  });

  it('vscode.lm.invokeTool returns real signatures', async () => {
    const result = await vscode.lm.invokeTool(TOOL, { input: { query: 'pandas.DataFrame.groupby', k: 3 }, toolInvocationToken: undefined });
    const text = textOf(result);
    assert.match(text, /^3 APIs from the knowledge base, python/);
    assert.match(text, /- pandas\.DataFrame\.groupby {2}\[pandas\]\n {2}DataFrame\.groupby\(by=None/);
  });

  it('vscode.lm.invokeTool filters by language and library', async () => {
    const text = textOf(
      await vscode.lm.invokeTool(TOOL, { input: { query: 'read a file line by line', language: 'rust', library: 'std', k: 4 }, toolInvocationToken: undefined }),
    );
    const libs = [...text.matchAll(/^- \S+ {2}\[([^\]]+)\]$/gm)].map((m) => m[1]);
    assert.ok(libs.length > 0, text);
    assert.ok(libs.every((l) => l === 'std'), text);
  });

  it('an invalid input is refused with a message the model can act on', async () => {
    await assert.rejects(
      Promise.resolve(vscode.lm.invokeTool(TOOL, { input: { query: 'x', k: 1000 }, toolInvocationToken: undefined })),
      /Invalid input for search_apis: k/,
    );
  });
});

describe('@grounded chat participant', function () {
  this.timeout(150_000);
  let api: GroundedCodeApi;
  before(async () => {
    api = await extension().activate();
    await knowledgeBaseLoaded(api);
  });

  it('is registered under the id package.json declares', () => {
    const declared = extension().packageJSON.contributes.chatParticipants as { id: string; name: string }[];
    assert.deepEqual(
      declared.map((p) => p.name),
      ['grounded'],
    );
    assert.equal(api.chatParticipant().id, declared[0]?.id);
  });

  it('answers through the request model with the retrieved signatures in its prompt, and lists them as references', async () => {
    const { model, sent } = fakeModel(['Use `pandas.read_csv`:', '\n```python\ndf = pd.read_csv("a.csv")\n```']);
    const out = recordingStream();
    const token = new vscode.CancellationTokenSource().token;
    const result = await api.chatParticipant().handler(
      chatRequest('How do I read a CSV file into a pandas DataFrame?', model),
      { history: [] } as unknown as vscode.ChatContext,
      out.stream,
      token,
    );
    assert.equal(sent.length, 1, 'one request to the model');
    const prompt = sent[0]!.map(messageText).join('\n');
    assert.match(prompt, /read_csv\(filepath_or_buffer/, 'the real signature is in the prompt');
    assert.match(prompt, /How do I read a CSV file into a pandas DataFrame\?/);
    assert.equal(out.markdown.join(''), 'Use `pandas.read_csv`:\n```python\ndf = pd.read_csv("a.csv")\n```');
    const names = out.references.map((u) => JSON.parse(u.query).name as string);
    assert.ok(names.includes('pandas.read_csv'), names.join(', '));
    assert.ok((result as { metadata?: { apis?: string[] } }).metadata?.apis?.includes('pandas.read_csv'));

    // A reference opens a read-only page with the API's signature.
    const page = await vscode.workspace.openTextDocument(out.references[names.indexOf('pandas.read_csv')]!);
    assert.match(page.getText(), /^# pandas\.read_csv\n/);
    assert.match(page.getText(), /read_csv\(filepath_or_buffer/);
  });

  it('/search lists the APIs without calling the model', async () => {
    const { model, sent } = fakeModel(['never']);
    const out = recordingStream();
    await api.chatParticipant().handler(
      chatRequest('DataFrame.groupby', model, 'search'),
      { history: [] } as unknown as vscode.ChatContext,
      out.stream,
      new vscode.CancellationTokenSource().token,
    );
    assert.equal(sent.length, 0);
    const shown = out.markdown.join('');
    assert.match(shown, /\*\*pandas\.DataFrame\.groupby\*\*/);
    assert.match(shown, /DataFrame\.groupby\(by=None/);
    assert.ok(out.references.length > 0);
  });
});

describe('MCP server offered to VS Code', function () {
  this.timeout(60_000);
  it('is the /mcp of the serving endpoint, and answers MCP initialize there', async () => {
    const api = await extension().activate();
    const base = await api.whenServing();
    assert.equal(api.mcpServerUrl(), `${base}/mcp`);
    const init = await request(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'in-host', version: '1' } } },
    });
    assert.equal(init.status, 200, init.text);
    assert.equal(init.json.result.serverInfo.name, 'grounded-code');
    assert.ok(init.json.result.capabilities.tools);
  });
});
