'use client';

import dynamic from 'next/dynamic';

const CjkFontSlices = dynamic(() => import('./cjk-font-slices').then((m) => m.CjkFontSlices), { ssr: false });

/**
 * The Chinese font slices' stylesheet (about 100 faces, 35 KiB of gzip), fetched once the page
 * runs rather than in the render-blocking CSS every page starts with. Phones and computers with a
 * Traditional Chinese face (every Android, iPhone, Mac and Windows) never use the slices; a device
 * without one shows its fallback for Chinese a moment longer before they swap in.
 */
export function CjkFontSlicesSlot() {
  return <CjkFontSlices />;
}
