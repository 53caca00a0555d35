/** The category of an article (chat §3: 1 維護 … 7 活動), as a small coloured chip. */
const TONES: Record<number, string> = {
  1: 'bg-mist-500/30 text-mist-300',
  2: 'bg-sky-500/20 text-sky-300',
  3: 'bg-jade-500/20 text-jade-400',
  4: 'bg-gold-400/20 text-gold-300',
  5: 'bg-violet-500/25 text-violet-300',
  6: 'bg-white/10 text-mist-300',
  7: 'bg-ruby-500/20 text-ruby-500',
};

export function CategoryChip({ category, label }: { category: number; label: string }) {
  return <span className={`inline-flex shrink-0 items-center rounded-md px-2 py-0.5 text-xs font-bold ${TONES[category] ?? TONES[6]}`}>{label}</span>;
}
