import { allBrands, getBrand } from '@/brand/get-brand';
import { hubItems, walletRows } from './hub-items';

describe('member centre items by brand', () => {
  it.each(allBrands().map((b) => [b.id, b] as const))('%s: mail, friends, invitations, gift records and tasks link where they live', (_id, brand) => {
    const items = hubItems(brand.features);
    expect(items.map((i) => i.id)).toEqual(['mail', 'friends', 'invite', 'present', 'mission']);
    expect(items.find((i) => i.id === 'mail')!.target).toEqual({ action: 'mail' });
    expect(items.find((i) => i.id === 'friends')!.target).toEqual({ action: 'friends' });
    expect(Object.fromEntries(items.filter((i) => 'href' in i.target).map((i) => [i.id, (i.target as { href: string }).href]))).toEqual({
      invite: '/member/invite',
      present: '/member/present',
      mission: '/other/mission',
    });
    // Invitation progress: every brand but those without the flag (owl).
    expect(items.find((i) => i.id === 'invite')!.hintKey !== undefined).toBe(brand.features.friendInvitationProgress);
  });

  it('owl shows no invitation progress line; crab does', () => {
    expect(hubItems(getBrand('owl').features).find((i) => i.id === 'invite')!.hintKey).toBeUndefined();
    expect(hubItems(getBrand('crab').features).find((i) => i.id === 'invite')!.hintKey).toBe('items.inviteProgress');
  });

  it('shows the gem amount only for brands with gems', () => {
    for (const brand of allBrands()) {
      expect(walletRows(brand.features).includes('gem'), brand.id).toBe(brand.features.gems);
      expect(walletRows(brand.features)).toEqual(expect.arrayContaining(['gold', 'points']));
    }
    expect(walletRows(getBrand('owl').features)).toEqual(['gold', 'gem', 'points']);
  });
});
