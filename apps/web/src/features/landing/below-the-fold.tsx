import { useEffect } from 'react';
import { About } from './about';
import { Benefits, ClosingCta, EarningModels, HowItWorks } from './offer-sections';
import { scrollToSection } from './scroll';

export { LandingFooter } from './landing-footer';

/**
 * Everything under the first screen of the landing page. It loads right after the header and hero
 * have painted (landing-page.tsx), so a phone shows the first screen without parsing the rest; a
 * visit that came for a section (/landing#benefits) is taken there once it is here.
 */
export default function BelowTheFold() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id && id !== 'home' && document.getElementById(id)) scrollToSection(id);
  }, []);
  return (
    <>
      <About />
      <Benefits />
      <HowItWorks />
      <EarningModels />
      <ClosingCta />
    </>
  );
}
