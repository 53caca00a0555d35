/**
 * tha: no LINE support link (chat §9), the user info banner, no 大戶禮包 and no telecom or
 * mobile billing; offers Vietnamese as well.
 */
import type { BrandConfig } from '@/brand/types';
import { vipTable } from '@/brand/vip';
import { ItemId } from '@/protocol/ids';

const U = 'unlimited';

/** Brand data for tha. */
export const tha: BrandConfig = {
  id: 'tha',
  aliases: [],
  siteId: 'tha',
  hosts: ['tha.localhost', 'tha.social-casino.example'],
  productionHost: 'tha.social-casino.example',
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
    customerService: 'https://service.tha.social-casino.example/',
    report: 'https://service.tha.social-casino.example/report',
    line: null,
  },
  download: {
    appStore: 'https://apps.apple.example/tw/app/tha',
    googlePlay: 'https://play.google.example/store/apps/details?id=example.tha',
    apk: 'https://files.tha.social-casino.example/app/tha.apk',
  },
  liveSites: [],
  payments: {
    groups: [
      { id: 'featured' },
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
    [null, null, null, null, 250, null, null, null, false, false, false, false],
    [60_000, 100, 10, 10, 450, 0.02, null, 600, true, false, false, false],
    [350_000, 200, 10, 10, 800, 0.01, 0.002, 1_800, true, true, true, false],
    [1_200_000, 500, 10, 10, 1_100, 0.01, 0.003, 3_500, true, true, true, false],
    [U, U, U, U, 1_600, 0.005, 0.004, 7_000, true, true, true, true],
    [U, U, U, U, 2_100, 0.005, 0.005, 14_000, true, true, true, true],
    [U, U, U, U, 2_600, 0.005, 0.006, 35_000, true, true, true, true],
  ]),
  metadata: {
    zh_tw: {
      shortName: 'THA',
      name: 'THA 遊戲城',
      title: 'THA 遊戲城｜老虎機與棋牌娛樂',
      description: 'THA 遊戲城提供多款老虎機與棋牌遊戲，與好友聊天、送禮、領取特別獎勵。',
      keywords: ['THA 遊戲城', '老虎機', '棋牌遊戲', '特別獎勵', '社交遊戲'],
      ogImage: '/brands/tha/og.png',
    },
    id_id: {
      shortName: 'THA',
      name: 'THA Game City',
      title: 'THA Game City | Slot dan Permainan Kartu',
      description:
        'THA Game City menghadirkan beragam slot dan permainan kartu. Mengobrol dengan teman, kirim hadiah, dan klaim hadiah spesial.',
      keywords: ['THA Game City', 'slot', 'permainan kartu', 'hadiah spesial', 'game sosial'],
      ogImage: '/brands/tha/og.png',
    },
    vi_vn: {
      shortName: 'THA',
      name: 'THA Game City',
      title: 'THA Game City | Slot và trò chơi bài',
      description:
        'THA Game City mang đến nhiều trò slot và trò chơi bài. Trò chuyện với bạn bè, tặng quà và nhận phần thưởng đặc biệt.',
      keywords: [
        'THA Game City',
        'slot',
        'trò chơi bài',
        'phần thưởng đặc biệt',
        'trò chơi xã hội',
      ],
      ogImage: '/brands/tha/og.png',
    },
  },
  theme: { accent: '#E84393' },
  defaultAvatar: '/brands/tha/avatar-default.png',
};
