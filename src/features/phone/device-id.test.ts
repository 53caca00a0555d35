// @vitest-environment jsdom
import { DEVICE_ID_KEY, deviceId } from './device-id';

describe('deviceId (account §9 "Device id stored locally")', () => {
  beforeEach(() => localStorage.clear());

  it('is created once and kept in localStorage', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
  });
});
