/**
 * crab (alias bj188): the default brand. Red envelopes, raffle tickets, daily gold, the
 * customised bind-referral modal, a required referral code, and live rooms on the bj sites.
 */
import type { BrandConfig } from '@/brand/types';
import { vipTable } from '@/brand/vip';
import { ItemId } from '@/protocol/ids';

const U = 'unlimited';

/** Brand data for crab. */
export const crab: BrandConfig = {
  id: 'crab',
  aliases: ['bj188'],
  siteId: 'crab',
  hosts: [
    'crab.localhost',
    'bj188.localhost',
    'crab.social-casino.example',
    'bj188.social-casino.example',
  ],
  productionHost: 'bj188.social-casino.example',
  locales: ['zh_tw', 'id_id'],
  features: {
    customBindReferralModal: true,
    dailyGoldReward: true,
    friendInvitationProgress: true,
    gems: false,
    lineSupport: true,
    live: true,
    passTicketStore: true,
    passTicketSwitch: true,
    raffleTickets: true,
    redEnvelope: true,
    referralCodeRequired: true,
    specialRewardPopup: false,
    userInfoBanner: false,
  },
  gemItemId: ItemId.GamePoints,
  links: {
    customerService: 'https://service.bj188.social-casino.example/',
    report: 'https://service.bj188.social-casino.example/report',
    line: 'https://line.me/R/ti/p/@bj188-service',
  },
  download: {
    appStore: 'https://apps.apple.example/tw/app/bj188',
    googlePlay: 'https://play.google.example/store/apps/details?id=example.bj188',
    apk: 'https://files.bj188.social-casino.example/app/bj188.apk',
  },
  // The bj-named live sites belong to crab (bj188 is crab's alias).
  liveSites: ['bj188', 'dbj', 'qbj'],
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
    gem: [],
  },
  // giftDailyAmount, friendLimit, giftDailyCount, claimDailyCount, levelUpReward, giftFeeRate,
  // rebateRate, birthdayBonus, publicChat, createClub, avatarFrame, dedicatedService
  vip: vipTable([
    [null, null, null, null, 200, null, null, null, false, false, false, false],
    [null, null, null, null, 500, null, null, null, false, false, false, false],
    [100_000, 100, 10, 10, 800, 0.02, null, 2_000, true, false, false, false],
    [600_000, 200, 15, 15, 1_500, 0.01, 0.002, 5_000, true, true, true, false],
    [2_500_000, 500, 20, 20, 2_000, 0.01, 0.003, 8_000, true, true, true, false],
    [U, U, U, U, 3_000, 0.005, 0.004, 15_000, true, true, true, true],
    [U, U, U, U, 4_000, 0.005, 0.005, 30_000, true, true, true, true],
    [U, U, U, U, 5_000, 0.005, 0.006, 80_000, true, true, true, true],
  ]),
  metadata: {
    zh_tw: {
      shortName: 'BJ188',
      name: 'BJ188 蟹霸遊戲城',
      title: 'BJ188 蟹霸遊戲城｜老虎機、棋牌與直播互動',
      description: '蟹霸遊戲城集合熱門老虎機與棋牌遊戲，搶紅包、看直播、每日領日金，好友同樂。',
      keywords: ['BJ188', '蟹霸遊戲城', '老虎機', '紅包', '直播'],
      ogImage: '/brands/crab/og.png',
    },
    id_id: {
      shortName: 'BJ188',
      name: 'BJ188 Crab Game City',
      title: 'BJ188 Crab Game City | Slot, Permainan Kartu, dan Siaran Langsung',
      description:
        'Crab Game City menghadirkan slot dan permainan kartu populer. Rebut angpao, tonton siaran langsung, dan klaim koin emas harian bersama teman.',
      keywords: ['BJ188', 'Crab Game City', 'slot', 'angpao', 'siaran langsung'],
      ogImage: '/brands/crab/og.png',
    },
  },
  theme: { accent: '#FF5A4E' },
  defaultAvatar: '/brands/crab/avatar-default.png',
};
