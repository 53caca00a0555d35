/**
 * Payment settings: the dev secret never serves production, the simulator is off in production
 * unless asked for with a secret, and a server without it refuses orders (200456) and serves no
 * pay page. Runs under both engines like every server test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, PaymentPath, StorePath } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { DEV_PAYMENT_SECRET, readPaymentConfig, signedCallback, verifyCallback } from './payment-config';
import { call, requestId, storePlayer } from './test-kit';

describe('payment settings', () => {
  it('uses the dev secret outside production only; production needs PAYMENT_CALLBACK_SECRET', () => {
    expect(readPaymentConfig({})).toEqual({ secret: DEV_PAYMENT_SECRET, simulator: true });
    expect(readPaymentConfig({ PAYMENT_SIMULATOR: '0' })).toEqual({ secret: DEV_PAYMENT_SECRET, simulator: false });
    expect(readPaymentConfig({ NODE_ENV: 'production' })).toEqual({ secret: null, simulator: false });
    expect(readPaymentConfig({ NODE_ENV: 'production', PAYMENT_SIMULATOR: '1' })).toEqual({ secret: null, simulator: false });
    expect(readPaymentConfig({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: ' s3cret ' })).toEqual({ secret: 's3cret', simulator: false });
    expect(readPaymentConfig({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 's3cret', PAYMENT_SIMULATOR: '1' })).toEqual({ secret: 's3cret', simulator: true });
  });

  it('verifies only a signature made with the same secret over the same fields', () => {
    const fields = { OrderID: 'SO20250115120000ABCDEF', Provider: 'card' as const, Status: 'paid' as const, AmountTWD: 150, TransactionID: 't-1' };
    const cb = signedCallback('k1', fields);
    expect(cb.Signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyCallback('k1', cb)).toBe(true);
    expect(verifyCallback('k1', { ...cb, Signature: cb.Signature.toUpperCase() })).toBe(true);
    expect(verifyCallback('k2', cb)).toBe(false);
    expect(verifyCallback(null, cb)).toBe(false);
    expect(verifyCallback('k1', { ...cb, AmountTWD: 151 })).toBe(false);
    expect(verifyCallback('k1', { ...cb, Signature: 'short' })).toBe(false);
  });

  describe('with the simulator off', () => {
    let s: TestServer;
    const saved = process.env.PAYMENT_SIMULATOR;
    beforeAll(async () => {
      process.env.PAYMENT_SIMULATOR = '0';
      s = await startTestServer();
    }, 60_000);
    afterAll(async () => {
      if (saved === undefined) delete process.env.PAYMENT_SIMULATOR;
      else process.env.PAYMENT_SIMULATOR = saved;
      await s.cleanup();
    });

    it('refuses orders with 200456 and serves no pay page; the store still lists goods', async () => {
      const p = await storePlayer(s);
      expect((await call(s, p, StorePath.Order, { GoodsID: 'gold-150', Group: 'creditCard', RequestID: requestId() })).json.Code).toBe(Code.StorePaymentUnavailable);
      expect((await call(s, p, StorePath.GoodsSetting, {})).json.Code).toBe(0);
      const page = await fetch(`${s.url}${PaymentPath.SimPage}?order=x&key=y`);
      expect(page.status).toBe(404);
      expect((await s.post(PaymentPath.SimAction, { OrderID: 'x', Key: 'y', Outcome: 'paid' })).status).toBe(404);
    });
  });
});
