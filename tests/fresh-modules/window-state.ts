import fs from 'node:fs';
import { expect } from 'vitest';

/** Checks the window is as a new one starts, records this worker, then leaves the window changed. */
export function checkAndDirtyWindow(): void {
  expect(window.location.pathname).toBe('/');
  expect(window.localStorage.length).toBe(0);
  expect(document.body.childElementCount).toBe(0);
  expect(Object.getOwnPropertyNames(navigator)).toEqual([]);
  fs.appendFileSync(process.env.FRESH_MODULES_LOG!, `${process.pid}\n`);
  window.history.replaceState(null, '', '/moved');
  window.localStorage.setItem('left-behind', '1');
  document.body.append(document.createElement('div'));
  Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => ({}) });
}
