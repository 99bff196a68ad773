import { Mail } from 'lucide-react';
import { BrandMark } from '@/components/brand-mark';
import { NavLink } from '@/lib/nav';
import { SectionLink } from './scroll';
import { SUPPORT_EMAIL } from './support';

const linkClass =
  'rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function LandingFooter() {
  const anchor = (id: string, label: string) => (
    <SectionLink to={id} className={linkClass}>
      {label}
    </SectionLink>
  );

  return (
    <footer id="contact" tabIndex={-1} className="scroll-mt-16 bg-slate-900 text-slate-300 outline-none">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3">
        <div>
          <div className="flex items-center gap-2">
            <BrandMark />
            <span className="text-lg font-bold text-white">Influence Hub</span>
          </div>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            The marketplace where India's creators find brand campaigns, deliver great work and get paid on
            time.
          </p>
        </div>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            Quick links
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            <li>{anchor('home', 'Home')}</li>
            <li>{anchor('about', 'About')}</li>
            <li>{anchor('benefits', 'Benefits')}</li>
            <li>
              <NavLink to="/signin" className={linkClass}>
                Login
              </NavLink>
            </li>
            <li>
              <NavLink to="/register" className={linkClass}>
                Register Now
              </NavLink>
            </li>
            <li>
              <NavLink to="/for-brands" className={linkClass}>
                For brands
              </NavLink>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <p className="mt-4 text-sm">
            Questions about a campaign or a payout? We reply within one working day.
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
          © {new Date().getFullYear()} Influence Hub. Made with care in India.
        </p>
      </div>
    </footer>
  );
}
