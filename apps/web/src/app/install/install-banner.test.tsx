import type { SessionUser } from '@ih/contract/auth';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_OFFERED_KEY, installOffer, isIos } from '@/lib/install-offer';
import { clearSession, storeSession } from '@/lib/session';
import { renderAt } from '@/test/render-at';
import InstallBanner from './install-banner';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

function signIn() {
  storeSession('creator', 'token', { _id: 'c1', name: 'Asha' } as SessionUser);
}

/** Chrome's install event, as the browser would fire it once the app is installable. */
function fireInstallPrompt() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function userAgent(value: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(value);
}

/** Renders the banner with a 50 ms wait and moves a fake clock past it (a test that sees nothing). */
function renderWithClock() {
  vi.useFakeTimers();
  renderAt('/', <InstallBanner delayMs={50} />);
}
async function waitPastTheDelay() {
  await act(async () => {
    vi.advanceTimersByTime(60);
  });
  vi.useRealTimers();
}

const banner = () => screen.queryByRole('region', { name: 'Get the Influence Hub app' });

beforeEach(() => {
  localStorage.clear();
  userAgent(ANDROID);
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearSession('creator');
  // The held event is let go between tests (the app lets it go once it was used).
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
});

describe('what the install offer offers', () => {
  const base = { signedIn: true, offered: false, standalone: false, ios: false, promptHeld: true };

  it("offers Chrome's dialog to a signed-in creator, and the iPhone instructions on iOS", () => {
    expect(installOffer(base)).toBe('prompt');
    expect(installOffer({ ...base, promptHeld: false, ios: true })).toBe('ios');
  });

  it('offers nothing to a guest, once offered before, in the installed app, or with nothing to offer', () => {
    expect(installOffer({ ...base, signedIn: false })).toBeNull();
    expect(installOffer({ ...base, offered: true })).toBeNull();
    expect(installOffer({ ...base, standalone: true, ios: true })).toBeNull();
    expect(installOffer({ ...base, promptHeld: false })).toBeNull();
  });

  it('tells iPhones and iPads (which say they are Macs, with a touch screen) from other devices', () => {
    expect(isIos({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(
      isIos({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
        maxTouchPoints: 5,
        platform: 'MacIntel',
      }),
    ).toBe(true);
    expect(
      isIos({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
        maxTouchPoints: 0,
        platform: 'MacIntel',
      }),
    ).toBe(false);
    expect(isIos({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('the install banner', () => {
  it("holds back Chrome's own offer, then offers the install once, after its wait", async () => {
    signIn();
    renderAt('/', <InstallBanner delayMs={50} />);
    const event = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    // Not with the first paint: only after the wait.
    expect(banner()).toBeNull();
    expect(await screen.findByRole('region', { name: 'Get the Influence Hub app' })).toBeTruthy();
    expect(localStorage.getItem(INSTALL_OFFERED_KEY)).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(banner()).toBeNull();
  });

  it('never comes back once shown, even when it was not answered', async () => {
    signIn();
    renderAt('/', <InstallBanner delayMs={0} />);
    fireInstallPrompt();
    expect(await screen.findByRole('region', { name: 'Get the Influence Hub app' })).toBeTruthy();
    cleanup();

    renderWithClock();
    fireInstallPrompt();
    await waitPastTheDelay();
    expect(banner()).toBeNull();
  });

  it('is dismissed for good with Not now', async () => {
    signIn();
    renderAt('/', <InstallBanner delayMs={0} />);
    fireInstallPrompt();
    await screen.findByRole('region', { name: 'Get the Influence Hub app' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Not now' })[0] as HTMLElement);
    expect(banner()).toBeNull();
    expect(localStorage.getItem(INSTALL_OFFERED_KEY)).not.toBeNull();
  });

  it('offers nothing before sign-in, and does not use up the offer', async () => {
    renderWithClock();
    fireInstallPrompt();
    await waitPastTheDelay();
    expect(banner()).toBeNull();
    expect(localStorage.getItem(INSTALL_OFFERED_KEY)).toBeNull();
  });

  it('points iPhone users to the instructions page', async () => {
    userAgent(IPHONE);
    signIn();
    const router = renderAt('/', <InstallBanner delayMs={0} />, {
      routes: [{ path: '/install', element: <p>instructions</p> }],
    });
    await screen.findByRole('region', { name: 'Get the Influence Hub app' });
    await userEvent.click(screen.getByRole('link', { name: 'Show me how' }));
    expect(router.state.location.pathname).toBe('/install');
    expect(localStorage.getItem(INSTALL_OFFERED_KEY)).not.toBeNull();
  });
});
