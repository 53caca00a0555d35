/**
 * The schema library of the protocol: zod/mini (see
 * docs/decisions/048-protocol-schemas.md for the bundle figures).
 * Every module that declares schemas imports this one (for its helpers), so the configuration
 * below holds on both ends before the first schema is parsed. Import zod itself as
 * `import * as z from 'zod/mini'`: re-exporting its namespace would defeat tree-shaking.
 */
import * as z from 'zod/mini';

// zod compiles object parsers with `new Function` unless told not to. The site's CSP has no
// 'unsafe-eval', so the browser parses jitless (which also skips zod's eval probe, a CSP
// violation report on its own; what it checks on the socket it checks with the compiled
// validators of ./generated); Node (the lobby server, the web server's own calls) keeps zod's
// own compiled parsers. The dispatch bench sets jitless itself, as the browser runs
// (docs/decisions/317-server-parses-with-zod.md).
z.config({ jitless: typeof window !== 'undefined' });


/** An integer (safe), optionally bounded: `int(1, 100)`. */
export function int(min?: number, max?: number) {
  const checks = [
    ...(min === undefined ? [] : [z.gte(min)]),
    ...(max === undefined ? [] : [z.lte(max)]),
  ];
  // "expected integer" for a string as well as for 1.5 (zod alone says "number" for a string)
  const base = () => z.int({ error: 'expected integer' });
  return checks.length ? base().check(...checks) : base();
}

/** A finite number, optionally bounded. */
export function num(min?: number, max?: number) {
  const checks = [
    ...(min === undefined ? [] : [z.gte(min)]),
    ...(max === undefined ? [] : [z.lte(max)]),
  ];
  return checks.length ? z.number().check(...checks) : z.number();
}

/** A string of `min`..`max` characters (UTF-16 units, as `String.length`). */
export function str(min?: number, max?: number) {
  const checks = [
    ...(min === undefined ? [] : [z.minLength(min)]),
    ...(max === undefined ? [] : [z.maxLength(max)]),
  ];
  return checks.length ? z.string().check(...checks) : z.string();
}

/** A payload without fields (`{}`; unknown fields such as OP are ignored). */
export const empty = z.object({});

/** The Result of a call that answers nothing but its Code (`null`). */
export const noResult = z.null();


/** One issue in words that name the limit, not zod's generic "Invalid input" (zod/mini ships no texts). */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.startsWith('expected') ? issue.message : `expected ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string' ? `at least ${issue.minimum} characters` : issue.origin === 'array' ? `at least ${issue.minimum} items` : `>= ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `at most ${issue.maximum} characters` : issue.origin === 'array' ? `at most ${issue.maximum} items` : `<= ${issue.maximum}`;
    case 'invalid_value':
      return `expected one of ${issue.values.join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue ? `expected a string matching ${String(issue.pattern)}` : `expected ${issue.format}`;
    case 'invalid_union':
      return 'expected one of the allowed shapes';
    default:
      return issue.message;
  }
}

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; error: string; path: string };

/** A validator compiled ahead of time from a schema (src/protocol/generated): true when valid. */
export type CompiledValidator = (input: unknown) => unknown;

/**
 * Parses untrusted input without throwing; a failure says which field and why
 * (`PlayerID: expected int`), for a reply Message or a log line. With `compiled` (the same
 * schema compiled ahead of time, for the browser), valid input is accepted as it is without
 * zod's interpreted parse (no Result or body schema transforms: tests/protocol-validators.test.ts);
 * anything else goes through zod, which then names the issue.
 */
export function parsePayload<S extends z.ZodMiniType>(schema: S, value: unknown, compiled?: CompiledValidator): ParseOutcome<z.output<S>> {
  if (compiled && compiled(value) === true) return { ok: true, value: value as z.output<S> };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue && issue.path.length ? issue.path.join('.') : 'body';
  return { ok: false, path, error: issue ? `${path}: ${describeIssue(issue)}` : 'body: invalid' };
}
