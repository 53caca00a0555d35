/** dragon: daily gold reward and the pass-ticket switch and store; no live, no red envelopes. */
import type { BrandConfig } from '@/brand/types';
import { vipTable } from '@/brand/vip';
import { ItemId } from '@/protocol/ids';

const U = 'unlimited';

/** Brand data for dragon. */
export const dragon: BrandConfig = {
  id: 'dragon',
  aliases: [],
  siteId: 'dragon',
  hosts: ['dragon.localhost', 'dragon.social-casino.example'],
  productionHost: 'dragon.social-casino.example',
  locales: ['zh_tw', 'id_id'],
  features: {
    customBindReferralModal: false,
    dailyGoldReward: true,
    friendInvitationProgress: true,
    gems: false,
    lineSupport: true,
    live: false,
    passTicketStore: true,
    passTicketSwitch: true,
    raffleTickets: false,
    redEnvelope: false,
    referralCodeRequired: false,
    specialRewardPopup: true,
    userInfoBanner: false,
  },
  gemItemId: ItemId.GamePoints,
  links: {
    customerService: 'https://service.dragon.social-casino.example/',
    report: 'https://service.dragon.social-casino.example/report',
    line: 'https://line.me/R/ti/p/@dragon-games',
  },
  download: {
    appStore: 'https://apps.apple.example/tw/app/dragon',
    googlePlay: 'https://play.google.example/store/apps/details?id=example.dragon',
    apk: 'https://files.dragon.social-casino.example/app/dragon.apk',
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
    gem: [],
  },
  // giftDailyAmount, friendLimit, giftDailyCount, claimDailyCount, levelUpReward, giftFeeRate,
  // rebateRate, birthdayBonus, publicChat, createClub, avatarFrame, dedicatedService
  vip: vipTable([
    [null, null, null, null, 100, null, null, null, false, false, false, false],
    [null, null, null, null, 300, null, null, null, false, false, false, false],
    [80_000, 100, 10, 10, 600, 0.02, null, 1_000, true, false, false, false],
    [500_000, 200, 10, 10, 1_200, 0.01, 0.002, 3_000, true, true, true, false],
    [2_000_000, 500, 15, 15, 1_800, 0.01, 0.003, 6_000, true, true, true, false],
    [U, U, U, U, 2_400, 0.005, 0.004, 12_000, true, true, true, true],
    [U, U, U, U, 3_000, 0.005, 0.005, 25_000, true, true, true, true],
    [U, U, U, U, 3_600, 0.005, 0.006, 60_000, true, true, true, true],
  ]),
  metadata: {
    zh_tw: {
      shortName: '龍騰',
      name: '龍騰遊戲城',
      title: '龍騰遊戲城｜老虎機與棋牌娛樂',
      description:
        '龍騰遊戲城提供精選老虎機與棋牌遊戲，每日領日金、通行證任務，和好友一起挑戰大獎。',
      keywords: ['龍騰遊戲城', '老虎機', '棋牌遊戲', '日金', '通行證'],
      ogImage: '/brands/dragon/og.png',
    },
    id_id: {
      shortName: 'Dragon',
      name: 'Dragon Game City',
      title: 'Dragon Game City | Slot dan Permainan Kartu',
      description:
        'Dragon Game City menghadirkan slot dan permainan kartu pilihan. Klaim koin emas harian, selesaikan misi tiket pass, dan kejar hadiah besar bersama teman.',
      keywords: ['Dragon Game City', 'slot', 'permainan kartu', 'koin emas', 'tiket pass'],
      ogImage: '/brands/dragon/og.png',
    },
  },
  theme: { accent: '#2FD3A3' },
  defaultAvatar: '/brands/dragon/avatar-default.png',
};
