import zhClub from '../locales/zh_tw/club.json';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { ClubScreen } from './pages/club';
import { Site } from './pages/site';
import { otherPage } from './support/other-page';
import { qa } from './support/qa-client';

/** A unique tag per run: club names are unique and tests run at once. */
const tag = () => Math.random().toString(36).slice(2, 7);

test.describe('club', () => {
  test('a leader makes a sub leader, who accepts an application; the new member chats in club chat', { tag: '@both' }, async ({ page, browser }, testInfo) => {
    test.slow(); // three players in three browser contexts, each signing in and loading the club
    const id = tag();
    const clubName = `龍門${id}`;
    const [leaderName, deputyName, newcomerName] = [`會長${id}`, `阿副${id}`, `新人${id}`];
    const made = await qa.createClub({ ClubName: clubName, ChatEnabled: true, Members: 1, Names: [leaderName, deputyName], VIPLevel: 3 });
    const newcomer = await qa.createPlayer({ Name: newcomerName, VIPLevel: 3 });

    // the leader: 指派副會長 → the member becomes 副會長
    await new Site(page).signInWithToken(made.Leader.Token!);
    const leader = new ClubScreen(page);
    await leader.goto();
    await expect(leader.header).toContainText(clubName);
    await expect(leader.header).toContainText(zhClub.roles['1']);
    await leader.assignSubLeader(deputyName);
    await expect(leader.member(deputyName)).toContainText(zhClub.roles['2']);

    // the newcomer: finds the club and applies
    const newPage = await otherPage(browser, testInfo);
    await new Site(newPage).signInWithToken(newcomer.Token);
    const applicant = new ClubScreen(newPage);
    await applicant.goto();
    await applicant.search(clubName);
    await applicant.applyTo(clubName);
    await expect(newPage.getByTestId('club-result').filter({ hasText: clubName })).toContainText(zhClub.join.pending);

    // the sub leader: sees 申請列表 (not 解散俱樂部) and accepts
    const deputyPage = await otherPage(browser, testInfo);
    await new Site(deputyPage).signInWithToken(made.Members[0]!.Token!);
    const deputy = new ClubScreen(deputyPage);
    await deputy.goto();
    await expect(deputy.header).toContainText(zhClub.roles['2']);
    await expect(deputy.entry('dissolve')).toHaveCount(0);
    await deputy.acceptApplication(newcomerName);
    await expect(deputy.member(newcomerName)).toContainText(zhClub.roles['3']);

    // the new member: in the club, and speaks in club chat where the sub leader reads it
    await applicant.goto();
    await expect(applicant.header).toContainText(clubName);
    await expect(applicant.header).toContainText(zhClub.roles['3']);
    await expect(applicant.entry('leave')).toBeVisible();
    const newcomerChat = new ChatWindow(newPage);
    await newcomerChat.goto('club');
    await newcomerChat.say(`大家好 ${id}`);
    const deputyChat = new ChatWindow(deputyPage);
    await deputyChat.goto('club');
    await expect(deputyChat.message(`大家好 ${id}`)).toBeVisible();

    await newPage.context().close();
    await deputyPage.context().close();
  });
});
