import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, IndianRupee } from 'lucide-react';
import { CommunityIllustration } from './illustrations';

const FACTS = [
  { value: '1000+', label: msg`influencers on board` },
  { value: '9', label: msg`social platforms supported` },
  { value: '4', label: msg`ways to earn` },
  { value: '₹', label: msg`payouts by UPI or bank` },
];

export function About() {
  const { t } = useLingui();
  return (
    <section id="about" tabIndex={-1} aria-labelledby="about-title" className="scroll-mt-16 outline-none">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div className="order-2 flex justify-center md:order-1">
          <CommunityIllustration />
        </div>
        <div className="order-1 md:order-2">
          <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">
            <Trans>Who we are</Trans>
          </p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>A home for creators, from Kochi to Kashmir</Trans>
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            <Trans>
              We started Influence Hub because talented creators in every corner of India deserve fair,
              transparent brand deals — whether you post recipes from your kitchen in Lucknow, travel reels
              from the Northeast or tech reviews from Bengaluru.
            </Trans>
          </p>
          <p className="mt-4 leading-relaxed text-slate-600">
            <Trans>
              Brands post campaigns with clear briefs, deliverables and budgets. You choose what suits you,
              our team reviews your work with you, and payments are released the moment your post goes live.
            </Trans>
          </p>
          <ul className="mt-6 space-y-2 text-slate-700">
            <li className="flex items-start gap-2">
              <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-violet-700" />
              <Trans>Genuine brands, verified by our team</Trans>
            </li>
            <li className="flex items-start gap-2">
              <IndianRupee aria-hidden className="mt-0.5 size-5 shrink-0 text-violet-700" />
              <Trans>Every amount agreed up front, in rupees</Trans>
            </li>
          </ul>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <dl className="grid grid-cols-2 gap-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-4">
          {FACTS.map((f) => (
            // Label after value visually, but first in the markup so screen readers pair them.
            <div key={f.value} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-sm text-slate-600">{t(f.label)}</dt>
              <dd className="text-3xl font-extrabold text-violet-700">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
