// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTablistKeys } from './useTablistKeys';

afterEach(cleanup);

const TABS = ['Story', 'Words', 'Questions'] as const;

function Tabs({ orientation }: { orientation?: 'horizontal' | 'vertical' }) {
  const [selected, setSelected] = useState<(typeof TABS)[number]>('Story');
  const tabProps = useTablistKeys(TABS, selected, setSelected, orientation);
  return (
    <div role="tablist" aria-label="Parts" aria-orientation={orientation}>
      {TABS.map((tab) => (
        <button key={tab} type="button" role="tab" aria-selected={tab === selected} {...tabProps(tab)}>
          {tab}
        </button>
      ))}
    </div>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
/** The selected tab, which must also hold focus and be the only tab stop. */
function current(): string {
  const selected = screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');
  expect(selected).toHaveLength(1);
  expect(document.activeElement).toBe(selected[0]);
  const stops = screen.getAllByRole('tab').filter((t) => t.getAttribute('tabindex') === '0');
  expect(stops).toEqual(selected);
  return selected[0]!.textContent ?? '';
}

describe('useTablistKeys', () => {
  it('makes only the selected tab a tab stop', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    expect(tab('Story').getAttribute('tabindex')).toBe('0');
    expect(tab('Words').getAttribute('tabindex')).toBe('-1');
    expect(tab('Questions').getAttribute('tabindex')).toBe('-1');
    await user.tab();
    expect(current()).toBe('Story');
  });

  it('moves and selects with Right and Left, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Words');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(current()).toBe('Story');
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe('Questions');
  });

  it('goes to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    await user.keyboard('{End}');
    expect(current()).toBe('Questions');
    await user.keyboard('{Home}');
    expect(current()).toBe('Story');
  });

  it('uses Up and Down instead of Left and Right when the tabs are vertical', async () => {
    const user = userEvent.setup();
    render(<Tabs orientation="vertical" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Story');
    await user.keyboard('{ArrowDown}');
    expect(current()).toBe('Words');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(current()).toBe('Questions');
  });

  it('leaves other keys alone', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    await user.keyboard('{ArrowDown}a');
    expect(current()).toBe('Story');
  });
});
