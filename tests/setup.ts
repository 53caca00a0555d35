import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. The first `import()` of a lazy module in a test
// file is transformed on demand, and on a slow 2-core machine that alone took over 1 s
// (chat-window.test's lazily loaded panel failed at 1,053 ms run alone). A wait that succeeds
// returns as soon as it can; only a failing one waits the whole time.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
