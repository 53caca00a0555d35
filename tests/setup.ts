import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// The DOM part only where the file runs in jsdom (project `web-dom`, or a `.test.ts` that says
// `// @vitest-environment jsdom`): a test in Node does not pay for loading React DOM.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor give up after 1 s by default. The first `import()` of a lazy module in a test
  // file is transformed on demand, and on a slow 2-core machine that alone took over 1 s
  // (chat-window.test's lazily loaded panel failed at 1,053 ms run alone). A wait that succeeds
  // returns as soon as it can; only a failing one waits the whole time.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
  });
}
