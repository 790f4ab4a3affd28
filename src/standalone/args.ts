/**
 * A small, strict command-line parser: `--name value`, `--name=value`, boolean flags, repeatable
 * options, positionals, and errors that say what was wrong. Unknown options are errors, so a typo
 * never silently falls back to a default.
 */

export class ArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArgsError';
  }
}

export type OptionSpec =
  | { type: 'string'; repeat?: boolean }
  | { type: 'int'; min: number; max: number }
  | { type: 'flag' };

export interface Parsed {
  options: Record<string, string | number | boolean | string[] | undefined>;
  positionals: string[];
}

export function parseArgs(argv: readonly string[], spec: Record<string, OptionSpec>): Parsed {
  const options: Parsed['options'] = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '-') {
      if (arg.startsWith('-') && arg.length > 1 && arg !== '-') throw new ArgsError(`Unknown option ${arg}; see --help.`);
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const def = Object.prototype.hasOwnProperty.call(spec, name) ? spec[name] : undefined;
    if (!def) throw new ArgsError(`Unknown option --${name}; see --help.`);
    if (def.type === 'flag') {
      if (eq >= 0) throw new ArgsError(`--${name} takes no value.`);
      options[name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      if (value === undefined || (value.startsWith('--') && value.length > 2)) throw new ArgsError(`--${name} needs a value.`);
      i++;
    }
    if (def.type === 'int') {
      if (!/^\d+$/.test(value)) throw new ArgsError(`--${name} must be a whole number, not "${value}".`);
      const n = Number(value);
      if (n < def.min || n > def.max) throw new ArgsError(`--${name} must be between ${def.min} and ${def.max}, not ${n}.`);
      options[name] = n;
    } else if (def.repeat) {
      const list = (options[name] as string[] | undefined) ?? [];
      list.push(value);
      options[name] = list;
    } else {
      if (options[name] !== undefined) throw new ArgsError(`--${name} is given twice.`);
      if (value === '') throw new ArgsError(`--${name} must not be empty.`);
      options[name] = value;
    }
  }
  return { options, positionals };
}
