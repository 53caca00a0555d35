/**
 * The XSS corpus in mail (issue 38 item 2): every payload as a mail's title, text and sender
 * name, in the list (all 65 rows at once) and opened one by one, and in a send-back thank-you,
 * whose title and text put the sender's name and the original title into the reader's language
 * through i18next. Each shows as written and the page holds no live markup
 * (tests/xss/component.ts).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import type { Mail } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import mailTexts from '@locales/zh_tw/mail.json';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload } from '../../../../tests/xss/component';
import { MailDetail } from './mail-detail';
import { MailList } from './mail-list';

setupXssTrap();

function renderMail(ui: ReactElement) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'mail', mailTexts);
  const wrap = (el: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand('crab')}>{el}</BrandProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (el: ReactElement) => view.rerender(wrap(el)) };
}

const T0 = Date.UTC(2025, 0, 15, 4, 0, 0);
const hostileMail = (p: XssPayload, fields: Partial<Mail> = {}): Mail => ({
  MailID: p.id,
  Kind: 0,
  Title: p.text,
  Text: p.text,
  SenderType: 1,
  SenderID: 100 + p.id,
  SenderName: p.text,
  Items: {},
  CreateTime: T0,
  Read: false,
  Collected: false,
  ...fields,
});

const detail = (mail: Mail) => <MailDetail mail={mail} busy={false} sentBack={false} onBack={() => undefined} onCollect={() => undefined} onSendBack={() => undefined} onDelete={() => undefined} />;

describe('the XSS corpus in mail', () => {
  it('the list: titles and sender names', () => {
    const { container } = renderMail(<MailList rows={XSS_PAYLOADS.map((p) => hostileMail(p))} onOpen={() => undefined} />);
    const rows = container.querySelectorAll('li');
    expect(rows).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(rows[i]!, [p], `mail row ${p.id}`, () => 2);
    expectInert();
  });

  it('a mail opened: title, text and sender', () => {
    const { container, rerender } = renderMail(detail(hostileMail(XSS_PAYLOADS[0]!)));
    for (const p of XSS_PAYLOADS) {
      rerender(detail(hostileMail(p)));
      expectShownAsText(container.querySelector('h3'), [p], `mail title ${p.id}`);
      expectShownAsText(container, [p], `mail ${p.id}`, () => 3);
      expectInert();
    }
  });

  it('a send-back thank-you: the sender\'s name and the original title in its words', () => {
    const { container, rerender } = renderMail(detail(hostileMail(XSS_PAYLOADS[0]!, { Kind: 1 })));
    for (const p of XSS_PAYLOADS) {
      rerender(detail(hostileMail(p, { Kind: 1 })));
      // title (name), text (name and title), sender
      expectShownAsText(container, [p], `thank-you ${p.id}`, () => 4);
      expectInert();
    }
  });
});
