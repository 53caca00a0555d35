/**
 * The XSS corpus in the gift records (issue 38 item 2): every payload as the nickname of the
 * other player of a gift — the sender of one received, the receiver of one sent — all 65 records
 * in one page of /member/present. Each shows as written and the page holds no live markup
 * (tests/xss/component.ts).
 */
import { act, render, waitFor } from '@testing-library/react';
import { resetSocketsForTests } from '@/socket';
import { installTestSockets } from '../../../../tests/fakes/test-socket';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import { GiftDirection, type GiftRecordsRequest, type GiftRecordsResult, type Result } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import gifts from '@locales/zh_tw/gifts.json';
import passbook from '@locales/zh_tw/passbook.json';
import present from '@locales/zh_tw/present.json';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS } from '../../../../tests/xss/component';
import { PresentPage } from './present-page';

setupXssTrap();

describe('the XSS corpus in the gift records', () => {
  it('the other player\'s nickname of each gift, sent and received', async () => {
    installTestSockets().lobby.ready();
    let answer: ((a: Result<GiftRecordsResult>) => void) | null = null;
    const load: (request: GiftRecordsRequest) => Promise<Result<GiftRecordsResult>> = () => new Promise((resolve) => (answer = resolve));
    const i18n = createTestI18n();
    i18n.addResourceBundle('zh_tw', 'gifts', gifts);
    i18n.addResourceBundle('zh_tw', 'passbook', passbook);
    i18n.addResourceBundle('zh_tw', 'present', present);
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={getBrand('crab')}>
          <PresentPage load={load} />
        </BrandProvider>
      </I18nextProvider>,
    );
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () =>
      answer!({
        ok: true,
        result: {
          Total: XSS_PAYLOADS.length,
          List: XSS_PAYLOADS.map((p) => ({
            GiftID: p.id,
            Direction: p.id % 2 ? GiftDirection.Received : GiftDirection.Sent,
            PlayerID: 100 + p.id,
            Name: p.text,
            ItemID: 42,
            Amount: 1,
            Fee: 0,
            RoomID: p.id % 3,
            CreateTime: Date.UTC(2025, 0, 15),
          })),
        },
      }),
    );
    await waitFor(() => expect(container.querySelectorAll('[data-testid="gift-record"]')).toHaveLength(XSS_PAYLOADS.length));
    const rows = container.querySelectorAll('[data-testid="gift-record"]');
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(rows[i]!, [p], `gift record of payload ${p.id}`);
    expectInert();
    resetSocketsForTests();
  });
});
