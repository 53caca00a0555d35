/**
 * owl (alias betrnk): the only brand with gems, so its "gem" is bag item 2 and it sells gems
 * by bank transfer and credit card. Its VIP table carries the spec's sample values (chat §9).
 */
import type { BrandConfig } from '@/brand/types';
import { vipTable } from '@/brand/vip';
import { ItemId } from '@/protocol/ids';

const U = 'unlimited';

/** Brand data for owl. */
export const owl: BrandConfig = {
  id: 'owl',
  aliases: ['betrnk'],
  siteId: 'owl',
  hosts: [
    'owl.localhost',
    'betrnk.localhost',
    'owl.social-casino.example',
    'betrnk.social-casino.example',
  ],
  productionHost: 'owl.social-casino.example',
  locales: ['zh_tw', 'id_id'],
  features: {
    customBindReferralModal: false,
    dailyGoldReward: false,
    friendInvitationProgress: false,
    gems: true,
    lineSupport: true,
    live: false,
    passTicketStore: true,
    passTicketSwitch: false,
    raffleTickets: false,
    redEnvelope: false,
    referralCodeRequired: false,
    specialRewardPopup: true,
    userInfoBanner: false,
  },
  // The spec says "2 for some brands, 39 for others" without naming them; owl is the only
  // brand with gems, so it reads item 2 (gem) and every other brand item 39.
  gemItemId: ItemId.Gem,
  links: {
    customerService: 'https://service.owl.social-casino.example/',
    report: 'https://service.owl.social-casino.example/report',
    line: 'https://line.me/R/ti/p/@owl-games',
  },
  download: {
    appStore: 'https://apps.apple.example/tw/app/owl',
    googlePlay: 'https://play.google.example/store/apps/details?id=example.owl',
    apk: 'https://files.owl.social-casino.example/app/owl.apk',
  },
  liveSites: [],
  payments: {
    groups: [
      { id: 'featured' },
      { id: 'telecom' },
      { id: 'mobile' },
      { id: 'bankTransfer' },
      { id: 'creditCard' },
      { id: 'mycard', methods: ['serial', 'online', 'freeDeduct'] },
      { id: 'bigSpenderPack' },
    ],
    gem: ['bankTransfer', 'creditCard'],
  },
  // giftDailyAmount, friendLimit, giftDailyCount, claimDailyCount, levelUpReward, giftFeeRate,
  // rebateRate, birthdayBonus, publicChat, createClub, avatarFrame, dedicatedService
  vip: vipTable([
    [null, null, null, null, 100, null, null, null, false, false, false, false],
    [null, null, null, null, 300, null, null, null, false, false, false, false],
    [80_000, 100, 10, 10, 500, 0.02, null, 1_000, true, false, false, false],
    [500_000, 200, 10, 10, 1_000, 0.01, 0.002, 3_000, true, true, true, false],
    [2_000_000, 500, 10, 10, 1_500, 0.01, 0.003, 5_000, true, true, true, false],
    [U, U, U, U, 2_000, 0.005, 0.004, 10_000, true, true, true, true],
    [U, U, U, U, 2_500, 0.005, 0.005, 20_000, true, true, true, true],
    [U, U, U, U, 3_000, 0.005, 0.006, 50_000, true, true, true, true],
  ]),
  metadata: {
    zh_tw: {
      shortName: 'Owl',
      name: 'Owl 貓頭鷹遊戲城',
      title: 'Owl 貓頭鷹遊戲城｜老虎機與棋牌娛樂',
      description: '貓頭鷹遊戲城提供多款老虎機與棋牌遊戲，聊天、送禮、收集寶石，與好友一起暢玩。',
      keywords: ['貓頭鷹遊戲城', '老虎機', '棋牌遊戲', '寶石', '社交遊戲'],
      ogImage: '/brands/owl/og.png',
    },
    id_id: {
      shortName: 'Owl',
      name: 'Owl Game City',
      title: 'Owl Game City | Slot dan Permainan Kartu',
      description:
        'Owl Game City menghadirkan beragam slot dan permainan kartu. Mengobrol, kirim hadiah, kumpulkan permata, dan bermain bersama teman.',
      keywords: ['Owl Game City', 'slot', 'permainan kartu', 'permata', 'game sosial'],
      ogImage: '/brands/owl/og.png',
    },
  },
  theme: { accent: '#8E7CFF' },
  defaultAvatar: '/brands/owl/avatar-default.png',
};
