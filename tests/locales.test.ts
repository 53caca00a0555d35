/**
 * Every namespace file in locales/{zh_tw,id_id,vi_vn} must have the same keys (deep, dotted),
 * no empty values and the same {{interpolation}} variables in every locale. Namespaces are
 * read from the folders, so files other features add later are checked without edits here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = ['zh_tw', 'id_id', 'vi_vn'] as const;
type Locale = (typeof LOCALES)[number];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

function namespacesOf(locale: Locale): string[] {
  const dir = path.join(ROOT, locale);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
}

const NAMESPACES = [...new Set(LOCALES.flatMap(namespacesOf))].sort();

type Loaded = { ok: true; data: unknown } | { ok: false; error: string };

function load(locale: Locale, ns: string): Loaded {
  const file = path.join(ROOT, locale, `${ns}.json`);
  if (!fs.existsSync(file)) return { ok: false, error: `${locale}/${ns}.json does not exist` };
  try {
    return { ok: true, data: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown };
  } catch (e) {
    return { ok: false, error: `${locale}/${ns}.json is not valid JSON: ${(e as Error).message}` };
  }
}

/** Flattens nested objects (and arrays, by index) to dotted paths → leaf values. */
function flatten(
  value: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (typeof value === 'object' && value !== null) {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (entries.length === 0 && prefix) out.set(prefix, value);
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** `{{name}}`, `{{ name }}` and `{{count, number}}` → `name` / `count`. */
function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
}

describe('locale files', () => {
  it('exist for at least one namespace', () => {
    expect(NAMESPACES.length).toBeGreaterThan(0);
  });
});

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const loaded = Object.fromEntries(LOCALES.map((l) => [l, load(l, ns)])) as Record<Locale, Loaded>;
  const flat = Object.fromEntries(
    LOCALES.map((l) => {
      const entry = loaded[l];
      return [l, entry.ok ? flatten(entry.data) : new Map<string, unknown>()];
    }),
  ) as Record<Locale, Map<string, unknown>>;

  it('exists and parses in every locale', () => {
    const problems = LOCALES.flatMap((l) => {
      const entry = loaded[l];
      if (!entry.ok) return [entry.error];
      const d = entry.data;
      return typeof d === 'object' && d !== null && !Array.isArray(d)
        ? []
        : [`${l}/${ns}.json is not a JSON object`];
    });
    expect(problems).toEqual([]);
  });

  it('has the same keys in every locale', () => {
    const all = new Set(LOCALES.flatMap((l) => [...flat[l].keys()]));
    const missing: string[] = [];
    // A missing or broken file is reported once by the test above, not once per key.
    for (const l of LOCALES.filter((x) => loaded[x].ok)) {
      for (const key of [...all].sort()) {
        if (!flat[l].has(key)) missing.push(`${l}/${ns}.json is missing "${key}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no empty or non-text values', () => {
    const bad: string[] = [];
    for (const l of LOCALES) {
      for (const [key, value] of flat[l]) {
        if (typeof value !== 'string') bad.push(`${l}/${ns}.json "${key}" is not a string`);
        else if (value.trim() === '') bad.push(`${l}/${ns}.json "${key}" is empty`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('uses the same {{variables}} in every locale', () => {
    const mismatched: string[] = [];
    for (const [key, reference] of flat.zh_tw) {
      if (typeof reference !== 'string') continue;
      const expected = variables(reference).join(',');
      for (const l of LOCALES) {
        const value = flat[l].get(key);
        if (typeof value !== 'string') continue;
        const got = variables(value).join(',');
        if (got !== expected) {
          mismatched.push(`${l}/${ns}.json "${key}" has {{${got}}}, zh_tw has {{${expected}}}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });
});
