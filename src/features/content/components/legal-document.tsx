import type { LegalDoc } from '../legal';

export interface LegalLabels {
  toc: string;
  updated: string;
  backToToc: string;
}

const TOC_ID = 'toc';

/**
 * A legal document in long-form type: title, last-updated date, intro, a table of contents
 * of anchor links (a sticky side column from lg, a card above the text on phones) and the
 * numbered sections, each ending with a way back to the contents. Plain HTML: no script.
 */
export function LegalDocument({ doc, labels }: { doc: LegalDoc; labels: LegalLabels }) {
  return (
    <div className="mx-auto max-w-5xl py-4 sm:py-8">
      <header className="mb-6 border-b border-gold-500/20 pb-4">
        <h1 className="text-2xl font-black text-white sm:text-3xl">
          <span className="mr-2 inline-block h-6 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-3px]" aria-hidden="true" />
          {doc.title}
        </h1>
        <p className="mt-2 text-sm text-mist-400">
          <time dateTime={doc.updated.replaceAll('.', '-')}>{labels.updated}</time>
        </p>
      </header>
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-labelledby={TOC_ID} className="mb-8 lg:mb-0">
          <div className="rounded-2xl bg-night-950/60 p-4 ring-1 ring-white/10 lg:sticky lg:top-24">
            <h2 id={TOC_ID} className="mb-2 scroll-mt-24 text-sm font-black tracking-wide text-gold-300">
              {labels.toc}
            </h2>
            <ol className="grid gap-x-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
              {doc.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="flex min-h-11 items-center rounded-lg px-2 text-mist-300 hover:bg-white/5 hover:text-white lg:min-h-9">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="min-w-0 max-w-[70ch]">
          <p className="mb-8 text-pretty text-base leading-8 text-mist-300">{doc.intro}</p>
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mb-8 scroll-mt-24">
              <h2 id={`${s.id}-title`} className="mb-3 text-lg font-black text-gold-300 sm:text-xl">
                {s.title}
              </h2>
              {s.body.map((p, i) => (
                <p key={i} className="mb-3 text-pretty leading-8 text-mist-300">
                  {p}
                </p>
              ))}
              {s.items.length > 0 ? (
                <ul className="mb-3 list-disc space-y-2 pl-6 leading-8 text-mist-300 marker:text-gold-500">
                  {s.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ) : null}
              <a href={`#${TOC_ID}`} className="inline-flex min-h-11 items-center text-sm text-mist-500 hover:text-gold-300 lg:hidden">
                <span aria-hidden="true" className="mr-1">
                  ↑
                </span>
                {labels.backToToc}
              </a>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
