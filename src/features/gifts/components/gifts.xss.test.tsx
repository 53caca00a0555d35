/**
 * The XSS corpus in gifts (issue 38 item 2): every payload as the sender's and the receiver's
 * name in the gift effect's caption over the live stream, and as the receiving player's name
 * in the title of the 贈禮 dialog. Each shows as written and the page holds no live markup
 * (tests/xss/component.ts).
 */
import { act } from '@testing-library/react';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS } from '../../../../tests/xss/component';
import { giftSocketHarness } from '../socket-harness';
import { resetGifts, useGiftsStore } from '../store';
import { giftPush, renderGifts } from '../test-utils';
import { GiftEffectLayer } from './gift-effect-layer';
import { PlayerGiftDialog } from './player-gift-dialog';

setupXssTrap();

describe('the XSS corpus in gifts', () => {
  afterEach(() => act(() => resetGifts()));

  it('gift captions: sender and receiver names', () => {
    const { container } = renderGifts(<GiftEffectLayer />);
    for (const p of XSS_PAYLOADS) {
      act(() => useGiftsStore.setState({ current: giftPush(p.id, 42, { FromName: p.text, ToName: p.text }) }));
      const caption = container.querySelector('[role="status"]');
      expectShownAsText(caption, [p], `caption of payload ${p.id}`, () => 2);
      expectInert();
    }
  });

  it('the 贈禮 dialog: the receiving player\'s name in its title', () => {
    const h = giftSocketHarness();
    try {
      const { rerender } = renderGifts(<PlayerGiftDialog target={{ PlayerID: 1, Name: '' }} />);
      for (const p of XSS_PAYLOADS) {
        rerender(<PlayerGiftDialog target={{ PlayerID: 100 + p.id, Name: p.text }} />);
        expectShownAsText(document.querySelector('[role="dialog"]'), [p], `gift dialog for payload ${p.id}`);
        expectInert();
      }
    } finally {
      h.dispose();
    }
  });
});
