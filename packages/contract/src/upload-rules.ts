import {
  IMAGE_TYPES,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  VIDEO_TYPES,
  WORK_FILE_MAX_BYTES,
} from './constants.ts';

/**
 * What each upload purpose accepts, and the messages that name its types and limit. Kept free of zod
 * so the web pages that pick files can check and explain them without loading the schemas
 * (design §7); `files.ts` re-exports them.
 */

const MB = 1024 * 1024;

/** Documents accepted as campaign assets (brand guidelines, reference files). */
export const DOCUMENT_TYPES = ['application/pdf'] as const;
/** Post screenshots: the spec's picker accepts jpeg, jpg and png (doc 001 §3). */
export const PROOF_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * What an upload is for decides its allowed types, size limit, visibility and who may send it.
 * Private files are only served through signed, expiring URLs; public ones at a stable URL.
 */
export const UPLOAD_PURPOSES = {
  work: {
    types: [...IMAGE_TYPES, ...VIDEO_TYPES],
    maxBytes: WORK_FILE_MAX_BYTES,
    visibility: 'private',
    staffOnly: false,
  },
  proof: { types: PROOF_TYPES, maxBytes: 10 * MB, visibility: 'private', staffOnly: false },
  'profile-image': {
    types: PROFILE_IMAGE_TYPES,
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    visibility: 'private',
    staffOnly: false,
  },
  'brand-logo': { types: IMAGE_TYPES, maxBytes: 2 * MB, visibility: 'public', staffOnly: true },
  'campaign-asset': {
    types: [...IMAGE_TYPES, ...DOCUMENT_TYPES, ...VIDEO_TYPES],
    maxBytes: 100 * MB,
    visibility: 'public',
    staffOnly: true,
  },
} as const satisfies Record<
  string,
  { types: readonly string[]; maxBytes: number; visibility: FileVisibility; staffOnly: boolean }
>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];
export const DEFAULT_UPLOAD_PURPOSE: UploadPurpose = 'work';

export type FileVisibility = 'public' | 'private';

/** How each accepted type is named to a person: the extension they know. */
const TYPE_LABELS: Record<string, { label: string; kind: 'image' | 'video' | 'document' }> = {
  'image/jpeg': { label: 'JPG', kind: 'image' },
  'image/png': { label: 'PNG', kind: 'image' },
  'image/gif': { label: 'GIF', kind: 'image' },
  'image/webp': { label: 'WEBP', kind: 'image' },
  'video/mp4': { label: 'MP4', kind: 'video' },
  'video/quicktime': { label: 'MOV', kind: 'video' },
  'video/x-msvideo': { label: 'AVI', kind: 'video' },
  'video/webm': { label: 'WEBM', kind: 'video' },
  'application/pdf': { label: 'PDF', kind: 'document' },
};

const listed = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;

/** 'This file type is not allowed. Please upload a JPG, PNG, GIF or WEBP image, or an MP4, … video.' */
export function typeNotAllowedMessage(allowed: readonly string[]): string {
  const groups: string[] = [];
  for (const kind of ['image', 'video', 'document'] as const) {
    const labels = allowed.flatMap((t) => (TYPE_LABELS[t]?.kind === kind ? [TYPE_LABELS[t].label] : []));
    if (labels.length === 0) continue;
    // Labels are read letter by letter (an MP4, an AVI, a PNG): the article follows the letter's sound.
    const article = /^[AEFHILMNORSX]/.test(labels[0] ?? '') ? 'an' : 'a';
    groups.push(`${article} ${listed(labels)} ${kind}`);
  }
  return `This file type is not allowed. Please upload ${groups.join(', or ')}.`;
}

/** 'This file is too large. The limit is 2 MB.' (GB from 1 GB, KB below 1 MB, so the number reads well). */
export function tooLargeMessage(maxBytes: number): string {
  const round = (n: number) => Number(n.toFixed(1));
  const limit =
    maxBytes >= 1024 * MB
      ? `${round(maxBytes / (1024 * MB))} GB`
      : maxBytes >= MB
        ? `${round(maxBytes / MB)} MB`
        : `${round(maxBytes / 1024)} KB`;
  return `This file is too large. The limit is ${limit}.`;
}
