import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '@/stores/auth';
import type { AudioPrompt } from '@/lib/api/audio-endpoints';
import { defaultApiClient } from '@/lib/session/api-client';
import { getSpeakerDetails, saveSpeakerCredit } from '@/lib/api/speaker-endpoints';
import { TAKES_NOT_KEPT } from '@/lib/audio/saved-takes';
import Recording, { type Credit, type Take } from './Recording';
import BatchPanel, { creditReady } from './BatchPanel';
import { afterSend, BATCH_SIZE, keepTake, sendResult, type BatchClip } from './batch';
import { sendClips } from './sendClips';
import { LICENCE } from './licence';
import { useSavedTakes } from './useSavedTakes';

interface Props {
  language: string;
  languageName: string;
  prompts: readonly AudioPrompt[];
}

/**
 * The speaker's prompts one after another into a batch of five, each take kept on the page, and on the device
 * (useSavedTakes), until one send.
 */
export default function Prompts({ language, languageName, prompts }: Props) {
  const [index, setIndex] = useState(0);
  const [clips, setClips] = useState<BatchClip[]>([]);
  const [redo, setRedo] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const user = useStore($user, { ssr: () => null });
  const [chosen, setCredit] = useState<Credit | null>(null);
  const credit = chosen ?? { name: user?.username ?? '', licensed: false };
  const remembered = useRef<string | null>(null);
  const saved = useSavedTakes({
    owner: user?.id ?? null,
    language,
    prompts,
    clips,
    setClips,
    onNotice: setNotice,
  });
  // A prompt whose take came back from the device waits in the batch, so it is not offered again.
  const offered = useMemo(() => prompts.filter((p) => !saved.restored.has(p.prompt)), [prompts, saved.restored]);

  // The credit and licence chosen on an earlier visit, kept on the server; the speaker's own typing wins.
  useEffect(() => {
    getSpeakerDetails(defaultApiClient(), language).then(
      (details) => {
        if (!details.credit) return;
        remembered.current = `${details.credit}\n${details.licence === LICENCE}`;
        setCredit((typed) => typed ?? { name: details.credit ?? '', licensed: details.licence === LICENCE });
      },
      () => undefined,
    );
  }, [language]);
  const rememberCredit = () => {
    const name = credit.name.trim();
    if (!creditReady(credit) || remembered.current === `${name}\ntrue`) return;
    remembered.current = `${name}\ntrue`;
    saveSpeakerCredit(defaultApiClient(), language, { credit: name, licence: LICENCE }).catch(() => {
      remembered.current = null;
    });
  };

  const redoClip = redo ? clips.find((clip) => clip.prompt.prompt === redo) : undefined;
  const fresh = clips.length < BATCH_SIZE ? offered[index] : undefined;
  const prompt = redoClip?.prompt ?? fresh;

  const keep = (take: Take) => {
    if (!prompt) return;
    // Updated from the batch as it is now: a send may have finished while this take was being encoded.
    setClips((current) => keepTake(current, { prompt, ...take, error: null }));
    const count = redoClip ? clips.length : clips.length + 1;
    const title = prompt.text.split('\n')[0] ?? prompt.text;
    setNotice(`Kept your recording of “${title}” (${take.seconds} s): ${count} of ${BATCH_SIZE} in this batch.`);
    if (redoClip) setRedo(null);
    else setIndex((i) => i + 1);
    setRound((r) => r + 1);
    // A full batch: the next thing to do is to send it.
    if (!redoClip && count >= BATCH_SIZE) queueMicrotask(() => sendButton.current?.focus());
  };

  const send = async (only?: string) => {
    const batch = only ? clips.filter((clip) => clip.prompt.prompt === only) : clips;
    if (busy || batch.length === 0 || !creditReady(credit)) return;
    setBusy(true);
    const { sent, refused } = await sendClips(language, batch, credit.name.trim());
    // A take kept while the batch was on its way stays: only the clips sent leave.
    setClips((current) => afterSend(current, sent, refused));
    setBusy(false);
    setNotice(sendResult(sent.size, refused.size));
    if (sent.size > 0) rememberCredit();
    // All of it sent: a fresh Record takes the focus, since Send has nothing left.
    if (refused.size === 0 && batch.length === clips.length) setRound((r) => r + 1);
  };

  const remove = (key: string) => {
    const clip = clips.find((c) => c.prompt.prompt === key);
    if (busy || !clip) return;
    setClips((current) => current.filter((c) => c.prompt.prompt !== key));
    setNotice(`Removed your recording of “${clip.prompt.text.split('\n')[0] ?? clip.prompt.text}”.`);
    if (redo === key) setRedo(null);
    setRound((r) => r + 1);
  };

  const playLast = () => {
    const last = clips.at(-1);
    if (last)
      void document
        .querySelector<HTMLAudioElement>(`[data-batch-clip="${CSS.escape(last.prompt.prompt)}"] audio`)
        ?.play();
  };

  if (!prompt && clips.length === 0) {
    return (
      <section className="card p-6">
        <h2 className="text-2xl font-bold">Nothing left to record</h2>
        {notice && (
          <p role="status" className="mt-2">
            {notice}
          </p>
        )}
        <p className="mt-2">
          Every {languageName} word and conversation line has a recording, or you have gone through them all. Thank you
          — come back when new lessons arrive.
        </p>
        <a className="btn-secondary mt-4" href="/recordings">
          Your recordings
        </a>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {Math.min(index + 1, offered.length)} of {offered.length} for you to record, the words learners meet most first
      </p>
      {saved.lost && <p className="text-sm text-muted">{TAKES_NOT_KEPT}</p>}
      <p
        role="status"
        className={notice ? 'rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 text-forest-900' : 'sr-only'}
      >
        {notice}
      </p>
      {prompt ? (
        <Recording
          key={`${prompt.prompt}#${round}`}
          language={language}
          languageName={languageName}
          prompt={prompt}
          redo={redoClip !== undefined}
          focusOnShow={round > 0 || index > 0}
          onTake={keep}
          onSkipped={() => {
            if (redoClip) setRedo(null);
            else setIndex(index + 1);
            setRound(round + 1);
          }}
          onSend={() => void send()}
          onPlay={playLast}
        />
      ) : (
        <p className="card p-5">
          {clips.length >= BATCH_SIZE
            ? 'Your batch is full. Listen to each take, re-record any you want to change, then send them.'
            : 'No more prompts for now. Send the takes in your batch.'}
        </p>
      )}
      <BatchPanel
        clips={clips}
        credit={credit}
        onCredit={setCredit}
        onCreditDone={rememberCredit}
        busy={busy}
        sendRef={sendButton}
        onSend={() => void send()}
        onRetry={(key) => void send(key)}
        onRemove={remove}
        onReRecord={(key) => {
          setRedo(key);
          setRound(round + 1);
        }}
      />
    </div>
  );
}
