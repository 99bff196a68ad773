/*
 * Which web addresses belong to which platform (issue 15: a post link on another platform's domain is
 * accepted but flagged). Zod-free: the post form warns as the server flags.
 */

const DOMAINS: Record<string, readonly string[]> = {
  instagram: ['instagram.com', 'instagr.am'],
  youtube: ['youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'fb.com', 'fb.watch'],
  x: ['x.com', 'twitter.com'],
  twitter: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com', 'lnkd.in'],
  snapchat: ['snapchat.com'],
  pinterest: ['pinterest.com', 'pin.it', 'pinterest.in'],
  moj: ['mojapp.in', 'moj.app'],
  josh: ['share.myjosh.in', 'myjosh.in'],
  sharechat: ['sharechat.com'],
  threads: ['threads.net', 'threads.com'],
  telegram: ['t.me', 'telegram.me'],
  spotify: ['spotify.com'],
};

/**
 * Whether a link is on the platform's own site: true or false, or null when the platform's sites are
 * not known to us (nothing to say) or the link is not a web address.
 */
export function linkOnPlatform(platformName: string, link: string): boolean | null {
  const domains = DOMAINS[platformName.trim().toLowerCase()];
  if (!domains) return null;
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return null;
  }
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}
