'use client';

import { GAME_PROVIDER_FILTERS } from '@/protocol/games-rules';
import type { GameProviderFilter } from '@/protocol/games';
import { Tabs } from '@/ui/tabs';

/** §9 store brand filter: all, be, bng, rsg, atg. */
export function ProviderTabs({ value, onChange, label, textOf }: { value: GameProviderFilter; onChange: (filter: GameProviderFilter) => void; label: string; textOf: (filter: GameProviderFilter) => string }) {
  const items = GAME_PROVIDER_FILTERS.map((filter) => ({ value: filter, label: textOf(filter) }));
  return <Tabs items={items} value={value} onChange={onChange} ariaLabel={label} panelId="game-grid-panel" className="w-fit max-w-full" />;
}
