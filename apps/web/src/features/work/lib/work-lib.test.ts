import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  acceptFor,
  deliverablesSummary,
  fileAccepted,
  hashtagList,
  previewKind,
  shortFileName,
} from './deliverables';
import { applyFilters, filterOptions, NO_FILTERS } from './list-filters';
import { nextStepFor, viewTargetFor } from './view-route';
import { DASHBOARD_TILES, workTypeOf } from './work-types';

const item = (status: string) => ({ _id: 'app-1', taskId: 'task-1', status, campaign: { _id: 'cmp-1' } });

describe('work types (doc 001 §2)', () => {
  it('maps each type to its title and status', () => {
    expect(workTypeOf('all-applications')).toEqual({ title: 'All Applications' });
    expect(workTypeOf('pending-applications')).toEqual({ title: 'Pending Applications', status: 'pending' });
    expect(workTypeOf('declined-applications')?.title).toBe('Declined Applications');
    expect(workTypeOf('submitted-work')).toEqual({ title: 'Pending Review', status: 'pending review' });
    expect(workTypeOf('rework')).toEqual({ title: 'Re-Work', status: 'rework' });
    expect(workTypeOf('approved-work')).toEqual({ title: 'Approved Final Work', status: 'approved' });
    expect(workTypeOf('final-posted-work')).toEqual({ title: 'Completed Work', status: 'final posted' });
    expect(workTypeOf('final-submission-work')).toEqual({
      title: 'Final submission Work',
      status: 'final submission',
    });
    expect(workTypeOf('allotted-work')?.status).toBe('accepted');
    expect(workTypeOf('pending-work')?.title).toBe('Pending Work');
  });

  it('knows no other type, inherited object keys included', () => {
    expect(workTypeOf('nope')).toBeNull();
    expect(workTypeOf('toString')).toBeNull();
    expect(workTypeOf(undefined)).toBeNull();
  });

  it('has the nine dashboard tiles in the document order', () => {
    expect(DASHBOARD_TILES.map((t) => i18n._(t.label))).toEqual([
      'All Applications',
      'Pending Applications',
      'Disapproved Applications',
      'Pending Allotted Work',
      'Pending Review',
      'Re-Work',
      'Approved Work',
      'Final submission Work',
      'Completed Work',
    ]);
    expect(DASHBOARD_TILES.find((t) => i18n._(t.label) === 'Completed Work')?.to).toBe(
      '/work/final-posted-work',
    );
  });
});

describe('View routing by status', () => {
  it.each([
    ['pending review', '/work/pending-review/task-1', true],
    ['rework', '/work/rework-details/app-1', false],
    ['approved', '/work/approved-details/app-1', false],
    ['final posted', '/work/final-posted/task-1', false],
    ['final submission', '/work/completed-details/app-1', false],
    ['completed', '/work/completed-details/app-1', false],
    ['accepted', '/work/details/task-1', false],
    ['pending', '/campaigns/cmp-1', false],
    ['declined', '/campaigns/cmp-1', false],
    ['expired', '/campaigns/cmp-1', false],
  ])('%s → %s', (status, path, carryItem) => {
    expect(viewTargetFor(item(status))).toEqual({ path, carryItem });
  });
});

describe('next step of a work row (issue 12 §3)', () => {
  it('leads accepted work to its upload and rework to its resubmission', () => {
    expect(nextStepFor(item('accepted'))).toEqual({
      kind: 'upload',
      label: 'Upload Your Work',
      path: '/work/upload/task-1',
    });
    expect(nextStepFor(item('rework'))).toEqual({
      kind: 'resubmit',
      label: 'Resubmit Work',
      path: '/work/upload/app-1',
    });
  });
  it.each(['pending', 'pending review', 'approved', 'declined', 'final posted'])(
    'offers none for %s',
    (s) => {
      expect(nextStepFor(item(s))).toBeNull();
    },
  );
});

describe('accept attribute by deliverable', () => {
  const d = (content_type: string, format: string | null = null) => ({
    deliverableType: { content_type },
    format,
  });
  it('takes video for video, reel and gif deliverables', () => {
    for (const t of ['Video', 'Reel', 'GIF', 'reels'])
      expect(acceptFor(d(t))).toBe('video/mp4,video/quicktime,video/x-msvideo');
  });
  it('takes jpeg, jpg and png images otherwise', () => {
    expect(acceptFor(d('Post', 'jpg / png'))).toBe('image/jpeg,image/jpg,image/png');
    expect(acceptFor(d('Carousel'))).toBe('image/jpeg,image/jpg,image/png');
  });
  it('reads the format too', () => {
    expect(acceptFor(d('Short', 'MP4 9:16'))).toBe('video/mp4,video/quicktime,video/x-msvideo');
    expect(acceptFor(d('Story', 'jpg / png / MP4'))).toBe(
      'video/mp4,video/quicktime,video/x-msvideo,image/jpeg,image/jpg,image/png',
    );
  });
  it('checks a dropped file against the same list', () => {
    expect(fileAccepted(d('Reel'), { type: 'video/mp4' })).toBe(true);
    expect(fileAccepted(d('Reel'), { type: 'image/png' })).toBe(false);
    expect(fileAccepted(d('Post'), { type: 'image/gif' })).toBe(false);
  });
});

describe('text helpers', () => {
  it('shortens file names to 25 characters plus an ellipsis', () => {
    expect(shortFileName('short.png')).toBe('short.png');
    expect(shortFileName('a'.repeat(25))).toBe('a'.repeat(25));
    expect(shortFileName(`${'b'.repeat(30)}.mp4`)).toBe(`${'b'.repeat(25)}...`);
  });

  it('summarises deliverables, cut at 50 characters plus an ellipsis', () => {
    const list = (...names: string[]) => names.map((content_type) => ({ deliverableType: { content_type } }));
    expect(deliverablesSummary(list('Reel', 'Post'))).toBe('Reel, Post');
    expect(deliverablesSummary([])).toBe('');
    const long = deliverablesSummary(
      list('Instagram Reel', 'Instagram Story', 'YouTube Short', 'Carousel Post'),
    );
    expect(long).toBe('Instagram Reel, Instagram Story, YouTube Short, Ca...');
    expect(long.length).toBe(53);
  });

  it('reads hashtags as text or an array', () => {
    expect(hashtagList('#Diwali  #GiftBox ')).toEqual(['#Diwali', '#GiftBox']);
    expect(hashtagList(['#A', ' ', '#B'])).toEqual(['#A', '#B']);
    expect(hashtagList(null)).toEqual([]);
  });

  it('previews by content type, else by extension', () => {
    expect(previewKind({ contentType: 'video/mp4', url: '/files/x' })).toBe('video');
    expect(previewKind({ url: '/files/shot.PNG?sig=1' })).toBe('image');
    expect(previewKind({ url: '/files/clip.mov' })).toBe('video');
    expect(previewKind({ url: '/files/doc.pdf' })).toBe('other');
  });
});

describe('list filters', () => {
  const w = (brand: string, budget: string, platforms: string[]) => ({
    campaign: {
      basic_info: {
        brand_id: { brand_name: brand },
        platform: platforms.map((platform_name) => ({ platform_name })),
      },
      budget: { budget_type: budget },
    },
  });
  const items = [w('Glowveda', 'fixed', ['Instagram']), w('FitDesi', 'get quote', ['YouTube', 'Instagram'])];
  it('takes its options from the data', () => {
    expect(filterOptions(items)).toEqual({
      brands: ['FitDesi', 'Glowveda'],
      budgets: ['fixed', 'get quote'],
      platforms: ['Instagram', 'YouTube'],
    });
  });
  it('filters by brand, budget and platform; all resets', () => {
    expect(applyFilters(items, NO_FILTERS)).toHaveLength(2);
    expect(applyFilters(items, { ...NO_FILTERS, platform: 'YouTube' })).toEqual([items[1]]);
    expect(applyFilters(items, { ...NO_FILTERS, budget: 'fixed', brand: 'FitDesi' })).toEqual([]);
  });
});
