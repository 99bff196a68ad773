/**
 * Calls `task` when the browser is idle (or soon, where there is no idle callback); returns a cancel.
 * For work a page can do without at first: it runs after the page's first paint, in a task of its own.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
