import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Mail } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { NavLink } from '@/lib/nav';

const SUPPORT_EMAIL = 'support@influencehub.in';

/** Simple brand glyphs drawn inline (lucide 1.x ships no brand icons, and we load no images). */
const GLYPHS: Record<string, ReactNode> = {
  Facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />
  ),
  Instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  LinkedIn: (
    <>
      <rect x="4" y="9" width="3.2" height="11" />
      <circle cx="5.6" cy="5.6" r="1.9" />
      <path d="M10 9h3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.2 0 3.5 2.1 3.5 4.6V20h-3.2v-5.9c0-1.4 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8v6H10z" />
    </>
  ),
  X: (
    <path d="M17.8 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.9-5.4 5.9h-3l7.1-7.9L2.3 3.5h6.2l4.3 5.4zm-1 15.3h1.7L7.3 5.1H5.5z" />
  ),
};

/** The product's own social profiles (doc 000 §2). */
const SOCIAL_PROFILES = [
  { name: 'Facebook', href: 'https://facebook.com/influencehubin' },
  { name: 'Instagram', href: 'https://instagram.com/influencehubin' },
  { name: 'LinkedIn', href: 'https://linkedin.com/company/influencehubin' },
  { name: 'X', href: 'https://x.com/influencehubin' },
] as const;

/** /thank-you (doc 000 §2): open to everyone, shown once the registration is saved. */
export default function ThankYouPage() {
  const { t } = useLingui();
  const title = t`Thank you · Influence Hub`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-10">
      <main className="w-full max-w-xl rounded-card border border-border bg-white p-6 text-center shadow-sm sm:p-10">
        <CheckCircle2 aria-hidden className="mx-auto size-14 text-green-700" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          <Trans>Thank You For Registering!</Trans>
        </h1>
        <p className="mt-4 text-base text-gray-700">
          <Trans>
            We have received your registration and saved your details. Welcome to Influence Hub — you can sign
            in now and start exploring campaigns.
          </Trans>
        </p>
        <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left text-sm text-amber-950">
          <p className="font-semibold">
            <Trans>Please note: the registration form can only be submitted once.</Trans>
          </p>
          <p className="mt-1">
            <Trans>If anything needs correcting, please contact our support team at</Trans>{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="inline-flex items-center gap-1 rounded font-semibold text-amber-950 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Mail aria-hidden className="size-4" />
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </div>

        <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
          <NavLink to="/signin">
            <Trans>Sign in to your account</Trans>
          </NavLink>
        </Button>

        <div className="mt-10 border-t border-border pt-6">
          <h2 className="text-sm font-semibold text-gray-900">
            <Trans>Follow us for new campaigns and creator tips</Trans>
          </h2>
          <ul className="mt-4 flex justify-center gap-3">
            {SOCIAL_PROFILES.map((p) => (
              <li key={p.name}>
                <a
                  href={p.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-11 place-items-center rounded-full border border-border bg-white text-gray-700 transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="currentColor"
                    aria-hidden
                    focusable="false"
                  >
                    {GLYPHS[p.name]}
                  </svg>
                  <span className="sr-only">
                    <Trans>Influence Hub on {p.name} (opens in a new tab)</Trans>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </main>
    </div>
  );
}
