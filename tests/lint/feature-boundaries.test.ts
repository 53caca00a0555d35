// @vitest-environment node
/**
 * The lint rule that keeps features apart (eslint.config.mjs): outside its own feature, no
 * file imports a feature's store files (store.ts, view-store.ts, *-store.ts at any depth) or
 * its handlers.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });

async function restricted(code: string, file = 'src/features/layout/components/some-menu.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(__dirname, '../..', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature boundaries lint rule', () => {
  it.each([
    "import { useChatStore } from '@/features/chat/store';",
    "import { useChatViewStore } from '@/features/chat/view-store';",
    "import { useUnreadStore } from '@/features/chat/unread-store';",
    "import { usePhoneSignInStore } from '@/features/auth/phone/phone-sign-in-store';",
    "import { onMessagePush } from '@/features/chat/handlers';",
  ])('refuses %s from another feature', async (code) => {
    expect(await restricted(`${code}\nexport const x = 1;\n`)).toHaveLength(1);
  }, 30_000);

  it('allows a feature index, its module entry and zustand through createStore only', async () => {
    expect(await restricted("import { useChatBadge } from '@/features/chat';\nimport { chatFeature } from '@/features/chat/feature';\nexport const x = [useChatBadge, chatFeature];\n")).toEqual([]);
    expect(await restricted("import { create } from 'zustand';\nexport const x = create;\n")).toHaveLength(1);
  }, 30_000);
});
