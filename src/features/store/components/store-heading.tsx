import type { ReactNode } from 'react';

/** A store page's title bar (the site's gold-bar heading). */
export function StoreHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="mb-4 border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
      <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
      {children}
    </h1>
  );
}
