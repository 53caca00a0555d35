import type { ReactNode } from 'react';

/** One sign-in method button of the sign-in modal (≥ 48 px, icon then label). */
export function ProviderButton({
  icon,
  label,
  onClick,
  disabled,
  className = '',
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`flex min-h-12 items-center justify-center gap-2.5 rounded-2xl px-3 text-[15px] font-bold transition active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
    >
      <span className="flex h-6 w-6 shrink-0 items-center justify-center">{icon}</span>
      {/* wraps to a second line rather than cutting a long translation (id_id, vi_vn) */}
      <span className="min-w-0 text-balance text-center leading-tight">{label}</span>
    </button>
  );
}
