import { createRegistrationCount } from './registration-count';

describe('a registration count', () => {
  it('is registered while any registration stands; an undo counts once; listeners hear each change', () => {
    const count = createRegistrationCount();
    const heard = vi.fn();
    const off = count.subscribe(heard);
    const first = count.mark();
    const second = count.mark();
    expect(count.isRegistered()).toBe(true);
    first();
    first();
    expect(count.isRegistered()).toBe(true);
    second();
    expect(count.isRegistered()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(4);
    off();
    count.mark();
    expect(heard).toHaveBeenCalledTimes(4);
  });
});
