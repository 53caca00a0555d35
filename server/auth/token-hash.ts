import { createHash } from 'node:crypto';

/** SHA-256 hex of a secret (session token, socket ticket): what the database keeps of it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
