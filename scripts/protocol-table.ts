// Writes docs/protocol.md from src/protocol (the OP table and the code list), so the doc can
// never drift from the code: `npx tsx scripts/protocol-table.ts` (a unit test checks it is current).
import fs from 'node:fs';
import path from 'node:path';
import { Code, Op, opName, replyOp } from '../src/protocol';

/** The markdown of docs/protocol.md. */
export function protocolTable(): string {
  const ops = (Object.entries(Op) as [string, number][]).sort((a, b) => a[1] - b[1]);
  const rows: string[] = [];
  for (const [name, n] of ops) {
    if (n % 10 !== 0 || n === Op.ProtocolError) continue;
    const reply = opName(replyOp(n));
    rows.push(`| ${n} | ${name} | ${reply ? `${replyOp(n)} ${reply}` : '—'} |`);
  }
  const pushes = ops
    .filter(([, n]) => n % 10 !== 0 && !opName(n - 1))
    .map(([name, n]) => `| ${n} | ${name} |`);
  const codes = (Object.entries(Code) as [string, number][])
    .sort((a, b) => a[1] - b[1])
    .map(([name, n]) => `| ${n} | ${name} |`);
  return [
    '# Protocol table',
    '',
    'Generated from `src/protocol` by `npx tsx scripts/protocol-table.ts`; do not edit by hand.',
    'Texts for the codes: `locales/<lng>/errors.json`; behaviour: `docs/protocol-*.md`.',
    '',
    '## Requests and their replies',
    '',
    '| OP | name | reply |',
    '|---|---|---|',
    ...rows,
    '',
    '## Pushes without a request',
    '',
    '| OP | name |',
    '|---|---|',
    ...pushes,
    `| ${Op.ProtocolError} | ProtocolError (reply to an unreadable frame) |`,
    '',
    '## Codes',
    '',
    '| Code | name |',
    '|---|---|',
    ...codes,
    '',
  ].join('\n');
}

export const PROTOCOL_DOC = path.join(__dirname, '..', 'docs', 'protocol.md');

if (require.main === module) {
  fs.writeFileSync(PROTOCOL_DOC, protocolTable());
  console.log(`wrote ${path.relative(process.cwd(), PROTOCOL_DOC)}`);
}
