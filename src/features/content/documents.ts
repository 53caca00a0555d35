/**
 * The six document types of chat §3, numbered as the spec lists them (1 phone-number change,
 * 2 password, 3 account query, 4 game account service, 5 game data request, 6 payment proof),
 * and the plain-text form a player downloads or prints to fill in.
 */
export const DOCUMENT_TYPES = ['phoneChange', 'password', 'accountQuery', 'gameAccount', 'gameData', 'paymentProof'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The spec's number of a type (1 to 6), also its anchor: /support/document#form-3. */
export const documentNumber = (type: DocumentType): number => DOCUMENT_TYPES.indexOf(type) + 1;

export interface DocumentForm {
  title: string;
  /** "表單 3" */
  label: string;
  fields: string[];
  signature: string;
  date: string;
}

const LINE = '＿'.repeat(16);

/**
 * The form as text to fill in by hand: a heading, one blank line per field, signature and date.
 * @example formText({ title: '付款證明', label: '表單 6', fields: ['玩家 ID'], signature: '申請人簽名', date: '申請日期' })
 */
export function formText(form: DocumentForm, brandName: string): string {
  const heading = `${brandName} ${form.label}：${form.title}`;
  const rows = [...form.fields, form.signature, form.date].map((field) => `${field}：${LINE}`);
  return [heading, '='.repeat(24), '', ...rows.flatMap((row) => [row, '']), ''].join('\n');
}

/** The download's file name, e.g. form-6.txt. */
export const formFileName = (type: DocumentType): string => `form-${documentNumber(type)}.txt`;
