/**
 * The installable app's offer (docs/decisions/040). Chrome announces that the app can be installed
 * with `beforeinstallprompt`; the event is held here (its default, Chrome's own mini-infobar, is
 * prevented) until the creator shell offers it, once, after sign-in. iPhones and iPads have no such
 * event: there the offer points to /install, which explains Safari's "Add to Home Screen".
 *
 * This module holds state (the event), so it is one file of its own; the decisions without state are
 * in install-offer.ts, which the creator shell can use without fetching this one.
 */

/** Chrome's `beforeinstallprompt` event: not in TypeScript's DOM types. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** From the app's entry: keeps Chrome's install event for later. */
export function holdInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    held = null;
    changed();
  });
}

export const heldInstallPrompt = (): InstallPromptEvent | null => held;

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows Chrome's install dialog; the event works once, so it is let go whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = held;
  if (!event) return 'unavailable';
  held = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}
