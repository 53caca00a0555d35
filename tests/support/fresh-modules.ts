/**
 * First set-up file of the component tests (project `web-dom`): the files of a worker share the
 * libraries it loaded (React, jsdom, testing-library: most of what a file cost when each got a
 * new worker) but nothing of the project's own. Before each file this drops every module mock
 * any component file registers (a mock a file does not ask for must not reach it) and every
 * loaded module of the project, so the file's imports evaluate afresh under its own mocks.
 * The worker's jsdom window is kept too, so what a file may have left in it goes back to how a
 * new window starts: the address, storage, cookies and the document.
 * `tests/fresh-modules.test.ts` proves a mock does not leak into the next file.
 */
import { inject, vi } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** tests/support/mocked-modules.ts, over the project's files */
    mockedModules: string[];
  }
}

for (const id of inject('mockedModules')) vi.doUnmock(id);
vi.resetModules();

window.history.replaceState(null, '', '/');
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=', 1)[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
for (const attribute of [...document.documentElement.attributes]) document.documentElement.removeAttribute(attribute.name);
document.head.replaceChildren();
document.body.replaceChildren();
for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name);
document.title = '';
// what a test set on the navigator itself (testing-library's user-event puts a clipboard there)
for (const key of Object.getOwnPropertyNames(navigator)) Reflect.deleteProperty(navigator, key);
