import { render, screen } from '@testing-library/react';
import { SvgImage } from './svg-image';

describe('SvgImage (a vector file without next/image’s client code)', () => {
  it('renders the plain image with its size, lazily by default', () => {
    render(<SvgImage src="/images/games/a.svg" alt="遊戲" width={300} height={400} className="w-full" />);
    const img = screen.getByRole('img', { name: '遊戲' });
    expect(img).toHaveAttribute('src', '/images/games/a.svg');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveClass('w-full');
    expect(document.head.querySelector('link[rel="preload"][href="/images/games/a.svg"]')).toBeNull();
  });

  it('the largest paint: eager, high priority and preloaded from the head', () => {
    render(<SvgImage src="/images/hero.svg" alt="" width={420} height={360} preload fetchPriority="high" />);
    const img = document.querySelector('img[src="/images/hero.svg"]');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(document.head.querySelector('link[rel="preload"][as="image"][href="/images/hero.svg"]')).not.toBeNull();
  });
});
