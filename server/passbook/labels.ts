/**
 * A ledger row's free-text source and reason (written by each money feature through the
 * wallet service) as the passbook's stable 來源 / 項目 keys, which the client translates
 * (locales/<lng>/passbook.json). A source no rule knows becomes `other` and the client shows
 * the row's own reason text, so a new feature's rows are never hidden, only plainer.
 */
import { GIFT_SOURCE_PREFIX, type PassbookReason, type PassbookSource } from '../../src/protocol';
import { SLOT_LEDGER_SOURCE } from '../games/demo-slot/ledger';
import { INVITE_LEDGER_SOURCE } from '../invitations/invitations';
import { MAIL_LEDGER_SOURCE } from '../mail/collect';
import { TASK_LEDGER_SOURCE } from '../tasks/tasks-service';
import { REDEEM_LEDGER_SOURCE } from '../redeem/redeem-service';
import { EXCHANGE_LEDGER_SOURCE } from '../store/exchange';
import { STORE_LEDGER_SOURCE } from '../store/payment-callback';
import { FIRE_WHEEL_LEDGER_SOURCE, SEVEN_DAY_LEDGER_SOURCE, SPECIAL_REWARD_LEDGER_SOURCE } from '../rewards/rewards-service';

export interface LedgerLabelInput {
  source: string;
  reason: string;
  delta: number;
}

export interface LedgerLabel {
  source: PassbookSource;
  reason: PassbookReason;
}

/** Sources written today (server/players/accounts.ts, phone/bind.ts, red-envelopes, mail, invitations, tasks, qa, db/seed). */
const BY_SOURCE = new Map<string, (row: LedgerLabelInput) => LedgerLabel>(Object.entries({
  'new player gift': () => ({ source: 'newPlayer', reason: 'newPlayerGift' }),
  'bind phone bonus': () => ({ source: 'bindPhone', reason: 'bindPhoneBonus' }),
  'red-envelope': (row: LedgerLabelInput) => ({ source: 'redEnvelope', reason: redEnvelopeReason(row) }),
  // QA's balance tool and its new players (server/qa): shown as a system adjustment.
  qa: () => ({ source: 'system', reason: 'adjustment' }),
  seed: () => ({ source: 'system', reason: 'demoBalance' }),
  [MAIL_LEDGER_SOURCE]: () => ({ source: 'mail', reason: 'mailCollected' }),
  [INVITE_LEDGER_SOURCE]: () => ({ source: 'invite', reason: 'inviteReward' }),
  [TASK_LEDGER_SOURCE]: () => ({ source: 'task', reason: 'taskReward' }),
  [SLOT_LEDGER_SOURCE]: (row: LedgerLabelInput) => ({ source: 'game', reason: row.delta < 0 ? 'gameBet' : 'gameWin' }),
  [SEVEN_DAY_LEDGER_SOURCE]: () => ({ source: 'sevenDay', reason: 'sevenDayReward' }),
  [FIRE_WHEEL_LEDGER_SOURCE]: () => ({ source: 'fireWheel', reason: 'fireWheelPrize' }),
  [SPECIAL_REWARD_LEDGER_SOURCE]: () => ({ source: 'specialReward', reason: 'specialReward' }),
  [REDEEM_LEDGER_SOURCE]: () => ({ source: 'redeem', reason: 'redeemReward' }),
  [STORE_LEDGER_SOURCE]: () => ({ source: 'store', reason: 'storePurchase' }),
  [EXCHANGE_LEDGER_SOURCE]: (row: LedgerLabelInput) => ({ source: 'exchange', reason: row.delta < 0 ? 'exchangeOut' : 'exchangeIn' }),
  // wallet.transfer writes the reference kind as the source (QA's transfer route).
  'qa-transfer': (row: LedgerLabelInput) => ({ source: 'transfer', reason: row.delta < 0 ? 'transferOut' : 'transferIn' }),
} satisfies Record<string, (row: LedgerLabelInput) => LedgerLabel>));

function redEnvelopeReason(row: LedgerLabelInput): PassbookReason {
  // server/red-envelopes writes 'red envelope sent' / 'received' / 'cancelled' / 'expired'.
  if (/cancel|expire|refund/i.test(row.reason)) return 'redEnvelopeRefund';
  if (/receiv/i.test(row.reason)) return 'redEnvelopeReceived';
  if (/sent|send|creat/i.test(row.reason)) return 'redEnvelopeSent';
  return row.delta < 0 ? 'redEnvelopeSent' : 'redEnvelopeReceived';
}

/**
 * Gifts (server/gifts, sources starting with 'gift'): a fee when the source or reason says
 * so, otherwise the direction of the change tells sent from received.
 */
function giftLabel(row: LedgerLabelInput): LedgerLabel {
  if (/fee/i.test(row.source) || /fee|手續費/i.test(row.reason)) return { source: 'gift', reason: 'giftFee' };
  return { source: 'gift', reason: row.delta < 0 ? 'giftSent' : 'giftReceived' };
}

/** The passbook keys of one ledger row. */
export function ledgerLabel(row: LedgerLabelInput): LedgerLabel {
  const known = BY_SOURCE.get(row.source);
  if (known) return known(row);
  if (row.source.startsWith(GIFT_SOURCE_PREFIX)) return giftLabel(row);
  // Any other transfer kind (wallet.transfer's source is its reference kind).
  if (/transfer/i.test(row.source)) return { source: 'transfer', reason: row.delta < 0 ? 'transferOut' : 'transferIn' };
  return { source: 'other', reason: 'other' };
}
