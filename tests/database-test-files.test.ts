import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { databaseTestFiles } from './support/database-test-files';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

it('takes the files whose imports reach a database opener, unless a file says it is engine-independent', () => {
  write('server/testing/harness.ts', 'export const startTestServer = 1;\n');
  write('server/wallet/helper.ts', "import { startTestServer } from '../testing/harness';\nexport const h = startTestServer;\n");
  write('server/wallet/direct.test.ts', "import { startTestServer } from '../testing/harness';\n");
  write('server/wallet/through-helper.test.ts', "import { h } from './helper';\n");
  write('server/wallet/pure.test.ts', "import { it } from 'vitest';\n");
  write(
    'server/wallet/says-so.test.ts',
    "// server-pg: engine-independent — its servers name their storage\nimport { startTestServer } from '../testing/harness';\n",
  );
  write('server/wallet/mentions-it.test.ts', "import { startTestServer } from '../testing/harness';\n// server-pg: engine-independent\n");
  const files = ['direct', 'through-helper', 'pure', 'says-so', 'mentions-it'].map((name) => `server/wallet/${name}.test.ts`);
  expect(databaseTestFiles(root, files)).toEqual([
    'server/wallet/direct.test.ts',
    'server/wallet/through-helper.test.ts',
    'server/wallet/mentions-it.test.ts', // no reason given: the declaration does not count
  ]);
});
