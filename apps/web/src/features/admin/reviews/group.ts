/** A submitted item as the API lists it: one platform and deliverable per item. */
export interface PlacedItem {
  platformId: string;
  platform_name: string;
  deliverableId: string;
  content_type: string;
}

export interface DeliverableGroup<T extends PlacedItem> {
  deliverableId: string;
  content_type: string;
  items: T[];
}

export interface PlatformGroup<T extends PlacedItem> {
  platformId: string;
  platform_name: string;
  deliverables: DeliverableGroup<T>[];
}

/**
 * Groups a version's items by platform, then deliverable, keeping the order they were submitted in,
 * so the review reads like the creator's upload page (Instagram: Post, Reel; YouTube: Short).
 */
export function groupByPlatform<T extends PlacedItem>(items: readonly T[]): PlatformGroup<T>[] {
  const platforms = new Map<string, PlatformGroup<T>>();
  for (const item of items) {
    let platform = platforms.get(item.platformId);
    if (!platform) {
      platform = { platformId: item.platformId, platform_name: item.platform_name, deliverables: [] };
      platforms.set(item.platformId, platform);
    }
    let deliverable = platform.deliverables.find((d) => d.deliverableId === item.deliverableId);
    if (!deliverable) {
      deliverable = { deliverableId: item.deliverableId, content_type: item.content_type, items: [] };
      platform.deliverables.push(deliverable);
    }
    deliverable.items.push(item);
  }
  return [...platforms.values()];
}

export type PreviewKind = 'image' | 'video' | 'pdf' | 'other';

/** How a file can be shown inline, by its content type (the API signs the URL; the type is ours). */
export function previewKind(contentType: string): PreviewKind {
  const t = contentType.toLowerCase();
  if (t.startsWith('image/')) return 'image';
  if (t.startsWith('video/')) return 'video';
  if (t === 'application/pdf') return 'pdf';
  return 'other';
}

/** '1.2 MB', '340 KB': enough to tell a real video from an empty file. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
