import { expect, it, vi } from 'vitest';
import { bump } from './counter';
import { left } from './left';
import { right } from './right';
import { checkAndDirtyWindow } from './window-state';

vi.mock('./left', () => ({ left: () => 'mocked left' }));

it('gets its own mock, the other file’s module real, a fresh module and a new window', () => {
  expect(left()).toBe('mocked left');
  expect(right()).toBe('real right');
  expect(bump()).toBe(1);
  checkAndDirtyWindow();
});
