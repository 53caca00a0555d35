import type { TranslateFn } from '@/protocol/errors';
import type { Mail } from '@/protocol/mail';

const say = (t: TranslateFn, key: string, options: Record<string, unknown> = {}): string => String(t(key, { ns: 'mail', ...options }));

/** The sender as the list shows it: 系統 for the system, else the player's name. */
export const senderOf = (m: Mail, t: TranslateFn): string => (m.SenderType === 0 ? say(t, 'system') : m.SenderName);

/** Title and text of a mail; a send-back thank-you is written in the reader's language. */
export function mailWords(m: Mail, t: TranslateFn): { title: string; text: string } {
  if (m.Kind === 1) {
    return { title: say(t, 'sendBackTitle', { name: m.SenderName }), text: say(t, 'sendBackText', { name: m.SenderName, title: m.Title }) };
  }
  return { title: m.Title, text: m.Text };
}
