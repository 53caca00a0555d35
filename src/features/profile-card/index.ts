/**
 * The player card's parts, as the chat's card dialog and the friends list show them: the
 * summary, the actions a viewer may take (by the card rules), the relation changes and the texts.
 */
export { CardActions } from './card-actions';
export { cardActions } from './card-rules';
export { ProfileSummary } from './profile-summary';
export { changeRelation } from './relations';
export { useProfileT } from './texts';
