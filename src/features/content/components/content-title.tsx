import type { ReactNode } from 'react';

/** A content page's heading (the site's gold-bar title) with an optional lead paragraph. */
export function ContentTitle({ children, lead, id }: { children: ReactNode; lead?: ReactNode; id?: string }) {
  return (
    <header className="mb-6 border-b border-gold-500/20 pb-4">
      <h1 id={id} className="text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {children}
      </h1>
      {lead ? <p className="mt-3 max-w-[70ch] text-pretty leading-relaxed text-mist-300">{lead}</p> : null}
    </header>
  );
}

/** The card every content block sits on (the site's plum-to-night panel). */
export function ContentCard({ children, className = '', labelledBy }: { children: ReactNode; className?: string; labelledBy?: string }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`rounded-3xl bg-gradient-to-b from-plum-800/70 to-night-900/80 p-5 shadow-2xl ring-1 ring-gold-500/20 sm:p-7 ${className}`}
    >
      {children}
    </section>
  );
}

/** A block heading inside a content card. */
export function ContentHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-lg font-black text-gold-300">
      {children}
    </h2>
  );
}
