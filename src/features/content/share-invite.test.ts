import { shareInviteFrom, shareInviteLink } from './share-invite';

describe('shareInviteFrom (/share as a landing page)', () => {
  it('reads the game, the sharer and a shared record', () => {
    expect(shareInviteFrom({ gameCode: '10001', gameName: '財神到', from: '1001', fromName: '小明', amount: '250000', multiple: '125', id: 'M-08' })).toEqual({
      gameCode: '10001',
      gameName: '財神到',
      from: '1001',
      fromName: '小明',
      amount: 250000,
      multiple: '125',
      id: 'M-08',
    });
  });

  it('is no invitation without a sharer or a game (the sharer’s own page then)', () => {
    expect(shareInviteFrom({ gameCode: '10001' })).toBeNull();
    expect(shareInviteFrom({ gameCode: '10001', from: 'abc' })).toBeNull();
    expect(shareInviteFrom({ from: '1001' })).toBeNull();
  });

  it('drops malformed record values', () => {
    expect(shareInviteFrom({ gameCode: '10001', from: '1001', amount: '-5', multiple: '1e9' })).toMatchObject({ amount: null, multiple: null, gameName: '10001', fromName: null });
  });

  it('round-trips through its link', () => {
    const invite = { gameCode: '10001', gameName: '財神到', from: '1001', fromName: '小明', amount: 88000, multiple: '12.5', id: null };
    const link = shareInviteLink(invite);
    expect(link.startsWith('/share?')).toBe(true);
    expect(shareInviteFrom(Object.fromEntries(new URLSearchParams(link.slice('/share?'.length))))).toEqual(invite);
  });
});
