/**
 * A failure a handler wants the player to see as a protocol Code (e.g. 100013 unknown
 * player). Anything else thrown by a handler is a bug: logged, answered with 100000.
 */
export class ReplyError extends Error {
  constructor(
    readonly code: number,
    message = '',
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'ReplyError';
  }
}
