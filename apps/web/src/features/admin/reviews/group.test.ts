import { describe, expect, it } from 'vitest';
import { formatSize, groupByPlatform, previewKind } from './group';

const item = (platform: string, deliverable: string, n: number) => ({
  platformId: `p-${platform}`,
  platform_name: platform,
  deliverableId: `d-${deliverable}`,
  content_type: deliverable,
  n,
});

describe('groupByPlatform', () => {
  it('groups by platform then deliverable in submission order', () => {
    const groups = groupByPlatform([
      item('Instagram', 'Post', 1),
      item('YouTube', 'Short', 2),
      item('Instagram', 'Reel', 3),
      item('Instagram', 'Post', 4),
    ]);
    expect(groups.map((g) => g.platform_name)).toEqual(['Instagram', 'YouTube']);
    expect(groups[0]?.deliverables.map((d) => d.content_type)).toEqual(['Post', 'Reel']);
    expect(groups[0]?.deliverables[0]?.items.map((i) => i.n)).toEqual([1, 4]);
    expect(groups[1]?.deliverables[0]?.items.map((i) => i.n)).toEqual([2]);
  });
  it('answers nothing for no items', () => {
    expect(groupByPlatform([])).toEqual([]);
  });
});

describe('previewKind', () => {
  it('reads the content type', () => {
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('video/mp4')).toBe('video');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('application/zip')).toBe('other');
  });
});

describe('formatSize', () => {
  it('shows bytes, KB and MB', () => {
    expect(formatSize(500)).toBe('500 B');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(2 * 1024 * 1024 + 100_000)).toBe('2.1 MB');
  });
});
