/**
 * The content pages' texts in every locale hold what the code reads: tests/locales.test.ts
 * already checks that the three locales have the same keys; this checks those keys are the
 * ones the pages ask for (literal keys in the components, and the lists the code walks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_TYPES } from './documents';
import { LEGAL_UPDATED } from './legal';
import { ACTION_PATH, RESPONSE_STATUSES, RESPONSE_TYPES } from './response-state';
import { GUIDE_STEPS } from './components/guide-view';

const ROOT = path.resolve(__dirname, '../../..');
const LOCALES = ['zh_tw', 'id_id', 'vi_vn'] as const;
const NAMESPACES = ['content', 'content-terms', 'content-privacy', 'content-qna', 'content-documents'] as const;

const load = (locale: string, ns: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, `${ns}.json`), 'utf8'));
const at = (data: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), data);

describe.each(LOCALES)('content texts in %s', (locale) => {
  const texts = Object.fromEntries(NAMESPACES.map((ns) => [ns, load(locale, ns)])) as Record<(typeof NAMESPACES)[number], Record<string, unknown>>;

  it('has every literal key the content components ask for', () => {
    const dir = path.join(ROOT, 'src/features/content/components');
    const missing: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, key] of source.matchAll(/\b(?:t|ui)\('([A-Za-z0-9_.]+)'/g)) {
        if (!NAMESPACES.some((ns) => typeof at(texts[ns], key!) === 'string')) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has the result of every type and status, and every next step', () => {
    for (const type of [...RESPONSE_TYPES, 'generic']) {
      for (const status of RESPONSE_STATUSES) {
        expect(typeof at(texts.content, `response.${type}.${status}.title`), `${type}.${status}`).toBe('string');
        expect(typeof at(texts.content, `response.${type}.${status}.body`), `${type}.${status}`).toBe('string');
      }
    }
    for (const action of Object.keys(ACTION_PATH)) expect(typeof at(texts.content, `response.actions.${action}`), action).toBe('string');
  });

  it('has the six forms, the six guide steps, the channels and at least 15 FAQ answers', () => {
    for (const type of DOCUMENT_TYPES) {
      for (const key of ['title', 'purpose']) expect(typeof at(texts['content-documents'], `types.${type}.${key}`)).toBe('string');
      for (const key of ['prepare', 'fields']) expect((at(texts['content-documents'], `types.${type}.${key}`) as string[]).length).toBeGreaterThan(1);
    }
    for (const { step } of GUIDE_STEPS) expect(typeof at(texts.content, `guide.steps.${step}.action`), step).toBe('string');
    for (const kind of ['online', 'line', 'email', 'forms']) expect(typeof at(texts.content, `channels.${kind}.hours`), kind).toBe('string');
    const groups = Object.values(at(texts['content-qna'], 'groups') as Record<string, { items: { q: string; a: string }[] }>);
    expect(groups.length).toBe(7);
    expect(groups.flatMap((g) => g.items).filter((i) => i.q && i.a).length).toBeGreaterThanOrEqual(15);
  });

  it('writes the terms and privacy out in full', () => {
    for (const doc of ['content-terms', 'content-privacy'] as const) {
      const sections = Object.values(at(texts[doc], 'sections') as Record<string, { title: string; body: string[] }>);
      expect(sections.length).toBeGreaterThanOrEqual(doc === 'content-terms' ? 14 : 11);
      expect(sections.every((s) => s.title && s.body.length > 0)).toBe(true);
      const length = JSON.stringify(texts[doc]).length;
      expect(length, doc).toBeGreaterThan(1500);
    }
    expect(Object.keys(LEGAL_UPDATED)).toEqual(['terms', 'privacy']);
  });
});

describe('namespaces', () => {
  it('stay out of the list every page carries', async () => {
    const config = (await import('../../../next-i18next.config.js')).default as { ns: string[] };
    expect(config.ns.filter((ns) => ns.startsWith('content'))).toEqual([]);
  });
});
