/**
 * The demo slot's seven symbols as SVG art (no emoji, no image files), declared once per page
 * as `<symbol id="sym-N">` and drawn with `<use href="#sym-N">`. Index order = paytable order.
 */
import { escapeHtml } from './page-shell';

const ART: readonly string[] = [
  // 0 cherry
  `<path d="M50 14 C46 30 36 44 30 58 M50 14 C56 32 64 44 70 60" stroke="#2f8f3a" stroke-width="5" fill="none" stroke-linecap="round"/>
   <path d="M50 14 C62 8 74 12 80 20 C68 24 58 22 50 14Z" fill="#43b04f"/>
   <circle cx="30" cy="68" r="17" fill="#d7263d"/><circle cx="70" cy="70" r="17" fill="#e63950"/>
   <circle cx="24" cy="62" r="5" fill="#ff9aa8"/><circle cx="64" cy="64" r="5" fill="#ff9aa8"/>`,
  // 1 lemon
  `<ellipse cx="50" cy="52" rx="36" ry="27" fill="#ffd43b" transform="rotate(-18 50 52)"/>
   <path d="M16 62 l-8 4 M84 42 l8 -4" stroke="#f5b800" stroke-width="6" stroke-linecap="round"/>
   <ellipse cx="40" cy="42" rx="12" ry="6" fill="#fff3a8" transform="rotate(-18 40 42)"/>`,
  // 2 bell
  `<path d="M50 14 C30 14 26 34 26 50 C26 62 20 68 14 74 L86 74 C80 68 74 62 74 50 C74 34 70 14 50 14Z" fill="#f2b705" stroke="#b67f00" stroke-width="3"/>
   <circle cx="50" cy="82" r="8" fill="#b67f00"/><rect x="44" y="6" width="12" height="10" rx="4" fill="#b67f00"/>
   <path d="M38 28 C34 36 34 46 35 54" stroke="#ffe98a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  // 3 bar
  `<rect x="8" y="30" width="84" height="40" rx="8" fill="#1f2937" stroke="#f8fafc" stroke-width="4"/>
   <text x="50" y="60" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="26" fill="#f8fafc" letter-spacing="2">BAR</text>`,
  // 4 star
  `<polygon points="50,8 61,38 93,38 67,57 77,89 50,70 23,89 33,57 7,38 39,38" fill="#7c3aed" stroke="#c4b5fd" stroke-width="4" stroke-linejoin="round"/>
   <polygon points="50,24 56,40 40,40" fill="#ddd6fe" opacity=".7"/>`,
  // 5 seven
  `<path d="M22 18 H80 V30 C64 46 54 64 50 88 H30 C34 66 44 48 58 32 H22Z" fill="#ef233c" stroke="#7f1d1d" stroke-width="4" stroke-linejoin="round"/>
   <path d="M28 22 H72" stroke="#ffb3bd" stroke-width="4" stroke-linecap="round"/>`,
  // 6 crown
  `<path d="M12 76 L16 30 L34 50 L50 20 L66 50 L84 30 L88 76Z" fill="#fbbf24" stroke="#92400e" stroke-width="4" stroke-linejoin="round"/>
   <rect x="12" y="74" width="76" height="12" rx="4" fill="#f59e0b" stroke="#92400e" stroke-width="4"/>
   <circle cx="50" cy="58" r="7" fill="#dc2626"/><circle cx="30" cy="62" r="5" fill="#2563eb"/><circle cx="70" cy="62" r="5" fill="#16a34a"/>`,
];

export const SYMBOL_ART_COUNT = ART.length;

/** The hidden `<svg>` declaring every symbol; titles name them for screen readers. */
export function symbolDefs(names: readonly string[]): string {
  const defs = ART.map((art, i) => `<symbol id="sym-${i}" viewBox="0 0 100 100"><title>${escapeHtml(names[i] ?? '')}</title>${art}</symbol>`).join('');
  return `<svg class="defs" aria-hidden="true" focusable="false">${defs}</svg>`;
}

/** One drawn symbol. */
export function symbolUse(index: number, label: string): string {
  return `<svg class="sym" viewBox="0 0 100 100" role="img" aria-label="${escapeHtml(label)}"><use href="#sym-${index}"/></svg>`;
}
