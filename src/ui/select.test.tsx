import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Select } from './select';

const options = [
  { value: 'zh_tw', label: '繁體中文' },
  { value: 'id_id', label: 'Bahasa Indonesia' },
  { value: 'vi_vn', label: 'Tiếng Việt' },
] as const;

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState<(typeof options)[number]['value']>('zh_tw');
  return (
    <>
      <Select
        label="語言"
        options={options}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <p>outside</p>
    </>
  );
}

describe('Select', () => {
  it('shows the selected label and opens a listbox on click', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: '語言: 繁體中文' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(screen.getByRole('listbox', { name: '語言' })).toHaveFocus();
    expect(screen.getByRole('option', { name: /繁體中文/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('picks with the keyboard and returns focus to the button', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(list).toHaveAttribute('aria-activedescendant', expect.stringContaining('option-2'));
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('vi_vn');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('語言: Tiếng Việt');
  });

  it('closes on Escape without changing', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'End' });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a click outside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks with a click', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('option', { name: 'Bahasa Indonesia' }));
    expect(onChange).toHaveBeenCalledWith('id_id');
  });
});
