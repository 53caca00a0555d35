/**
 * The three game windows as HTML: the demo slot (playable), "demo unavailable" for every other
 * catalogue entry, and the read-only replay of a recorded round. Strings come from
 * locales/<lang>/slot.json; every value is escaped (page-shell.ts).
 */
import { DEMO_SLOT_BETS, GamePath, type GameCatalogueEntry } from '../../../src/protocol';
import { honorMultiplier } from '../../../src/protocol/honor';
import { toTaipeiIso } from '../../clock';
import type { GameRoundRow } from '../../db/repositories/game-rounds';
import { LINES } from '../demo-slot/paytable';
import { errorText, fill, slotTexts, type GameLang } from '../texts';
import { escapeHtml, renderPage, type RenderedPage } from './page-shell';
import { SLOT_SCRIPT } from './slot-script';
import { SLOT_CSS } from './slot-styles';
import { symbolDefs, symbolUse } from './symbols';

const NUMBER_LOCALE: Record<GameLang, string> = { zh_tw: 'zh-TW', id_id: 'id-ID', vi_vn: 'vi-VN' };

/** The name shown for a game: zh_tw in Chinese, the English name elsewhere. */
export function gameTitle(game: GameCatalogueEntry, lang: GameLang): string {
  return lang === 'zh_tw' ? game.gameName.zh_tw : game.gameName.en_us;
}

/** The line overlay: cell centres of a 3×3 window on a 30×30 box. */
function paylines(): string {
  const polylines = LINES.map((line, i) => `<polyline data-line="${i}" points="${line.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')}"/>`);
  return `<svg class="paylines" viewBox="0 0 30 30" preserveAspectRatio="none" aria-hidden="true">${polylines.join('')}</svg>`;
}

function reelsHtml(grid: number[][], names: readonly string[], hits: ReadonlySet<string> = new Set()): string {
  return [0, 1, 2]
    .map((reel) => {
      const cells = [0, 1, 2].map((row) => {
        const s = grid[row]![reel]!;
        return `<div class="cell${hits.has(`${row}:${reel}`) ? ' hit' : ''}">${symbolUse(s, names[s] ?? '')}</div>`;
      });
      return `<div class="reel"><div class="strip">${cells.join('')}</div></div>`;
    })
    .join('');
}

/** A grid to show before the first spin: three different rows, no line. */
const START_GRID = [
  [6, 5, 4],
  [3, 2, 1],
  [0, 6, 5],
];

function meter(label: string, id: string, value: string): string {
  return `<div class="meter"><span>${escapeHtml(label)}</span><b id="${id}">${escapeHtml(value)}</b></div>`;
}

export function demoSlotPage(game: GameCatalogueEntry, lang: GameLang): RenderedPage {
  const t = slotTexts(lang);
  const title = gameTitle(game, lang);
  const body = `${symbolDefs(t.symbols)}
<main class="machine" aria-label="${escapeHtml(title)}">
  <header class="top"><h1 class="title">${escapeHtml(title)}</h1><span class="badge">DEMO</span></header>
  <div class="meters">${meter(t.balance, 'balance', '—')}${meter(t.lastWin, 'last-win', '0')}</div>
  <div class="window">${reelsHtml(START_GRID, t.symbols)}${paylines()}</div>
  <p class="message" id="message" role="status" aria-live="polite"></p>
  <div class="controls">
    <div class="bet" role="group" aria-label="${escapeHtml(t.bet)}">
      <button class="round" id="bet-down" type="button" aria-label="${escapeHtml(t.betDown)}">−</button>
      <output id="bet" aria-label="${escapeHtml(t.bet)}">${DEMO_SLOT_BETS[0]}</output>
      <button class="round" id="bet-up" type="button" aria-label="${escapeHtml(t.betUp)}">+</button>
    </div>
    <button class="spin" id="spin" type="button" disabled>${escapeHtml(t.spin)}</button>
  </div>
  <button class="retry" id="retry" type="button" hidden>${escapeHtml(t.retry)}</button>
  <p class="hint">${escapeHtml(t.lines)}</p>
</main>
<div class="celebrate" id="celebrate" hidden role="dialog" aria-live="assertive"><h2></h2><strong></strong><small>${escapeHtml(t.tapToContinue)}</small></div>`;
  const errors = Object.fromEntries([100011, 200382, 200383, 200381].map((code) => [String(code), errorText(lang, code)]));
  return renderPage({
    lang,
    title: fill(t.documentTitle, { game: title }),
    css: SLOT_CSS,
    body,
    script: SLOT_SCRIPT,
    data: {
      gameCode: game.gameCode,
      texts: t,
      errors,
      bets: DEMO_SLOT_BETS,
      lines: LINES,
      grid: START_GRID,
      numberLocale: NUMBER_LOCALE[lang],
      paths: { session: GamePath.Session, spin: GamePath.Spin },
    },
  });
}

export function unavailablePage(game: GameCatalogueEntry, lang: GameLang): RenderedPage {
  const t = slotTexts(lang);
  const title = gameTitle(game, lang);
  const body = `<main class="card">
  <h1 class="title">${escapeHtml(title)}</h1>
  <h2>${escapeHtml(t.unavailableTitle)}</h2>
  <p>${escapeHtml(t.unavailableMessage)}</p>
</main>`;
  return renderPage({ lang, title: fill(t.documentTitle, { game: title }), css: SLOT_CSS, body });
}

/** A short page for a code the window cannot show (unknown game, unknown replay). */
export function notFoundPage(lang: GameLang, code: number): RenderedPage {
  const text = errorText(lang, code);
  return renderPage({ lang, title: text, css: SLOT_CSS, body: `<main class="card"><h1 class="title">${escapeHtml(text)}</h1></main>` });
}

export function replayPage(game: GameCatalogueEntry, round: GameRoundRow, lang: GameLang): RenderedPage {
  const t = slotTexts(lang);
  const title = gameTitle(game, lang);
  const nf = new Intl.NumberFormat(NUMBER_LOCALE[lang]);
  const hits = new Set(round.lines.flatMap((i) => (LINES[i] ?? []).map((row, reel) => `${row}:${reel}`)));
  const time = toTaipeiIso(round.createdAt).slice(0, 16).replace('T', ' ');
  const on = new Set(round.lines);
  const lines = paylines().replace(/<polyline data-line="(\d+)"/g, (m, i: string) => (on.has(Number(i)) ? `${m} class="on"` : m));
  const body = `${symbolDefs(t.symbols)}
<main class="machine replay" aria-label="${escapeHtml(title)}">
  <header class="top"><h1 class="title">${escapeHtml(title)}</h1><span class="badge">${escapeHtml(t.replay)}</span></header>
  <p class="hint">${escapeHtml(fill(t.replayTitle, { round: round.id }))} · ${escapeHtml(fill(t.replayTime, { time }))}</p>
  <div class="window">${reelsHtml(round.reels, t.symbols, hits)}${lines}</div>
  <div class="facts">
    <div class="meter"><span>${escapeHtml(t.bet)}</span><b>${escapeHtml(nf.format(round.bet))}</b></div>
    <div class="meter"><span>${escapeHtml(t.lastWin)}</span><b>${escapeHtml(nf.format(round.win))}</b></div>
    <div class="meter"><span>${escapeHtml(t.multiplier)}</span><b>${escapeHtml(fill(t.times, { multiple: honorMultiplier(round.win, round.bet) }))}</b></div>
  </div>
  <p class="message">${escapeHtml(round.level >= 1 ? t[`level${Math.min(round.level, 3)}` as 'level1'] : round.win > 0 ? fill(t.win, { amount: nf.format(round.win) }) : t.noWin)}</p>
</main>`;
  return renderPage({ lang, title: `${t.replay} · ${title}`, css: SLOT_CSS, body });
}
