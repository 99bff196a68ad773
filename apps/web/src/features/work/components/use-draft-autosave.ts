import { useEffect, useRef, useState } from 'react';
import { saveDraft, type WorkDraftBody } from '../api/work-draft';

export type DraftState = 'idle' | 'saving' | 'saved' | 'error';

const DELAY_MS = 600;

/**
 * Saves the upload page's draft on the server a moment after it changes (issue 26 B): one save in
 * flight at a time, and the newest body wins — a change made while a save runs is sent after it.
 * Nothing is sent for the body the page started from, nor once `stopped` (the work was submitted).
 */
export function useDraftAutosave(
  applicationId: string,
  body: WorkDraftBody,
  /** Whether the server holds a draft now (restored on this page), so the first body is what it has. */
  hadDraft: boolean,
  stopped: boolean,
) {
  const json = JSON.stringify(body);
  // With no draft on the server, only a body with something in it needs sending.
  const saved = useRef(hadDraft ? json : JSON.stringify({ slots: [], notes: {} }));
  const running = useRef(false);
  const latest = useRef({ json, body });
  latest.current = { json, body };
  const stop = useRef(stopped);
  stop.current = stopped;
  const [state, setState] = useState<DraftState>('idle');

  useEffect(() => {
    if (stopped || json === saved.current) return;
    const timer = window.setTimeout(function flush() {
      if (stop.current || running.current) return;
      const { json: sending, body: next } = latest.current;
      if (sending === saved.current) return;
      running.current = true;
      setState('saving');
      saveDraft(applicationId, next).then(
        () => {
          running.current = false;
          saved.current = sending;
          if (stop.current) return;
          // Changed while saving: send the newest now.
          if (latest.current.json !== sending) flush();
          else setState('saved');
        },
        () => {
          running.current = false;
          if (!stop.current) setState('error');
        },
      );
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [applicationId, json, stopped]);

  return { state, pending: json !== saved.current || state === 'saving' };
}
