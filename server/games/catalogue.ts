/**
 * The game catalogue of the reference server (chat §3 "Game catalogue", §9): 37 entries, codes
 * 10001–10038 (four retired numbers left out) plus three string codes. isShow is true exactly
 * for the twelve codes of §9; every entry belongs to one store-filter provider (be, bng, rsg,
 * atg). Only DEMO_SLOT_GAME_CODE is playable here; the others open a "demo unavailable" window.
 * The `games` table (share cards, server/share) is seeded from this list.
 */
import { DEMO_SLOT_GAME_CODE, GAME_PROVIDER_FILTERS, type GameCatalogueEntry } from '../../src/protocol';

/** §9: the codes shown in the grid. */
export const SHOWN_GAME_CODES: ReadonlySet<string> = new Set(
  ['10001', '10002', '10006', '10008', '10010', '10011', '10012', '10014', '10016', '10021', '10022', '10023'],
);

export type GameProvider = Exclude<(typeof GAME_PROVIDER_FILTERS)[number], 'all'>;

/** [code, zh_tw, en_us, provider]: the catalogue's order is the grid's order. */
const ENTRIES: readonly [string, string, string, GameProvider][] = [
  ['10001', '財神到', 'God of Wealth', 'be'],
  ['10002', '金龍祥瑞', 'Golden Dragon', 'bng'],
  ['10003', '水果派對', 'Fruit Party', 'rsg'],
  ['10004', '海底寶藏', 'Ocean Treasure', 'atg'],
  ['10005', '熊貓樂園', 'Panda Paradise', 'be'],
  ['10006', '招財貓', 'Lucky Cat', 'rsg'],
  ['10007', '黃金城', 'City of Gold', 'bng'],
  ['10008', '麻將發發發', 'Mahjong Fortune', 'atg'],
  ['10009', '雷神之鎚', 'Thunder Hammer', 'be'],
  ['10010', '福祿壽', 'Three Stars of Luck', 'bng'],
  ['10011', '法老秘寶', "Pharaoh's Secret", 'rsg'],
  ['10012', '百變金剛', 'Mighty Mecha', 'atg'],
  ['10013', '星光大道', 'Starlight Avenue', 'be'],
  ['10014', '年年有魚', 'Abundant Fish', 'be'],
  ['10015', '西遊降魔', 'Journey West', 'bng'],
  ['10016', '鑽石礦工', 'Diamond Miner', 'bng'],
  ['10017', '火鳳凰', 'Fire Phoenix', 'rsg'],
  ['10018', '拉霸之王', 'Slot King', 'atg'],
  ['10019', '糖果狂熱', 'Candy Craze', 'be'],
  ['10020', '三國英雄', 'Three Kingdoms Heroes', 'bng'],
  ['10021', '舞獅迎春', 'Lion Dance', 'rsg'],
  ['10022', '極速賽車', 'Turbo Racer', 'atg'],
  ['10023', '幸運七', 'Lucky Sevens', 'be'],
  ['10024', '叢林探險', 'Jungle Quest', 'rsg'],
  ['10025', '神龍寶珠', 'Dragon Pearl', 'bng'],
  ['10026', '翡翠公主', 'Jade Princess', 'atg'],
  ['10028', '魔法森林', 'Magic Forest', 'be'],
  ['10029', '海盜黃金', 'Pirate Gold', 'rsg'],
  ['10030', '武俠傳奇', 'Wuxia Legend', 'bng'],
  ['10032', '埃及豔后', 'Queen of Egypt', 'atg'],
  ['10033', '富貴花開', 'Blooming Riches', 'be'],
  ['10035', '夜市人生', 'Night Market', 'rsg'],
  ['10037', '百家樂', 'Baccarat', 'atg'],
  ['10038', '捕魚達人', 'Fishing Master', 'bng'],
  ['texas-holdem', '德州撲克', "Texas Hold'em", 'atg'],
  ['dragon-tiger', '龍虎鬥', 'Dragon Tiger', 'rsg'],
  ['mega-wheel', '幸運大轉盤', 'Mega Wheel', 'be'],
];

/** The banner of a game: a small SVG under the site's public/games/banners/. */
export function bannerPath(gameCode: string): string {
  return `/games/banners/${gameCode}.svg`;
}

export const CATALOGUE: readonly GameCatalogueEntry[] = ENTRIES.map(([gameCode, zh_tw, en_us, provider]) => ({
  gameCode,
  gameName: { en_us, zh_tw },
  banner: bannerPath(gameCode),
  isShow: SHOWN_GAME_CODES.has(gameCode),
  provider,
}));

const BY_CODE = new Map(CATALOGUE.map((g) => [g.gameCode, g]));

/** The catalogue entry of a code, or undefined (chat §8 "unknown game"). */
export function findGame(gameCode: string): GameCatalogueEntry | undefined {
  return BY_CODE.get(gameCode);
}

/** True for the one catalogue entry this server can play. */
export function isPlayable(gameCode: string): boolean {
  return gameCode === DEMO_SLOT_GAME_CODE;
}
