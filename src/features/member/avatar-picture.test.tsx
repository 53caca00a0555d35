/** Uploaded pictures (lobby headshot paths) show in the shared avatar; other relative paths do not. */
import { render } from '@testing-library/react';
import { ChatAvatar } from '@/features/chat/components/chat-avatar';
import { HeadshotPath } from '@/protocol';

describe('avatar with an uploaded picture', () => {
  it('shows a headshot path as the picture with setting 1, the initial with setting 2', () => {
    const url = `${HeadshotPath.Serve}/7-${'c'.repeat(32)}.png`;
    const shown = render(<ChatAvatar name="小明" pictureSetting={1} pictureUrl={url} />);
    expect(shown.container.querySelector('img')).toHaveAttribute('src', url);
    const defaulted = render(<ChatAvatar name="小明" pictureSetting={2} pictureUrl={url} />);
    expect(defaulted.container.querySelector('img')).toBeNull();
    expect(defaulted.container).toHaveTextContent('小');
  });
  it('does not load other relative or script addresses', () => {
    for (const url of ['/api/lobby/x.png', 'javascript:alert(1)', '//evil.example/x.png']) {
      const r = render(<ChatAvatar name="A" pictureSetting={1} pictureUrl={url} />);
      expect(r.container.querySelector('img')).toBeNull();
      r.unmount();
    }
  });
});
