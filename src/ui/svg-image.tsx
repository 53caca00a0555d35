import { preload as preloadResource } from 'react-dom';

export interface SvgImageProps {
  /** A vector file under /public, e.g. `/images/hero.svg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Lazy unless the image is in the first view (`eager`) or preloaded. */
  loading?: 'lazy' | 'eager';
  /** The page's largest paint: a `<link rel=preload>` in the head, fetched before the CSS is read. */
  preload?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * A static SVG as a plain <img>: the markup next/image gives an SVG (it serves vectors
 * unoptimised: no srcset, no format negotiation), without its client component, which would
 * add about 5 KiB of gzip to the page's first download for nothing.
 * @example <SvgImage src="/images/hero.svg" alt="" width={420} height={360} preload fetchPriority="high" />
 */
export function SvgImage({ src, alt, width, height, className, loading = 'lazy', preload = false, fetchPriority }: SvgImageProps) {
  if (preload) preloadResource(src, { as: 'image', fetchPriority });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a vector file: next/image would pass it through unchanged
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={preload ? 'eager' : loading}
      fetchPriority={fetchPriority}
      decoding="async"
      style={{ color: 'transparent' }}
    />
  );
}
