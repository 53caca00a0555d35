import { renderHook } from '@testing-library/react';
import type { FeatureModule } from '@/features/feature-module';
import { resetSocketsForTests } from '@/socket';
import { currentSession, setCurrentSession } from './session-generation';
import { useFeatures } from './use-features';

function spy(): FeatureModule & { resets: number; registered: number } {
  const feature = {
    resets: 0,
    registered: 0,
    register: () => {
      feature.registered += 1;
      return () => {
        feature.registered -= 1;
      };
    },
    reset: () => {
      feature.resets += 1;
    },
  };
  return feature;
}

afterEach(() => {
  resetSocketsForTests();
  setCurrentSession(null);
});

describe('useFeatures (the session keeps only a list of modules)', () => {
  it('registers once, resets on sign-out and when another token takes over, not on the first sign-in', () => {
    const f = spy();
    const features = [f];
    const { rerender, unmount } = renderHook(({ token, settled }) => useFeatures(features, token, settled), {
      initialProps: { token: null as string | null, settled: false },
    });
    expect(f.registered).toBe(1);
    expect(f.resets).toBe(0); // still loading: nothing known yet
    rerender({ token: 'one', settled: true });
    expect(f.resets).toBe(0);
    expect(currentSession()).toBe('one');
    rerender({ token: 'one', settled: true });
    expect(f.resets).toBe(0);
    rerender({ token: 'two', settled: true }); // another player without a sign-out in between
    expect(f.resets).toBe(1);
    expect(currentSession()).toBe('two');
    rerender({ token: null, settled: true }); // signed out
    expect(f.resets).toBe(2);
    expect(currentSession()).toBeNull();
    unmount();
    expect(f.registered).toBe(0);
  });
});
