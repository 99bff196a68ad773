/** The icons a platform falls back to when it has no logo (doc 000 §9, doc 001 §9): three known ones, else a globe. */
export type PlatformKind = 'instagram' | 'facebook' | 'youtube' | 'globe';

export function platformKind(name: string | null | undefined): PlatformKind {
  const n = (name ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (n.includes('instagram')) return 'instagram';
  if (n.includes('facebook')) return 'facebook';
  if (n.includes('youtube')) return 'youtube';
  return 'globe';
}
