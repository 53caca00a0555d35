'use client';

import { useT } from 'next-i18next/client';
import { useMemo } from 'react';
import type { VipCell, VipUnit } from '@/brand/vip';
import { HTML_LANG } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { formatNumber } from '@/ui/format';
import { formatVipCell, vipNumber } from './vip-progress';

/** A VIP table cell as text in the page's language (the VIP card and the table share it). */
export function useVipCell(): (cell: VipCell, unit: VipUnit) => string {
  const { t } = useT('member');
  const locale = useLocale();
  const number = useMemo(() => vipNumber(HTML_LANG[locale], (n) => formatNumber(n)), [locale]);
  return (cell, unit) => formatVipCell(cell, unit, (key, options) => t(key, options ?? {}), number);
}
