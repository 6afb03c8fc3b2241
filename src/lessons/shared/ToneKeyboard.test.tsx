// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ToneKeyboard from './ToneKeyboard.tsx';
import type { LessonKeyboard } from './toneInput.ts';

const yoruba: LessonKeyboard = { languageName: 'Yoruba', letters: ['ẹ', 'ọ', 'ṣ'], tones: ['high', 'low'] };
const igbo: LessonKeyboard = { languageName: 'Igbo', letters: ['ị', 'ọ', 'ụ', 'ṅ'], tones: [] };

/** A controlled answer field with the keyboard under it, as a lesson renders it. */
function Answer({ keyboard, disabled = false }: { keyboard: LessonKeyboard; disabled?: boolean }) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <label htmlFor="answer">Your answer</label>
      <input id="answer" ref={input} value={value} onChange={(e) => setValue(e.target.value)} aria-describedby="keys" />
      <ToneKeyboard
        inputRef={input}
        keyboard={keyboard}
        lang="yo"
        disabled={disabled}
        hintId="keys"
        onChange={setValue}
      />
    </>
  );
}

function setup(keyboard: LessonKeyboard, disabled = false) {
  const user = userEvent.setup();
  render(<Answer keyboard={keyboard} disabled={disabled} />);
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your answer' });
  return { user, field };
}

afterEach(cleanup);

describe('ToneKeyboard', () => {
  it('names every key in words and shows its shortcut', () => {
    setup(yoruba);
    const letter = screen.getByRole('button', { name: 'Yoruba letter e with dot below' });
    expect(letter.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+1');
    expect(letter.title).toBe('Yoruba letter e with dot below (Alt+Shift+1)');
    expect(
      screen.getByRole('button', { name: 'Yoruba letter s with dot below' }).getAttribute('aria-keyshortcuts'),
    ).toBe('Alt+Shift+3');
    const high = screen.getByRole('button', { name: 'Add high tone to the letter before the cursor' });
    expect(high.getAttribute('aria-keyshortcuts')).toBe('Alt+H');
    expect(
      screen
        .getByRole('button', { name: 'Add low tone to the letter before the cursor' })
        .getAttribute('aria-keyshortcuts'),
    ).toBe('Alt+L');
    expect(screen.getByRole('group', { name: 'Yoruba letters and tones' })).toBeTruthy();
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBe('keys');
    expect(document.getElementById('keys')?.textContent).toBe(
      'Shortcuts: Alt+Shift+1–3 letters · Alt+H high tone · Alt+L low tone',
    );
  });

  it('types a letter at the cursor, keeps focus in the field and puts the cursor after the letter', async () => {
    const { user, field } = setup(igbo);
    await user.type(field, 'Ehihie ma');
    field.setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Igbo letter o with dot below' }));
    expect(field.value).toBe('Ehihie ọma');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([8, 8]);
    await user.keyboard('x');
    expect(field.value).toBe('Ehihie ọxma');
  });

  it('replaces the selected text with the letter', async () => {
    const { user, field } = setup(igbo);
    await user.type(field, 'Kedu');
    field.setSelectionRange(3, 4);
    await user.click(screen.getByRole('button', { name: 'Igbo letter u with dot below' }));
    expect(field.value).toBe('Kedụ');
    expect(field.selectionStart).toBe(4);
  });

  it('adds a tone to the letter before the cursor in NFC, and a second tone replaces it', async () => {
    const { user, field } = setup(yoruba);
    await user.type(field, 'san');
    field.setSelectionRange(0, 0);
    await user.click(screen.getByRole('button', { name: 'Yoruba letter o with dot below' }));
    await user.click(screen.getByRole('button', { name: 'Add high tone to the letter before the cursor' }));
    expect(field.value).toBe('\u1ECD\u0301san');
    await user.click(screen.getByRole('button', { name: 'Add low tone to the letter before the cursor' }));
    expect(field.value).toBe('\u1ECD\u0300san');
    expect(field.selectionStart).toBe(2);
    expect(document.activeElement).toBe(field);
  });

  it('types letters and tones with Alt shortcuts while the field has focus', async () => {
    const { user, field } = setup(yoruba);
    await user.click(field);
    await user.keyboard('{Alt>}{Shift>}2{/Shift}{/Alt}sa{Alt>}h{/Alt}n');
    expect(field.value).toBe('ọsán');
    await user.keyboard('{ArrowLeft}{Alt>}l{/Alt}');
    expect(field.value).toBe('ọsàn');
    expect(field.selectionStart).toBe(3);
  });

  it('says so politely and changes nothing when the cursor is not after a vowel', async () => {
    const { user, field } = setup(yoruba);
    await user.type(field, 'ṣ');
    await user.click(screen.getByRole('button', { name: 'Add high tone to the letter before the cursor' }));
    expect(field.value).toBe('ṣ');
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
        'No tone added: put the cursor just after a vowel or n.',
      ),
    );
  });

  it('is reachable by Tab and works with Enter, returning focus to the field', async () => {
    const { user, field } = setup(igbo);
    await user.type(field, 'ch');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Igbo letter i with dot below' }));
    await user.keyboard('{Enter}');
    expect(field.value).toBe('chị');
    expect(document.activeElement).toBe(field);
  });

  it('does nothing while disabled', async () => {
    const { user, field } = setup(igbo, true);
    await user.type(field, 'ch{Alt>}{Shift>}1{/Shift}{/Alt}');
    expect(field.value).toBe('ch');
    const key = screen.getByRole('button', { name: 'Igbo letter i with dot below' });
    // Disabled through its fieldset, which the browser applies to every key in it.
    expect(key.closest('fieldset')?.disabled).toBe(true);
  });

  it('disables every key through their fieldset, so a check does not rewrite each key', () => {
    const { rerender } = render(<Answer keyboard={yoruba} />);
    const group = () => screen.getByRole<HTMLFieldSetElement>('group', { name: 'Yoruba letters and tones' });
    expect(group().disabled).toBe(false);
    rerender(<Answer keyboard={yoruba} disabled />);
    expect(group().disabled).toBe(true);
    const keys = [...group().querySelectorAll('button')];
    expect(keys).toHaveLength(5);
    expect(keys.every((key) => !key.hasAttribute('disabled'))).toBe(true);
  });
});
