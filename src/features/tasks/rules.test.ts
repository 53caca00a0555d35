import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { TaskCondType, type Task } from '@/protocol/tasks';
import zh from '../../../locales/zh_tw/tasks.json';
import id from '../../../locales/id_id/tasks.json';
import vi from '../../../locales/vi_vn/tasks.json';
import { claimState, progressView, taskText, type Translate } from './rules';

async function translator(lng: string, texts: object): Promise<Translate> {
  const i = i18next.createInstance();
  await i.init({ lng, resources: { [lng]: { tasks: texts } }, defaultNS: 'tasks', interpolation: { escapeValue: false } });
  return (key, options) => i.t(key, options ?? {});
}

const task = (CondType: number, Condition: Task['Condition'], Progress = 0, Claimed = false) => ({ CondType, Condition, Progress, Claimed });

describe('task texts', () => {
  it('zh_tw fills TargetCount / TargetAmount / Threshold per condition type', async () => {
    const t = await translator('zh_tw', zh);
    expect(taskText(t, task(TaskCondType.BetCount, { TargetCount: 50 }))).toBe('累積下注 50 次');
    expect(taskText(t, task(TaskCondType.CumulativeBet, { TargetAmount: 1_000_000 }))).toBe('累積押注 1,000,000');
    expect(taskText(t, task(TaskCondType.SingleWinAbove, { TargetCount: 2, Threshold: 100_000 }))).toBe('單次贏分達 100,000 以上 2 次');
    expect(taskText(t, task(TaskCondType.HolyWins, { TargetCount: 1 }))).toBe('獲得 Holy Moly 1 次');
    expect(taskText(t, task(TaskCondType.ChatMessages, { TargetCount: 5 }))).toBe('在聊天室發言 5 次');
  });
  it('an unknown type shows the customer-service text in every language', async () => {
    expect(taskText(await translator('zh_tw', zh), task(9, { TargetCount: 1 }))).toBe('任務錯誤，請聯繫客服');
    expect(taskText(await translator('id_id', id), task(9, {}))).toBe('Misi bermasalah, hubungi layanan pelanggan');
    expect(taskText(await translator('vi_vn', vi), task(44, {}))).toBe('Nhiệm vụ bị lỗi, vui lòng liên hệ CSKH');
  });
  it('every known type has a text in every language with its values filled in', async () => {
    for (const [lng, texts] of [['zh_tw', zh], ['id_id', id], ['vi_vn', vi]] as const) {
      const t = await translator(lng, texts);
      for (const type of Object.values(TaskCondType)) {
        const text = taskText(t, task(type, { TargetCount: 7, TargetAmount: 12_345, Threshold: 900 }));
        expect(text, `${lng} ${type}`).not.toMatch(/\{\{|cond\.|^$/);
        expect(text, `${lng} ${type}`).toMatch(/7|12,345|900/);
      }
    }
  });
});

describe('task progress and claim', () => {
  it('caps progress at the goal and rounds the bar down', () => {
    expect(progressView(task(TaskCondType.BetCount, { TargetCount: 3 }, 2))).toEqual({ progress: 2, goal: 3, percent: 66, done: false });
    expect(progressView(task(TaskCondType.CumulativeWin, { TargetAmount: 100 }, 250))).toEqual({ progress: 100, goal: 100, percent: 100, done: true });
  });
  it('claim only when done and not claimed; an unknown type never claims', () => {
    expect(claimState(task(TaskCondType.BetCount, { TargetCount: 3 }, 2))).toBe('notDone');
    expect(claimState(task(TaskCondType.BetCount, { TargetCount: 3 }, 3))).toBe('claim');
    expect(claimState(task(TaskCondType.BetCount, { TargetCount: 3 }, 3, true))).toBe('claimed');
    expect(claimState(task(9, { TargetCount: 1 }, 1))).toBe('notDone');
  });
});
