/**
 * The Devanagari web font of the Hindi pages (font.css beside this file), asked for only once the first
 * screen is painted (docs/decisions/041). Android and iOS both ship a Devanagari font (Android's is
 * this very font, which the stylesheet's `local()` finds without a download), so the first screen
 * shows at once in it; the web font's 70 KB then no longer share a slow connection with the page's own
 * code and data. A page opened in Hindi keeps the splash until its first route renders; a page switched
 * to Hindi later has none, and asks at once.
 */
let asked = false;

export function loadDevanagariFont(): void {
  if (asked || typeof document === 'undefined') return;
  asked = true;
  afterFirstScreen(() => {
    import('./font.css').then(
      () => {
        // Both weights now, not when a bold word first needs one: one swap instead of two.
        for (const weight of [400, 600])
          document.fonts?.load(`${weight} 1em "Noto Sans Devanagari"`, 'क').catch(() => undefined);
      },
      // Offline or a failed download: the text stays in the phone's own font, which is fine to read.
      () => undefined,
    );
  });
}

function afterFirstScreen(run: () => void): void {
  const splash = document.getElementById('splash');
  if (splash?.parentNode) {
    const observer = new MutationObserver(() => {
      if (splash.isConnected) return;
      observer.disconnect();
      afterPaint(run);
    });
    observer.observe(splash.parentNode, { childList: true });
    return;
  }
  afterPaint(run);
}

/** After the next frame is painted and the main thread is free (a timer where there is no idle callback). */
function afterPaint(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 1000 })
      : setTimeout(run, 50);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(idle, 0));
  else idle();
}
