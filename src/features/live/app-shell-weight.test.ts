/**
 * The app shell mounts the live stage on every page (src/features/layout/components/app-shell.tsx),
 * so what it imports statically is in every visitor's first download. It must stay the slot and
 * its tiny store: the player, react-player, the socket and the protocol load only with a room.
 */
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(__dirname);

function staticImports(file: string): string[] {
  const source = fs.readFileSync(path.join(DIR, file), 'utf8');
  return [...source.matchAll(/^\s*import\s+(?!type\s)[^'"]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

describe('the live stage in the app shell', () => {
  it('imports only the slot’s light dependencies statically', () => {
    expect(staticImports('components/live-stage-slot.tsx').sort()).toEqual(
      ['../stage-store', '@/ui/toast-store', 'next-i18next/client', 'next/dynamic', 'react'].sort(),
    );
    expect(staticImports('stage-store.ts')).toEqual(['@/lib/create-store']);
  });

  it('the app shell mounts it once', () => {
    const shell = fs.readFileSync(path.resolve(DIR, '../layout/components/app-shell.tsx'), 'utf8');
    expect(shell.match(/<LiveStageSlot \/>/g)).toHaveLength(1);
  });
});
