/**
 * Big-win promotion on the server (issue 12 item 3): the player's open / closed setting
 * (12130 / 12120) and `publishBigWin`, which a game calls after a big win.
 */
export { publishBigWin, type BigWinEvent, type BigWinOutcome } from './publish-big-win';
export { promotionStatus, setPromotionStatus } from './promotion-settings';
