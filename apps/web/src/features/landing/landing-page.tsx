import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { Hero } from './hero';
import { LandingHeader } from './landing-header';

// Below the first screen: fetched as soon as this module runs, beside the first paint, not before it.
const BelowTheFold = lazy(() => import('./below-the-fold'));
const Footer = lazy(() => import('./below-the-fold').then((m) => ({ default: m.LandingFooter })));

/**
 * The public face (doc 000 §2 /landing). Plain Tailwind and lucide icons only: this chunk must stay
 * free of forms, zod and dialogs to keep the public pages within the 100 KB budget (design §7).
 */
export default function LandingPage() {
  const { t } = useLingui();
  const title = t`Influence Hub — Brand collaborations for Indian creators`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="min-h-dvh bg-white text-slate-900 antialiased">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-violet-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <Suspense fallback={null}>
          <BelowTheFold />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
