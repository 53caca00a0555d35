'use client';

import { memo } from 'react';
import { useT } from 'next-i18next/client';
import type { EnterLine as EnterLineData } from '../store';

/** "X 進入直播間": a short centred line in the live chat (30151). */
export const EnterLine = memo(function EnterLine({ line }: { line: EnterLineData }) {
  const { t } = useT('live');
  return (
    <p className="px-3 pb-2 text-center" data-enter-line="">
      <span className="inline-block max-w-full truncate rounded-full bg-white/5 px-3 py-1 text-xs text-mist-300 ring-1 ring-white/10">
        {line.vipLevel > 0 ? <span className="mr-1 font-black text-gold-400">VIP{line.vipLevel}</span> : null}
        {t('enter', { name: line.name })}
      </span>
    </p>
  );
});
