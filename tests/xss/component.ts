/**
 * The XSS corpus at component level (issue 38 item 2): every payload of ./payloads.ts goes
 * through every sink as the untrusted text of the real component, rendered by
 * @testing-library/react in jsdom. jsdom runs no script, so the proof is the DOM itself: no
 * live markup (./live-markup.ts) and every payload shown as literal text where the product
 * shows it as text. The trap is there as well — `window.__xss`, `alert`, `confirm` and `prompt`
 * are spies that must never be called — so a payload that ever ran would be seen.
 *
 * In a test file: `setupXssTrap()` at the top level, render, then `expectInert()` and
 * `expectShownAsText(root, payloads)`. tests/xss/live-markup.xss.test.tsx proves both fail on
 * a sink that renders through `dangerouslySetInnerHTML` without sanitising.
 */
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { liveMarkup } from './live-markup';
import { occurrences, type XssPayload } from './payloads';

export { XSS_PAYLOADS, XSS_RUNS, squash, occurrences, type XssPayload } from './payloads';
export { liveMarkup } from './live-markup';

interface Trap {
  xss: Mock<(id: unknown) => void>;
  dialogs: { name: string; spy: Mock }[];
  restore: () => void;
}

let trap: Trap | null = null;

/**
 * The windows a payload could run in. Vitest's jsdom runs scripts (`runScripts: 'dangerously'`:
 * an inline handler fires on its event, an iframe's `javascript:` URL is evaluated), and it
 * evaluates them in jsdom's own window, while the test's `window` is Node's global holding
 * copies of that window's properties: the trap goes on both.
 */
function windows(): Window[] {
  const dom = (globalThis as unknown as { jsdom?: { window: Window } }).jsdom?.window;
  return dom && dom !== (window as Window) ? [window, dom] : [window];
}

/**
 * Installs the trap around every test of the calling file: `__xss` a spy, `alert`, `confirm`
 * and `prompt` replaced by spies (in the test's window and jsdom's); all removed after the test.
 */
export function setupXssTrap(): void {
  beforeEach(() => {
    const xss = vi.fn<(id: unknown) => void>();
    const dialogs: Trap['dialogs'] = [];
    for (const w of windows()) {
      w.__xss = xss;
      dialogs.push(
        { name: 'alert', spy: vi.spyOn(w, 'alert').mockImplementation(() => undefined) as Mock },
        { name: 'confirm', spy: vi.spyOn(w, 'confirm').mockImplementation(() => false) as Mock },
        { name: 'prompt', spy: vi.spyOn(w, 'prompt').mockImplementation(() => null) as Mock },
      );
    }
    trap = {
      xss,
      dialogs,
      restore: () => {
        for (const w of windows()) delete w.__xss;
        for (const { spy } of dialogs) spy.mockRestore();
      },
    };
  });
  afterEach(() => {
    trap?.restore();
    trap = null;
  });
}

/** The trap's calls so far: `__xss(id)`, `alert(x)`, `confirm(x)`, `prompt(x)`. */
export function trapCalls(): string[] {
  if (!trap) throw new Error('setupXssTrap() was not called in this test file');
  return [
    ...trap.xss.mock.calls.map(([id]) => `__xss(${String(id)})`),
    ...trap.dialogs.flatMap(({ name, spy }) => spy.mock.calls.map(([message]) => `${name}(${String(message)})`)),
  ];
}

/** Nothing ran and nothing could: no trap call, no live markup under `root` (the whole document by default). */
export function expectInert(root: ParentNode = document, what = 'live markup'): void {
  expect(trapCalls(), 'script executions').toEqual([]);
  expect(liveMarkup({}, root), what).toEqual([]);
}

/**
 * Every payload shows in `root` as literal text (whitespace squashed, as the browser specs
 * compare), at least `times(p)` times (2 where the same payload is also in a name or title
 * beside it, so each place is checked).
 */
export function expectShownAsText(
  root: Element | null,
  payloads: readonly XssPayload[],
  what = 'payloads not shown as text',
  times: (p: XssPayload) => number = () => 1,
): void {
  if (!root) throw new Error(`${what}: no element to look in`);
  const text = root.textContent ?? '';
  expect(
    payloads.filter((p) => occurrences(text, p.text) < times(p)).map((p) => p.id),
    what,
  ).toEqual([]);
}

/**
 * The elements under `root` carrying `attribute`, by its value. One query for a whole list:
 * jsdom compiles every distinct selector it is given, so a query per row
 * (`[data-seq="17"]`, 65 times over) costs far more than reading the list once.
 */
export function byAttribute(attribute: string, root: ParentNode = document): Map<string, Element> {
  return new Map([...root.querySelectorAll(`[${attribute}]`)].map((el) => [el.getAttribute(attribute)!, el]));
}
