import { getBrand } from './get-brand';
import { acceptedBrandLocale, offersLocale, pickBrandLocale } from './brand-locale';

describe('brand locales', () => {
  it('every brand offers zh_tw and id_id; vi_vn only where the brand file says', () => {
    expect(offersLocale(getBrand('crab'), 'vi_vn')).toBe(false);
    expect(offersLocale(getBrand('tha'), 'vi_vn')).toBe(true);
    expect(offersLocale(getBrand('owl'), 'en_us')).toBe(false);
  });

  it('picks the first wish the brand offers, else its default', () => {
    expect(pickBrandLocale(getBrand('owl'), ['vi_vn', 'id_id'])).toBe('id_id');
    expect(pickBrandLocale(getBrand('owl'), ['vi_vn', null, undefined])).toBe('zh_tw');
    expect(pickBrandLocale(getBrand('monkey'), ['vi_vn'])).toBe('vi_vn');
  });

  it('reads Accept-Language past the languages the brand lacks', () => {
    expect(acceptedBrandLocale(getBrand('owl'), 'vi-VN,id;q=0.8,zh;q=0.5')).toBe('id_id');
    expect(acceptedBrandLocale(getBrand('tha'), 'vi-VN,id;q=0.8')).toBe('vi_vn');
    expect(acceptedBrandLocale(getBrand('crab'), 'vi-VN,en;q=0.8')).toBeNull();
  });
});
