import fs from 'node:fs';
import { PROTOCOL_DOC, protocolTable } from '../scripts/protocol-table';

describe('docs/protocol.md', () => {
  it('is generated from src/protocol (run `npx tsx scripts/protocol-table.ts` after adding an OP or code)', () => {
    expect(fs.readFileSync(PROTOCOL_DOC, 'utf8')).toBe(protocolTable());
  });
});
