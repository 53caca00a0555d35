/**
 * A corpus of well-known XSS payloads (issue 14 item 2): script tags, event handlers in odd
 * casing, javascript: / data: URLs, iframe srcdoc, entity-encoded forms, mXSS and DOMPurify-
 * bypass classics, attribute and template-literal breakers, </textarea> / </title> breakouts,
 * style / expression. Each one, should it ever run, calls the page's trap `__xss(<id>)` or
 * `alert(<id>)`, so an execution is seen. None holds a control or zero-width character (the
 * server drops those from chat), so every one must show as written.
 *
 * Shared by both levels (issue 38 item 2): every payload goes through every sink in the
 * component tests (`*.xss.test.tsx`, with ./component.ts), and the browser specs
 * (e2e/xss-*.spec.ts, with e2e/support/xss-trap.ts) send a few representative ones
 * (`BROWSER_PAYLOADS`) through each sink end to end.
 */
export interface XssPayload {
  id: number;
  /** What the payload tries. */
  kind: string;
  text: string;
}

const CORPUS: readonly [string, string][] = [
  ['script tag', '<script>__xss(1)</script>'],
  ['script tag, alert', '<script>alert(2)</script>'],
  ['img onerror', '<img src=x onerror=__xss(3)>'],
  ['img onerror, quoted alert', '<img src=x onerror="alert(4)">'],
  ['svg onload', '<svg onload=__xss(5)>'],
  ['svg/onload, no space', '<svg/onload=alert(6)>'],
  ['body onload', '<body onload=__xss(7)>'],
  ['iframe javascript: src', '<iframe src="javascript:__xss(8)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__xss(9)</script>"></iframe>'],
  ['a javascript: href', '<a href="javascript:__xss(10)">click</a>'],
  ['a JaVaScRiPt: href', '<a href="JaVaScRiPt:alert(11)">x</a>'],
  ['odd-case IMG OnErRoR', '<IMG SRC=x OnErRoR=__xss(12)>'],
  ['odd-case ScRiPt', '<ScRiPt>__xss(13)</sCrIpT>'],
  ['entity-encoded script', '&lt;script&gt;__xss(14)&lt;/script&gt;'],
  ['decimal-entity img', '&#60;img src=x onerror=__xss(15)&#62;'],
  ['entities inside a handler', '<img src=x onerror=&#95;&#95;xss(16)>'],
  ['entity in javascript: scheme', '<a href="&#106;avascript:__xss(17)">e</a>'],
  ['tab entity in scheme', '<a href="java&#x09;script:__xss(18)">t</a>'],
  ['details ontoggle', '<details open ontoggle=__xss(19)>'],
  ['video source onerror', '<video><source onerror=__xss(20)></video>'],
  ['audio onerror', '<audio src=x onerror=__xss(21)>'],
  ['input autofocus onfocus', '<input autofocus onfocus=__xss(22)>'],
  ['select autofocus onfocus', '<select autofocus onfocus=__xss(23)>'],
  ['textarea autofocus onfocus', '<textarea autofocus onfocus=__xss(24)>'],
  ['marquee onstart', '<marquee onstart=__xss(25)>m</marquee>'],
  ['object javascript: data', '<object data="javascript:__xss(26)">'],
  ['embed javascript: src', '<embed src="javascript:__xss(27)">'],
  ['mXSS: DOMPurify 2.0.0 mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=__xss(28)>'],
  ['mXSS: noscript title', '<noscript><p title="</noscript><img src=x onerror=__xss(29)>">'],
  ['mXSS: svg style', '<svg><style><img src=x onerror=__xss(30)></style></svg>'],
  ['mXSS: DOMPurify 2.0.17 form/math', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(31)>'],
  ['</textarea> breakout', '</textarea><script>__xss(32)</script>'],
  ['</title> breakout', '</title><script>__xss(33)</script>'],
  ['</style> breakout', '</style><script>__xss(34)</script>'],
  ['</script> breakout', '</script><script>__xss(35)</script>'],
  ['attribute breakout, double quote', '"><script>__xss(36)</script>'],
  ['attribute breakout, single quote', "'><img src=x onerror=__xss(37)>"],
  ['handler injection, double quote', '" onmouseover="__xss(38)" x="'],
  ['handler injection, single quote', "' autofocus onfocus='__xss(39)"],
  ['template literal ${}', '${__xss(40)}'],
  ['template literal breaker', '`;__xss(41);`'],
  ['template expression', "{{constructor.constructor('__xss(42)')()}}"],
  ['a data:text/html href', '<a href="data:text/html,<script>__xss(43)</script>">d</a>'],
  ['iframe data: src', '<iframe src="data:text/html,<script>alert(44)</script>">'],
  ['style url(javascript:)', '<div style="background:url(javascript:__xss(45))">s</div>'],
  ['style expression()', '<div style="width:expression(__xss(46))">e</div>'],
  ['style @import javascript:', "<style>@import 'javascript:__xss(47)';</style>"],
  ['link javascript: stylesheet', '<link rel=stylesheet href="javascript:__xss(48)">'],
  ['meta refresh javascript:', '<meta http-equiv="refresh" content="0;url=javascript:__xss(49)">'],
  ['base javascript: href', '<base href="javascript:__xss(50)//">'],
  ['svg xlink:href', '<svg><a xlink:href="javascript:__xss(51)"><text y=20>s</text></a></svg>'],
  ['svg animate onbegin', '<svg><animate onbegin=__xss(52) attributeName=x dur=1s>'],
  ['svg set to a handler', '<svg><set attributeName=onmouseover to=__xss(53)>'],
  ['eval(atob()) in onerror', "<img src=x:x onerror=eval(atob('X194c3MoNTQp'))>"],
  ['contenteditable onfocus', '<x contenteditable onfocus=__xss(55) autofocus>'],
  ['isindex onerror', '<isindex type=image src=1 onerror=__xss(56)>'],
  ['unicode escape in a handler', '<img src=x onerror=\\u0061lert(57)>'],
  ['quote confusion', '<img """><script>__xss(58)</script>">'],
  ['nested script filter evasion', '<scr<script>ipt>__xss(59)</scr</script>ipt>'],
  ['backtick attribute', '<img src=`x`onerror=__xss(60)>'],
  ['bare javascript: URL', 'javascript:__xss(61)'],
  ['svg script', '<svg><script>__xss(62)</script></svg>'],
  ['math maction xlink:href', '<math><maction actiontype=statusline xlink:href=javascript:__xss(63)>c</maction></math>'],
  ['button formaction', '<button formaction=javascript:__xss(64)>b</button>'],
  ['javascript: after spaces', '<a href="  javascript:__xss(65)">sp</a>'],
];

export const XSS_PAYLOADS: readonly XssPayload[] = CORPUS.map(([kind, text], i) => ({ id: i + 1, kind, text }));

const byId = (...ids: number[]): XssPayload[] => ids.map((id) => XSS_PAYLOADS.find((p) => p.id === id)!);

/**
 * The few payloads the browser specs send through each sink: a script tag, an image's onerror,
 * a javascript: link, the DOMPurify 2.0.0 mXSS classic and an attribute breakout. The whole
 * corpus goes through each sink's component (`*.xss.test.tsx`), where it costs milliseconds.
 */
export const BROWSER_PAYLOADS: readonly XssPayload[] = byId(1, 3, 10, 28, 36);

/**
 * For the HTML sinks (sanitised announcement and article HTML) the browser also gets the other
 * mutation-XSS payloads: they work on differences between the sanitiser's parse and the
 * browser's own (a `<noscript>` is text to a browser with scripting on, markup to jsdom), which
 * only the real browser can show.
 */
export const BROWSER_HTML_PAYLOADS: readonly XssPayload[] = [...BROWSER_PAYLOADS, ...byId(29, 30, 31)];

/** Characters (code points) of a text, as the server's length limits count them. */
export const length = (text: string): number => Array.from(text).length;

/** The payloads that fit a field of at most `max` characters. */
export function fitting(max: number): XssPayload[] {
  return XSS_PAYLOADS.filter((p) => length(p.text) <= max);
}

/** A text as compared on the page: whitespace runs as one space, trimmed. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** How many times `needle` occurs in `text`, both with whitespace squashed. */
export const occurrences = (text: string, needle: string): number => squash(text).split(squash(needle)).length - 1;

/**
 * The corpus in runs of 13, `[first id, last id, payloads]`, for `it.each`: a component that
 * shows one payload at a time renders each run in its own test (65 renders in one test could
 * pass its 15 s on a loaded 2-core machine).
 */
export const XSS_RUNS = [0, 13, 26, 39, 52]
  .map((start) => XSS_PAYLOADS.slice(start, start + 13))
  .map((run) => [run[0]!.id, run[run.length - 1]!.id, run] as const);
