/**
 * The XSS corpus in the passbook (issue 38 item 2): every payload as what the server writes
 * into a record — Detail, the 項目 shown when the Reason is none the client knows, and Source
 * and Reason themselves (keys of the client's texts, never shown) — all 65 records in one page
 * of the real viewer. Each Detail shows as written and the page holds no live markup
 * (tests/xss/component.ts).
 */
import { act } from '@testing-library/react';
import { resetSocketsForTests } from '@/socket';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS } from '../../../../tests/xss/component';
import { entry, manualLoader, renderPassbook, T0 } from '../test-utils';
import { PassbookViewer } from './passbook-viewer';

setupXssTrap();
afterEach(() => resetSocketsForTests());

describe('the XSS corpus in the passbook', () => {
  it('the rows: the server\'s Detail, Source and Reason', async () => {
    const loader = manualLoader();
    const { container } = renderPassbook(<PassbookViewer load={loader.load} now={() => T0} />);
    await act(async () =>
      loader.answer(
        XSS_PAYLOADS.length,
        XSS_PAYLOADS.map((p) => entry({ ID: p.id, Source: p.text, Reason: p.text, Detail: p.text })),
      ),
    );
    const rows = container.querySelectorAll('[data-testid="passbook-row"]');
    expect(rows).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      expectShownAsText(rows[i]!, [p], `record of payload ${p.id}`);
      // Detail shows as its own cell's text; Source falls back to 其他
      expect(rows[i]!.querySelectorAll('td')[2]?.textContent, `item of payload ${p.id}`).toBe(p.text);
    }
    expectInert();
  });
});
