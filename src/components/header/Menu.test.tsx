// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Menu from './Menu';

afterEach(cleanup);

const items = [
  { label: 'My Profile', href: '/profile' },
  { label: 'Achievements', href: '/achievements' },
  { label: 'Sign Out', onSelect: vi.fn() },
];

describe('the header menu', () => {
  it('opens on Enter with focus on the first item, moves with the arrows, Home and End, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Menu label="Account" button="Account" items={items} />);
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Profile' })));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Achievements' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Profile' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Profile' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens on ArrowUp at the last item and runs an action item once', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Menu label="Account" button="Account" items={[items[0]!, { label: 'Sign Out', onSelect }]} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign Out' })));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when the pointer goes down outside it', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <Menu label="Learn" button="Learn" items={items} />
        <p>Outside</p>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Learn' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
