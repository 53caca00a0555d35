/**
 * The component-level XSS checks (./component.ts) fail on a sink that renders the untrusted
 * text as HTML without sanitising it (issue 38 item 2): proven once here, on a deliberately
 * unsafe `<div dangerouslySetInnerHTML>`, so every `*.xss.test.tsx` can rely on them.
 * (jsdom prints a `ReferenceError: __xss is not defined` here: it evaluates the unsafe iframe's
 * `javascript:` URL in the frame's own window, where no trap is. Expected; the audit reports it.)
 */
import { render } from '@testing-library/react';
import { expectInert, expectShownAsText, liveMarkup, occurrences, trapCalls, setupXssTrap, XSS_PAYLOADS } from './component';

setupXssTrap();

function Unsafe({ html }: { html: string }) {
  return <div data-testid="unsafe" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Safe({ text }: { text: string }) {
  return <div data-testid="safe">{text}</div>;
}

/**
 * Payloads that are text even when parsed as HTML: an attribute or script-string breakout
 * (`" onmouseover="…`, `${…}`, `` `;…;` ``, `{{constructor…}}`) and a bare `javascript:` URL mean
 * nothing between tags. Rendered unsafely they read exactly as written, so no check can tell
 * the unsafe sink from the safe one by them — and none needs to: every other payload catches it.
 */
const TEXT_EVEN_AS_HTML = [38, 39, 40, 41, 42, 61];

/**
 * Payloads whose HTML leaves no live markup once parsed into a `<div>`: `<body onload>` (a
 * fragment has no body), entity-encoded markup (it decodes to text), the two DOMPurify-bypass
 * mXSS payloads (harmless until a sanitiser re-serialises them), style `url(javascript:)` /
 * `expression()` / `@import` (dead in every current browser), nested-tag evasion and a
 * backtick-quoted attribute (both parse into harmless elements). The literal-text check catches
 * each of them: what shows is not what was sent.
 */
const NO_MARKUP_AS_HTML = [7, 14, 15, 28, 31, 45, 46, 47, 59, 60];

describe('the XSS checks of the component tests', () => {
  it('the audit reports live markup for every payload that makes some when rendered as HTML', () => {
    const missed: number[] = [];
    for (const p of XSS_PAYLOADS) {
      const { container, unmount } = render(<Unsafe html={p.text} />);
      if (liveMarkup({}, container).length === 0) missed.push(p.id);
      unmount();
    }
    expect(missed).toEqual([...TEXT_EVEN_AS_HTML, ...NO_MARKUP_AS_HTML].sort((a, b) => a - b));
  });

  it('the literal-text check reports every payload that does not read as written when rendered as HTML', () => {
    const shown: number[] = [];
    for (const p of XSS_PAYLOADS) {
      const { container, unmount } = render(<Unsafe html={p.text} />);
      if (occurrences(container.textContent ?? '', p.text) > 0) shown.push(p.id);
      else expect(() => expectShownAsText(container, [p])).toThrow();
      unmount();
    }
    expect(shown).toEqual(TEXT_EVEN_AS_HTML);
  });

  it('a list sink rendering the whole corpus as HTML fails both checks', () => {
    const { getByTestId } = render(
      <ul>
        {XSS_PAYLOADS.map((p) => (
          <li key={p.id}>
            <Unsafe html={p.text} />
          </li>
        ))}
      </ul>,
    );
    expect(() => expectInert()).toThrow(/live markup/);
    expect(() => expectShownAsText(getByTestId('unsafe').closest('ul'), XSS_PAYLOADS)).toThrow();
  });

  it('the trap records a handler jsdom runs, and then the sink is not inert', async () => {
    // Vitest's jsdom runs inline handlers: <details open ontoggle> fires its toggle in a task.
    // (The tests above rendered it too: their toggles may land here as well.)
    render(<Unsafe html={XSS_PAYLOADS.find((p) => p.id === 19)!.text} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(trapCalls()).toContain('__xss(19)');
    expect(() => expectInert()).toThrow(/script executions/);
  });

  it('rendered as text, every payload passes both checks', () => {
    const { container } = render(
      <>
        {XSS_PAYLOADS.map((p) => (
          <Safe key={p.id} text={p.text} />
        ))}
      </>,
    );
    expectInert();
    expectShownAsText(container, XSS_PAYLOADS);
  });
});
