/**
 * The CLI's help: one text per command and the overview, each naming the options and the environment
 * the README documents (a test holds the two together).
 */
import { version } from '../../package.json';
import { DEFAULT_TIMEOUTS } from '../core/models/settings';
import { ACCEPTED_LANGUAGES } from '../core/schema';
import { DEFAULT_DAILY_LIMIT, DEFAULT_KB_WAIT_MS, DEFAULT_MINUTE_LIMIT, DEFAULT_MODEL } from '../core/service';
import { DEFAULT_TOOL_CALLS_PER_MINUTE } from '../core/tools/budget';
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_MAX_CONNECTIONS, DEFAULT_PORT, DEFAULT_REQUEST_TIMEOUT_MS } from '../server/server';
import { keysDir } from '../server/user-key-file';
import { stateDir } from './state-dir';

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

export const COMMAND_HELP: Record<'serve' | 'ask' | 'search' | 'check' | 'mcp', string> = {
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

An MCP server on stdin/stdout (tools: search_apis, check_code) for Claude Code, Cursor, Cline, … ; \`serve\` offers
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

export const HELP = `grounded-code ${version}: code answers grounded in real library APIs

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
