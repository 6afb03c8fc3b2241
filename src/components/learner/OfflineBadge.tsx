import { useStore } from '@nanostores/react';
import { $connection } from '@/stores/sync';

/**
 * The small status a lesson or practice header shows while the device is offline (the header's own 'Offline' figure
 * reads the same store): playing on is safe, because what the learner earns is kept on the device and sent when the
 * connection returns. The live region stays in the page, so the change is announced both ways.
 *
 * Reading the store is what listens for the browser's 'offline' (src/stores/sync.ts), so a learner who loses the
 * network before their session has been read is told too.
 */
export default function OfflineBadge() {
  const offline = useStore($connection) === 'offline';
  return (
    <span role="status" className="contents">
      {offline && <span className="badge bg-sun-300/50 text-ink">Offline — your progress is saved on this device</span>}
    </span>
  );
}
