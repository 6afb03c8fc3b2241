import AdminTwoStep from './AdminTwoStep';
import type { Loaded } from './useApi';

/** The loading and error states every admin panel shares; renders the panel only once its data is there. */
export default function Status<T>({
  loaded,
  retry,
  children,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  children: (data: T) => React.ReactNode;
}) {
  if (loaded.state === 'loading') {
    return (
      <p role="status" className="card text-muted">
        Loading...
      </p>
    );
  }
  if (loaded.state === 'error' && loaded.code === 'mfa_required') return <AdminTwoStep retry={retry} />;
  if (loaded.state === 'error') {
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        <p>{loaded.message}</p>
        <button type="button" className="btn-secondary mt-3 text-sm" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(loaded.data)}</>;
}
