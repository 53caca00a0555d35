/** The text of an unread badge: nothing for 0, the count up to `max`, then `max+`. */
export function badgeText(count: number, max = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

/**
 * A red unread badge. With a count it shows the number (capped at 99+); with `dot` and no
 * count it is a plain dot. Nothing renders for zero.
 * @example <RedDot count={120} /> // 99+
 */
export function RedDot({
  count,
  dot = false,
  max = 99,
  label,
  className = '',
}: {
  count?: number;
  dot?: boolean;
  max?: number;
  /** Accessible text, e.g. "3 unread"; without it the badge is read as its number. */
  label?: string;
  className?: string;
}) {
  const text = count === undefined ? '' : badgeText(count, max);
  if (!text && !(dot && count === undefined)) return null;
  if (!text) {
    return (
      <span
        role={label ? 'status' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        className={`inline-block h-2.5 w-2.5 rounded-full bg-ruby-500 ring-2 ring-night-900 ${className}`}
      />
    );
  }
  return (
    <span
      aria-label={label}
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-ruby-500 px-1.5 text-xs font-bold leading-none text-white ring-2 ring-night-900 ${className}`}
    >
      {text}
    </span>
  );
}
