import type { HandlerRegistry } from '../handler-registry';
import { registerBankBookHandlers } from './bank-book';
import { registerChatHistoryHandlers } from './chat-history';
import { registerChatRoomHandlers } from './chat-rooms';
import { registerChatSendHandlers } from './chat-send';
import { registerChatUnreadHandlers } from './chat-unread';
import { registerGiftHandlers } from './gifts';
import { registerGiftRecordHandlers } from './gift-records';
import { registerInvitationHandlers } from './invitations';
import { registerHonorHandlers } from './honor';
import { registerLiveHandlers } from './live';
import { registerMailHandlers } from './mail';
import { registerPhoneBindHandlers } from './phone-bind';
import { registerPlayerListHandlers } from './player-lists';
import { registerProfileHandlers } from './profile';
import { registerRedEnvelopeHandlers } from './red-envelopes';
import { registerShareHandlers } from './share';
import { registerTaskHandlers } from './tasks';
import { registerUserInfoHandlers } from './user-info';
import { registerWalletHandlers } from './wallet';

/** Every feature's socket handlers. A new feature adds one line here and one file. */
export function registerAllHandlers(registry: HandlerRegistry): void {
  registerWalletHandlers(registry);
  registerUserInfoHandlers(registry);
  registerChatUnreadHandlers(registry);
  registerPhoneBindHandlers(registry);
  registerChatSendHandlers(registry);
  registerChatHistoryHandlers(registry);
  registerChatRoomHandlers(registry);
  registerPlayerListHandlers(registry);
  registerRedEnvelopeHandlers(registry);
  registerLiveHandlers(registry);
  registerBankBookHandlers(registry);
  registerGiftHandlers(registry);
  registerMailHandlers(registry);
  registerInvitationHandlers(registry);
  registerGiftRecordHandlers(registry);
  registerShareHandlers(registry);
  registerHonorHandlers(registry);
  registerTaskHandlers(registry);
  registerProfileHandlers(registry);
}
