/**
 * The live stage is mounted on every page of a signed-in player (with the other session
 * overlays, src/features/layout/components/session-overlay-slots.tsx), so what it imports
 * statically is in every signed-in page's download. It must stay the slot and its tiny store:
 * the player, react-player, the socket and the protocol load only with a room.
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
      ['../stage-store', '@/features/on-demand', '@/ui/toast-store', 'next-i18next/client', 'next/dynamic', 'react'].sort(),
    );
    expect(staticImports('stage-store.ts')).toEqual(['@/lib/create-store']);
    // the loaders hold import() calls only (the host comes through the chat socket's modules)
    expect(staticImports('../on-demand.ts')).toEqual([]);
  });

  it('the session overlays mount it once, the app shell not at all (a visitor has no room)', () => {
    const read = (file: string) => fs.readFileSync(path.resolve(DIR, '../layout/components', file), 'utf8');
    expect(read('session-overlay-slots.tsx').match(/<LiveStageSlot \/>/g)).toHaveLength(1);
    expect(read('app-shell.tsx')).not.toContain('LiveStageSlot');
    expect(read('app-shell.tsx').match(/<SessionOverlays \/>/g)).toHaveLength(1);
  });
});
