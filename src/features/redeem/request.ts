/** POST /api/v1/coupon/receive (redeemApi of src/protocol/http-contract.ts) through this site's relay. */
import { lobbyCall } from '@/http/lobby-call';
import { redeemApi } from '@/protocol';

export const submitRedeemCode = (code: string) => lobbyCall(redeemApi.Receive, { Code: code.trim() });
