/**
 * What a visitor's first page pulls in (issue 7 item 9, the non-component half): following
 * every static import from the root layout, its providers and the home page, none of the chat
 * code only a signed-in player uses (store, handlers, actions, sanitiser, virtual list) is
 * reached; the chat's on-demand part is only imported with `import()`.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ENTRIES = ['src/app/[locale]/layout.tsx', 'src/app/[locale]/providers.tsx', 'src/app/[locale]/page.tsx'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Static, value-level imports and re-exports of a file (`import type` and `import()` excluded). */
function staticImports(source: string): string[] {
  const specs: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) specs.push(match[1]!);
  return specs;
}

function reachable(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = ENTRIES.map((entry) => path.join(ROOT, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file) || !/\.tsx?$/.test(file)) continue;
    files.add(file);
    for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) {
      const target = resolve(file, spec);
      if (target) queue.push(target);
      else if (!spec.startsWith('.') && !spec.startsWith('@/')) packages.add(spec);
    }
  }
  return { files, packages };
}

describe('first-visit imports', () => {
  const { files, packages } = reachable();
  const relative = [...files].map((f) => path.relative(ROOT, f));

  it('follows the always-loaded path (sanity: the session and the chat feature entry are on it)', () => {
    expect(relative).toContain('src/features/session/components/session-sockets.tsx');
    expect(relative).toContain('src/features/chat/feature.ts');
  });

  it('reaches none of the chat code only a signed-in player uses', () => {
    const chatOnDemand = relative.filter(
      (f) => f.startsWith('src/features/chat/') && !['feature.ts', 'unread-feature.ts', 'unread-store.ts'].includes(path.basename(f)),
    );
    expect(chatOnDemand).toEqual([]);
    expect([...packages].filter((p) => p === 'dompurify' || p === 'react-virtuoso')).toEqual([]);
  });
});
