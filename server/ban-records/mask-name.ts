/**
 * The ban list's nickname: first and last character kept, each one between as `*`, by
 * characters (code points), not UTF-16 units.
 * @example maskName('王小明') === '王*明'; maskName('王明') === '王*'; maskName('Dragon') === 'D****n'
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}
