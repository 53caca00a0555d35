import { describe, expect, it } from 'vitest';
import { PASSBOOK_REASONS, PASSBOOK_SOURCES } from '../../src/protocol';
import { ledgerLabel } from './labels';

describe('ledger source / reason → passbook keys', () => {
  it.each([
    [{ source: 'new player gift', reason: 'new player gift', delta: 10_000 }, ['newPlayer', 'newPlayerGift']],
    [{ source: 'bind phone bonus', reason: '手機綁定獎勵', delta: 30_000 }, ['bindPhone', 'bindPhoneBonus']],
    [{ source: 'red-envelope', reason: 'red envelope sent', delta: -500 }, ['redEnvelope', 'redEnvelopeSent']],
    [{ source: 'red-envelope', reason: 'red envelope received', delta: 25 }, ['redEnvelope', 'redEnvelopeReceived']],
    [{ source: 'red-envelope', reason: 'red envelope cancelled', delta: 300 }, ['redEnvelope', 'redEnvelopeRefund']],
    [{ source: 'red-envelope', reason: 'red envelope expired', delta: 300 }, ['redEnvelope', 'redEnvelopeRefund']],
    [{ source: 'qa', reason: 'qa balance', delta: -3 }, ['system', 'adjustment']],
    [{ source: 'seed', reason: 'demo balance', delta: 3 }, ['system', 'demoBalance']],
    [{ source: 'qa-transfer', reason: 'qa-transfer', delta: -3 }, ['transfer', 'transferOut']],
    [{ source: 'qa-transfer', reason: 'qa-transfer', delta: 3 }, ['transfer', 'transferIn']],
    [{ source: 'gift', reason: 'player gift', delta: -20_000 }, ['gift', 'giftSent']],
    [{ source: 'gift-send', reason: 'live gift', delta: -1 }, ['gift', 'giftSent']],
    [{ source: 'gift-receive', reason: 'live gift', delta: 1 }, ['gift', 'giftReceived']],
    [{ source: 'gift-fee', reason: 'player gift', delta: -200 }, ['gift', 'giftFee']],
    [{ source: 'gift', reason: 'gift fee', delta: -200 }, ['gift', 'giftFee']],
    [{ source: 'mail', reason: 'mail attachment', delta: 50_000 }, ['mail', 'mailCollected']],
    [{ source: 'invite', reason: 'invitation reward: 甲', delta: 20_000 }, ['invite', 'inviteReward']],
    [{ source: 'task', reason: 'task 3', delta: 1_000 }, ['task', 'taskReward']],
    [{ source: 'sevenday', reason: 'seven-day sign-in day 1', delta: 2_000 }, ['sevenDay', 'sevenDayReward']],
    [{ source: 'fire-wheel', reason: 'fire wheel segment 3', delta: 20_000 }, ['fireWheel', 'fireWheelPrize']],
    [{ source: 'special-reward', reason: 'special reward', delta: 50_000 }, ['specialReward', 'specialReward']],
    [{ source: 'redeem', reason: 'redeem ABCD', delta: 500 }, ['redeem', 'redeemReward']],
    [{ source: 'lucky-wheel', reason: '幸運輪盤', delta: 7 }, ['other', 'other']],
    [{ source: 'constructor', reason: 'x', delta: 7 }, ['other', 'other']],
  ])('%o → %o', (row, [source, reason]) => {
    expect(ledgerLabel(row)).toEqual({ source, reason });
  });

  it('only ever answers keys the protocol lists (the client has a text for each)', () => {
    const rows = ['new player gift', 'bind phone bonus', 'red-envelope', 'qa', 'seed', 'qa-transfer', 'gift-x', 'mail-transfer', '?'].flatMap((source) =>
      [-1, 1].map((delta) => ledgerLabel({ source, reason: 'r', delta })),
    );
    for (const label of rows) {
      expect(PASSBOOK_SOURCES).toContain(label.source);
      expect(PASSBOOK_REASONS).toContain(label.reason);
    }
  });
});
