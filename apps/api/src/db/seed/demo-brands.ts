import { randomUUID } from 'node:crypto';
import type { brands } from '../schema/catalogue.ts';
import { DEMO_BRANDS, type DemoBrand } from './demo-brand-data.ts';
import { type DemoFiles, publicUrl } from './demo-files.ts';
import { type DemoRefs, must } from './demo-refs.ts';
import { scenePng } from './png.ts';
import { guidelineSvg, logoSvg } from './svg.ts';

/** A demo brand with its row and the public media its campaigns point to. */
export interface BuiltBrand {
  data: DemoBrand;
  row: typeof brands.$inferInsert & { id: string };
  logoUrl: string;
  /** A brand-wide picture; each campaign adds its own product shot in front of it. */
  lifestyleUrl: string;
  guidelineUrl: string;
  moodboardUrl: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The brand page's description: its story as paragraphs and its highlights as a list. */
function descriptionHtml(b: DemoBrand): string {
  const paragraphs = b.story.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const list = b.highlights.map((h) => `<li>${escapeHtml(h)}</li>`).join('');
  return `${paragraphs}<p><strong>Why creators love working with us</strong></p><ul>${list}</ul>`;
}

const GUIDELINE_RULES = [
  'Show the product in natural light, label facing the camera',
  'Use the campaign hashtags and tag the brand handle',
  'Mark the post as a paid partnership',
  'No competitor products or logos in frame',
  'Keep claims to what is printed on the pack',
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Builds the brand rows and stores each brand's logo, a lifestyle picture, a guideline sheet and a
 * mood board as public files, so every View and Download button of the demo opens a real file.
 */
export async function buildBrands(files: DemoFiles, refs: DemoRefs, now: Date): Promise<BuiltBrand[]> {
  const built: BuiltBrand[] = [];
  for (const [i, b] of DEMO_BRANDS.entries()) {
    const name = slug(b.name);
    const svg = { contentType: 'image/svg+xml', visibility: 'public' as const };
    const png = { contentType: 'image/png', visibility: 'public' as const };
    const logo = await files.put(logoSvg(b.name, b.color, b.accent, b.shape), {
      ...svg,
      name: `${name}-logo.svg`,
    });
    const lifestyle = await files.put(scenePng(480, 360, b.accent, b.color, i), {
      ...png,
      name: `${name}-lifestyle.png`,
    });
    const guideline = await files.put(guidelineSvg(b.name, b.color, b.accent, GUIDELINE_RULES), {
      ...svg,
      name: `${name}-brand-guidelines.svg`,
    });
    const moodboard = await files.put(scenePng(480, 480, b.color, b.accent, i + 7), {
      ...png,
      name: `${name}-moodboard.png`,
    });
    const id = randomUUID();
    // Older brands first, so "newest" sorts show a spread of dates.
    const createdAt = new Date(now.getTime() - (120 - i * 4) * 86_400_000);
    built.push({
      data: b,
      row: {
        id,
        name: b.name,
        companyName: b.company,
        logoUrl: publicUrl(logo),
        websiteLink: b.website,
        about: b.about,
        descriptionHtml: descriptionHtml(b),
        countryId: refs.indiaId,
        nicheIds: b.niches.map((n) => must(refs.niche, n)),
        status: 'active',
        createdAt,
        updatedAt: createdAt,
      },
      logoUrl: publicUrl(logo),
      lifestyleUrl: publicUrl(lifestyle),
      guidelineUrl: publicUrl(guideline),
      moodboardUrl: publicUrl(moodboard),
    });
  }
  return built;
}
