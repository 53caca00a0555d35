import type { Mail, MailStepResult } from '@/protocol/mail';

/** Merges a page into the loaded rows: one row per MailID, newest (highest id) first. */
export function mergeRows(current: readonly Mail[], page: readonly Mail[]): Mail[] {
  const byId = new Map(current.map((m) => [m.MailID, m]));
  for (const m of page) byId.set(m.MailID, m);
  return [...byId.values()].sort((a, b) => b.MailID - a.MailID);
}

/** The rows after a 10141: read, collected and deleted as the server answered per mail. */
export function applySteps(rows: readonly Mail[], results: readonly MailStepResult[]): { rows: Mail[]; deleted: number } {
  const ok = results.filter((r) => r.Code === 200);
  const deleted = new Set(ok.filter((r) => r.Step === 'delete').map((r) => r.MailID));
  const collected = new Set(ok.filter((r) => r.Step === 'collect' || r.Step === 'sendBack').map((r) => r.MailID));
  const read = new Set(ok.filter((r) => r.Step === 'read').map((r) => r.MailID));
  const next = rows
    .filter((m) => !deleted.has(m.MailID))
    .map((m) =>
      collected.has(m.MailID)
        ? { ...m, Read: true, Collected: Object.keys(m.Items).length > 0 }
        : read.has(m.MailID)
          ? { ...m, Read: true }
          : m,
    );
  return { rows: next, deleted: rows.length - next.length };
}

/** True when the mail has items not collected yet. */
export const canCollect = (m: Mail): boolean => Object.keys(m.Items).length > 0 && !m.Collected;

/** True when 領取並回送 applies: a plain mail a player sent (a thank-you cannot be thanked). */
export const canSendBack = (m: Mail): boolean => m.SenderType === 1 && m.Kind === 0;
