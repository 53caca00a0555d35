/**
 * A tier's badge as a standalone SVG file (public/brands/vip/<level>.svg), rendered from the
 * same component the pages use, so the kept files and `VipBadgeArt` cannot drift apart.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VipBadgeArt } from './vip-badge';

/** The badge of `level` as an SVG document. */
export function vipBadgeSvg(level: number): string {
  return renderToStaticMarkup(createElement(VipBadgeArt, { level, className: '' }))
    .replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" ')
    .replace(/ class=""/, '')
    .replace(/ aria-hidden="true"| focusable="false"/g, '')
    .replace(/id="[^"]*"/, 'id="v"')
    .replace(/url\(#[^)]*\)/, 'url(#v)');
}
