import { bodies, isBody, type BodyName } from './body-check';

const game = { gameCode: '10001', gameName: { en_us: 'God of Wealth', zh_tw: '財神到' }, banner: '/games/banners/10001.svg', isShow: true, provider: 'be' };

describe('body-check (named bodies apart from the socket contract)', () => {
  it('accepts each named body and refuses what is not it', () => {
    const samples: Record<BodyName, { valid: unknown[]; invalid: unknown[] }> = {
      SocketTicket: { valid: [{ Ticket: 't'.repeat(40), ExpiresIn: 30 }], invalid: [{ Ticket: '', ExpiresIn: 30 }, { Ticket: 't'.repeat(40) }, null, 'ticket'] },
      GiftFeeChanged: { valid: [{ Fee: 12 }], invalid: [{ Fee: -1 }, { Fee: 1.5 }, { Fee: '12' }, {}] },
      GiftWrongEntries: { valid: [{ WrongEntries: 3 }], invalid: [{ WrongEntries: -2 }, { WrongEntries: null }, []] },
      GameList: { valid: [{ Games: [game] }, { Games: [] }], invalid: [{ Games: [{ ...game, isShow: 'yes' }] }, { Games: null }, {}] },
      GameLaunch: { valid: [{ GameURL: 'http://x/window', Playable: true }], invalid: [{ GameURL: 'http://x/window' }, { GameURL: 1, Playable: false }] },
      GameCatalogue: { valid: [[game], []], invalid: [[{ ...game, gameName: { en_us: 'A' } }], [{ ...game, gameCode: '' }], { 0: game }] },
      GameListEntry: { valid: [{ GameCode: '10001', GameNames: '財神到', Provider: 'be' }], invalid: [{ GameCode: '10001', GameNames: 3, Provider: 'be' }, { GameCode: '10001' }, 'x'] },
    };
    expect(Object.keys(samples).sort()).toEqual(Object.keys(bodies).sort());
    for (const [name, { valid, invalid }] of Object.entries(samples) as [BodyName, { valid: unknown[]; invalid: unknown[] }][]) {
      for (const value of valid) expect(isBody(name, value), `${name} ${JSON.stringify(value)}`).toBe(true);
      for (const value of invalid) expect(isBody(name, value), `${name} ${JSON.stringify(value)}`).toBe(false);
    }
  });
});
