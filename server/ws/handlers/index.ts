import type { HandlerRegistry } from '../handler-registry';
import { registerChatUnreadHandlers } from './chat-unread';
import { registerUserInfoHandlers } from './user-info';
import { registerWalletHandlers } from './wallet';

/** Every feature's socket handlers. A new feature adds one line here and one file. */
export function registerAllHandlers(registry: HandlerRegistry): void {
  registerWalletHandlers(registry);
  registerUserInfoHandlers(registry);
  registerChatUnreadHandlers(registry);
}
