/** An on/off switch row (role="switch"), 44 px tall, gold when on. */
export function SettingSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl bg-night-950/50 px-4 text-left ring-1 ring-white/5 transition hover:bg-night-950/70"
    >
      <span className="font-bold text-white">{label}</span>
      <span
        aria-hidden="true"
        className={`relative h-7 w-12 shrink-0 rounded-full transition ${checked ? 'bg-gradient-to-r from-gold-400 to-gold-500 shadow-glow' : 'bg-mist-500/40'}`}
      >
        <span className={`absolute top-0.5 h-6 w-6 rounded-full bg-white shadow transition-all ${checked ? 'left-[1.375rem]' : 'left-0.5'}`} />
      </span>
    </button>
  );
}
