/**
 * Store payment groups (chat §9). Brand files list which groups they offer and in what
 * order; the visible label comes from the locale files under `payment.group.<id>` /
 * `payment.mycard.<id>` (zh_tw reference text in the comments below).
 */

/** A payment group id. */
export type PaymentGroupId =
  /** 精選渠道 */
  | 'featured'
  /** 電信帳單 */
  | 'telecom'
  /** 行動支付 */
  | 'mobile'
  /** 銀行轉帳 */
  | 'bankTransfer'
  /** 信用卡 */
  | 'creditCard'
  /** MyCard */
  | 'mycard'
  /** 大戶禮包 */
  | 'bigSpenderPack';

/** A MyCard sub-method id. */
export type MyCardMethodId =
  /** 序號儲值 */
  | 'serial'
  /** 線上扣點 */
  | 'online'
  /** 免費抵扣 */
  | 'freeDeduct';

/** Groups that can buy gems (chat §9: bank transfer and credit card). */
export type GemPaymentGroupId = Extract<PaymentGroupId, 'bankTransfer' | 'creditCard'>;

/** One group in a brand's store; only MyCard has sub-methods. */
export type PaymentGroup =
  | { id: Exclude<PaymentGroupId, 'mycard'> }
  | { id: 'mycard'; methods: readonly [MyCardMethodId, ...MyCardMethodId[]] };

/** Every group id in the spec's order. */
export const PAYMENT_GROUP_IDS = [
  'featured',
  'telecom',
  'mobile',
  'bankTransfer',
  'creditCard',
  'mycard',
  'bigSpenderPack',
] as const satisfies readonly PaymentGroupId[];

/** The locale key of a group's label, e.g. `payment.group.bankTransfer`. */
export function paymentGroupLabelKey(id: PaymentGroupId): string {
  return `payment.group.${id}`;
}

/** The locale key of a MyCard method's label, e.g. `payment.mycard.serial`. */
export function myCardMethodLabelKey(id: MyCardMethodId): string {
  return `payment.mycard.${id}`;
}
