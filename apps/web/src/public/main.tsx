import { StrictMode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { activateLocale, startingLocale } from '@/lib/i18n';
import { loadFirstPage, PublicApp } from './public-app';
import '../styles.css';

// Chrome's own install offer (its mini-infobar) is not made on the public pages: the app offers the
// install itself, once, after sign-in (docs/decisions/040).
addEventListener('beforeinstallprompt', (event) => event.preventDefault());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// React DOM, the largest file, is imported apart (as the app's main.tsx does, ADR 028; the HTML
// preloads it): this entry then runs as soon as its own small files are here, and the first page's code
// and, for another language, the catalogue (lib/i18n.ts) download beside React DOM, not after it.
const reactDom = import('../app/render');
void Promise.all([reactDom, activateLocale(startingLocale(), { remember: false }), loadFirstPage()]).then(
  ([{ createRoot }]) =>
    createRoot(root).render(
      <StrictMode>
        <PublicApp />
        <Toaster />
      </StrictMode>,
    ),
);
