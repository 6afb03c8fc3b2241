import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $connection, setConnection } from '@/stores/sync';

/**
 * The small status a lesson or practice header shows while the device is offline (the header's own 'Offline' figure
 * reads the same store): playing on is safe, because what the learner earns is kept on the device and sent when the
 * connection returns. The live region stays in the page, so the change is announced both ways.
 *
 * It listens for the browser's 'offline' itself: the header's watcher (src/lib/api/waiting.ts) starts only once the
 * learner's session has been read, and a learner who loses the network before that must still be told. The way back
 * is confirmed by the status poll's /health check, as everywhere.
 */
export default function OfflineBadge() {
  const offline = useStore($connection) === 'offline';
  useEffect(() => {
    const goneOffline = () => setConnection('offline');
    if (!navigator.onLine) goneOffline();
    window.addEventListener('offline', goneOffline);
    return () => window.removeEventListener('offline', goneOffline);
  }, []);
  return (
    <span role="status" className="contents">
      {offline && <span className="badge bg-sun-300/50 text-ink">Offline — your progress is saved on this device</span>}
    </span>
  );
}
