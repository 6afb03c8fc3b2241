/** How to make a take learners can hear well, in four short lines. */
export default function RecordingTips() {
  return (
    <details className="rounded-xl border border-sand px-4 py-3 text-sm">
      <summary className="cursor-pointer font-semibold">Tips for a good recording</summary>
      <ul className="mt-2 list-disc pl-5">
        <li>Find a quiet room: no television, fan or voices behind you.</li>
        <li>Speak at your natural speed and voice, as you would to a friend.</li>
        <li>Hold the phone or microphone about 20 cm (a hand’s span) from your mouth.</li>
        <li>Read the whole prompt, then wait a moment before you press Stop.</li>
      </ul>
    </details>
  );
}
