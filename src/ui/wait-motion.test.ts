import config from '../../tailwind.config';

/**
 * The wait indicators' animations (tailwind.config.ts): a placeholder pulses and a ring spins
 * only after two seconds, so a short wait shows no motion and a page that is still starting is not
 * redrawn every frame for them (docs/decisions/242-wait-indicators-hold-still-two-seconds.md).
 */
describe('wait indicator animations', () => {
  const animation = config.theme?.extend?.animation as Record<string, string>;

  it.each([
    ['pulse-late', 'pulse 2s'],
    ['spin-late', 'spin 1s linear'],
    ['bounce-late', 'bounce 1s'],
  ])('%s runs %s after a two-second delay, forever', (name, start) => {
    expect(animation[name]).toMatch(new RegExp(`^${start}\\b.* 2s infinite$`));
  });
});
