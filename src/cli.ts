/**
 * The standalone host: `serve` (the HTTP service), `ask` (one answer on stdout) and `search`
 * (retrieval only: no model, no quota). Wires the pure core to Node: a file quota store under the
 * data directory, providers from the environment, the knowledge base in its worker threads.
 */
import * as path from 'node:path';
import { version } from '../package.json';
import { isServiceError } from './core/errors';
import { openKnowledgeBase } from './core/kb/index';
import type { KnowledgeBase, RetrievedApi } from './core/kb/types';
import type { Logger } from './core/ports';
import { ACCEPTED_LANGUAGES, normaliseLang } from './core/request-language';
import type { ServiceConfig } from './core/service';
import { ArgsError, parseArgs, type OptionSpec } from './standalone/args';
import { runBatch } from './standalone/batch';
import { stderrLogger } from './standalone/logger';
import type { UserKeys } from './server/user-auth';
import type { COMMAND_HELP as COMMAND_HELP_TYPE } from './standalone/help-text';

// Each command loads the modules only it needs when it runs (`await import`, which the bundle keeps
// as a lazily run module): `search` and `check` then never run the request schemas, the HTTP server
// or the MCP SDK (zod and ajv build much at load: ~20 MB of a one-language search's peak).

/** One-shot commands may wait long for the base to load; the server's wait is the service's default. */
const CLI_KB_WAIT_MS = 60_000;

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
async function openService(options: Record<string, unknown>, log: Logger, config: Partial<ServiceConfig>, keys?: UserKeys) {
  const [{ createService, DEFAULT_DAILY_LIMIT, DEFAULT_MINUTE_LIMIT }, { registryFromEnv }, { FileStore }, { quotaFile, stateDir }] = await Promise.all([
    import('./core/service'),
    import('./standalone/models'),
    import('./standalone/file-store'),
    import('./standalone/state-dir'),
  ]);
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
  const [{ DEFAULT_KB_WAIT_MS, DEFAULT_MODEL }, { DEFAULT_TOOL_CALLS_PER_MINUTE }, { DEFAULT_PORT, startServer }, { loadUserKeys }, { quotaFile }] = await Promise.all([
    import('./core/service'),
    import('./core/tools/budget'),
    import('./server/server'),
    import('./server/user-key-file'),
    import('./standalone/state-dir'),
  ]);
  const log = stderrLogger(options.verbose === true);
  // The user's keys: the editor's windows recognise this service as the user's own, and the token
  // lets the user's tools use keyed providers. Without them the service still serves local models.
  let keys: UserKeys | undefined;
  try {
    keys = await loadUserKeys();
  } catch (e) {
    log.warn(`no user keys (${e instanceof Error ? e.message : String(e)}): keyed providers are refused over HTTP and VS Code windows will not use this service.`);
  }
  const { kb, service, dataDir } = await openService(options, log, {
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
  const { kb, service } = await openService(options, log, { kbWaitMs: CLI_KB_WAIT_MS });
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
      // The name first: a signature alone does not say whose it is (Rust's `str::split` and `String::split` print alike).
      for (const a of r.apis) process.stdout.write(`${a.score.toFixed(3)}  ${a.name} (${a.lib})  ${a.sig}\n`);
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
  const [{ DEFAULT_TOOL_CALLS_PER_MINUTE }, { ToolBox }, { serveStdio }] = await Promise.all([
    import('./core/tools/budget'),
    import('./core/tools/registry'),
    import('./mcp/stdio'),
  ]);
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
  const { checkBatch, checkOne, languageOf } = await import('./standalone/check-command');
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

async function help(command?: keyof typeof COMMAND_HELP_TYPE): Promise<number> {
  const { COMMAND_HELP, HELP } = await import('./standalone/help-text');
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
        return await (await import('./standalone/token-command')).tokenCommand(rest);
      case '--version':
      case '-v':
        process.stdout.write(`${version}\n`);
        return 0;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        return await help();
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
