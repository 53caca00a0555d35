/**
 * The plain-text summary of an article whose author wrote none: the body's text, markup
 * removed, entities read, spaces collapsed, cut at a word-friendly length. The result is text
 * (the client renders it as text), so an odd fragment of markup left here is shown, never run.
 */
import { AnnouncementLimits } from '../../src/protocol';

/** How long a cut summary is (characters): two lines of the list on a phone. */
export const CUT_SUMMARY_LENGTH = 90;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML fragment: tags and the contents of script/style/template dropped. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|table|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The summary to show: the written one, else the body's text cut to CUT_SUMMARY_LENGTH.
 * @example articleSummary('', '<p>本週三 <b>06:00</b> 維護</p>') === '本週三 06:00 維護'
 */
export function articleSummary(written: string, html: string): string {
  const own = written.trim();
  if (own) return Array.from(own).slice(0, AnnouncementLimits.SummaryMax).join('');
  const chars = Array.from(htmlText(html));
  return chars.length > CUT_SUMMARY_LENGTH ? `${chars.slice(0, CUT_SUMMARY_LENGTH).join('').trimEnd()}…` : chars.join('');
}
