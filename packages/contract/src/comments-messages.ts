/** Review comments' texts (issue 15), zod-free for the web (ADR 015). */
export const COMMENT_MESSAGES = {
  listed: 'Comments fetched successfully',
  created: 'Comment pinned',
  addressed: 'Comment marked as addressed',
  notFound: 'We could not find this application.',
  commentNotFound: 'We could not find this comment.',
  text: 'Write a comment of 1 to 1,000 characters.',
  file: 'Pin the comment to one of the files submitted for this application.',
  spot: 'Pin an image comment to a spot: x and y from 0 to 1.',
  moment: 'Pin a video comment to a moment within the video: atSeconds from 0 to the video’s length.',
  reply: 'A reply is at most 1,000 characters.',
} as const;

/** "0:03", "1:02:05": a moment of a video as players show it. */
export function formatMoment(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
