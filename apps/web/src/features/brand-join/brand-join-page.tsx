import { useEffect, useState } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { NavLink } from '@/lib/nav';
import { JoinForm } from './join-form';
import { JoinThanks } from './join-thanks';

const focusRing =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';

const REASONS = [
  {
    title: 'Creators in every niche',
    text: 'Food, fashion, tech, travel and more, from every state. Post a campaign; the right creators apply or quote.',
  },
  {
    title: 'You approve every post',
    text: 'Review the work, ask for changes with a reason, and approve it before it goes live.',
  },
  {
    title: 'Payouts on a promise',
    text: 'Each campaign states when creators are paid. Creators see your payment record, so paying on time pays off.',
  },
];

/**
 * /for-brands (design §15): why a brand joins, and the request form. In the light public document like
 * the landing page (design §7: no router, no React Query, no zod), reached from the landing page's
 * header, hero and footer.
 */
export default function BrandJoinPage() {
  const [sent, setSent] = useState<{ email: string; name: string } | null>(null);

  useEffect(() => {
    document.title = 'For brands · Influence Hub';
  }, []);
  useEffect(() => {
    if (sent) window.scrollTo(0, 0);
  }, [sent]);

  return (
    <div className="min-h-dvh bg-gradient-to-b from-violet-50 via-white to-white text-slate-900 antialiased">
      <header className="border-b border-slate-200/70 bg-white/90">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <NavLink to="/landing" className={`flex items-center gap-2 ${focusRing}`}>
            <BrandMark />
            <span className="text-lg font-bold tracking-tight text-slate-900">Influence Hub</span>
          </NavLink>
          <a
            href="/admin/signin"
            className={`px-2 py-2 text-sm font-semibold text-violet-700 hover:text-violet-900 ${focusRing}`}
          >
            Brand sign in
          </a>
        </div>
      </header>

      {/* One column on a phone (intro, form, reasons); two on a wide screen, the form on the right. */}
      <main
        id="main"
        className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-12 md:py-16"
      >
        <div>
          <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">For brands</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Work with India’s creators, from brief to payout
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Tell us about your company. Once our team approves it, you sign in to your own brand console, add
            your team and start your first campaign.
          </p>
        </div>

        <section
          aria-labelledby={sent ? undefined : 'request-title'}
          aria-label={sent ? 'Request sent' : undefined}
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 md:col-start-2 md:row-span-2 md:row-start-1 md:self-start"
        >
          {sent ? (
            <JoinThanks email={sent.email} name={sent.name} />
          ) : (
            <>
              <h2 id="request-title" className="text-xl font-bold tracking-tight text-slate-900">
                Request a brand account
              </h2>
              <p className="mt-1 mb-5 text-sm text-slate-600">
                Fields marked <span className="text-red-700">*</span> are required.
              </p>
              <JoinForm onSent={setSent} />
            </>
          )}
        </section>

        <section aria-label="Why brands join" className="flex flex-col gap-6">
          <ul className="flex flex-col gap-4">
            {/* Plain marks, not icons: this page's JavaScript counts against the public budget (design §7). */}
            {REASONS.map(({ title, text }) => (
              <li key={title} className="flex items-start gap-3">
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-sm font-bold text-violet-700"
                >
                  ✓
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-sm leading-relaxed text-slate-600">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            Already on Influence Hub?{' '}
            <a
              href="/admin/signin"
              className={`font-semibold text-violet-700 underline-offset-4 hover:underline ${focusRing}`}
            >
              Sign in to your brand console
            </a>
            .
          </p>
        </section>
      </main>
    </div>
  );
}
