import { ChannelType, RedEnvelopeMethod } from '@/protocol';
import { checkForm, emptyForm, toRequest } from './create-form';

const valid = { ...emptyForm(), title: '恭喜發財', content: '新年快樂', amount: '1000', quantity: '10' };

describe('the 發紅包 form rules', () => {
  it('accepts a full form and builds the 12780 payload with the ClientID and channel', () => {
    expect(checkForm(valid, 5000)).toEqual({});
    expect(toRequest({ ...valid, method: RedEnvelopeMethod.Equal, channel: ChannelType.Club }, 're-1')).toEqual({
      Title: '恭喜發財',
      Content: '新年快樂',
      Amount: 1000,
      Quantity: 10,
      Method: RedEnvelopeMethod.Equal,
      ChannelType: ChannelType.Club,
      ClientID: 're-1',
    });
  });

  it('Title 1–20 characters (counted as characters, not UTF-16 units), Content ≤ 100', () => {
    expect(checkForm({ ...valid, title: '  ' }, null)).toEqual({ title: 'title' });
    expect(checkForm({ ...valid, title: '紅'.repeat(20) }, null)).toEqual({});
    expect(checkForm({ ...valid, title: '紅'.repeat(21) }, null)).toEqual({ title: 'title' });
    expect(checkForm({ ...valid, title: '🧧'.repeat(20) }, null)).toEqual({});
    expect(checkForm({ ...valid, content: 'a'.repeat(101) }, null)).toEqual({ content: 'content' });
  });

  it('Quantity 1–200, Amount a whole number ≥ Quantity and ≤ the gold held', () => {
    expect(checkForm({ ...valid, quantity: '0' }, null)).toEqual({ quantity: 'quantity' });
    expect(checkForm({ ...valid, quantity: '201', amount: '1000' }, null)).toEqual({ quantity: 'quantity' });
    expect(checkForm({ ...valid, quantity: '200', amount: '200' }, null)).toEqual({});
    expect(checkForm({ ...valid, amount: '' }, null)).toEqual({ amount: 'amount' });
    expect(checkForm({ ...valid, amount: '9', quantity: '10' }, null)).toEqual({ amount: 'perShare' });
    expect(checkForm({ ...valid, amount: '5001' }, 5000)).toEqual({ amount: 'gold' });
    expect(checkForm({ ...valid, amount: '5001' }, null)).toEqual({});
  });
});
