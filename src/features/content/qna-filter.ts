/**
 * The FAQ's search: every word of the query (split on spaces) must appear in the question,
 * the answer or the group's title, compared case- and width-insensitively (NFKC, so a
 * full-width ＶＩＰ finds VIP). Groups without a match are left out.
 */
export interface QnaItem {
  q: string;
  a: string;
}

export interface QnaGroup {
  id: string;
  title: string;
  items: QnaItem[];
}

const fold = (text: string): string => text.normalize('NFKC').toLocaleLowerCase();

/** The words of a query, folded; none for a blank one. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/** `groups` narrowed to the questions that match `query` (all of them for a blank query). */
export function filterQna(groups: readonly QnaGroup[], query: string, groupId: string | null = null): QnaGroup[] {
  const words = queryWords(query);
  return groups
    .filter((g) => groupId === null || g.id === groupId)
    .map((g) => {
      const title = fold(g.title);
      const items = g.items.filter((item) => {
        const text = `${title}\n${fold(item.q)}\n${fold(item.a)}`;
        return words.every((w) => text.includes(w));
      });
      return { ...g, items };
    })
    .filter((g) => g.items.length > 0);
}

/** How many questions `groups` hold. */
export const countQna = (groups: readonly QnaGroup[]): number => groups.reduce((n, g) => n + g.items.length, 0);
