/**
 * A tiny runtime schema for untrusted input (socket payloads, HTTP and QA bodies), so every
 * entry point checks field types the same way without a validation dependency.
 *
 * @example
 * const body = v.object({ PlayerID: v.int({ min: 1 }), Note: v.optional(v.str()) });
 * const r = check(body, JSON.parse(text)); if (!r.ok) reply400(r.error);
 */
export class ValidationError extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'body'}: expected ${expected}`);
    this.name = 'ValidationError';
  }
}

export type Schema<T> = (value: unknown, path: string) => T;
export type Infer<S> = S extends Schema<infer T> ? T : never;

interface NumberRange {
  min?: number;
  max?: number;
}

function int(range: NumberRange = {}): Schema<number> {
  return (value, path) => {
    if (!Number.isSafeInteger(value)) throw new ValidationError(path, 'integer');
    return inRange(value as number, range, path);
  };
}

function num(range: NumberRange = {}): Schema<number> {
  return (value, path) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new ValidationError(path, 'number');
    return inRange(value, range, path);
  };
}

function inRange(n: number, { min, max }: NumberRange, path: string): number {
  if (min !== undefined && n < min) throw new ValidationError(path, `>= ${min}`);
  if (max !== undefined && n > max) throw new ValidationError(path, `<= ${max}`);
  return n;
}

function str(limits: { min?: number; max?: number; pattern?: RegExp } = {}): Schema<string> {
  return (value, path) => {
    if (typeof value !== 'string') throw new ValidationError(path, 'string');
    if (limits.min !== undefined && value.length < limits.min) {
      throw new ValidationError(path, `at least ${limits.min} characters`);
    }
    if (limits.max !== undefined && value.length > limits.max) {
      throw new ValidationError(path, `at most ${limits.max} characters`);
    }
    if (limits.pattern && !limits.pattern.test(value)) {
      throw new ValidationError(path, `a string matching ${limits.pattern}`);
    }
    return value;
  };
}

function bool(): Schema<boolean> {
  return (value, path) => {
    if (typeof value !== 'boolean') throw new ValidationError(path, 'boolean');
    return value;
  };
}

function oneOf<const T extends readonly (string | number)[]>(...values: T): Schema<T[number]> {
  return (value, path) => {
    if (!values.includes(value as T[number])) throw new ValidationError(path, `one of ${values.join(', ')}`);
    return value as T[number];
  };
}

/** Absent or null both read as undefined: clients send either. */
function optional<T>(schema: Schema<T>): Schema<T | undefined> {
  return (value, path) => (value === undefined || value === null ? undefined : schema(value, path));
}

function unknownValue(): Schema<unknown> {
  return (value) => value;
}

/** A plain object; fields not in the shape are ignored (clients may send extras like OP). */
function object<S extends Record<string, Schema<unknown>>>(
  shape: S,
): Schema<{ [K in keyof S]: Infer<S[K]> }> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ValidationError(path, 'object');
    }
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(shape)) {
      const parsed = schema(source[key], path ? `${path}.${key}` : key);
      if (parsed !== undefined) out[key] = parsed;
    }
    return out as { [K in keyof S]: Infer<S[K]> };
  };
}

export const v = { int, num, str, bool, oneOf, optional, object, unknown: unknownValue };

export type CheckResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Runs a schema without throwing. */
export function check<T>(schema: Schema<T>, value: unknown): CheckResult<T> {
  try {
    return { ok: true, value: schema(value, '') };
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, error: err.message };
    throw err;
  }
}
