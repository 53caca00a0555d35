/**
 * Announcement HTML (pinned chat announcements, news articles) reduced to a safe subset by
 * DOMPurify. Kept apart from the chat text helpers (./chat-text.ts) so the chat module, which
 * every signed-in page loads, does not evaluate DOMPurify: only a view that shows an
 * announcement's HTML does.
 */
import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Announcement HTML reduced to formatting, links and images; links open in a new tab
 * without access to this page.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'video', 'audio'],
    FORBID_ATTR: ['style'],
  });
}
