// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioPrompt } from '@/lib/api/audio-endpoints';
import BatchPanel from './BatchPanel';
import { afterSend, type BatchClip } from './batch';
import { sendClips } from './sendClips';

const prompt = (key: string, text: string): AudioPrompt => ({
  prompt: key,
  kind: key.startsWith('conversations/') ? 'conversations' : 'vocabulary',
  key,
  text,
  meaning: text,
  pronunciation: null,
  url: `/audio/igbo/${key}.mp3`,
});
const clip = (key: string, text: string, error: string | null = null): BatchClip => ({
  prompt: prompt(key, text),
  mp3: new Blob([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], { type: 'audio/mpeg' }),
  seconds: 2.1,
  error,
});
const batch = [
  clip('vocabulary/ndewo', 'Ndewo'),
  clip('vocabulary/kedu', 'Kedụ'),
  clip('conversations/1-5-line-1', 'Ndewo, Ada!'),
];
const credit = { name: 'Ada', licensed: true };

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:take', revokeObjectURL: () => undefined }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the batch panel', () => {
  const props = {
    credit,
    onCredit: () => undefined,
    onCreditDone: () => undefined,
    busy: false,
    sendRef: null,
    onSend: vi.fn(),
    onRetry: vi.fn(),
    onReRecord: vi.fn(),
    onRemove: vi.fn(),
  };

  it('lists every kept take with Play and Re-record, and counts them on the one send button', async () => {
    const onReRecord = vi.fn();
    const onSend = vi.fn();
    render(<BatchPanel {...props} clips={batch} onReRecord={onReRecord} onSend={onSend} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Play Ndewo, Ada!' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Re-record Kedụ' }));
    expect(onReRecord).toHaveBeenCalledWith('vocabulary/kedu');
    await userEvent.click(screen.getByRole('button', { name: 'Send 3 recordings' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('removes one take by its own button, and none while a send is on its way', async () => {
    const onRemove = vi.fn();
    const { rerender } = render(<BatchPanel {...props} clips={batch} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kedụ' }));
    expect(onRemove).toHaveBeenCalledWith('vocabulary/kedu');
    rerender(<BatchPanel {...props} clips={batch} onRemove={onRemove} busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ndewo' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('keeps Send unavailable until the licence is granted and a credit given, and says so', async () => {
    const onSend = vi.fn();
    render(<BatchPanel {...props} clips={batch} credit={{ name: 'Ada', licensed: false }} onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send 3 recordings' }));
    expect(onSend).not.toHaveBeenCalled();
    const send = screen.getByRole('button', { name: 'Send 3 recordings' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(send.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Give a name to credit and tick the licence to send.')).toBeTruthy();
  });

  it('shows a refused take with the server’s words and a Retry for it alone', async () => {
    const onRetry = vi.fn();
    render(
      <BatchPanel
        {...props}
        clips={[clip('vocabulary/kedu', 'Kedụ', 'We heard nothing in this take.')]}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('We heard nothing in this take.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry Kedụ' }));
    expect(onRetry).toHaveBeenCalledWith('vocabulary/kedu');
    expect(screen.getByRole('button', { name: 'Send 1 recording' })).toBeTruthy();
  });
});

describe('sending a batch', () => {
  it('sends every take, keeps the one the server refuses with its words, and loses nothing', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const key = new URL(url, 'http://x').searchParams.get('prompt')!;
        sent.push(key);
        if (key === 'vocabulary/kedu')
          return Promise.resolve(
            new Response(
              JSON.stringify({ success: false, data: null, error: 'The recording is silent.', code: 'silent' }),
              { status: 422, headers: { 'content-type': 'application/json' } },
            ),
          );
        return Promise.resolve(
          new Response(JSON.stringify({ success: true, data: { id: key }, error: null }), {
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    const result = await sendClips('igbo', batch, 'Ada');
    expect(sent).toEqual(['vocabulary/ndewo', 'vocabulary/kedu', 'conversations/1-5-line-1']);
    expect([...result.sent]).toEqual(['vocabulary/ndewo', 'conversations/1-5-line-1']);
    const left = afterSend(batch, result.sent, result.refused);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ prompt: { key: 'vocabulary/kedu' }, error: 'The recording is silent.' });
    expect(left[0]!.mp3).toBe(batch[1]!.mp3);
  });
});
