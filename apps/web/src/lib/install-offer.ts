/**
 * When the creator shell offers to install the app (docs/decisions/040): the rules, without state.
 * The held install event itself is in install-prompt.ts, with the
 * code that registers the service worker (app/installable.ts).
 */

/** The creator's page that explains how to install the app (iPhone instructions). */
export const INSTALL_PAGE_PATH = '/install';

/** iPhone, iPod or iPad (iPadOS says it is a Mac, but a Mac has no touch screen). */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { platform?: string }): boolean {
  return (
    /\b(iPhone|iPad|iPod)\b/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
  );
}

/** Opened from the home screen (installed), not in a browser tab. */
export function isStandalone(win: Window): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export type InstallOffer = 'prompt' | 'ios' | null;

/**
 * What to offer: Chrome's dialog where Chrome holds one, the iPhone instructions on iOS, nothing to a
 * guest, to an installed app, or once offered before.
 */
export function installOffer(state: {
  signedIn: boolean;
  offered: boolean;
  standalone: boolean;
  ios: boolean;
  promptHeld: boolean;
}): InstallOffer {
  if (!state.signedIn || state.offered || state.standalone) return null;
  if (state.promptHeld) return 'prompt';
  return state.ios ? 'ios' : null;
}

/** Set once the offer has been shown (or dismissed): it never shows again in this browser. */
export const INSTALL_OFFERED_KEY = 'ih.installOffered';

export function wasInstallOffered(): boolean {
  try {
    return localStorage.getItem(INSTALL_OFFERED_KEY) !== null;
  } catch {
    return true; // storage blocked: the offer could not be remembered, so it is not made
  }
}

export function markInstallOffered(): void {
  try {
    localStorage.setItem(INSTALL_OFFERED_KEY, '1');
  } catch {
    // storage blocked: wasInstallOffered() already says yes
  }
}
