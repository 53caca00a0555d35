/**
 * The player card's parts, as the chat's card dialog and the friends list show them: the
 * summary, the actions a viewer may take (by the card rules) and the texts. What an action does
 * to the chat (close the card, open a conversation, change a relation) is the chat's, handed in.
 */
export { CardActions, type CardHandlers, type CardPeer, type RelationChange } from './card-actions';
export { cardActions } from './card-rules';
export { ProfileSummary } from './profile-summary';
export { useProfileT } from './texts';
