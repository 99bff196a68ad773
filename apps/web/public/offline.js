// The offline page's language (public/offline.html): the one the person chose in the app (stored under
// 'ih.language' as 'en' or 'hi'), else the browser's first choice; the other section is hidden.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('ih.language');
  } catch {
    // storage blocked: fall back to the browser's language
  }
  const language =
    stored === 'hi' || stored === 'en' ? stored : /^hi\b/i.test(navigator.language || '') ? 'hi' : 'en';
  document.documentElement.lang = language;
  for (const section of document.querySelectorAll('[data-language]'))
    section.hidden = section.getAttribute('data-language') !== language;
  for (const button of document.querySelectorAll('[data-retry]'))
    button.addEventListener('click', () => location.reload());
})();
