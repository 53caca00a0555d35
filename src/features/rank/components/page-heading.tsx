/** The rank pages' title with the gold bar (as the mission page's). */
export function PageHeading({ children }: { children: string }) {
  return (
    <h1 className="mb-4 border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
      <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
      {children}
    </h1>
  );
}
