import { responseState } from './response-state';

describe('responseState', () => {
  it('reads status, type and order', () => {
    expect(responseState({ status: 'success', type: 'payment', order: 'TX-2026_001' })).toEqual({
      status: 'success',
      type: 'payment',
      order: 'TX-2026_001',
      actions: ['passbook', 'play'],
    });
    expect(responseState({ status: 'FAILED', type: 'payment' }).actions).toEqual(['retry', 'service']);
    expect(responseState({ status: 'pending', type: 'signIn' })).toMatchObject({ type: 'signIn', actions: ['home'] });
    expect(responseState({ status: 'success', type: 'bind' }).actions).toEqual(['passbook', 'member']);
  });

  it('takes an unknown type as a generic result and a missing or unknown status as no result', () => {
    expect(responseState({ status: 'failed', type: 'lottery' })).toMatchObject({ type: 'generic', actions: ['home', 'service'] });
    expect(responseState({})).toEqual({ status: 'unknown', type: null, order: null, actions: ['home', 'service'] });
    expect(responseState({ status: 'done', type: 'payment' }).status).toBe('unknown');
  });

  it('drops a malformed order and uses the first of repeated values', () => {
    expect(responseState({ status: 'success', order: '<script>' }).order).toBeNull();
    expect(responseState({ status: 'success', order: 'x'.repeat(41) }).order).toBeNull();
    expect(responseState({ status: ['pending', 'success'], type: ['payment'] })).toMatchObject({ status: 'pending', type: 'payment' });
  });
});
