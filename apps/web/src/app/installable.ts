import { holdInstallPrompt } from '@/lib/install-prompt';

/**
 * Makes the app installable (docs/decisions/040), from the creator shell's install banner, which loads
 * beside the first page: holds Chrome's install offer for the banner, and, in production builds only,
 * registers the service worker once the page has loaded, so the worker's downloads never compete
 * with the first page's. Never in unit tests (not a production build) or where there is no worker.
 */
export function startInstallable(): void {
  holdInstallPrompt();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
