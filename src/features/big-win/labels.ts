/**
 * The win banner's level label (chat §4 "Win banner"): AlertInfo.SymbolNo 101–104 name a level
 * (giant, big, medium, small prize: zh_tw 巨獎, 大獎, 中獎, 小獎), anything else shows the
 * multiplier followed by X ("152X").
 */
import { BigWinSymbol, bigWinMultipleText } from '@/protocol/big-win-rules';
import type { ReceivedBigWinAlert } from '@/protocol';

export type BannerLevel = 'giant' | 'big' | 'medium' | 'small';

export type BannerLabel = { kind: 'level'; level: BannerLevel } | { kind: 'multiple'; multiple: string };

const LEVELS: Record<number, BannerLevel> = {
  [BigWinSymbol.Giant]: 'giant',
  [BigWinSymbol.Big]: 'big',
  [BigWinSymbol.Medium]: 'medium',
  [BigWinSymbol.Small]: 'small',
};

export function bannerLabel(info: ReceivedBigWinAlert['AlertInfo']): BannerLabel {
  const level = LEVELS[info.SymbolNo];
  return level ? { kind: 'level', level } : { kind: 'multiple', multiple: bigWinMultipleText(info.Multiple) };
}

/** The label as text, with the big-win texts' `tb`. */
export function bannerLabelText(info: ReceivedBigWinAlert['AlertInfo'], tb: (key: string, options?: Record<string, unknown>) => string): string {
  const label = bannerLabel(info);
  return label.kind === 'level' ? tb(`level.${label.level}`) : tb('multiple', { multiple: label.multiple });
}
