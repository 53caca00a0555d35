import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './tabs';

const items = [
  { value: 'public', label: '公開' },
  { value: 'private', label: '私訊', badge: 120 },
  { value: 'club', label: '俱樂部' },
] as const;

function Harness() {
  const [tab, setTab] = useState<'public' | 'private' | 'club'>('public');
  return <Tabs ariaLabel="聊天" items={items} value={tab} onChange={setTab} />;
}

describe('Tabs', () => {
  it('marks the selected tab and shows capped badges', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: '聊天' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '公開' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('selects on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: /私訊/ }));
    expect(screen.getByRole('tab', { name: /私訊/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with arrow keys, wrapping, and Home/End', () => {
    render(<Harness />);
    const first = screen.getByRole('tab', { name: '公開' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: '俱樂部' });
    expect(last).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Home' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /私訊/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: '公開' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '俱樂部' })).toHaveAttribute('tabindex', '-1');
  });
});
