/**
 * The 發紅包 form's rules (issue 10 item 3; the server checks the same, src/protocol):
 * Title 1–20 characters, Content up to 100, Amount a whole number of gold at least the
 * Quantity (every share ≥ 1) and not above the gold held, Quantity 1–200.
 */
import { ChannelType, RedEnvelopeLimits, RedEnvelopeMethod, type RedEnvelopeCreate } from '@/protocol';

export interface CreateForm {
  title: string;
  content: string;
  amount: string;
  quantity: string;
  method: typeof RedEnvelopeMethod.Random | typeof RedEnvelopeMethod.Equal;
  channel: typeof ChannelType.Public | typeof ChannelType.Club;
}

export type CreateField = 'title' | 'content' | 'amount' | 'quantity';

/** The locale key (under `create.invalid`) of each field's problem. */
export type CreateProblems = Partial<Record<CreateField, 'title' | 'content' | 'amount' | 'quantity' | 'perShare' | 'gold'>>;

export const emptyForm = (channel: CreateForm['channel'] = ChannelType.Public): CreateForm => ({
  title: '',
  content: '',
  amount: '',
  quantity: '',
  method: RedEnvelopeMethod.Random,
  channel,
});

const chars = (s: string) => Array.from(s).length;

/** A whole positive number typed by the player, else null. */
function wholeNumber(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The form's problems (empty: it can be sent); `gold` null while the wallet is unknown. */
export function checkForm(form: CreateForm, gold: number | null): CreateProblems {
  const problems: CreateProblems = {};
  const title = form.title.trim();
  if (chars(title) < 1 || chars(title) > RedEnvelopeLimits.TitleLength) problems.title = 'title';
  if (chars(form.content.trim()) > RedEnvelopeLimits.ContentLength) problems.content = 'content';
  const amount = wholeNumber(form.amount);
  const quantity = wholeNumber(form.quantity);
  if (quantity === null || quantity > RedEnvelopeLimits.MaxQuantity) problems.quantity = 'quantity';
  if (amount === null || amount > RedEnvelopeLimits.MaxAmount) problems.amount = 'amount';
  else if (quantity !== null && amount < quantity) problems.amount = 'perShare';
  else if (gold !== null && amount > gold) problems.amount = 'gold';
  return problems;
}

/** The 12780 payload of a valid form. */
export function toRequest(form: CreateForm, clientId: string): RedEnvelopeCreate {
  return {
    Title: form.title.trim(),
    Content: form.content.trim(),
    Amount: Number(form.amount.trim()),
    Quantity: Number(form.quantity.trim()),
    Method: form.method,
    ChannelType: form.channel,
    ClientID: clientId,
  };
}

/** A fresh ClientID: one per envelope the player means to send (a double tap reuses it). */
export function newClientId(): string {
  return `re-${crypto.randomUUID()}`;
}
