/**
 * The e-invoice preference over HTTP (SQLite under `server`, PostgreSQL under `server-pg`):
 * every carrier type round-trips, each §8 code has its path (200089 unknown mobile barcode,
 * 200090 unknown donation code, 200091 MoF API down, 200092 unknown certificate, 200093 member
 * carrier without an email), formats are 400s naming the rule, and a refused change keeps the
 * previous preference.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, DONATION_CODES, EmailPath, InvoiceCarrierType, InvoicePath, InvoiceQaPath, QaPath, type InvoiceSettings } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { DEMO_CITIZEN_CERTIFICATES, DEMO_MOBILE_BARCODES } from './mof-simulator';

describe('invoice preference', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());
  afterEach(async () => {
    await s.post(InvoiceQaPath.Mof, { Down: false });
  });

  async function player(): Promise<{ id: number; token: string }> {
    const r = await s.post(QaPath.Players, {});
    return { id: r.json.PlayerID as number, token: r.json.Token as string };
  }
  const set = (token: string, body: Record<string, unknown>) => s.post(InvoicePath.SetPreference, body, { 'api-token': token });
  const read = async (token: string): Promise<InvoiceSettings> => {
    const r = await s.post(InvoicePath.Preference, {}, { 'api-token': token });
    expect(r.json.Code).toBe(Code.HttpOk);
    return r.json.Result as InvoiceSettings;
  };
  const { Member, MobileBarcode, Certificate, Donation } = InvoiceCarrierType;

  it('starts empty, then round-trips every carrier type (codes trimmed and upper-cased)', async () => {
    const a = await player();
    expect(await read(a.token)).toEqual({ Preference: null, Email: null });
    await s.post(InvoiceQaPath.Carriers, { MobileBarcodes: ['/QA+-.01'], Certificates: ['QA12345678901234'] });

    const mobile = await set(a.token, { Type: MobileBarcode, Carrier: ' /qa+-.01 ' });
    expect(mobile.json).toMatchObject({ Code: Code.HttpOk, Result: { Preference: { Type: MobileBarcode, Carrier: '/QA+-.01' }, Email: null } });
    expect(await read(a.token)).toEqual({ Preference: { Type: MobileBarcode, Carrier: '/QA+-.01' }, Email: null });

    expect((await set(a.token, { Type: Certificate, Carrier: 'qa12345678901234' })).json.Code).toBe(Code.HttpOk);
    expect((await read(a.token)).Preference).toEqual({ Type: Certificate, Carrier: 'QA12345678901234' });

    for (const code of DONATION_CODES) {
      expect((await set(a.token, { Type: Donation, Carrier: code })).json.Code, code).toBe(Code.HttpOk);
      expect((await read(a.token)).Preference).toEqual({ Type: Donation, Carrier: code });
    }

    await s.post(EmailPath.Bind, { Email: 'Invoice.Owner@Example.com' }, { 'api-token': a.token });
    expect((await set(a.token, { Type: Member })).json.Result).toEqual({ Preference: { Type: Member, Carrier: 'invoice.owner@example.com' }, Email: 'invoice.owner@example.com' });
    // The member carrier follows the bound address when it changes.
    await s.post(EmailPath.Bind, { Email: 'new.address@example.com' }, { 'api-token': a.token });
    expect(await read(a.token)).toEqual({ Preference: { Type: Member, Carrier: 'new.address@example.com' }, Email: 'new.address@example.com' });
  });

  it('accepts the built-in demo carriers without QA registration', async () => {
    const a = await player();
    expect((await set(a.token, { Type: MobileBarcode, Carrier: DEMO_MOBILE_BARCODES[0] })).json.Code).toBe(Code.HttpOk);
    expect((await set(a.token, { Type: Certificate, Carrier: DEMO_CITIZEN_CERTIFICATES[0] })).json.Code).toBe(Code.HttpOk);
  });

  it('answers 200093 for the member carrier without a bound email', async () => {
    const a = await player();
    const r = await set(a.token, { Type: Member });
    expect(r.json).toMatchObject({ Code: Code.InvoiceEmailNotBound, Result: null });
    expect((await read(a.token)).Preference).toBeNull();
  });

  it('answers 200089 for a well-formed mobile barcode the MoF does not know, and keeps the old preference', async () => {
    const a = await player();
    expect((await set(a.token, { Type: Donation, Carrier: '8585' })).json.Code).toBe(Code.HttpOk);
    const r = await set(a.token, { Type: MobileBarcode, Carrier: '/ZZZ9999' });
    expect(r.json).toMatchObject({ Code: Code.InvoiceMobileBarcodeNotFound, Result: null });
    expect((await read(a.token)).Preference).toEqual({ Type: Donation, Carrier: '8585' });
  });

  it('answers 200092 for a citizen certificate the MoF does not know', async () => {
    const a = await player();
    expect((await set(a.token, { Type: Certificate, Carrier: 'ZZ00000000000000' })).json.Code).toBe(Code.InvoiceCitizenCertNotFound);
    // A known certificate sent as a mobile barcode is a format error, not a lookup.
    expect((await set(a.token, { Type: MobileBarcode, Carrier: DEMO_CITIZEN_CERTIFICATES[0] })).status).toBe(400);
  });

  it('answers 200090 for a well-formed donation code that is not listed', async () => {
    const a = await player();
    for (const code of ['123', '1234567', '88889']) {
      expect((await set(a.token, { Type: Donation, Carrier: code })).json.Code, code).toBe(Code.InvoiceDonationCodeNotFound);
    }
    expect((await read(a.token)).Preference).toBeNull();
  });

  it('answers 200091 while the MoF API is down, for known carriers too; donation and member do not call it', async () => {
    const a = await player();
    await s.post(EmailPath.Bind, { Email: 'down@example.com' }, { 'api-token': a.token });
    expect((await s.post(InvoiceQaPath.Mof, { Down: true })).json).toEqual({ ok: true, Down: true });
    expect((await set(a.token, { Type: MobileBarcode, Carrier: DEMO_MOBILE_BARCODES[0] })).json.Code).toBe(Code.InvoiceTaxApiFailed);
    expect((await set(a.token, { Type: MobileBarcode, Carrier: '/ZZZ9999' })).json.Code).toBe(Code.InvoiceTaxApiFailed);
    expect((await set(a.token, { Type: Certificate, Carrier: DEMO_CITIZEN_CERTIFICATES[0] })).json.Code).toBe(Code.InvoiceTaxApiFailed);
    expect((await set(a.token, { Type: Donation, Carrier: '5943' })).json.Code).toBe(Code.HttpOk);
    expect((await set(a.token, { Type: Member })).json.Code).toBe(Code.HttpOk);
    await s.post(InvoiceQaPath.Mof, { Down: false });
    expect((await set(a.token, { Type: MobileBarcode, Carrier: DEMO_MOBILE_BARCODES[0] })).json.Code).toBe(Code.HttpOk);
  });

  it('answers 400 Code 100001 naming the rule for a malformed carrier or type', async () => {
    const a = await player();
    const cases: [Record<string, unknown>, string][] = [
      [{ Type: MobileBarcode, Carrier: 'ABC1234' }, 'Carrier: a mobile barcode is "/" then 7 characters of 0-9, A-Z, +, -, .'],
      [{ Type: MobileBarcode, Carrier: '/ABC123' }, 'Carrier: a mobile barcode is "/" then 7 characters of 0-9, A-Z, +, -, .'],
      [{ Type: MobileBarcode, Carrier: '/ABC12_4' }, 'Carrier: a mobile barcode is "/" then 7 characters of 0-9, A-Z, +, -, .'],
      [{ Type: Certificate, Carrier: 'A123456789012345' }, 'Carrier: a citizen certificate barcode is 2 letters then 14 digits'],
      [{ Type: Certificate, Carrier: 'AB1234567890123' }, 'Carrier: a citizen certificate barcode is 2 letters then 14 digits'],
      [{ Type: Donation, Carrier: '12' }, 'Carrier: a donation code is 3 to 7 digits'],
      [{ Type: Donation, Carrier: '12345678' }, 'Carrier: a donation code is 3 to 7 digits'],
      [{ Type: Donation, Carrier: 'abc' }, 'Carrier: a donation code is 3 to 7 digits'],
      [{ Type: MobileBarcode }, 'Carrier: expected string'],
    ];
    for (const [body, message] of cases) {
      const r = await set(a.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json, JSON.stringify(body)).toMatchObject({ Code: Code.InvalidInput, Message: message });
    }
    for (const body of [{ Type: 5, Carrier: '8585' }, {}, { Type: '4', Carrier: '8585' }]) {
      const r = await set(a.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.Message, JSON.stringify(body)).toMatch(/^Type: /);
    }
    expect((await read(a.token)).Preference).toBeNull();
  });

  it('keeps the preference per player and needs a session', async () => {
    const a = await player();
    const b = await player();
    await set(a.token, { Type: Donation, Carrier: '3450' });
    await set(b.token, { Type: Donation, Carrier: '58813' });
    expect((await read(a.token)).Preference).toEqual({ Type: Donation, Carrier: '3450' });
    expect((await read(b.token)).Preference).toEqual({ Type: Donation, Carrier: '58813' });
    expect((await s.post(InvoicePath.Preference, {})).json.Code).toBe(Code.SessionExpired);
    expect((await s.post(InvoicePath.SetPreference, { Type: Donation, Carrier: '3450' })).json.Code).toBe(Code.SessionExpired);
  });

  it('QA: registers carriers (counting new ones), refuses malformed ones and empty bodies', async () => {
    const r = await s.post(InvoiceQaPath.Carriers, { MobileBarcodes: ['/reg0001', '/REG0001'], Certificates: ['rg00000000000001'] });
    expect(r.json).toEqual({ ok: true, Added: 2, MobileBarcodes: ['/REG0001', '/REG0001'], Certificates: ['RG00000000000001'] });
    expect((await s.post(InvoiceQaPath.Carriers, { MobileBarcodes: ['REG0001'] })).status).toBe(400);
    expect((await s.post(InvoiceQaPath.Carriers, {})).status).toBe(400);
    expect((await s.post(InvoiceQaPath.Mof, { Down: 'yes' })).status).toBe(400);
    const a = await player();
    expect((await set(a.token, { Type: MobileBarcode, Carrier: '/REG0001' })).json.Code).toBe(Code.HttpOk);
    expect((await set(a.token, { Type: Certificate, Carrier: 'RG00000000000001' })).json.Code).toBe(Code.HttpOk);
  });
});
