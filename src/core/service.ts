/**
 * Wires the service: quota over the host's store, the use case, and the HTTP handler. Both hosts
 * build one with their own adapters (the CLI: a file store and providers from the environment; the
 * extension: globalState and SecretStorage) and get the same behaviour.
 */
import { version } from '../../package.json';
import { createHandler, type HttpRequest, type HttpResponse } from '../server/handler';
import { createMcpRoute } from '../server/mcp-route';
import type { UserKeys } from '../server/user-auth';
import { generate, generateStream, type GenerateDeps, type GenerateEvent, type GenerateHints } from './generate';
import type { HistoryEntry, KnowledgeBase } from './kb/types';
import type { ModelRegistry } from './models/types';
import type { AtomicStore, Clock, Logger } from './ports';
import { silentLogger } from './ports';
import { Quota, callerKey } from './quota';
import type { GenerateResponse, QuotaView } from './schema';
import { DEFAULT_TOOL_CALLS_PER_MINUTE } from './tools/budget';
import { ToolBox } from './tools/registry';

export { DEFAULT_MODEL } from './models/model-id';
import { DEFAULT_MODEL } from './models/model-id';
export const DEFAULT_DAILY_LIMIT = 20;
export const DEFAULT_MINUTE_LIMIT = 5;
/**
 * How long a request waits for a knowledge base that is still loading before it gets 503. The base
 * loads in a few seconds, but a user who asks at once on a busy laptop must get an answer, not a 503:
 * 30 s covers a loaded 2-core machine several times over and still ends a wait on a base that hangs.
 */
export const DEFAULT_KB_WAIT_MS = 30_000;

export interface ServiceConfig {
  dailyLimit: number;
  minuteLimit: number;
  defaultModel: string;
  /** Web origins allowed to call the HTTP API; a function so a host can follow live settings. */
  allowedOrigins: readonly string[] | (() => readonly string[]);
  kbWaitMs: number;
  /** Tool calls (search, MCP) allowed per caller in any rolling 60 s; they do not use the daily quota. */
  toolCallsPerMinute: number | (() => number);
}

export interface ServiceDeps {
  kb: KnowledgeBase;
  models: ModelRegistry;
  store: AtomicStore;
  config: Partial<ServiceConfig>;
  /**
   * The user's keys (server/user-auth.ts), as the host holds them now: with them the HTTP API proves
   * itself to the user's other windows and lets the user's token use keyed providers.
   */
  keys?: () => UserKeys | undefined;
  /** A host that rebuilds its service on settings changes passes its tools, so their budget persists. */
  tools?: ToolBox;
  clock?: Clock;
  log?: Logger;
}

/** What an in-process caller (the chat panel) sends: the request fields plus host-only hints. */
export interface ServiceInput extends GenerateHints {
  question: string;
  lang?: string;
  model?: string;
  history?: HistoryEntry[];
}

export interface CallOptions {
  caller: string;
  signal?: AbortSignal;
}

export interface Service {
  handle(request: HttpRequest): Promise<HttpResponse>;
  generateStream(input: ServiceInput, options: CallOptions): AsyncGenerator<GenerateEvent, void, undefined>;
  generate(input: ServiceInput, options: CallOptions): Promise<GenerateResponse>;
  /** The caller's daily window now. */
  quota(caller: string): Promise<QuotaView>;
  health(): { service: 'grounded-code'; version: string; kb: string; pid: number };
  /** The knowledge base's tools (MCP at /mcp, and the hosts' own tool adapters), with their budget. */
  tools: ToolBox;
}

/** Splits an in-process input into the request body (validated like HTTP's) and the hints. */
function split(input: ServiceInput): { body: Record<string, unknown>; hints: GenerateHints } {
  const { editorLang, preferredLibs, ...fields } = input;
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body[k] = v;
  const hints: GenerateHints = {};
  if (editorLang) hints.editorLang = editorLang;
  if (preferredLibs) hints.preferredLibs = preferredLibs;
  return { body, hints };
}

export function createService(deps: ServiceDeps): Service {
  const log = deps.log ?? silentLogger;
  const config: ServiceConfig = {
    dailyLimit: deps.config.dailyLimit ?? DEFAULT_DAILY_LIMIT,
    minuteLimit: deps.config.minuteLimit ?? DEFAULT_MINUTE_LIMIT,
    defaultModel: deps.config.defaultModel ?? DEFAULT_MODEL,
    allowedOrigins: deps.config.allowedOrigins ?? [],
    kbWaitMs: deps.config.kbWaitMs ?? DEFAULT_KB_WAIT_MS,
    toolCallsPerMinute: deps.config.toolCallsPerMinute ?? DEFAULT_TOOL_CALLS_PER_MINUTE,
  };
  const perMinute = config.toolCallsPerMinute;
  const tools =
    deps.tools ??
    new ToolBox({
    deps: { kb: deps.kb, kbWaitMs: config.kbWaitMs },
    callsPerMinute: typeof perMinute === 'function' ? perMinute : () => perMinute,
      ...(deps.clock ? { clock: deps.clock } : {}),
    });
  const quota = new Quota(deps.store, () => ({ daily: config.dailyLimit, perMinute: config.minuteLimit }), deps.clock, log);
  const generateDeps: GenerateDeps = {
    kb: deps.kb,
    models: deps.models,
    quota,
    config: { defaultModel: config.defaultModel, kbWaitMs: config.kbWaitMs },
    log,
  };
  const origins = () => (typeof config.allowedOrigins === 'function' ? config.allowedOrigins() : config.allowedOrigins);
  const health = () => ({ service: 'grounded-code' as const, version, kb: deps.kb.state(), pid: process.pid });

  const handle = createHandler({
    generateStream: (body, options) =>
      generateStream(
        { body, caller: options.caller, requester: options.requester, ...(options.hints ? { hints: options.hints } : {}) },
        generateDeps,
        options.signal,
      ),
    quotaState: async (caller) => {
      const q = await quota.peek(caller);
      return { remaining: q.daily.remaining, retryAfter: q.retryAfter };
    },
    health,
    ...(deps.keys ? { keys: deps.keys } : {}),
    allowedOrigins: origins,
    mcp: createMcpRoute(tools),
    log,
  });

  return {
    handle,
    generateStream(input, options) {
      const { body, hints } = split(input);
      return generateStream({ body, hints, caller: callerKey(options.caller) }, generateDeps, options.signal);
    },
    generate(input, options) {
      const { body, hints } = split(input);
      return generate({ body, hints, caller: callerKey(options.caller) }, generateDeps, options.signal);
    },
    async quota(caller) {
      return (await quota.peek(caller)).daily;
    },
    health,
    tools,
  };
}
