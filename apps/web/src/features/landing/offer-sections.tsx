import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BarChart3,
  Gift,
  Globe2,
  Handshake,
  type LucideIcon,
  MessageSquareQuote,
  Percent,
  Send,
  UserPlus,
  Wallet,
  Wand2,
} from 'lucide-react';
import { NavLink } from '@/lib/nav';

interface Item {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const BENEFITS: Item[] = [
  {
    icon: Handshake,
    title: msg`Work with leading brands`,
    text: msg`Collaborate with names you already love — from homegrown D2C labels to national brands — on campaigns picked for your niche.`,
  },
  {
    icon: Wallet,
    title: msg`Monetize your creativity`,
    text: msg`Turn reels, stories, shorts and posts into steady income, paid in rupees to your UPI ID or bank account.`,
  },
  {
    icon: BarChart3,
    title: msg`Smart dashboard`,
    text: msg`See every application, rework note, approval and payment in one place, so nothing slips through the cracks.`,
  },
  {
    icon: Globe2,
    title: msg`Global exposure`,
    text: msg`Get discovered by brands beyond your city and grow an audience that reaches well past India.`,
  },
];

const STEPS: Item[] = [
  {
    icon: UserPlus,
    title: msg`Register`,
    text: msg`Create your profile with your details, your niche and links to your social media accounts. It takes about five minutes.`,
  },
  {
    icon: Send,
    title: msg`Apply for campaigns`,
    text: msg`Browse live campaigns, read the brief and budget, then apply with one tap — or send your own quote.`,
  },
  {
    icon: Wand2,
    title: msg`Submit, get approved, get paid`,
    text: msg`Upload your work, make any changes the brand asks for, post it, and receive your payment with a receipt.`,
  },
];

const MODELS: (Item & { tint: string })[] = [
  {
    icon: Percent,
    title: msg`Affiliate campaigns`,
    text: msg`Earn per sale or conversion. Share your code or link and get a commission every time your audience buys.`,
    tint: 'bg-violet-100 text-violet-800',
  },
  {
    icon: Wallet,
    title: msg`Fixed fee campaigns`,
    text: msg`A fixed amount agreed before you start, paid once your post is live. No surprises.`,
    tint: 'bg-emerald-100 text-emerald-800',
  },
  {
    icon: Gift,
    title: msg`Barter deals`,
    text: msg`Receive free products in exchange for honest content — perfect for building your portfolio.`,
    tint: 'bg-amber-100 text-amber-800',
  },
  {
    icon: MessageSquareQuote,
    title: msg`Custom quote`,
    text: msg`Negotiate a price that matches your reach and effort. Quote your rate and let the brand respond.`,
    tint: 'bg-pink-100 text-pink-800',
  },
];

function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-slate-600">{intro}</p>
    </div>
  );
}

export function Benefits() {
  const { t } = useLingui();
  return (
    <section
      id="benefits"
      tabIndex={-1}
      aria-labelledby="benefits-title"
      className="scroll-mt-16 bg-slate-50 outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <SectionHeading
          id="benefits-title"
          eyebrow={t`Benefits`}
          title={t`Why creators choose Influence Hub`}
          intro={t`Everything you need to grow from a passionate creator into a professional one.`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-12 place-items-center rounded-xl bg-violet-100 text-violet-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorks() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="how-title">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <SectionHeading
          id="how-title"
          eyebrow={t`How it works`}
          title={t`Three steps from sign-up to spotlight`}
          intro={t`No agents, no endless follow-ups. Just you, the brand and clear next steps.`}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li
              key={title.id}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="absolute -top-4 left-6 grid size-8 place-items-center rounded-full bg-violet-700 text-sm font-bold text-white">
                {i + 1}
              </span>
              <Icon aria-hidden className="mt-2 size-7 text-violet-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function EarningModels() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="earn-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <SectionHeading
          id="earn-title"
          eyebrow={t`Ways to earn`}
          title={t`Four ways to get paid for what you create`}
          intro={t`Pick the deals that suit your style — mix and match as you grow.`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {MODELS.map(({ icon: Icon, title, text, tint }) => (
            <li
              key={title.id}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${tint}`}>
                <Icon aria-hidden className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 md:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-violet-800 via-violet-700 to-fuchsia-700 px-6 py-14 text-center shadow-xl sm:px-12">
        <div aria-hidden className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -bottom-20 -left-10 size-48 rounded-full bg-white/10" />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          <Trans>Your next brand deal is one sign-up away</Trans>
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-violet-50">
          <Trans>
            Join 1000+ influencers across India who are already creating, collaborating and getting paid on
            time. Registration is free.
          </Trans>
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <NavLink
            to="/register"
            className="inline-flex items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-violet-800 shadow-md hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Trans>Register Now</Trans>
          </NavLink>
          <NavLink
            to="/signin"
            className="inline-flex items-center justify-center rounded-xl border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Trans>I already have an account</Trans>
          </NavLink>
        </div>
      </div>
    </section>
  );
}
