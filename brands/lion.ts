/**
 * lion: like crab a live brand with red envelopes, daily gold and a required referral code,
 * but with the standard bind-referral modal; its live rooms are the jwl sites.
 */
import type { BrandConfig } from '@/brand/types';
import { vipTable } from '@/brand/vip';
import { ItemId } from '@/protocol/ids';

const U = 'unlimited';

/** Brand data for lion. */
export const lion: BrandConfig = {
  id: 'lion',
  aliases: [],
  siteId: 'lion',
  hosts: ['lion.localhost', 'lion.social-casino.example'],
  productionHost: 'lion.social-casino.example',
  locales: ['zh_tw', 'id_id'],
  features: {
    customBindReferralModal: false,
    dailyGoldReward: true,
    friendInvitationProgress: true,
    gems: false,
    lineSupport: true,
    live: true,
    passTicketStore: true,
    passTicketSwitch: true,
    raffleTickets: false,
    redEnvelope: true,
    referralCodeRequired: true,
    specialRewardPopup: true,
    userInfoBanner: false,
  },
  gemItemId: ItemId.GamePoints,
  links: {
    customerService: 'https://service.lion.social-casino.example/',
    report: 'https://service.lion.social-casino.example/report',
    line: 'https://line.me/R/ti/p/@lion-games',
  },
  download: {
    appStore: 'https://apps.apple.example/tw/app/lion',
    googlePlay: 'https://play.google.example/store/apps/details?id=example.lion',
    apk: 'https://files.lion.social-casino.example/app/lion.apk',
  },
  // The live sites not named after bj188 (jwl77, qjwl) are lion's.
  liveSites: ['jwl77', 'qjwl'],
  payments: {
    groups: [
      { id: 'featured' },
      { id: 'mobile' },
      { id: 'telecom' },
      { id: 'creditCard' },
      { id: 'bankTransfer' },
      { id: 'mycard', methods: ['serial', 'online', 'freeDeduct'] },
      { id: 'bigSpenderPack' },
    ],
    gem: [],
  },
  // giftDailyAmount, friendLimit, giftDailyCount, claimDailyCount, levelUpReward, giftFeeRate,
  // rebateRate, birthdayBonus, publicChat, createClub, avatarFrame, dedicatedService
  vip: vipTable([
    [null, null, null, null, 150, null, null, null, false, false, false, false],
    [null, null, null, null, 400, null, null, null, false, false, false, false],
    [100_000, 100, 10, 10, 700, 0.02, null, 1_500, true, false, false, false],
    [600_000, 200, 12, 12, 1_300, 0.01, 0.002, 4_000, true, true, true, false],
    [2_500_000, 500, 15, 15, 1_900, 0.01, 0.003, 7_000, true, true, true, false],
    [U, U, U, U, 2_600, 0.005, 0.004, 14_000, true, true, true, true],
    [U, U, U, U, 3_300, 0.005, 0.005, 28_000, true, true, true, true],
    [U, U, U, U, 4_000, 0.005, 0.006, 70_000, true, true, true, true],
  ]),
  metadata: {
    zh_tw: {
      shortName: '雄獅',
      name: '雄獅遊戲城',
      title: '雄獅遊戲城｜老虎機、棋牌與直播互動',
      description: '雄獅遊戲城匯集熱門老虎機與棋牌遊戲，看直播送禮、發紅包、每日領日金，熱鬧不停。',
      keywords: ['雄獅遊戲城', '老虎機', '直播', '紅包', '棋牌遊戲'],
      ogImage: '/brands/lion/og.png',
    },
    id_id: {
      shortName: 'Lion',
      name: 'Lion Game City',
      title: 'Lion Game City | Slot, Permainan Kartu, dan Siaran Langsung',
      description:
        'Lion Game City menghadirkan slot dan permainan kartu populer. Tonton siaran langsung, kirim hadiah, bagikan angpao, dan klaim koin emas harian.',
      keywords: ['Lion Game City', 'slot', 'siaran langsung', 'angpao', 'permainan kartu'],
      ogImage: '/brands/lion/og.png',
    },
  },
  theme: { accent: '#F5B431' },
  defaultAvatar: '/brands/lion/avatar-default.png',
};
