import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
/** What a page that could not load says (RouteError, and the splash when React DOM did not arrive). */
export const LOAD_FAILURE = {
  title: msg`Something went wrong`,
  message: msg`This page could not be shown. Reload to try again.`,
  reload: msg`Reload page`,
} as const;

/**
 * React DOM could not be loaded (the connection dropped, or a new release replaced the files): nothing
 * can render, so the splash, which is still on screen, says so with plain DOM and offers a reload.
 * Its text is this module's own, never data, so markup is safe here.
 */
export function showLoadFailure(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.setAttribute('role', 'alert');
  // Styled by the splash's own <style> in index.html: the app's stylesheet may not have arrived either.
  const [title, message, reload] = [LOAD_FAILURE.title, LOAD_FAILURE.message, LOAD_FAILURE.reload].map((m) =>
    i18n._(m),
  );
  splash.innerHTML = `<p>${title}</p><p>${message}</p><button type="button">${reload}</button>`;
  splash.querySelector('button')?.addEventListener('click', () => window.location.reload());
}
