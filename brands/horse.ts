/** horse: raffle tickets and the pass-ticket switch and store; no telecom billing. */
import type { BrandConfig } from '@/brand/types';
import { vipTable } from '@/brand/vip';
import { ItemId } from '@/protocol/ids';

const U = 'unlimited';

/** Brand data for horse. */
export const horse: BrandConfig = {
  id: 'horse',
  aliases: [],
  siteId: 'horse',
  hosts: ['horse.localhost', 'horse.social-casino.example'],
  productionHost: 'horse.social-casino.example',
  locales: ['zh_tw', 'id_id'],
  features: {
    customBindReferralModal: false,
    dailyGoldReward: false,
    friendInvitationProgress: true,
    gems: false,
    lineSupport: true,
    live: false,
    passTicketStore: true,
    passTicketSwitch: true,
    raffleTickets: true,
    redEnvelope: false,
    referralCodeRequired: false,
    specialRewardPopup: true,
    userInfoBanner: false,
  },
  gemItemId: ItemId.GamePoints,
  links: {
    customerService: 'https://service.horse.social-casino.example/',
    report: 'https://service.horse.social-casino.example/report',
    line: 'https://line.me/R/ti/p/@horse-games',
  },
  download: {
    appStore: 'https://apps.apple.example/tw/app/horse',
    googlePlay: 'https://play.google.example/store/apps/details?id=example.horse',
    apk: 'https://files.horse.social-casino.example/app/horse.apk',
  },
  liveSites: [],
  payments: {
    groups: [
      { id: 'featured' },
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
    [80_000, 100, 10, 10, 500, 0.02, null, 1_000, true, false, false, false],
    [400_000, 200, 10, 10, 900, 0.01, 0.002, 2_500, true, true, true, false],
    [1_800_000, 500, 12, 12, 1_400, 0.01, 0.003, 5_000, true, true, true, false],
    [U, U, U, U, 1_900, 0.005, 0.004, 10_000, true, true, true, true],
    [U, U, U, U, 2_400, 0.005, 0.005, 20_000, true, true, true, true],
    [U, U, U, U, 3_000, 0.005, 0.006, 50_000, true, true, true, true],
  ]),
  metadata: {
    zh_tw: {
      shortName: '駿馬',
      name: '駿馬遊戲城',
      title: '駿馬遊戲城｜老虎機與棋牌娛樂',
      description:
        '駿馬遊戲城提供精彩老虎機與棋牌遊戲，收集抽獎券、解鎖通行證獎勵，與好友一起馳騁。',
      keywords: ['駿馬遊戲城', '老虎機', '抽獎券', '通行證', '棋牌遊戲'],
      ogImage: '/brands/horse/og.png',
    },
    id_id: {
      shortName: 'Horse',
      name: 'Horse Game City',
      title: 'Horse Game City | Slot dan Permainan Kartu',
      description:
        'Horse Game City menghadirkan slot dan permainan kartu seru. Kumpulkan tiket undian, buka hadiah tiket pass, dan bermain bersama teman.',
      keywords: ['Horse Game City', 'slot', 'tiket undian', 'tiket pass', 'permainan kartu'],
      ogImage: '/brands/horse/og.png',
    },
  },
  theme: { accent: '#C8874A' },
  defaultAvatar: '/brands/horse/avatar-default.png',
};
