/**
 * Who is heard in a clip, beside its button as small muted text ('Recorded by Ada (CC BY-SA 4.0)'): read by screen
 * readers in the page's flow, never part of the button's name. Nothing when the clip has no credit.
 */
export default function ClipCredit({ credit }: { credit?: string | undefined }) {
  return credit ? <span className="max-w-28 text-xs leading-tight text-muted">{credit}</span> : null;
}
