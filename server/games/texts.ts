/**
 * The texts of the game windows (locales/<lang>/slot.json) and of the codes they show
 * (locales/<lang>/errors.json), read once: the lobby renders the window in the launch's Lang.
 */
import idErrors from '../../locales/id_id/errors.json';
import idSlot from '../../locales/id_id/slot.json';
import viErrors from '../../locales/vi_vn/errors.json';
import viSlot from '../../locales/vi_vn/slot.json';
import zhErrors from '../../locales/zh_tw/errors.json';
import zhSlot from '../../locales/zh_tw/slot.json';

export const GAME_LANGS = ['zh_tw', 'id_id', 'vi_vn'] as const;
export type GameLang = (typeof GAME_LANGS)[number];

export type SlotTexts = typeof zhSlot;

const SLOT: Record<GameLang, SlotTexts> = { zh_tw: zhSlot, id_id: idSlot, vi_vn: viSlot };
const ERRORS: Record<GameLang, Record<string, unknown>> = { zh_tw: zhErrors, id_id: idErrors, vi_vn: viErrors };

/** A supported language, else zh_tw (the default locale). */
export function gameLang(value: string | null | undefined): GameLang {
  const v = (value ?? '').toLowerCase().replace('-', '_');
  return (GAME_LANGS as readonly string[]).includes(v) ? (v as GameLang) : 'zh_tw';
}

export function slotTexts(lang: GameLang): SlotTexts {
  return SLOT[lang];
}

/** The error text of a code in a language (zh_tw when the language lacks it). */
export function errorText(lang: GameLang, code: number): string {
  const text = ERRORS[lang][String(code)] ?? ERRORS.zh_tw[String(code)];
  return typeof text === 'string' ? text : String(code);
}

/** `{{name}}` placeholders filled (the window's script does the same for its own). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
