/**
 * The ask before a stream reload (decision 324): followStream answers the URL to play for the
 * stage's room and closes a closed room; the call itself (lobbyCall, the live group's zod
 * schemas) is reached only through import(), so the live page's first load builds no schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resetSocketsForTests } from '@/socket';
import { useStageStore, initialStageState } from './stage-store';
import { initialLiveState, useLiveStore } from './store';
import { followStream, type StreamCheck } from './stream-refresh';

const stage = (roomId: number) => useStageStore.setState({ stage: { roomId, url: '/live/a.mp4', title: `直播間 ${roomId}` } });
const checker = (answer: StreamCheck) => vi.fn<(roomId: number) => Promise<StreamCheck>>(() => Promise.resolve(answer));

afterEach(() => {
  useStageStore.setState(initialStageState());
  useLiveStore.setState(initialLiveState());
  resetSocketsForTests();
});

describe('followStream', () => {
  it('asks about the stage’s room and answers an open room’s URL; no word or an empty URL keeps what played', async () => {
    stage(5);
    const open = checker({ kind: 'open', url: '/live/b.m3u8' });
    expect(await followStream(open)).toBe('/live/b.m3u8');
    expect(open).toHaveBeenCalledWith(5);
    expect(await followStream(checker({ kind: 'unknown' }))).toBeNull();
    expect(await followStream(checker({ kind: 'open', url: '' }))).toBeNull();
    expect(useStageStore.getState().stage?.roomId).toBe(5);
  });

  it('a closed room closes: live chat off, the stage goes', async () => {
    stage(5);
    useLiveStore.setState({ phase: 'joined' });
    expect(await followStream(checker({ kind: 'closed' }))).toBeNull();
    expect(useLiveStore.getState().phase).toBe('closed');
    expect(useStageStore.getState().stage).toBeNull();
  });

  it('no room on the stage: nothing is asked; another room by the answer: the answer is dropped', async () => {
    const check = checker({ kind: 'closed' });
    expect(followStream(check)).toBeNull();
    expect(check).not.toHaveBeenCalled();
    stage(5);
    useLiveStore.setState({ phase: 'joined' });
    const asked = followStream(check);
    stage(6);
    expect(await asked).toBeNull();
    expect(useLiveStore.getState().phase).toBe('joined');
  });
});

describe('the call stays out of the live page’s first load', () => {
  const staticImports = (file: string) =>
    [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^\s*import\s+(?!type\s)[^'"]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

  it('the player and the refresh import no schema, lobbyCall or the call module statically; the refresh loads it with import()', () => {
    for (const file of ['stream-refresh.ts', 'components/live-player.tsx', 'stream-watchdog.ts']) {
      expect(staticImports(file).filter((spec) => /stream-info-call|lobby-call|protocol\/api|^@\/protocol$|protocol\/live$|^zod/.test(spec)), file).toEqual([]);
    }
    expect(fs.readFileSync(path.join(__dirname, 'stream-refresh.ts'), 'utf8')).toContain("import('./stream-info-call')");
  });
});
