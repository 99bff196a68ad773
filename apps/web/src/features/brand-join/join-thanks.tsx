import { JOIN_STEPS, joinNextSteps } from '@ih/contract/brand-join-page-messages';
import { useEffect, useRef } from 'react';
import { NavLink } from '@/lib/nav';

/** What a company sees once its request is in: what happens next, and to which e-mail. */
export function JoinThanks({ email, name }: { email: string; name: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the news, so a screen reader says it and Tab starts from here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <span
        aria-hidden
        className="flex size-10 items-center justify-center rounded-full bg-green-100 text-xl font-bold text-green-800"
      >
        ✓
      </span>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-gray-900 outline-none"
      >
        Thank you, {name.split(' ')[0]}. Your request is in.
      </h2>
      {/* A long e-mail address breaks anywhere rather than widening the page past a phone's screen. */}
      <p className="leading-relaxed wrap-anywhere text-gray-700">{joinNextSteps(email)}</p>
      <ol className="flex flex-col gap-2 text-sm text-gray-700">
        {JOIN_STEPS.map((step, i) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <NavLink
          to="/landing"
          className="inline-flex h-11 items-center justify-center rounded-lg border border-gray-300 bg-white px-5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Back to Influence Hub
        </NavLink>
      </div>
    </div>
  );
}
