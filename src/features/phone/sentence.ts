/**
 * A message shown as a sentence under a field: in Chinese with full-width punctuation
 * (，。！？：；（）) and a closing 。 (「驗證碼錯誤（剩餘驗證次數：2）。」), elsewhere with a closing
 * full stop. The catalogue keeps the spec's exact wording; this only sets its punctuation.
 * @example asSentence('驗證碼錯誤(剩餘驗證次數：2)', 'zh_tw') === '驗證碼錯誤（剩餘驗證次數：2）。'
 */
export function asSentence(text: string, locale: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  if (locale !== 'zh_tw') return /[.!?。！？]$/.test(trimmed) ? trimmed : `${trimmed}.`;
  const wide = trimmed
    // a comma inside a number (1,000) stays
    .replace(/,(?!\d)|(?<!\d),/g, '，')
    .replace(/!/g, '！')
    .replace(/\?/g, '？')
    .replace(/:(?!\d)/g, '：')
    .replace(/;/g, '；')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/\s*([，。！？：；（）])\s*/g, '$1')
    .replace(/\.$/, '。');
  return /[。！？…]$/.test(wide) ? wide : `${wide}。`;
}
