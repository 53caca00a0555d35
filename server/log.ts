/**
 * Structured JSON-lines logger: one object per line on stdout with `level`, `time`, `msg`
 * and the caller's fields, so logs stay greppable and machine-readable in production.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line (e.g. `{conn: 12}`). */
  child(fields: LogFields): Logger;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; stdout by default. Tests pass a collector. */
  write?: (line: string) => void;
  now?: () => number;
}

/** @example createLogger({ level: 'silent' }) // quiet in tests */
export function createLogger(options: LoggerOptions = {}, base: LogFields = {}): Logger {
  const min = rank[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(line + '\n'));
  const now = options.now ?? Date.now;
  const emit = (level: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (rank[level] < min) return;
    const line = { level, time: new Date(now()).toISOString(), msg, ...base, ...fields };
    write(JSON.stringify(line, errorReplacer));
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(options, { ...base, ...fields }),
  };
}

// Errors serialise to {} by default; keep the message and stack, which is why we log them.
function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (typeof value === 'bigint') return value.toString();
  return value;
}
