/**
 * monkey: no LINE support link (chat §9), the user info banner, a short payment list without
 * 大戶禮包; offers Vietnamese as well.
 */
import type { BrandConfig } from '@/brand/types';
import { vipTable } from '@/brand/vip';
import { ItemId } from '@/protocol/ids';

const U = 'unlimited';

/** Brand data for monkey. */
export const monkey: BrandConfig = {
  id: 'monkey',
  aliases: [],
  siteId: 'monkey',
  hosts: ['monkey.localhost', 'monkey.social-casino.example'],
  productionHost: 'monkey.social-casino.example',
  locales: ['zh_tw', 'id_id', 'vi_vn'],
  features: {
    customBindReferralModal: false,
    dailyGoldReward: false,
    friendInvitationProgress: true,
    gems: false,
    lineSupport: false,
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
    customerService: 'https://service.monkey.social-casino.example/',
    report: 'https://service.monkey.social-casino.example/report',
    line: null,
  },
  download: {
    appStore: 'https://apps.apple.example/tw/app/monkey',
    googlePlay: 'https://play.google.example/store/apps/details?id=example.monkey',
    apk: 'https://files.monkey.social-casino.example/app/monkey.apk',
  },
  liveSites: [],
  payments: {
    groups: [
      { id: 'featured' },
      { id: 'mobile' },
      { id: 'bankTransfer' },
      { id: 'creditCard' },
      { id: 'mycard', methods: ['serial'] },
    ],
    gem: [],
  },
  // giftDailyAmount, friendLimit, giftDailyCount, claimDailyCount, levelUpReward, giftFeeRate,
  // rebateRate, birthdayBonus, publicChat, createClub, avatarFrame, dedicatedService
  vip: vipTable([
    [null, null, null, null, 100, null, null, null, false, false, false, false],
    [null, null, null, null, 200, null, null, null, false, false, false, false],
    [50_000, 100, 10, 10, 400, 0.02, null, 500, true, false, false, false],
    [300_000, 200, 10, 10, 700, 0.01, 0.002, 1_500, true, true, true, false],
    [1_000_000, 500, 10, 10, 1_000, 0.01, 0.003, 3_000, true, true, true, false],
    [U, U, U, U, 1_500, 0.005, 0.004, 6_000, true, true, true, true],
    [U, U, U, U, 2_000, 0.005, 0.005, 12_000, true, true, true, true],
    [U, U, U, U, 2_500, 0.005, 0.006, 30_000, true, true, true, true],
  ]),
  metadata: {
    zh_tw: {
      shortName: '金猴',
      name: '金猴遊戲城',
      title: '金猴遊戲城｜老虎機與棋牌娛樂',
      description: '金猴遊戲城提供輕鬆好玩的老虎機與棋牌遊戲，聊天交友、領取特別獎勵。',
      keywords: ['金猴遊戲城', '老虎機', '棋牌遊戲', '特別獎勵', '社交遊戲'],
      ogImage: '/brands/monkey/og.png',
    },
    id_id: {
      shortName: 'Monkey',
      name: 'Monkey Game City',
      title: 'Monkey Game City | Slot dan Permainan Kartu',
      description:
        'Monkey Game City menghadirkan slot dan permainan kartu yang seru dan santai. Mengobrol, cari teman, dan klaim hadiah spesial.',
      keywords: ['Monkey Game City', 'slot', 'permainan kartu', 'hadiah spesial', 'game sosial'],
      ogImage: '/brands/monkey/og.png',
    },
    vi_vn: {
      shortName: 'Monkey',
      name: 'Monkey Game City',
      title: 'Monkey Game City | Slot và trò chơi bài',
      description:
        'Monkey Game City mang đến các trò slot và trò chơi bài thú vị, dễ chơi. Trò chuyện, kết bạn và nhận phần thưởng đặc biệt.',
      keywords: [
        'Monkey Game City',
        'slot',
        'trò chơi bài',
        'phần thưởng đặc biệt',
        'trò chơi xã hội',
      ],
      ogImage: '/brands/monkey/og.png',
    },
  },
  theme: { accent: '#FF9F1C' },
  defaultAvatar: '/brands/monkey/avatar-default.png',
};
