/** The CLI's Logger: one line per message on stderr (stdout carries only results). */
import type { Logger } from '../core/ports';
import { redactSecrets } from '../core/errors';

/** `quiet`: info lines only with `verbose` (one-shot commands keep stderr for problems). */
export function stderrLogger(verbose = false, quiet = false): Logger {
  const line = (level: string, message: string | Error, args: unknown[]) => {
    const text = message instanceof Error ? message.message : message;
    const rest = args.length ? ` ${args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')}` : '';
    process.stderr.write(`${new Date().toISOString()} [${level}] ${redactSecrets(text + rest)}\n`);
  };
  return {
    trace: (m, ...a) => verbose && line('trace', m, a),
    debug: (m, ...a) => verbose && line('debug', m, a),
    info: (m, ...a) => (!quiet || verbose) && line('info', m, a),
    warn: (m, ...a) => line('warn', m, a),
    error: (m, ...a) => line('error', m, a),
  };
}
