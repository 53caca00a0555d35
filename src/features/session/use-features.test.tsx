import { renderHook } from '@testing-library/react';
import type { FeatureModule } from '@/features/feature-module';
import { resetSocketsForTests } from '@/socket';
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
});

describe('useFeatures (the session keeps only a list of modules)', () => {
  it('registers once, resets on sign-out and when another session takes over, not on the first sign-in', () => {
    const f = spy();
    const features = [f];
    // mounted with the page's first session (SessionSockets loads it then)
    const { rerender, unmount } = renderHook(({ session }) => useFeatures(features, session), {
      initialProps: { session: 'one' as string | null },
    });
    expect(f.registered).toBe(1);
    expect(f.resets).toBe(0);
    rerender({ session: 'one' });
    expect(f.resets).toBe(0);
    rerender({ session: 'two' }); // another player without a sign-out in between
    expect(f.resets).toBe(1);
    rerender({ session: null }); // signed out
    expect(f.resets).toBe(2);
    unmount();
    expect(f.registered).toBe(0);
  });
});
