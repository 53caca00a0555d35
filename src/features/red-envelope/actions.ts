/**
 * What the envelope UI does: open a chat card's envelope in the
 * overlay (12830 first, so a re-open of one already received shows the received look),
 * receive it (12790) and close it. Opening the dialogs is here too.
 */
import { Code } from '@/protocol/codes';
import { RedEnvelopeStatus } from '@/protocol/red-envelope-rules';
import { requestWallet } from '@/features/wallet';
import { envelopeDetail, failureCode, receiveEnvelope } from './requests';
import { initialRedEnvelopeState, useRedEnvelopeStore, type EnvelopeOverlay, type EnvelopeSender } from './store';

export interface CardInfo {
  envelopeId: number;
  title: string;
  sender: EnvelopeSender;
}

/** Replaces the overlay only while it still shows `envelopeId` (closing or another card wins). */
function update(envelopeId: number, next: EnvelopeOverlay): void {
  useRedEnvelopeStore.setState((s) => (s.overlay?.envelopeId === envelopeId ? { overlay: next } : s));
}

/** The code an envelope's state stands for when it cannot be received any more. */
function closedCode(status: number): number | null {
  if (status === RedEnvelopeStatus.AllClaimed) return Code.RedEnvelopeAllClaimed;
  if (status === RedEnvelopeStatus.Cancelled || status === RedEnvelopeStatus.Expired) return Code.RedEnvelopeExpired;
  return null;
}

/** A chat card was tapped: the overlay opens and 12830 decides its look. */
export async function openEnvelope(card: CardInfo): Promise<void> {
  const base = {
    envelopeId: card.envelopeId,
    sender: card.sender,
    title: card.title,
  };
  useRedEnvelopeStore.setState({ overlay: { look: 'loading', ...base } });
  const reply = await envelopeDetail(card.envelopeId);
  if (!reply.ok)
    return update(card.envelopeId, {
      look: 'error',
      ...base,
      code: failureCode(reply),
    });
  const { Envelope, MyAmount } = reply.result;
  if (MyAmount > 0)
    return update(card.envelopeId, {
      look: 'received',
      ...base,
      amount: MyAmount,
    });
  const closed = closedCode(Envelope.Status);
  if (closed !== null) return update(card.envelopeId, { look: 'error', ...base, code: closed });
  update(card.envelopeId, {
    look: 'open',
    ...base,
    envelope: Envelope,
    receiving: false,
  });
}

/** 拆: 12790 with the numeric id; the received look shows the amount, a refusal its text. */
export async function receiveOpenEnvelope(): Promise<void> {
  const overlay = useRedEnvelopeStore.getState().overlay;
  if (overlay?.look !== 'open' || overlay.receiving) return;
  useRedEnvelopeStore.setState({ overlay: { ...overlay, receiving: true } });
  const { envelopeId, sender, title } = overlay;
  const reply = await receiveEnvelope(envelopeId);
  if (reply.ok) {
    update(envelopeId, {
      look: 'received',
      envelopeId,
      sender,
      title,
      amount: reply.result.Amount,
    });
    requestWallet();
    return;
  }
  update(envelopeId, {
    look: 'error',
    envelopeId,
    sender,
    title,
    code: failureCode(reply),
  });
}

/** Closing clears the envelope, its error and its sender (account §4). */
export function closeEnvelope(): void {
  useRedEnvelopeStore.setState({ overlay: null });
}

/** 發紅包: `clubChannel` when the player may also send it into their club's chat. */
export const openCreateDialog = (clubChannel = false) => useRedEnvelopeStore.setState({ createOpen: true, clubChannel });
export const closeCreateDialog = () => useRedEnvelopeStore.setState({ createOpen: false });
export const openMineDialog = () => useRedEnvelopeStore.setState({ mineOpen: true });
export const closeMineDialog = () => useRedEnvelopeStore.setState({ mineOpen: false });

/** Sign-out or another player: everything forgotten, sending off until the next list reply. */
export function resetRedEnvelopes(): void {
  useRedEnvelopeStore.setState(initialRedEnvelopeState());
}
