import { createElement, type FunctionComponent } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders `component` as a page does, outside `act`, and runs `then` as soon as `selector` is in the document: in the
 * microtask after React's commit, before any later task, so before the paint and before React's passive effects
 * (`useEffect`) run. What `then` returns is resolved; the root is unmounted after it.
 * A key a user presses the moment something shows arrives no sooner than this.
 */
export async function whenShown<T>(component: FunctionComponent, selector: string, then: () => T): Promise<T> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  try {
    return await new Promise<T>((resolve, reject) => {
      const observer = new MutationObserver(() => {
        if (!host.querySelector(selector)) return;
        observer.disconnect();
        try {
          resolve(then());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      observer.observe(host, { childList: true, subtree: true });
      root.render(createElement(component));
    });
  } finally {
    root.unmount();
    host.remove();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
