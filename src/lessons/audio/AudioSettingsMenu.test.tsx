// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $audioSettings, $probedQuality, DEFAULT_AUDIO_SETTINGS } from '@/stores/audio';
import AudioSettingsMenu from './AudioSettingsMenu.tsx';

beforeEach(() => {
  // The probe hangs: the menu shows what it knows meanwhile.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  $audioSettings.set(DEFAULT_AUDIO_SETTINGS);
});
afterEach(() => {
  cleanup();
  $probedQuality.set(null);
  vi.unstubAllGlobals();
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <AudioSettingsMenu hasAudio />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, badge: screen.getByRole('button', { name: 'Audio settings' }) };
}

describe('AudioSettingsMenu', () => {
  it('opens from the badge with the keyboard and focuses the first setting', async () => {
    const { user, badge } = setup();
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Audio settings' })).toBeNull();
    badge.focus();
    await user.keyboard('{Enter}');
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Audio settings' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Prefer native recordings' }));
  });

  it('changes the three audio settings and sound effects, and the store keeps them', async () => {
    const { user, badge } = setup();
    await user.click(badge);
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Download audio automatically' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sound effects' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Audio quality' }), 'low');
    expect($audioSettings.get()).toEqual({
      preferNative: true,
      autoDownload: true,
      quality: 'low',
      soundEffects: false,
    });
  });

  it('shows the measured quality when it is automatic', async () => {
    const { user, badge } = setup();
    await user.click(badge);
    expect(screen.getByRole('option', { name: 'Automatic (measuring…)' })).toBeTruthy();
    $probedQuality.set('medium');
    expect(await screen.findByRole('option', { name: 'Automatic (medium)' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the badge', async () => {
    const { user, badge } = setup();
    await user.click(badge);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Audio settings' })).toBeNull();
    expect(document.activeElement).toBe(badge);
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const { user, badge } = setup();
    await user.click(badge);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('group', { name: 'Audio settings' })).toBeNull();
    await user.click(badge);
    screen.getByRole('combobox', { name: 'Audio quality' }).focus();
    await user.tab({ shift: true });
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(badge.getAttribute('aria-expanded')).toBe('false');
  });
});
