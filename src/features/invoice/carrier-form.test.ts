/** The invoice form's request: the protocol's schema decides, codes are normalised as the server does. */
import { DONATION_CODES, InvoiceCarrierType } from '@/protocol/invoice';
import { formRequest, initialForm } from './carrier-form';

describe('invoice carrier form', () => {
  it('opens on the saved preference, else the member carrier with the first donation code', () => {
    expect(initialForm(null)).toEqual({ type: InvoiceCarrierType.Member, code: '', donation: DONATION_CODES[0] });
    expect(initialForm({ Preference: { Type: 2, Carrier: '/ABC1234' }, Email: null })).toEqual({ type: 2, code: '/ABC1234', donation: '3450' });
    expect(initialForm({ Preference: { Type: 4, Carrier: '88888' }, Email: null })).toEqual({ type: 4, code: '', donation: '88888' });
    // the member carrier's Carrier is the email: never put into the code field
    expect(initialForm({ Preference: { Type: 1, Carrier: 'a@b.tw' }, Email: 'a@b.tw' }).code).toBe('');
  });

  it('a mobile barcode is trimmed and upper-cased; a wrong one makes no request', () => {
    expect(formRequest({ type: 2, code: ' /abc1234 ', donation: '3450' })).toEqual({ Type: 2, Carrier: '/ABC1234' });
    expect(formRequest({ type: 2, code: '/ABC123', donation: '3450' })).toBeNull();
    expect(formRequest({ type: 2, code: 'ABC12345', donation: '3450' })).toBeNull();
  });

  it('a certificate is 2 letters and 14 digits; the member carrier and a donation need no code', () => {
    expect(formRequest({ type: 3, code: 'ab12345678901234', donation: '3450' })).toEqual({ Type: 3, Carrier: 'AB12345678901234' });
    expect(formRequest({ type: 3, code: 'AB1234567890123', donation: '3450' })).toBeNull();
    expect(formRequest({ type: 1, code: 'ignored', donation: '3450' })).toEqual({ Type: 1 });
    expect(formRequest({ type: 4, code: '', donation: '5943' })).toEqual({ Type: 4, Carrier: '5943' });
  });
});
