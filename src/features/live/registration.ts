/**
 * Whether the live handlers are registered on the chat socket (their code loads on demand): a
 * mounted room asks for nothing before, since the replies would find no handler. Requests go
 * through `getSockets().chat`, the socket the handlers were registered on.
 */
import { createRegistrationCount } from '@/lib/registration-count';

const live = createRegistrationCount();

/** Counts one registration (registerLiveHandlers); returns its undo. */
export const markLiveRegistered = live.mark;
/** True while the live handlers are registered. */
export const isLiveRegistered = live.isRegistered;
/** Calls `listener` when the handlers are registered or removed; returns the unsubscribe. */
export const subscribeLiveRegistration = live.subscribe;
