// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportRequest } from '../../shared/api-types.ts';
import ReportDialog from './ReportDialog';
import type { ReportTarget } from './send-report';

afterEach(cleanup);

const recall: ReportTarget = {
  language: 'igbo',
  itemId: 'igbo:ndewo',
  exerciseKind: 'recall',
  prompt: 'Hello',
  givenAnswer: 'Ndeewo o',
  expectedAnswers: ['Ndewo', 'Ndeewo'],
};

function open(target: ReportTarget, answer: { state: 'sent' | 'queued' } | { error: string } = { state: 'sent' }) {
  const sent: ReportRequest[] = [];
  const onClose = vi.fn();
  const send = async (request: ReportRequest) => {
    sent.push(request);
    return answer;
  };
  render(<ReportDialog target={target} send={send} onClose={onClose} newId={() => 'report-1'} />);
  return { sent, onClose };
}

describe('ReportDialog', () => {
  it('offers four labelled reasons and sends the answer with "My answer should be accepted"', async () => {
    const { sent } = open(recall);
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const group = screen.getByRole('group', { name: 'What is wrong?' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(4);
    const accept = screen.getByRole('radio', { name: 'My answer should be accepted' }) as HTMLInputElement;
    expect(accept.checked).toBe(true);
    expect(document.activeElement).toBe(accept);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'My aunt says it');
    expect(screen.getByText('15 / 500')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([
      {
        reportId: 'report-1',
        language: 'igbo',
        itemId: 'igbo:ndewo',
        exerciseKind: 'recall',
        prompt: 'Hello',
        reason: 'answer-should-be-accepted',
        givenAnswer: 'Ndeewo o',
        expectedAnswers: ['Ndewo', 'Ndeewo'],
        comment: 'My aunt says it',
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toBe("Thanks — we'll look at it");
  });

  it('says a report kept on the device is sent when back online, and leaves the answer out of an audio report', async () => {
    const { sent } = open(recall, { state: 'queued' });
    await userEvent.click(screen.getByRole('radio', { name: 'The audio is wrong' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent[0]).not.toHaveProperty('givenAnswer');
    expect(sent[0]).toMatchObject({ reason: 'audio-wrong' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved on this device; it is sent when you are back online',
    );
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    open(recall, { error: 'Practice item not found' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Practice item not found');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('closes on Escape and on Cancel, and keeps Tab inside', async () => {
    const { onClose } = open({ language: 'igbo', lessonId: '1-2', exerciseKind: 'lesson-page' });
    // A lesson page has no answer: the text is the likely problem.
    expect((screen.getByRole('radio', { name: 'The text has a mistake' }) as HTMLInputElement).checked).toBe(true);
    screen.getByRole('button', { name: 'Send' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'The text has a mistake' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers only the reasons it is given, the first chosen, and sends the line as the prompt', async () => {
    const sent: ReportRequest[] = [];
    render(
      <ReportDialog
        target={{ language: 'igbo', lessonId: '1-5', exerciseKind: 'conversation', prompt: 'Ndewo, Ada!' }}
        reasons={['text-mistake', 'audio-wrong']}
        send={async (request) => {
          sent.push(request);
          return { state: 'sent' };
        }}
        onClose={() => undefined}
        newId={() => 'report-2'}
      />,
    );
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['The audio is wrong', 'The text has a mistake']);
    expect(radios.find((r) => r.checked)?.value).toBe('audio-wrong');
    await userEvent.click(screen.getByRole('radio', { name: 'The text has a mistake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([
      {
        reportId: 'report-2',
        language: 'igbo',
        lessonId: '1-5',
        exerciseKind: 'conversation',
        prompt: 'Ndewo, Ada!',
        reason: 'text-mistake',
      },
    ]);
  });
});

describe('Report a problem after a verdict', () => {
  it('opens the dialog from under a practice verdict, and closing it gives the focus back', async () => {
    const { default: Verdict } = await import('@/practice/Verdict');
    render(<Verdict kind="wrong" details={[]} answer="Ndewo" lang="ig" report={recall} />);
    const button = screen.getByRole('button', { name: 'Report a problem' });
    await userEvent.click(button);
    // The dialog is its own chunk, fetched on the click.
    expect(await screen.findByRole('dialog', { name: 'Report a problem' })).toBeTruthy();
    expect(screen.getByText('Your answer “Ndeewo o” is sent with the expected answers.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
