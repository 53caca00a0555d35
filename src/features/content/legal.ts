/**
 * The long legal documents (terms of service, privacy policy) as data: sections in file
 * order, each a title, paragraphs and an optional bullet list. The section keys of the
 * locale file are the anchors of the table of contents (#eligibility, #cookies, …), the same
 * in every language so a link to a section survives a language switch.
 */
import type { TFunction } from 'i18next';
import { textKeys, textList } from './server-texts';

/** When each document last changed, shown as 最後更新 (YYYY.MM.DD as the spec writes dates). */
export const LEGAL_UPDATED = { terms: '2026.11.23', privacy: '2026.11.23' } as const;

export interface LegalSection {
  id: string;
  title: string;
  body: string[];
  items: string[];
}

export interface LegalDoc {
  title: string;
  intro: string;
  updated: string;
  sections: LegalSection[];
}

/** Reads a legal namespace through its `t`; `vars` fill {{brand}} and {{email}}. */
export function readLegal(t: TFunction, updated: string, vars: Record<string, string>): LegalDoc {
  return {
    title: t('title', vars),
    intro: t('intro', vars),
    updated,
    sections: textKeys(t, 'sections').map((id) => ({
      id,
      title: t(`sections.${id}.title`, vars),
      body: textList(t, `sections.${id}.body`, vars),
      items: textList(t, `sections.${id}.items`, vars),
    })),
  };
}
