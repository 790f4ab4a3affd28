// A small but faithful fake of the OpenAI Chat Completions API, for the VS Code host tests: it speaks
// the real wire protocol (JSON, or Server-Sent Events `chat.completion.chunk` frames ending with
// `data: [DONE]` when `stream: true`), checks the bearer key, and streams in several delayed chunks so
// a streaming UI can be observed mid-answer. The runner starts it outside the editor and hands its
// URL to the extension host through OPENAI_BASE_URL / settings.
//
//   const fake = await startFakeOpenAI({ apiKey: 'sk-test', chunkDelayMs: 120 });
//   fake.baseUrl  -> http://127.0.0.1:<port>/v1     fake.requests -> bodies received
import http from 'node:http';

export const FAKE_MARKER = 'grounded-code-fake-upstream';

export const DEFAULT_ANSWER = [
  'Use `json.loads` to parse a JSON string into Python objects:',
  '',
  '```python',
  'import json',
  '',
  `# ${FAKE_MARKER}`,
  'data = json.loads(\'{"name": "Ada", "langs": ["python"]}\')',
  'print(data["name"])',
  '```',
  '',
  '`json.loads(s)` returns a `dict` for a JSON object.',
].join('\n');

/**
 * A question with this phrase gets an answer that calls an invented API (`np.meam`), as a model that
 * half-remembers NumPy would; the same question asked again with the guard's note (it says the names
 * "do not exist") gets the corrected answer. The chat's hallucination-guard test uses both.
 */
export const INVENTED_TRIGGER = 'mean of a list with numpy';
export const INVENTED_ANSWER = [
  'Use NumPy:',
  '',
  '```python',
  'import numpy as np',
  '',
  'values = [1, 2, 3]',
  'print(np.meam(values))',
  '```',
].join('\n');
export const CORRECTED_ANSWER = INVENTED_ANSWER.replace('np.meam(', 'np.mean(');

function answerFor(body, fallback) {
  const lastUser = [...body.messages].reverse().find((m) => m.role === 'user');
  const text = typeof lastUser?.content === 'string' ? lastUser.content : '';
  if (!text.includes(INVENTED_TRIGGER)) return fallback;
  return text.includes('do not exist') ? CORRECTED_ANSWER : INVENTED_ANSWER;
}

function splitChunks(text, n) {
  const size = Math.max(1, Math.ceil(text.length / n));
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export async function startFakeOpenAI({
  apiKey = 'sk-test-key',
  answer = DEFAULT_ANSWER,
  chunks = 8,
  chunkDelayMs = 150,
  host = '127.0.0.1',
  port = 0,
} = {}) {
  const requests = [];
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    const chunksIn = [];
    req.on('data', (c) => chunksIn.push(c));
    req.on('end', async () => {
      const json = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const oaiError = (status, message, type, code) => json(status, { error: { message, type, param: null, code } });
      const url = new URL(req.url, 'http://x');
      const route = url.pathname.replace(/^\/v1/, '');
      if (req.method === 'GET' && url.pathname === '/_fake/requests') {
        // Not part of OpenAI's API: lets a test see what the upstream received.
        return json(200, { count: requests.length, last: requests.at(-1) ?? null });
      }
      if (apiKey && req.headers.authorization !== `Bearer ${apiKey}`) {
        return oaiError(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
      }
      if (req.method === 'GET' && route === '/models') {
        return json(200, { object: 'list', data: [{ id: 'test-model', object: 'model', created: 1700000000, owned_by: 'fake' }] });
      }
      if (req.method !== 'POST' || route !== '/chat/completions') {
        return oaiError(404, `Unknown request URL: ${req.method} ${url.pathname}`, 'invalid_request_error', 'unknown_url');
      }
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunksIn).toString('utf8'));
      } catch {
        return oaiError(400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
      }
      if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
        return oaiError(400, "Missing required parameter: 'messages'.", 'invalid_request_error', 'missing_required_parameter');
      }
      requests.push(body);
      const reply = answerFor(body, answer);
      const id = `chatcmpl-fake${requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      const usage = { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 };
      if (!body.stream) {
        await new Promise((r) => setTimeout(r, chunkDelayMs));
        return json(200, {
          id, object: 'chat.completion', created, model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply, refusal: null }, logprobs: null, finish_reason: 'stop' }],
          usage,
        });
      }
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const frame = (delta, finish = null, extra = {}) => `data: ${JSON.stringify({
        id, object: 'chat.completion.chunk', created, model: body.model, system_fingerprint: 'fp_fake',
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra,
      })}\n\n`;
      res.write(frame({ role: 'assistant', content: '', refusal: null }));
      for (const piece of splitChunks(reply, chunks)) {
        if (res.destroyed) return;
        await new Promise((r) => setTimeout(r, chunkDelayMs));
        res.write(frame({ content: piece }));
      }
      res.write(frame({}, 'stop'));
      if (body.stream_options?.include_usage) {
        res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  await new Promise((resolve, reject) => { server.once('error', reject); server.listen(port, host, resolve); });
  const url = `http://${host}:${server.address().port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    apiKey,
    requests,
    close: () => new Promise((r) => { for (const s of sockets) s.destroy(); server.close(() => r()); }),
  };
}

// `node test/host/fake-openai.mjs` runs it on its own (prints the base URL) for manual checks.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeOpenAI({ port: Number(process.env.PORT || 0) });
  console.log(fake.baseUrl);
}
