/**
 * The upload messages that name a purpose's types and limit. Kept free of zod so the web pages that
 * pick files can show them without loading the schemas (design §7); `files.ts` re-exports them.
 */

export const MB = 1024 * 1024;

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
