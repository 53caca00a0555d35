import { createStore } from '@/lib/create-store';
import type { RedEnvelope } from '@/protocol';

/** Who sent the envelope a chat card opens (from the chat message). */
export interface EnvelopeSender {
  name: string;
  pictureUrl: string;
  pictureSetting: number;
}

/**
 * The overlay (account §4 "Red envelope overlay"): loading while 12830 answers, then one of
 * three looks — not received (the 拆 button), received (the amount), error (a code's text).
 */
export type EnvelopeOverlay =
  | {
      look: 'loading';
      envelopeId: number;
      sender: EnvelopeSender;
      title: string;
    }
  | {
      look: 'open';
      envelopeId: number;
      sender: EnvelopeSender;
      title: string;
      envelope: RedEnvelope;
      receiving: boolean;
    }
  | {
      look: 'received';
      envelopeId: number;
      sender: EnvelopeSender;
      title: string;
      amount: number;
    }
  /** `code` null: no reply came (timeout, disconnect). */
  | {
      look: 'error';
      envelopeId: number;
      sender: EnvelopeSender;
      title: string;
      code: number | null;
    };

export interface RedEnvelopeState {
  /** May this player send envelopes: true after a 12811 reply, false on 200230 (chat §4); null before either. */
  canSend: boolean | null;
  overlay: EnvelopeOverlay | null;
  /** The 發紅包 dialog. */
  createOpen: boolean;
  /** The player's club chat is open to them: the dialog offers the club channel. */
  clubChannel: boolean;
  /** The 我的紅包 dialog. */
  mineOpen: boolean;
}

export const initialRedEnvelopeState = (): RedEnvelopeState => ({
  canSend: null,
  overlay: null,
  createOpen: false,
  clubChannel: false,
  mineOpen: false,
});

export const useRedEnvelopeStore = createStore<RedEnvelopeState>('red-envelope', initialRedEnvelopeState);
