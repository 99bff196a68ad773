import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { BrandMark } from '@/components/brand-mark';
import { NavLink } from '@/lib/nav';
import { SectionLink } from './scroll';
import { SUPPORT_EMAIL } from './support';

const linkClass =
  'rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function LandingFooter() {
  const { t } = useLingui();
  const anchor = (id: string, label: string) => (
    <SectionLink to={id} className={linkClass}>
      {label}
    </SectionLink>
  );

  const year = new Date().getFullYear();
  return (
    <footer id="contact" tabIndex={-1} className="scroll-mt-16 bg-slate-900 text-slate-300 outline-none">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3">
        <div>
          <div className="flex items-center gap-2">
            <BrandMark />
            <span className="text-lg font-bold text-white">Influence Hub</span>
          </div>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            <Trans>
              The marketplace where India's creators find brand campaigns, deliver great work and get paid on
              time.
            </Trans>
          </p>
        </div>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>Quick links</Trans>
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            <li>{anchor('home', t`Home`)}</li>
            <li>{anchor('about', t`About`)}</li>
            <li>{anchor('benefits', t`Benefits`)}</li>
            <li>
              <NavLink to="/signin" className={linkClass}>
                <Trans>Login</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to="/register" className={linkClass}>
                <Trans>Register Now</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to="/for-brands" className={linkClass}>
                <Trans>For brands</Trans>
              </NavLink>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>Contact</Trans>
          </h2>
          <p className="mt-4 text-sm">
            <Trans>Questions about a campaign or a payout? We reply within one working day.</Trans>
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className={`mt-3 inline-flex items-center gap-2 text-sm ${linkClass}`}
          >
            <Mail aria-hidden className="size-4" />
            {SUPPORT_EMAIL}
          </a>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-400 sm:px-6">
          <Trans>© {year} Influence Hub. Made with care in India.</Trans>
        </p>
      </div>
    </footer>
  );
}
