import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/ui/toast';
import { activateLocale, startingLocale } from '@/lib/i18n';
import { loadFirstPage, PublicApp } from './public-app';
import '../styles.css';

// Chrome's own install offer (its mini-infobar) is not made on the public pages: the app offers the
// install itself, once, after sign-in (docs/decisions/040).
addEventListener('beforeinstallprompt', (event) => event.preventDefault());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// English is built in; another language's catalogue is fetched before the first render (lib/i18n.ts),
// beside the first page's own code.
void Promise.all([activateLocale(startingLocale(), { remember: false }), loadFirstPage()]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <PublicApp />
      <Toaster />
    </StrictMode>,
  ),
);
