import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/ui/icon';

/** An empty list in the spec's words, with an emblem. */
export function EmptyState({ icon = 'chat', children }: { icon?: IconName; children: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-8 py-10 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-night-950/60 text-gold-400/80 ring-1 ring-gold-500/25">
        <Icon name={icon} className="h-8 w-8" />
      </span>
      <p className="text-balance text-sm leading-relaxed text-mist-400">{children}</p>
    </div>
  );
}
