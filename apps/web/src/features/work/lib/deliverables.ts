import { DELIVERABLES_SUMMARY_MAX, FILE_NAME_DISPLAY_MAX } from '@ih/contract/constants';
import { t } from '@lingui/core/macro';
import { truncate } from '@/lib/format';

/** The video types a video deliverable takes (doc 001 §2: mp4, quicktime, x-msvideo). */
export const WORK_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/x-msvideo'] as const;
/** The image types any other deliverable takes (jpeg, jpg, png; 'image/jpg' is what some systems send). */
export const WORK_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
/** Post screenshots (doc 001 §5). */
export const PROOF_ACCEPT = 'image/jpeg,image/jpg,image/png';

export interface DeliverableLike {
  deliverableType: { content_type: string };
  format: string | null;
}

/**
 * Which kinds of file a deliverable takes. Video, reel and gif deliverables take video (doc 001 §2);
 * otherwise the format decides: a format naming only video formats takes video, one naming both
 * (a story 'jpg / png / MP4') takes either, and anything else takes images.
 */
export function acceptedKinds(d: DeliverableLike): { video: boolean; image: boolean } {
  if (/video|reel|gif/i.test(d.deliverableType.content_type)) return { video: true, image: false };
  const format = d.format ?? '';
  const videoFormat = /mp4|mov|avi|video/i.test(format);
  const imageFormat = /jpe?g|png|image/i.test(format);
  if (videoFormat && !imageFormat) return { video: true, image: false };
  return { video: videoFormat, image: true };
}

/** The file input's accept attribute for a deliverable. */
export function acceptFor(d: DeliverableLike): string {
  const kinds = acceptedKinds(d);
  return [...(kinds.video ? WORK_VIDEO_TYPES : []), ...(kinds.image ? WORK_IMAGE_TYPES : [])].join(',');
}

/** A dropped file skips the accept filter, so its type is checked again. */
export function fileAccepted(d: DeliverableLike, file: { type: string }): boolean {
  return acceptFor(d).split(',').includes(file.type);
}

/** 'Choose an MP4, MOV or AVI video.' and the like: what the picker takes, in words. */
export function acceptHint(d: DeliverableLike): string {
  const kinds = acceptedKinds(d);
  if (kinds.video && kinds.image) return t`JPG or PNG image, or MP4, MOV or AVI video`;
  return kinds.video ? t`MP4, MOV or AVI video` : t`JPG or PNG image`;
}

/** File names are shortened to 25 characters plus an ellipsis (doc 001 §9). */
export const shortFileName = (name: string) => truncate(name, FILE_NAME_DISPLAY_MAX);

/** 'Reel, Post, Story' cut at 50 characters plus an ellipsis (doc 001 §9). */
export function deliverablesSummary(list: { deliverableType: { content_type: string } }[]): string {
  const text = list
    .map((d) => d.deliverableType.content_type.trim())
    .filter(Boolean)
    .join(', ');
  return truncate(text, DELIVERABLES_SUMMARY_MAX);
}

/** Hashtags arrive as space-separated text or as an array (doc 001 §3); both become a list. */
export function hashtagList(value: string | readonly string[] | null | undefined): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : [];
  return parts.map((t) => t.trim()).filter(Boolean);
}

const IMAGE_EXT = /\.(jpe?g|png|gif|webp)$/i;
const VIDEO_EXT = /\.(mp4|mov|avi|webm)$/i;

/** How a stored file can be previewed: by its content type, else its extension (doc 001 §9 lists both). */
export function previewKind(file: { contentType?: string | null; name?: string | null; url: string }) {
  const type = file.contentType ?? '';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  const path = (file.name || file.url.split(/[?#]/)[0]) ?? '';
  if (IMAGE_EXT.test(path)) return 'image';
  if (VIDEO_EXT.test(path)) return 'video';
  return 'other';
}
