import { BRANDS_A } from './demo-brands-a.ts';
import { BRANDS_B } from './demo-brands-b.ts';
import type { LogoShape } from './svg.ts';

/** A fictional Indian brand of the demo catalogue. Names, companies and sites are invented. */
export interface DemoBrand {
  name: string;
  company: string;
  website: string;
  about: string;
  /** Paragraphs and one list; rendered as sanitised HTML on the brand page. */
  story: string[];
  highlights: string[];
  niches: string[];
  color: string;
  accent: string;
  shape: LogoShape;
}

/** The twenty demo brands, split over two files only to keep each file short. */
export const DEMO_BRANDS: DemoBrand[] = [...BRANDS_A, ...BRANDS_B];
