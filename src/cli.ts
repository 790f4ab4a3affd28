/**
 * The standalone host: `serve` (the HTTP service), `ask` (one answer on stdout) and `search`
 * (retrieval only: no model, no quota). Wires the pure core to Node: a file quota store under the
 * data directory, providers from the environment, the knowledge base in its worker threads.
 */
import * as path from 'node:path';
import { version } from '../package.json';
import { isServiceError } from './core/errors';
import { openKnowledgeBase } from './core/kb/index';
import { DEFAULT_TIMEOUTS } from './core/models/settings';
import type { KnowledgeBase, RetrievedApi } from './core/kb/types';
import type { Logger } from './core/ports';
import { ACCEPTED_LANGUAGES, normaliseLang } from './core/schema';
import { DEFAULT_DAILY_LIMIT, DEFAULT_KB_WAIT_MS, DEFAULT_MINUTE_LIMIT, DEFAULT_MODEL, type ServiceConfig, createService } from './core/service';
import { DEFAULT_TOOL_CALLS_PER_MINUTE } from './core/tools/budget';
import { ToolBox } from './core/tools/registry';
import { serveStdio } from './mcp/stdio';
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_MAX_CONNECTIONS, DEFAULT_REQUEST_TIMEOUT_MS, startServer } from './server/server';
import { ArgsError, parseArgs, type OptionSpec } from './standalone/args';
import { runBatch } from './standalone/batch';
import { FileStore } from './standalone/file-store';
import { stderrLogger } from './standalone/logger';
import { checkBatch, checkOne, languageOf } from './standalone/check-command';
import { registryFromEnv } from './standalone/models';
import { quotaFile, stateDir } from './standalone/state-dir';
import { tokenCommand } from './standalone/token-command';
import type { UserKeys } from './server/user-auth';
import { keysDir, loadUserKeys } from './server/user-key-file';

const DEFAULT_PORT = 7531;
/** One-shot commands may wait long for the base to load; the server's wait is the service's default. */
const CLI_KB_WAIT_MS = 60_000;

const ENVIRONMENT = `Environment (model providers; keys are read from here, never from a file):
  OLLAMA_HOST                      Ollama (default http://127.0.0.1:11434)
  OPENAI_API_KEY, OPENAI_BASE_URL  OpenAI or an OpenAI-compatible proxy
  OPENROUTER_API_KEY, OPENROUTER_BASE_URL
  ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL
  LMSTUDIO_BASE_URL                LM Studio (default http://127.0.0.1:1234/v1)
  GROUNDED_CODE_ENDPOINTS          named OpenAI-compatible endpoints: '{"name":{"baseUrl":"…"}}',
                                   used as --model name/<model>; key in GROUNDED_CODE_<NAME>_API_KEY
  GROUNDED_CODE_CONNECT_TIMEOUT_MS how long a provider may take to start answering (default ${DEFAULT_TIMEOUTS.connectMs})
  GROUNDED_CODE_TIMEOUT_MS         how long one whole answer may take (default ${DEFAULT_TIMEOUTS.totalMs})
  XDG_STATE_HOME                   where the quota counts live without --data-dir
                                   (now ${stateDir()})
  GROUNDED_CODE_KEYS_DIR           where this user's key files live (now ${keysDir()}; see \`token --help\`)`;

const LANGUAGES = `Languages: auto (default), ${ACCEPTED_LANGUAGES.join(', ')} (aliases such as py, js, ts, golang, rs).`;

const COMMAND_HELP: Record<'serve' | 'ask' | 'search' | 'check' | 'mcp', string> = {
  serve: `Usage: grounded-code serve [options]

Serve POST /api/generate (and GET /api/health) on http://127.0.0.1:PORT until stopped (Ctrl-C, SIGTERM).

Options:
  --port N                 port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --model ID               default model, <provider>/<model_name>[:<variant>] (default ${DEFAULT_MODEL})
  --kb PATH                knowledge base folder (default: the one shipped)
  --data-dir DIR           where the quota counts are kept (quota.json)
  --daily-limit N          requests in any rolling 24 h (default ${DEFAULT_DAILY_LIMIT})
  --minute-limit N         requests in any rolling 60 s (default ${DEFAULT_MINUTE_LIMIT})
  --allow-origin URL       a web origin whose pages may call the API (repeatable)
  --kb-wait-ms MS          how long a request made while the knowledge base loads waits for it
                           before 503 kb_unavailable (default ${DEFAULT_KB_WAIT_MS})
  --tool-calls-per-minute N  MCP tool calls (/mcp) allowed in any rolling 60 s (default ${DEFAULT_TOOL_CALLS_PER_MINUTE})
  --max-connections N      open connections held at once (default ${DEFAULT_MAX_CONNECTIONS})
  --headers-timeout-ms MS  time allowed to send the request headers (default ${DEFAULT_HEADERS_TIMEOUT_MS})
  --request-timeout-ms MS  time allowed to send the whole request (default ${DEFAULT_REQUEST_TIMEOUT_MS})
  --verbose                a more detailed log on stderr

${ENVIRONMENT}
`,
  ask: `Usage: grounded-code ask "question" [options]

Print one answer, streamed, and the APIs it was grounded on. Counts against the quota.

Options:
  --lang L                 language of the answer (default auto)
  --model ID               <provider>/<model_name>[:<variant>] (default ${DEFAULT_MODEL})
  --kb PATH                knowledge base folder (default: the one shipped)
  --data-dir DIR           where the quota counts are kept (quota.json)
  --daily-limit N, --minute-limit N   the limits to apply (defaults ${DEFAULT_DAILY_LIMIT}, ${DEFAULT_MINUTE_LIMIT})
  --verbose                a more detailed log on stderr

${LANGUAGES}

${ENVIRONMENT}
`,
  check: `Usage: grounded-code check [options] FILE|-
       grounded-code check --batch FILE.jsonl [options]

Checks code (or a Markdown answer's fenced blocks) against the knowledge base: every call into a library
is known, invented (its library is in the base, the name is not; with the nearest real names), from an
unknown library (not published, or a typosquat of a well-known one), or unresolved (never flagged).
Exits 1 when something is flagged. No model, no quota.

Options:
  --lang L                 the code's language (default: the fence tags, else auto)
  --json                   the report as JSON
  --batch FILE.jsonl       lines {"id","lang","code"} -> one line each:
                           {"id","invented","unknown_libraries","calls":[{"name","status","suggestions"}]}
                           ({"id","error"} for a line that cannot be read)
  --kb PATH                knowledge base folder (default: the one shipped)

${LANGUAGES}
`,
  mcp: `Usage: grounded-code mcp [options]

An MCP server on stdin/stdout (tools: search_apis) for Claude Code, Cursor, Cline, … ; \`serve\` offers
the same tools over Streamable HTTP at /mcp. Tool calls use no model and no daily quota.

Options:
  --kb PATH                    knowledge base folder (default: the one shipped)
  --tool-calls-per-minute N    tool calls allowed in any rolling 60 s (default ${DEFAULT_TOOL_CALLS_PER_MINUTE})
  --verbose                    a more detailed log on stderr
`,
  search: `Usage: grounded-code search "question" [options]
       grounded-code search --batch FILE.jsonl [options]

Retrieval only: the APIs the knowledge base holds for the question, best first. No model, no quota,
no environment variables needed.

Options:
  --lang L                 language to search (default auto)
  --k N                    how many results (default 10, at most 100)
  --json                   one JSON object instead of lines
  --batch FILE.jsonl       one question per line, {"id","question","lang"?}; prints one line each,
                           {"id","lang","results"}, in input order
  --kb PATH                knowledge base folder (default: the one shipped)

${LANGUAGES}
`,
};

const HELP = `grounded-code ${version}: code answers grounded in real library APIs

Usage:
  grounded-code serve [--port N] [--model ID] …   serve POST /api/generate on http://127.0.0.1:${DEFAULT_PORT}
  grounded-code ask "question" [--lang L] [--model ID] …   print one answer (counts against the quota)
  grounded-code search "question" [--lang L] [--k N] [--json] | --batch FILE.jsonl   retrieval only
  grounded-code check [--lang L] [--json] FILE|- | --batch FILE.jsonl   flag invented APIs and unknown libraries
  grounded-code mcp [--kb PATH] [--tool-calls-per-minute N]   the search tools as an MCP server on stdio
  grounded-code token [--path]                     your token for keyed providers over HTTP (or its file)
  grounded-code <command> --help                   the command's options and environment
  grounded-code --help | --version

${LANGUAGES}
Default model: ${DEFAULT_MODEL}. Limits: ${DEFAULT_DAILY_LIMIT} a day, ${DEFAULT_MINUTE_LIMIT} per 60 s.

${ENVIRONMENT}
`;

const common: Record<string, OptionSpec> = {
  kb: { type: 'string' },
  verbose: { type: 'flag' },
  help: { type: 'flag' },
};

function defaultKbDir(): string {
  return path.join(__dirname, '..', 'kb');
}

function openKb(dir: string | undefined, log: Logger, queryTimeoutMs?: number, warmChecker = true): KnowledgeBase {
  return openKnowledgeBase({ dir: path.resolve(dir ?? defaultKbDir()), log, warmChecker, ...(queryTimeoutMs ? { queryTimeoutMs } : {}) });
}

function langOption(value: unknown): string {
  if (value === undefined) return 'auto';
  const lang = normaliseLang(String(value));
  if (!lang) throw new ArgsError(`--lang must be auto or one of ${ACCEPTED_LANGUAGES.join(', ')}, not "${String(value)}".`);
  return lang;
}

function onePositional(positionals: string[], what: string): string {
  if (positionals.length !== 1) throw new ArgsError(`Give the ${what} as one quoted argument; see --help.`);
  return positionals[0] as string;
}

/**
 * The standalone service of `serve` and `ask`: the knowledge base of `--kb`, providers from the
 * environment, and the quota file under `--data-dir`, with the limits of the command line.
 */
function openService(options: Record<string, unknown>, log: Logger, config: Partial<ServiceConfig>, keys?: UserKeys) {
  const dataDir = path.resolve((options['data-dir'] as string | undefined) ?? stateDir());
  const kb = openKb(options.kb as string | undefined, log);
  const service = createService({
    kb,
    ...(keys ? { keys: () => keys } : {}),
    models: registryFromEnv(process.env),
    store: new FileStore(quotaFile(dataDir), { log }),
    config: {
      dailyLimit: (options['daily-limit'] as number | undefined) ?? DEFAULT_DAILY_LIMIT,
      minuteLimit: (options['minute-limit'] as number | undefined) ?? DEFAULT_MINUTE_LIMIT,
      ...config,
    },
    log,
  });
  return { kb, service, dataDir };
}

async function serve(argv: string[]): Promise<number> {
  const { options } = parseArgs(argv, {
    ...common,
    port: { type: 'int', min: 0, max: 65535 },
    model: { type: 'string' },
    'data-dir': { type: 'string' },
    'daily-limit': { type: 'int', min: 1, max: 1_000_000 },
    'minute-limit': { type: 'int', min: 1, max: 1_000_000 },
    'allow-origin': { type: 'string', repeat: true },
    'max-connections': { type: 'int', min: 1, max: 100_000 },
    'headers-timeout-ms': { type: 'int', min: 100, max: 600_000 },
    'request-timeout-ms': { type: 'int', min: 100, max: 3_600_000 },
    'tool-calls-per-minute': { type: 'int', min: 1, max: 1_000_000 },
    'kb-wait-ms': { type: 'int', min: 0, max: 3_600_000 },
  });
  if (options.help) return help('serve');
  const log = stderrLogger(options.verbose === true);
  // The user's keys: the editor's windows recognise this service as the user's own, and the token
  // lets the user's tools use keyed providers. Without them the service still serves local models.
  let keys: UserKeys | undefined;
  try {
    keys = await loadUserKeys();
  } catch (e) {
    log.warn(`no user keys (${e instanceof Error ? e.message : String(e)}): keyed providers are refused over HTTP and VS Code windows will not use this service.`);
  }
  const { kb, service, dataDir } = openService(options, log, {
    defaultModel: (options.model as string | undefined) ?? DEFAULT_MODEL,
    allowedOrigins: (options['allow-origin'] as string[] | undefined) ?? [],
    kbWaitMs: (options['kb-wait-ms'] as number | undefined) ?? DEFAULT_KB_WAIT_MS,
    toolCallsPerMinute: (options['tool-calls-per-minute'] as number | undefined) ?? DEFAULT_TOOL_CALLS_PER_MINUTE,
  }, keys);
  let server;
  try {
    server = await startServer({
      port: (options.port as number | undefined) ?? DEFAULT_PORT,
      service,
      log,
      maxConnections: options['max-connections'] as number | undefined,
      headersTimeoutMs: options['headers-timeout-ms'] as number | undefined,
      requestTimeoutMs: options['request-timeout-ms'] as number | undefined,
    });
  } catch (e) {
    await kb.dispose();
    const err = e as NodeJS.ErrnoException;
    process.stderr.write(
      err.code === 'EADDRINUSE'
        ? `error: port ${String(options.port ?? DEFAULT_PORT)} is in use; choose another with --port (0 picks a free one).\n`
        : `error: cannot listen: ${err.message}\n`,
    );
    return 1;
  }
  // A stray rejection must not take the service down; it is a bug to find in the log.
  process.on('unhandledRejection', (e) => log.error(`unhandled rejection: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));
  process.stdout.write(`listening on ${server.url}\n`);
  log.info(`quota counts in ${quotaFile(dataDir)}; knowledge base ${path.resolve((options.kb as string | undefined) ?? defaultKbDir())}`);
  const running = server;
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info(`${signal}: closing`);
      void running
        .close()
        .then(() => kb.dispose())
        .then(() => resolve(0), () => resolve(0));
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}

async function ask(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, {
    ...common,
    lang: { type: 'string' },
    model: { type: 'string' },
    'data-dir': { type: 'string' },
    'daily-limit': { type: 'int', min: 1, max: 1_000_000 },
    'minute-limit': { type: 'int', min: 1, max: 1_000_000 },
  });
  if (options.help) return help('ask');
  const question = onePositional(positionals, 'question');
  const lang = langOption(options.lang);
  const log = stderrLogger(options.verbose === true, true);
  const { kb, service } = openService(options, log, { kbWaitMs: CLI_KB_WAIT_MS });
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  try {
    let apis: RetrievedApi[] = [];
    let streamed = false;
    for await (const ev of service.generateStream(
      { question, lang, ...(options.model ? { model: options.model as string } : {}) },
      { caller: '127.0.0.1', signal: controller.signal },
    )) {
      if (ev.type === 'loading') process.stderr.write('loading the knowledge base…\n');
      else if (ev.type === 'start') apis = ev.apis;
      else if (ev.type === 'delta') {
        process.stdout.write(ev.text);
        streamed = true;
      } else if (ev.type === 'done') {
        if (!streamed) process.stdout.write(ev.response.answer);
        const r = ev.response;
        process.stdout.write(`\n\n---\nGrounded on ${r.api_count} API${r.api_count === 1 ? '' : 's'} (${r.langs.join(', ')}${r.auto_detected ? ', detected' : ''}):\n`);
        for (const a of apis) process.stdout.write(`  ${a.lib}  ${a.sig}\n`);
        if (!apis.length) process.stdout.write('  (none matched with confidence)\n');
        process.stdout.write(`Quota: ${r.quota.used}/${r.quota.limit} used today, ${r.quota.remaining} left.\n`);
      }
    }
    return 0;
  } catch (e) {
    if (isServiceError(e)) {
      process.stderr.write(`error (${e.status} ${e.code}): ${e.message}\n`);
      return e.status === 400 ? 2 : 1;
    }
    if (controller.signal.aborted) {
      process.stderr.write('cancelled\n');
      return 130;
    }
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  } finally {
    await kb.dispose();
  }
}

function toResult(a: RetrievedApi) {
  return { lang: a.lang, lib: a.lib, name: a.name, sig: a.sig, score: Math.round(a.score * 1e4) / 1e4 };
}

async function search(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, {
    ...common,
    lang: { type: 'string' },
    k: { type: 'int', min: 1, max: 100 },
    json: { type: 'flag' },
    batch: { type: 'string' },
  });
  if (options.help) return help('search');
  const k = (options.k as number | undefined) ?? 10;
  const batch = options.batch as string | undefined;
  if (batch && positionals.length) throw new ArgsError('Give either a question or --batch FILE, not both.');
  const question = batch ? '' : onePositional(positionals, 'question');
  const lang = langOption(options.lang);
  const log = stderrLogger(options.verbose === true, true);
  // Retrieval only: the checker's names are never needed, so none are built.
  const kb = openKb(options.kb as string | undefined, log, undefined, false);
  try {
    if (!(await kb.whenReady(CLI_KB_WAIT_MS))) {
      process.stderr.write(`error: the knowledge base is unavailable: ${kb.failure() ?? 'still loading'}\n`);
      return 1;
    }
    if (batch) return await searchBatch(kb, batch, k, lang);
    const r = await kb.retrieve({ question, lang, k, allowWeak: true });
    if (options.json) {
      process.stdout.write(`${JSON.stringify({ lang: r.lang, auto_detected: r.autoDetected, results: r.apis.map(toResult) })}\n`);
    } else {
      process.stdout.write(`${r.lang}${r.autoDetected ? ' (detected)' : ''}: ${r.apis.length} result${r.apis.length === 1 ? '' : 's'}\n`);
      for (const a of r.apis) process.stdout.write(`${a.score.toFixed(3)}  ${a.lib}  ${a.sig}\n`);
    }
    return 0;
  } finally {
    await kb.dispose();
  }
}

/** One output line per input line, in input order; a bad line gets an `error` instead of results. */
function searchBatch(kb: KnowledgeBase, file: string, k: number, defaultLang: string): Promise<number> {
  return runBatch({
    file,
    inFlight: 4,
    failedWord: 'failed',
    failed: (id, error) => JSON.stringify({ id, lang: null, results: [], error }),
    async answer(o) {
      if (typeof o.question !== 'string' || !o.question.trim()) throw new Error('"question" must be a non-empty string');
      const lang = o.lang === undefined || o.lang === null ? defaultLang : normaliseLang(String(o.lang));
      if (!lang) throw new Error(`"lang" must be auto or one of ${ACCEPTED_LANGUAGES.join(', ')}`);
      const r = await kb.retrieve({ question: o.question, lang, k, allowWeak: true });
      return JSON.stringify({ id: o.id ?? null, lang: r.lang, results: r.apis.map(toResult) });
    },
  });
}

/** `mcp`: the tools over stdio. The base loads while the client initialises; a call waits for it. */
async function mcp(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, {
    ...common,
    'tool-calls-per-minute': { type: 'int', min: 1, max: 1_000_000 },
  });
  if (options.help) return help('mcp');
  if (positionals.length) throw new ArgsError('mcp takes no arguments besides its options; see --help.');
  const log = stderrLogger(options.verbose === true, true);
  const kb = openKb(options.kb as string | undefined, log);
  const perMinute = (options['tool-calls-per-minute'] as number | undefined) ?? DEFAULT_TOOL_CALLS_PER_MINUTE;
  const tools = new ToolBox({ deps: { kb, kbWaitMs: CLI_KB_WAIT_MS }, callsPerMinute: () => perMinute });
  try {
    await serveStdio(tools, log);
    return 0;
  } finally {
    await kb.dispose();
  }
}

async function check(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, { ...common, lang: { type: 'string' }, batch: { type: 'string' }, json: { type: 'flag' } });
  if (options.help) return help('check');
  const batch = options.batch as string | undefined;
  if (batch === undefined && positionals.length !== 1) throw new ArgsError('Give one file to check (or - for standard input); see --help.');
  if (batch !== undefined && positionals.length > 0) throw new ArgsError('--batch takes the file itself; give no other file.');
  const lang = options.lang as string | undefined;
  if (lang !== undefined) languageOf('', lang);
  // The first check of a language builds its names in the worker, behind the retrieval warm-up: on a
  // busy machine that can take longer than a server's query timeout, and a one-shot command may wait.
  const kb = openKb(options.kb as string | undefined, stderrLogger(options.verbose === true), CLI_KB_WAIT_MS);
  try {
    if (!(await kb.whenReady(CLI_KB_WAIT_MS))) throw new Error(`the knowledge base is unavailable: ${kb.failure() ?? 'it did not load in time'}`);
    if (batch !== undefined) return await checkBatch(kb, batch, lang);
    return await checkOne(kb, positionals[0] as string, lang, options.json === true);
  } finally {
    await kb.dispose();
  }
}

function help(command?: keyof typeof COMMAND_HELP): number {
  process.stdout.write(command ? COMMAND_HELP[command] : HELP);
  return 0;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'serve':
        return await serve(rest);
      case 'ask':
        return await ask(rest);
      case 'search':
        return await search(rest);
      case 'mcp':
        return await mcp(rest);
      case 'check':
        return await check(rest);
      case 'token':
        return await tokenCommand(rest);
      case '--version':
      case '-v':
        process.stdout.write(`${version}\n`);
        return 0;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        return help();
      default:
        throw new ArgsError(`Unknown command "${command}"; the commands are serve, ask, search, check, mcp and token (see --help).`);
    }
  } catch (e) {
    if (e instanceof ArgsError) {
      process.stderr.write(`error: ${e.message}\n`);
      return 2;
    }
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

if (require.main === module) {
  // A reader that stops early (`| head`) closes the pipe: that ends the output, it is not a crash.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
    // Workers are unref'd; stdout is flushed before exit. Exit explicitly in case a handle lingers.
    process.stdout.write('', () => process.exit(code));
  });
}
