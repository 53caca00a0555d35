import { isBody } from './body-check';
import { bodies } from './contract';
import { validators as resultValidators } from './generated/result-validators';

const game = { gameCode: '10001', gameName: { en_us: 'God of Wealth', zh_tw: '財神到' }, banner: '/games/banners/10001.svg', isShow: true, provider: 'be' };

describe('body-check (named bodies without their schemas)', () => {
  it('checks the named bodies by their compiled validators, as their schemas do', () => {
    const samples: Record<keyof typeof bodies, unknown[]> = {
      SocketTicket: [{ Ticket: 't'.repeat(40), ExpiresIn: 30 }, { Ticket: '', ExpiresIn: 30 }, { Ticket: 't'.repeat(40) }, null, 'ticket'],
      GiftFeeChanged: [{ Fee: 12 }, { Fee: -1 }, { Fee: 1.5 }, { Fee: '12' }, {}],
      GiftWrongEntries: [{ WrongEntries: 3 }, { WrongEntries: -2 }, { WrongEntries: null }, []],
      GameList: [{ Games: [game] }, { Games: [] }, { Games: [{ ...game, isShow: 'yes' }] }, { Games: null }, {}],
      GameLaunch: [{ GameURL: 'http://x/window', Playable: true }, { GameURL: 'http://x/window' }, { GameURL: 1, Playable: false }],
      GameCatalogue: [[game], [], [{ ...game, gameName: { en_us: 'A' } }], [{ ...game, gameCode: '' }], { 0: game }],
      GameListEntry: [{ GameCode: '10001', GameNames: '財神到', Provider: 'be' }, { GameCode: '10001', GameNames: 3, Provider: 'be' }, { GameCode: '10001' }, 'x'],
    };
    for (const [name, values] of Object.entries(samples) as [keyof typeof bodies, unknown[]][]) {
      for (const value of values) {
        expect(isBody(name, value), `${name} ${JSON.stringify(value)}`).toBe(bodies[name].safeParse(value).success);
      }
      expect(values.some((v) => isBody(name, v)) && values.some((v) => !isBody(name, v)), `${name}: both outcomes sampled`).toBe(true);
    }
  });

  it('refuses a name with no compiled body, and keeps the bodies out of the Result validators', () => {
    expect(() => isBody('NoSuchBody' as keyof typeof bodies, {})).toThrow(/no compiled validator for body NoSuchBody/);
    for (const name of Object.keys(bodies)) expect(Object.keys(resultValidators).some((key) => key.includes(name)), name).toBe(false);
  });
});
