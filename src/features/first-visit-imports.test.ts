/**
 * What a visitor's first page pulls into the browser (issue 7 item 9, the non-component half):
 * following every static import from the root layout and the two measured pages into the
 * client modules ('use client' and all they import), none of the code only a signed-in player
 * or an opened overlay needs is reached; that code is only imported with `import()`. Budgets in
 * bench/budgets.json measure the bytes; this test names what must stay out, so it cannot creep
 * back unnoticed.
 *
 * Like the bundler under `"sideEffects": ["*.css"]`, a named import from a file made only of
 * re-exports (a feature's index) follows just the re-exports it names.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const VISITOR_ENTRIES = ['src/app/[locale]/layout.tsx', 'src/app/[locale]/page.tsx'];
const ENTRIES = [...VISITOR_ENTRIES, 'src/app/[locale]/play-game/m/page.tsx'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const ALIASES: Record<string, string> = { '@/': 'src', '@brands/': 'brands' };

function resolve(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(ROOT, ALIASES[alias]!, spec.slice(alias.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

interface Edge {
  spec: string;
  /** The names taken from the target ('*': all of it). */
  names: '*' | string[];
  /** For `export { a as b } from`: the names this file gives out (b), matched to `names` (a). */
  exported?: string[];
  /** `export * from`: gives out whatever the target does. */
  star?: boolean;
}

/** Names of an `{ a, b as c, type d }` list: [taken, given], types left out. */
function namedList(list: string): [string[], string[]] {
  const entries = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '));
  return [entries.map((e) => e.split(/\s+as\s+/)[0]!), entries.map((e) => e.split(/\s+as\s+/).pop()!)];
}

/** Static, value-level imports and re-exports of a file (`import type` and `import()` excluded). */
function edges(source: string): Edge[] {
  const out: Edge[] = [];
  const pattern = /^\s*(import|export)\s+(?!type\s)([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const [, keyword, clause = '', spec] of source.matchAll(pattern)) {
    const braces = /\{([^}]*)\}/.exec(clause);
    const namespace = /\*/.test(clause) && !braces;
    const defaultImport = keyword === 'import' && /^\s*[\w$]+\s*(,|from)/.test(clause);
    if (!clause.trim() || namespace) {
      out.push({ spec: spec!, names: '*', star: keyword === 'export' && namespace && !/\sas\s/.test(clause) });
    } else {
      const [taken, given] = braces ? namedList(braces[1]!) : [[], []];
      if (defaultImport) taken.push('default');
      out.push({ spec: spec!, names: taken, exported: keyword === 'export' ? given : undefined });
    }
  }
  return out;
}

/** A file of re-exports only (comments aside): it adds no code of its own. */
function isBarrel(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statements = code.split(';').map((s) => s.trim()).filter(Boolean);
  return statements.length > 0 && statements.every((s) => /^export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+['"][^'"]+['"]$/.test(s));
}

/** Whether `file` gives out `name` (declared there, or re-exported from a file that does). */
function exportsName(file: string, name: string): boolean {
  const source = fs.readFileSync(file, 'utf8');
  const declared = new RegExp(`^\\s*export\\s+(?:async\\s+)?(?:const|let|var|function\\*?|class|enum)\\s+${name}\\b`, 'm');
  if (declared.test(source)) return true;
  return edges(source).some((edge) => {
    if (edge.exported) return edge.exported.includes(name);
    const target = edge.star ? resolve(file, edge.spec) : null;
    return target !== null && exportsName(target, name);
  });
}

/** Files and packages in the browser's bundle of `entries` (`asClient`: entries a client module imports on demand). */
function clientModules(entries: readonly string[], asClient = false): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, names: '*' | string[], client: boolean) => {
    if (!/\.tsx?$/.test(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    const inClient = client || /^\s*['"]use client['"]/.test(source);
    if (isBarrel(source)) {
      for (const edge of edges(source)) {
        const target = resolve(file, edge.spec);
        let wanted: '*' | string[] = names;
        if (names !== '*' && edge.exported) wanted = (edge.names as string[]).filter((_, i) => names.includes(edge.exported![i]!));
        else if (names !== '*' && edge.star && target) wanted = names.filter((name) => exportsName(target, name));
        else if (names === '*') wanted = edge.names;
        if (wanted !== '*' && wanted.length === 0) continue;
        if (target) visit(target, wanted, inClient);
        else if (inClient) packages.add(edge.spec);
      }
      return;
    }
    const key = `${inClient}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (inClient) files.add(file);
    for (const edge of edges(source)) {
      const target = resolve(file, edge.spec);
      if (target) visit(target, edge.names, inClient);
      else if (inClient && !edge.spec.startsWith('.')) packages.add(edge.spec);
    }
  };
  for (const entry of entries) visit(path.join(ROOT, entry), '*', asClient);
  return { files, packages };
}

describe('first-visit imports', () => {
  const { files, packages } = clientModules(ENTRIES);
  const relative = [...files].map((f) => path.relative(ROOT, f));
  const reached = (prefix: string) => relative.filter((f) => f.startsWith(prefix));

  it('follows the always-loaded path (sanity: the session, the overlays’ slots and their stores are on it)', () => {
    expect(relative).toEqual(
      expect.arrayContaining([
        'src/features/session/components/session-sockets.tsx',
        'src/features/auth/components/sign-in-modal-slot.tsx',
        'src/features/auth/sign-in-modal-store.ts',
        'src/features/modals/store.ts',
        'src/features/layout/components/balance-pill.tsx',
        'src/brand/brand-context.tsx',
      ]),
    );
    expect(relative).not.toContain('src/features/auth/auth-options.ts'); // server only
    expect([...packages]).toEqual(expect.arrayContaining(['react', 'next-auth/react', 'next-i18next/client']));
  });

  it('reaches none of the chat code', () => {
    expect(reached('src/features/chat/').filter((f) => !f.endsWith('/index.ts') && !/use-chat-(badge|settings)|settings|unread-store/.test(f))).toEqual([]);
    expect([...packages].filter((p) => p === 'dompurify' || p === 'react-virtuoso')).toEqual([]);
  });

  it('reaches no socket, protocol schema or feature module before a session exists', () => {
    // stop-sockets lets sign-out stop sockets that may exist without importing them
    expect(reached('src/socket/')).toEqual(['src/socket/stop-sockets.ts']);
    const schemaFree = /^src\/protocol\/(codes|error-keys|ids|envelope|[\w-]+-rules)\.ts$/;
    // No page of the walk reaches a schema: the play page's lobby renders on the server, and its
    // calls and the check of a kept catalogue load when first needed (games/catalogue-calls.ts,
    // imported on demand).
    const visitorWalk = clientModules(VISITOR_ENTRIES);
    const visitor = [...visitorWalk.files].map((f) => path.relative(ROOT, f));
    expect([...visitorWalk.packages].filter((p) => /^(zod|react-use-websocket)(\/|$)/.test(p))).toEqual([]);
    expect(visitor.filter((f) => f.startsWith('src/protocol/') && !schemaFree.test(f))).toEqual([]);
    expect(reached('src/protocol/').filter((f) => !schemaFree.test(f))).toEqual([]);
    expect(relative, 'the play page keeps its catalogue').toContain('src/features/games/catalogue-storage.ts');
    expect(relative).not.toContain('src/features/games/catalogue-calls.ts');
    expect(relative.filter((f) => /^src\/features\/(session\/(features|use-features)|wallet\/(module|handlers|actions)|feature-module|lazy-feature)\.ts$/.test(f))).toEqual([]);
    expect([...packages].filter((p) => /^(zod|react-use-websocket)(\/|$)/.test(p))).toEqual([]);
  });

  it('the passbook page asks over the socket without a schema: no schema module and no zod (the compiled validators import nothing)', () => {
    const walk = clientModules(['src/app/[locale]/layout.tsx', 'src/app/[locale]/member/passbook/page.tsx']);
    const files = [...walk.files].map((f) => path.relative(ROOT, f));
    expect(files, 'the walk reaches the socket client').toContain('src/socket/socket-client.ts');
    const schemaFree = ['codes.ts', 'error-keys.ts', 'errors.ts', 'ids.ts', 'envelope.ts', 'ops.ts', 'passbook-rules.ts', 'result-check.ts', 'body-check.ts', 'result.ts', 'generated/result-validators.ts', 'generated/body-validators.ts', 'generated/reply-ops.ts'];
    expect(files.filter((f) => f.startsWith('src/protocol/') && !schemaFree.map((s) => `src/protocol/${s}`).includes(f))).toEqual([]);
    expect([...walk.packages].filter((p) => /^zod(\/|$)/.test(p))).toEqual([]);
  });

  it('the live room and the session’s socket code read the protocol’s rules without a schema: no schema module and no zod', () => {
    // the *-rules modules hold the constants the pages read; the compiled validators check every
    // Result and named body; the schemas (contract.ts) only load to name a Result that failed
    const schemaFree = /^src\/protocol\/(codes|error-keys|errors|ids|envelope|ops|result-check|result|body-check|generated\/(result-validators|body-validators|reply-ops)|[\w-]+-rules)\.ts$/;
    for (const entries of [
      ['src/app/[locale]/layout.tsx', 'src/app/[locale]/play-game/live/page.tsx'],
      ['src/features/session/components/session-connection.tsx'],
    ]) {
      const walk = clientModules(entries);
      const files = [...walk.files].map((f) => path.relative(ROOT, f));
      expect(files, 'the walk reaches the socket client').toContain('src/socket/socket-client.ts');
      expect(files.filter((f) => f.startsWith('src/protocol/') && !schemaFree.test(f)), entries.join(' ')).toEqual([]);
      expect([...walk.packages].filter((p) => /^zod(\/|$)/.test(p)), entries.join(' ')).toEqual([]);
    }
  });

  it('the chat module and window every signed-in page loads leave DOMPurify to the views that show announcement HTML', () => {
    const chat = clientModules(['src/features/chat/on-demand.ts'], true);
    expect([...chat.files].map((f) => path.relative(ROOT, f))).toContain('src/features/chat/chat-text.ts');
    expect([...chat.packages].filter((p) => p.startsWith('dompurify'))).toEqual([]);
    const live = clientModules(['src/app/[locale]/layout.tsx', 'src/app/[locale]/play-game/live/page.tsx']);
    expect([...live.packages].filter((p) => p.startsWith('dompurify'))).toEqual([]);
    // the chat window opens without it; its pinned announcements' strip loads it when there are some
    expect([...clientModules(['src/features/chat/components/chat-window.tsx']).packages].filter((p) => p.startsWith('dompurify'))).toEqual([]);
    expect([...clientModules(['src/features/chat/components/top-announcement-strip.tsx']).packages]).toContain('dompurify');
  });

  it('the chat window comes closed: its launcher and dialogs load without the open panel’s code', () => {
    // the panel (tabs, virtual list, composer) loads when the player reaches for the launcher
    const window = clientModules(['src/features/chat/components/chat-window.tsx']);
    const files = [...window.files].map((f) => path.relative(ROOT, f));
    expect(files).toContain('src/features/chat/components/chat-launcher.tsx');
    expect(files.filter((f) => /components\/(chat-panel|chat-body|chat-header|message-list|message-composer)\.tsx$/.test(f))).toEqual([]);
    expect([...window.packages]).not.toContain('react-virtuoso');
    expect([...clientModules(['src/features/chat/components/chat-panel.tsx']).packages]).toContain('react-virtuoso');
  });

  it('the modules a socket brings are imported through one import() per socket, so each set is one chunk group', () => {
    const loaders = fs.readFileSync(path.join(ROOT, 'src/features/on-demand.ts'), 'utf8');
    expect([...loaders.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1])).toEqual(['./on-demand-lobby', './on-demand-chat']);
    for (const feature of ['chat', 'gifts', 'live', 'red-envelope', 'big-win']) {
      const source = fs.readFileSync(path.join(ROOT, `src/features/${feature}/feature.ts`), 'utf8');
      expect(source, feature).not.toMatch(/import\(/);
      expect(source, feature).toMatch(/load(Lobby|Chat)OnDemand\(\)/);
    }
  });

  it('what runs once a session exists is imported through session-runtime.ts, one chunk group that shares the socket code', () => {
    const lazyTargets = /import\(\s*'([^']*(session-connection|session-overlay-slots|chat\/components\/chat-window|player-news-ticker|live-stage-host))'\s*\)/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.endsWith('session-runtime.ts') && !file.endsWith('on-demand-chat.ts') && lazyTargets.test(fs.readFileSync(file, 'utf8'))) offenders.push(path.relative(ROOT, file));
      }
    };
    walk(path.join(ROOT, 'src'));
    expect(offenders).toEqual([]);
    const runtime = fs.readFileSync(path.join(ROOT, 'src/features/session-runtime.ts'), 'utf8');
    expect(runtime).toMatch(/export \{ SessionConnection \}/);
    expect(runtime).toMatch(/SessionOverlaySlots/);
    expect(runtime).toMatch(/import\('@\/features\/chat\/components\/chat-window'\)/);
    expect(runtime).toMatch(/player-news-ticker'\)/);
  });

  it('reaches no overlay a first visit does not show (their slots load them when opened)', () => {
    const overlays = [
      'src/features/auth/components/sign-in-modal.tsx',
      'src/features/auth/components/phone-sign-in-modal.tsx',
      'src/features/auth/components/choose-account-modal.tsx',
      'src/features/auth/components/embedded-sign-in.tsx',
      'src/features/auth/phone/phone-sign-in-flow.ts',
      'src/features/bind-phone/components/bind-phone-host.tsx',
      'src/features/bind-phone/actions.ts',
      'src/features/modals/components/modal-host.tsx',
      'src/features/layout/components/nav-drawer.tsx',
      'src/features/passbook/components/passbook-modal.tsx',
      'src/features/passbook/components/passbook-viewer.tsx',
    ];
    expect(relative.filter((f) => overlays.includes(f))).toEqual([]);
    expect(reached('src/features/phone/')).toEqual([]);
  });

  it('reaches none of the signed-in overlays, nor the audio manager (music is off until switched on)', () => {
    expect(relative).not.toContain('src/features/layout/components/session-overlay-slots.tsx');
    for (const feature of ['live', 'passbook', 'friends', 'invite', 'share', 'honor', 'gifts', 'red-envelope']) {
      expect(reached(`src/features/${feature}/`), feature).toEqual([]);
    }
    expect(relative).not.toContain('src/features/audio/audio-manager.ts');
  });

  it('carries no brand data (the server hands the page its one brand), no date library, no image component', () => {
    expect(reached('brands/')).toEqual([]);
    expect(relative).not.toContain('src/brand/get-brand.ts');
    expect(relative).not.toContain('src/protocol/errors.ts'); // the catalogue loads with the modals
    // next/image passes SVGs through unchanged; its client code is not worth 5 KiB (src/ui/svg-image.tsx)
    expect([...packages].filter((p) => p.startsWith('dayjs') || p === 'next/image')).toEqual([]);
  });

  it('a visitor sent to sign in (e.g. from /play-game/m) gets the sign-in modal without any protocol schema', () => {
    const signIn = clientModules(['src/app/[locale]/sign-in/page.tsx', 'src/features/auth/components/sign-in-modal.tsx']);
    const signInFiles = [...signIn.files].map((f) => path.relative(ROOT, f));
    expect(signInFiles).toContain('src/features/auth/components/sign-in-modal.tsx');
    expect(signInFiles.filter((f) => /^src\/(socket\/|protocol\/(account|schema|contract|generated|player|chat|lists)\.)/.test(f))).toEqual([]);
    expect(signInFiles).not.toContain('src/features/auth/phone/phone-sign-in-flow.ts'); // with the phone modals
    expect([...signIn.packages].filter((p) => p.startsWith('zod'))).toEqual([]);
  });
});
