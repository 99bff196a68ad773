/**
 * Wraps an async action so that calls arriving while it runs are folded into one more run after it:
 * a thousand NOTIFYs in a burst make two or three runs, never a thousand, and none is lost (a call
 * during a run always gets a run that starts after it). Errors go to `onError`; the next call runs.
 */
export function coalesce(run: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  let again = false;
  const start = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void run()
      .catch(onError)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          start();
        }
      });
  };
  return start;
}
