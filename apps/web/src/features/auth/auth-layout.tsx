import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { LanguageSwitch } from '@/components/language-switch';
import { NavLink } from '@/lib/nav';

/**
 * The frame of every sign-in and verify screen. The creator variant is warm and links home; the
 * staff variant is deliberately plain and labelled 'Staff console' so nobody confuses the two.
 */
export function AuthLayout({
  variant = 'creator',
  title,
  description,
  children,
  footer,
}: {
  variant?: 'creator' | 'staff';
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const staff = variant === 'staff';
  const { t } = useLingui();
  const documentTitle = staff ? t`${title} · Influence Hub Staff console` : `${title} · Influence Hub`;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <div
      className={
        staff
          ? 'flex min-h-dvh flex-col items-center justify-center bg-slate-100 px-4 py-10'
          : 'flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-10'
      }
    >
      <main className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          {staff ? (
            <span className="flex items-center gap-2 text-slate-800">
              <ShieldCheck aria-hidden className="size-7 text-slate-700" />
              <span className="text-lg font-semibold">Influence Hub</span>
              <span className="rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
                <Trans>Staff console</Trans>
              </span>
            </span>
          ) : (
            <NavLink
              to="/landing"
              className="flex items-center gap-2 rounded-lg text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <BrandMark className="size-9" />
              <span className="text-xl font-bold tracking-tight">Influence Hub</span>
            </NavLink>
          )}
          {staff ? null : <LanguageSwitch className="mt-2" tone="plain" />}
        </div>
        <div className="rounded-card border border-border bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
          {description ? <div className="mt-2 text-sm text-gray-600">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-gray-600">{footer}</div> : null}
      </main>
    </div>
  );
}

/** The link under a sign-in card (register, sign in, another address), in the side's colour. */
export function AuthFooterLink({
  to,
  staff = false,
  children,
}: {
  to: string;
  staff?: boolean;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      className={`rounded font-semibold ${staff ? 'text-slate-800' : 'text-brand-700'} underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      {children}
    </NavLink>
  );
}
