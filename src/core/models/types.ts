/**
 * The model-provider port. One adapter per wire protocol (Ollama, OpenAI-compatible, Anthropic, the
 * editor's language models) implements ModelProvider. Pure: no `vscode` import here.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A parsed `model` identifier: `<provider>/<model_name>[:<variant>]`. */
export interface ModelId {
  /** As given, e.g. `openrouter/qwen/qwen-2.5-coder-32b-instruct:free`. */
  raw: string;
  provider: string;
  /** Everything after the first `/`, variant included (what the provider's API expects). */
  model: string;
}

export interface ChatRequest {
  model: ModelId;
  messages: ChatMessage[];
  /** Cancels the upstream call; the adapter must stop reading and release the socket. */
  signal?: AbortSignal;
  temperature?: number;
  maxTokens?: number;
}

export interface ModelProvider {
  /** Provider name as written before the first `/` of a model id. */
  readonly name: string;
  /**
   * Streams the answer's text deltas. Throws ModelError (kind `upstream`) for every failure of the
   * upstream, and ModelError (kind `config`) when the provider cannot be used as configured.
   */
  stream(request: ChatRequest): AsyncIterable<string>;
}

export type ModelErrorKind = 'upstream' | 'config' | 'cancelled';

/** A failure the service maps to a status: upstream → 502, config → 503, cancelled → no answer. */
export class ModelError extends Error {
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

/** Resolves model identifiers to providers. */
export interface ModelRegistry {
  /** Whether `provider` is one this host knows (an unknown provider is a 400). */
  has(provider: string): boolean;
  /** Known provider names, for error messages and pickers. */
  providers(): string[];
  /**
   * The provider for `id`. Throws ModelError kind `config` when the provider is known but cannot be
   * used as configured (e.g. its API key is not set): the service answers 503 `config_unavailable`.
   */
  resolve(id: ModelId): Promise<ModelProvider>;
  /**
   * Whether using `provider` spends something of the user's (an API key, the editor's models, an
   * endpoint the user configured): an anonymous HTTP request may not (core/requester.ts).
   */
  requiresUserToken?(provider: string): Promise<boolean>;
}
