/**
 * Markup that could run script (issue 14 item 2, shared by both levels since issue 38 item 2):
 * inline `on*` handlers, `javascript:` / `vbscript:` / `data:text/html` URLs in any attribute
 * that loads or navigates, `srcdoc`, `<object>` / `<embed>` / `<base>`, and `<script>` elements.
 * jsdom runs no script, so in a component test the absence of this markup is the proof that a
 * payload stayed text; in the browser (e2e/support/xss-trap.ts) it is the audit beside the trap.
 *
 * Self-contained (no imports, no closures): the browser specs pass it to `page.evaluate`.
 */
declare global {
  interface Window {
    /** The trap every payload calls should it ever run. */
    __xss?: (id: unknown) => void;
    /** The browser trap's way back to the test (e2e/support/xss-trap.ts). */
    __xssReport?: (what: string) => void;
  }
}

export interface LiveMarkupOptions {
  /**
   * The page has scripts of its own (Next's flight data, `self.__next_f.push(…)`, carries page
   * data as JSON strings): report only script elements whose text calls the trap. Component
   * tests leave it off: there any `<script>` element is live markup.
   */
  pageScripts?: boolean;
}

/** Every piece of live markup under `root` (the whole document by default), described. */
export function liveMarkup(options: LiveMarkupOptions = {}, root: ParentNode = document): string[] {
  const found: string[] = [];
  const urlAttrs = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background']);
  const scriptUrl = /^(javascript:|vbscript:|data:text\/html)/;
  const bare = (value: string) => value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
  const elements = Array.from(root.querySelectorAll('*'));
  if (root instanceof Element) elements.unshift(root);
  for (const el of elements) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'object' || tag === 'embed' || tag === 'base') found.push(`<${tag}>`);
    if (tag === 'meta' && bare(el.getAttribute('http-equiv') ?? '') === 'refresh' && /url=(javascript:|vbscript:|data:text\/html)/.test(bare(el.getAttribute('content') ?? ''))) {
      found.push('<meta refresh to a script URL>');
    }
    if (tag === 'script') {
      const script = el.textContent ?? '';
      const pageOwn = options.pageScripts === true && (script.startsWith('self.__next_f.push(') || !/__xss|alert\(|confirm\(|prompt\(/.test(script));
      if (!pageOwn) found.push(`<script> ${script.slice(0, 60)}`);
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // whitespace and control characters are dropped by URL parsing: `java\tscript:` is javascript:
      const value = bare(attr.value);
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
      if (urlAttrs.has(name) && scriptUrl.test(value)) found.push(`<${tag} ${name}=${value.slice(0, 40)}>`);
      // SVG animation that would write a handler or a link (`<set attributeName=onmouseover to=…>`)
      if (name === 'attributename' && (value.startsWith('on') || value === 'href' || value === 'xlink:href')) found.push(`<${tag} attributeName=${value}>`);
    }
  }
  return found;
}
