import { useBrand } from '@/brand/brand-context';

/**
 * The brand's own mark, ringed in its accent: the file scripts/make-brand-art.ts writes from
 * src/brand/brand-glyphs.ts (an image, so the marks of eight brands stay out of the page's
 * JavaScript). Decorative.
 */
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  const { id } = useBrand();
  // eslint-disable-next-line @next/next/no-img-element -- a 1 KB SVG: next/image would add weight and a loader for nothing
  return <img src={`/brands/${id}/mark.svg`} alt="" width={40} height={40} className={className} decoding="async" data-brand-mark={id} />;
}
