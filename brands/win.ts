/** win: the user info banner and special reward popup; no pass tickets and no 大戶禮包. */
import type { BrandConfig } from '@/brand/types';
import { vipTable } from '@/brand/vip';
import { ItemId } from '@/protocol/ids';

const U = 'unlimited';

/** Brand data for win. */
export const win: BrandConfig = {
  id: 'win',
  aliases: [],
  siteId: 'win',
  hosts: ['win.localhost', 'win.social-casino.example'],
  productionHost: 'win.social-casino.example',
  locales: ['zh_tw', 'id_id'],
  features: {
    customBindReferralModal: false,
    dailyGoldReward: false,
    friendInvitationProgress: true,
    gems: false,
    lineSupport: true,
    live: false,
    passTicketStore: false,
    passTicketSwitch: false,
    raffleTickets: false,
    redEnvelope: false,
    referralCodeRequired: false,
    specialRewardPopup: true,
    userInfoBanner: true,
  },
  gemItemId: ItemId.GamePoints,
  links: {
    customerService: 'https://service.win.social-casino.example/',
    report: 'https://service.win.social-casino.example/report',
    line: 'https://line.me/R/ti/p/@win-games',
  },
  download: {
    appStore: 'https://apps.apple.example/tw/app/win',
    googlePlay: 'https://play.google.example/store/apps/details?id=example.win',
    apk: 'https://files.win.social-casino.example/app/win.apk',
  },
  liveSites: [],
  payments: {
    groups: [
      { id: 'featured' },
      { id: 'telecom' },
      { id: 'mobile' },
      { id: 'bankTransfer' },
      { id: 'creditCard' },
      { id: 'mycard', methods: ['serial', 'online'] },
    ],
    gem: [],
  },
  // giftDailyAmount, friendLimit, giftDailyCount, claimDailyCount, levelUpReward, giftFeeRate,
  // rebateRate, birthdayBonus, publicChat, createClub, avatarFrame, dedicatedService
  vip: vipTable([
    [null, null, null, null, 100, null, null, null, false, false, false, false],
    [null, null, null, null, 200, null, null, null, false, false, false, false],
    [50_000, 100, 10, 10, 400, 0.02, null, 800, true, false, false, false],
    [300_000, 200, 10, 10, 800, 0.01, 0.002, 2_000, true, true, true, false],
    [1_500_000, 500, 10, 10, 1_200, 0.01, 0.003, 4_000, true, true, true, false],
    [U, U, U, U, 1_800, 0.005, 0.004, 8_000, true, true, true, true],
    [U, U, U, U, 2_400, 0.005, 0.005, 16_000, true, true, true, true],
    [U, U, U, U, 3_000, 0.005, 0.006, 40_000, true, true, true, true],
  ]),
  metadata: {
    zh_tw: {
      shortName: 'WIN',
      name: 'WIN 贏家遊戲城',
      title: 'WIN 贏家遊戲城｜老虎機與棋牌娛樂',
      description: '贏家遊戲城提供多款人氣老虎機與棋牌遊戲，領取特別獎勵，與好友聊天送禮。',
      keywords: ['WIN 贏家遊戲城', '老虎機', '棋牌遊戲', '特別獎勵', '社交遊戲'],
      ogImage: '/brands/win/og.png',
    },
    id_id: {
      shortName: 'WIN',
      name: 'WIN Game City',
      title: 'WIN Game City | Slot dan Permainan Kartu',
      description:
        'WIN Game City menghadirkan slot dan permainan kartu favorit. Klaim hadiah spesial, mengobrol, dan kirim hadiah kepada teman.',
      keywords: ['WIN Game City', 'slot', 'permainan kartu', 'hadiah spesial', 'game sosial'],
      ogImage: '/brands/win/og.png',
    },
  },
  theme: { accent: '#3DA9FC' },
  defaultAvatar: '/brands/win/avatar-default.png',
};
