import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { LanguageSwitch } from '@/components/language-switch';
import { NavLink } from '@/lib/nav';
import { SectionLink } from './scroll';

const ANCHORS = [
  { id: 'home', label: msg`Home` },
  { id: 'about', label: msg`About` },
  { id: 'benefits', label: msg`Benefits` },
  { id: 'contact', label: msg`Contact` },
] as const;

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 rounded-md';

export function LandingHeader() {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();

  const anchorLinks = (onPick?: () => void) =>
    ANCHORS.map((a) => (
      <SectionLink
        key={a.id}
        to={a.id}
        onPick={onPick}
        className={`px-3 py-2 text-sm font-medium text-slate-700 hover:text-violet-700 ${focusRing}`}
      >
        {t(a.label)}
      </SectionLink>
    ));

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <SectionLink to="home" className={`flex items-center gap-2 ${focusRing}`}>
          <BrandMark />
          <span className="text-lg font-bold tracking-tight text-slate-900">Influence Hub</span>
        </SectionLink>

        <nav aria-label={t`Main`} className="hidden items-center gap-1 md:flex">
          {anchorLinks()}
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitch className="mr-1" />
          <NavLink
            to="/for-brands"
            className={`px-3 py-2 text-sm font-medium text-slate-700 hover:text-violet-700 ${focusRing}`}
          >
            <Trans>For brands</Trans>
          </NavLink>
          <NavLink
            to="/signin"
            className={`px-4 py-2 text-sm font-semibold text-violet-700 hover:text-violet-900 ${focusRing}`}
          >
            <Trans>Login</Trans>
          </NavLink>
          <NavLink
            to="/register"
            className={`bg-violet-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-violet-800 ${focusRing}`}
          >
            <Trans>Register Now</Trans>
          </NavLink>
        </div>

        <button
          type="button"
          className={`p-2 text-slate-700 md:hidden ${focusRing}`}
          aria-expanded={open}
          aria-controls="landing-mobile-menu"
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </div>

      {open && (
        <div id="landing-mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden">
          <nav aria-label={t`Main`} className="flex flex-col py-2">
            {anchorLinks(() => setOpen(false))}
            <NavLink
              to="/for-brands"
              className={`px-3 py-2 text-sm font-medium text-slate-700 hover:text-violet-700 ${focusRing}`}
            >
              <Trans>For brands</Trans>
            </NavLink>
          </nav>
          <LanguageSwitch className="mb-3 px-3" />
          <div className="grid grid-cols-2 gap-2">
            <NavLink
              to="/signin"
              className={`border border-violet-200 px-4 py-2.5 text-center text-sm font-semibold text-violet-700 ${focusRing}`}
            >
              <Trans>Login</Trans>
            </NavLink>
            <NavLink
              to="/register"
              className={`bg-violet-700 px-4 py-2.5 text-center text-sm font-semibold text-white ${focusRing}`}
            >
              <Trans>Register Now</Trans>
            </NavLink>
          </div>
        </div>
      )}
    </header>
  );
}
