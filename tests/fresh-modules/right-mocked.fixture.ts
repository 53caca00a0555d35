import { expect, it, vi } from 'vitest';
import { bump } from './counter';
import { left } from './left';
import { right } from './right';
import { checkAndDirtyWindow } from './window-state';

vi.mock('./right', () => ({ right: () => 'mocked right' }));

it('gets its own mock, the other file’s module real, a fresh module and a new window', () => {
  expect(left()).toBe('real left');
  expect(right()).toBe('mocked right');
  expect(bump()).toBe(1);
  checkAndDirtyWindow();
});
