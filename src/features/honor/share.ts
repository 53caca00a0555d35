/**
 * The share icon of a row opens the share dialog (issue 11 item 10), which lives in another
 * feature: it plugs itself in here. Without a handler the icon is not shown.
 */
import type { Achievement } from '@/protocol/honor';

let handler: ((record: Achievement) => void) | null = null;

export function setHonorShareHandler(next: ((record: Achievement) => void) | null): void {
  handler = next;
}

export const honorShareHandler = () => handler;
