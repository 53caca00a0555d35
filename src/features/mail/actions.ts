/**
 * Mail requests over the lobby socket (10110 list, 10140 actions), each through `request`, so
 * every answer lands in the store: rows, Total, the unread count, the bag after a collect.
 * Failures (a refused mail, a lost connection) become texts from the shared error lookup.
 */
import { Code } from '@/protocol/codes';
import { MailLimits } from '@/protocol/mail-rules';
import { Op } from '@/protocol/ops';
import type { Failure, MailActionRequest, MailListResult } from '@/protocol';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import { getSockets } from '@/socket';
import { applyBag } from '@/features/wallet';
import { applySteps, mergeRows } from './rows';
import { useMailStore } from './store';

/** Applies a 10111 page to the store. */
export function applyPage(result: MailListResult, replace: boolean): void {
  useMailStore.setState((s) => ({
    rows: mergeRows(replace ? [] : s.rows, result.Rows),
    total: result.Total,
    unread: result.Unread,
    loaded: true,
  }));
}

/** The text of a refusal, or of a request that got no answer (connection lost, timeout). */
function failureText(out: Failure, t: TranslateFn): string | null {
  return out.lost ? String(t('network', { ns: 'mail' })) : errorMessage(t, { code: out.code, message: out.message });
}

async function fetchPage(page: number, replace: boolean, t: TranslateFn): Promise<void> {
  useMailStore.setState({ loading: true, error: null });
  const out = await getSockets().lobby.request(Op.MailUnread, { Page: page, PerPage: MailLimits.FirstPerPage });
  if (out.ok) applyPage(out.result, replace);
  useMailStore.setState({ loading: false, error: out.ok ? null : failureText(out, t) });
}

/** The first 3 mails (account §9), replacing what was loaded. */
export function loadFirstPage(t: TranslateFn): Promise<void> {
  return fetchPage(1, true, t);
}

/** The next 3: the page after the rows loaded (rows already here are merged, not repeated). */
export function loadMore(t: TranslateFn): Promise<void> {
  const { rows } = useMailStore.getState();
  return fetchPage(Math.floor(rows.length / MailLimits.FirstPerPage) + 1, false, t);
}

/**
 * Sends a 10140 and applies its answer; resolves with the text of the first refusal (null when
 * every step went through).
 */
export async function mailAction(request: MailActionRequest, t: TranslateFn): Promise<string | null> {
  // A read in flight does not hold the buttons back.
  const ids = [...(request.Collect ?? []), ...(request.CollectAndSendBack ?? []), ...(request.Delete ?? [])];
  useMailStore.setState((s) => ({ busy: [...s.busy, ...ids], error: null }));
  try {
    const out = await getSockets().lobby.request(Op.MailAction, request);
    if (!out.ok) return failureText(out, t);
    const { Results, Unread } = out.result;
    applyBag(out.result.Bag);
    useMailStore.setState((s) => {
      const { rows, deleted } = applySteps(s.rows, Results);
      const sentBack = Results.filter((r) => r.Step === 'sendBack' && r.Code === Code.Ok).map((r) => r.MailID);
      const selectedGone = s.selected !== null && !rows.some((m) => m.MailID === s.selected);
      return { rows, total: Math.max(0, s.total - deleted), unread: Unread, sentBack: [...s.sentBack, ...sentBack], selected: selectedGone ? null : s.selected };
    });
    const refused = Results.find((r) => r.Code !== Code.Ok);
    return refused ? errorMessage(t, { code: refused.Code }) : null;
  } finally {
    useMailStore.setState((s) => ({ busy: s.busy.filter((id) => !ids.includes(id)) }));
  }
}
