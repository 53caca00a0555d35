/** The site's languages. Route segments and locale folders use these exact codes. */
export const LOCALES = ['zh_tw', 'id_id', 'vi_vn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_tw';
export const LOCALE_COOKIE = 'i18next';

/** True when `value` is one of the site's locale codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag of a locale, for `<html lang>` and Intl. */
export const HTML_LANG: Record<Locale, string> = {
  zh_tw: 'zh-Hant-TW',
  id_id: 'id-ID',
  vi_vn: 'vi-VN',
};

/**
 * Picks the site locale for an Accept-Language header, honouring q-values:
 * `id-*` → id_id, `vi-*` → vi_vn, any `zh*` → zh_tw; nothing usable → null.
 * (next-i18next's proxy does not map `id-ID` to `id_id`.)
 * @example localeFromAcceptLanguage('id-ID,id;q=0.9,en;q=0.8') === 'id_id'
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split(/[-_]/)[0];
    if (primary === 'id' || primary === 'in') return 'id_id';
    if (primary === 'vi') return 'vi_vn';
    if (primary === 'zh') return 'zh_tw';
  }
  return null;
}
