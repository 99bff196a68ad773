/**
 * Calls `task` when the browser is idle (or soon, where there is no idle callback); returns a cancel.
 * For work a page can do without at first: it runs when the main thread has nothing else to do (while
 * the page's code and data are on their way, or after it has painted), in a task of its own.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
