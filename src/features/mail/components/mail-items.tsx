'use client';

import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { ItemId } from '@/protocol/ids';
import { formatNumber } from '@/ui/format';
import { Icon, type IconName } from '@/ui/icon';

/** Icon and text key of an item id: gold, the brand's gem, game points, anything else. */
function useItemLook(): (id: string) => { icon: IconName; key: string } {
  const brand = useBrand();
  return (id) => {
    const n = Number(id);
    if (n === ItemId.Gold) return { icon: 'coins', key: 'item.gold' };
    if (n === brand.gemItemId || n === ItemId.Gem) return { icon: 'gem', key: 'item.gem' };
    if (n === ItemId.GamePoints) return { icon: 'star', key: 'item.points' };
    return { icon: 'gift', key: 'item.other' };
  };
}

/** The items attached to a mail, each with its icon, name and amount. */
export function MailItems({ items, compact = false }: { items: Readonly<Record<string, number>>; compact?: boolean }) {
  const { t } = useT('mail');
  const look = useItemLook();
  const entries = Object.entries(items);
  if (entries.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${compact ? '' : 'mt-2'}`}>
      {entries.map(([id, amount]) => {
        const { icon, key } = look(id);
        return (
          <li
            key={id}
            className="flex items-center gap-1 rounded-full bg-night-950/70 py-0.5 pl-1 pr-2.5 text-xs font-bold tabular-nums text-gold-300 ring-1 ring-gold-500/40"
          >
            <Icon name={icon} className="h-4 w-4 shrink-0 text-gold-400" />
            <span>{t(key, { id })}</span>
            <span>×{formatNumber(amount)}</span>
          </li>
        );
      })}
    </ul>
  );
}
