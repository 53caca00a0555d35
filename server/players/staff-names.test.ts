import { describe, expect, it } from 'vitest';
import { SEED_CLUB, SEED_PLAYERS } from '../db/seed-data';
import { SEED_LIVE_ROOMS } from '../db/seed-live-rooms';
import { DEMO_IDENTITIES } from '../oidc/identities';
import { posesAsStaff } from './staff-names';

describe('names that pose as staff', () => {
  it.each(['管理員', '官方客服', '系統公告', '小明管理员', 'GM', 'ＧＭ小明', 'G M', 'g.m', 'admin', 'Admin01', 'ＡＤＭＩＮ', 'a d m i n', '客 服', '官\u200b方', '系统'])('refuses %s', (name) => {
    expect(posesAsStaff(name)).toBe(true);
  });

  it.each(['小明', 'Bigmac', 'badminton', 'Gemma', 'dogma', '系列', '官網迷', 'player01', '管理'])('lets %s through', (name) => {
    expect(posesAsStaff(name)).toBe(false);
  });
});

describe('the demo data', () => {
  it('names no player, club, anchor or built-in identity as staff', () => {
    const names = [...SEED_PLAYERS.map((p) => p.name), SEED_CLUB.name, ...SEED_LIVE_ROOMS.map((r) => r.anchor_name), ...DEMO_IDENTITIES.map((i) => i.name)];
    expect(names.length).toBeGreaterThan(8);
    expect(names.filter(posesAsStaff)).toEqual([]);
  });
});
