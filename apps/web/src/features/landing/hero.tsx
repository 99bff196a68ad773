import { Trans } from '@lingui/react/macro';
import { Sparkles, Users } from 'lucide-react';
import { NavLink } from '@/lib/nav';
import { HeroIllustration } from './illustrations';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';

export const primaryCta = `inline-flex items-center justify-center rounded-xl bg-violet-700 px-6 py-3 text-base font-semibold text-white shadow-md shadow-violet-700/20 transition hover:bg-violet-800 ${focusRing}`;
export const secondaryCta = `inline-flex items-center justify-center rounded-xl border border-violet-200 bg-white px-6 py-3 text-base font-semibold text-violet-800 transition hover:border-violet-300 hover:bg-violet-50 ${focusRing}`;

export function Hero() {
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-labelledby="hero-title"
      className="relative scroll-mt-16 overflow-hidden bg-gradient-to-b from-violet-50 via-white to-white outline-none"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-2 md:pt-20 md:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-violet-200 bg-white px-3 py-1 text-sm font-medium text-violet-800">
            <Sparkles aria-hidden className="size-4" /> <Trans>Made for India's creators</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            <Trans>
              Turn your content into{' '}
              <span className="bg-gradient-to-r from-violet-700 to-pink-600 bg-clip-text text-transparent">
                paid collaborations
              </span>
            </Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            <Trans>
              Influence Hub connects you with brands that want your voice. Find campaigns that fit your niche,
              deliver your best work, and get paid in rupees straight to your UPI or bank account — on time,
              with a receipt for every payout.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <NavLink to="/register" className={primaryCta}>
              <Trans>Register Now</Trans>
            </NavLink>
            <NavLink to="/signin" className={secondaryCta}>
              <Trans>Login</Trans>
            </NavLink>
          </div>
          <p className="mt-6 flex items-start gap-2 text-sm text-slate-600">
            <Users aria-hidden className="mt-0.5 size-4 shrink-0 text-violet-700" />
            <span>
              <Trans>
                Join <strong className="font-semibold text-slate-900">1000+ influencers</strong> already
                collaborating with brands.
              </Trans>
            </span>
          </p>
          <p className="mt-3 text-sm text-slate-600">
            <Trans>
              Running a brand?{' '}
              <NavLink
                to="/for-brands"
                className={`rounded font-semibold text-violet-700 underline-offset-4 hover:underline ${focusRing}`}
              >
                Work with our creators
              </NavLink>
            </Trans>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
