/**
 * Whether the chat window's handlers are registered (their code loads on demand): the window
 * and the friends dialog ask for nothing before, since the replies would find no handler.
 * Requests go through `getSockets()`, the sockets the handlers were registered on. A reset
 * keeps the registration (the handlers stay registered).
 */
import { createRegistrationCount } from '@/lib/registration-count';

const chat = createRegistrationCount();

/** Counts one registration (registerChatHandlers); returns its undo. */
export const markChatRegistered = chat.mark;
/** True while the chat's handlers are registered. */
export const isChatRegistered = chat.isRegistered;
/** Calls `listener` when the chat's handlers are registered or removed; returns the unsubscribe. */
export const subscribeChatRegistration = chat.subscribe;
