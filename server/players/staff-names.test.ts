import { describe, expect, it } from 'vitest';
import { posesAsStaff } from './staff-names';

describe('names that pose as staff', () => {
  it.each(['管理員', '官方客服', '系統公告', '小明管理员', 'GM', 'ＧＭ小明', 'G M', 'g.m', 'admin', 'Admin01', 'ＡＤＭＩＮ', 'a d m i n', '客 服', '官\u200b方', '系统'])('refuses %s', (name) => {
    expect(posesAsStaff(name)).toBe(true);
  });

  it.each(['小明', 'Bigmac', 'badminton', 'Gemma', 'dogma', '系列', '官網迷', 'player01', '管理'])('lets %s through', (name) => {
    expect(posesAsStaff(name)).toBe(false);
  });
});
