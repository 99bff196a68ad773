import type { FileVisibility } from '@ih/contract/files';
import type { Deps } from '../../lib/deps.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';

/** A signed URL stays valid for at least this long after it is handed out. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;
/**
 * Expiry times are rounded up to this step, so every answer within one window carries the SAME URL
 * and the browser's cache keeps working across page loads. A URL thus lives 60 to 75 minutes.
 */
export const SIGNED_URL_WINDOW_SECONDS = 15 * 60;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_PATTERN = new RegExp(`^${UUID}$`, 'i');
/** Path and optional query; nothing else (no fragment, no backslash, no encoded separators). */
const FILE_PATH = new RegExp(`^/files/(${UUID})(?:\\?([A-Za-z0-9=&._~-]*))?$`, 'i');

export const isUuid = (value: string) => UUID_PATTERN.test(value);

const signatureOf = (secret: string, id: string, expires: number) =>
  hmac(secret, 'file-url', `${id}.${expires}`);

/** When a private file's URL handed out at `now` expires: the same for every answer in one window. */
export function signedUrlExpiry(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
  return Math.ceil(seconds / SIGNED_URL_WINDOW_SECONDS) * SIGNED_URL_WINDOW_SECONDS;
}

/**
 * The URL the web app uses for a file: stable for public files, signed and expiring for private
 * ones (an <img> or <video> cannot send the bearer header). Relative: the web app is same-origin.
 */
export function fileUrl(
  deps: Deps,
  file: { id: string; visibility: FileVisibility },
  now: Date = deps.clock.now(),
): string {
  if (file.visibility === 'public') return `/files/${file.id}`;
  const expires = signedUrlExpiry(now);
  return `/files/${file.id}?expires=${expires}&signature=${signatureOf(deps.config.appSecret, file.id, expires)}`;
}

/** Whether `expires`/`signature` from a URL were made by us for this file and have not run out. */
export function signatureValid(
  deps: Deps,
  id: string,
  expires: string | undefined,
  signature: string | undefined,
  now: Date = deps.clock.now(),
): boolean {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  const at = Number(expires);
  if (at * 1000 <= now.getTime()) return false;
  return safeEqual(signature, signatureOf(deps.config.appSecret, id.toLowerCase(), at));
}

export interface ParsedFileUrl {
  id: string;
  expires?: string;
  signature?: string;
}

/**
 * Parses one of OUR file URLs: `/files/<uuid>` relative, or absolute on exactly the public origin.
 * It is a strict match on the raw text, never a URL parser's lenient reading, so userinfo (`a@b`),
 * fragments, backslashes, percent-encoding, other schemes and other hosts (numeric or not) all fail.
 */
export function parseFileUrl(url: string, publicUrl: string): ParsedFileUrl | null {
  if (typeof url !== 'string' || url.length > 2048) return null;
  let rest = url;
  if (!url.startsWith('/')) {
    const origin = new URL(publicUrl).origin;
    if (url.slice(0, origin.length).toLowerCase() !== origin.toLowerCase()) return null;
    rest = url.slice(origin.length);
  }
  const match = FILE_PATH.exec(rest);
  if (!match?.[1]) return null;
  const query = new URLSearchParams(match[2] ?? '');
  const parsed: ParsedFileUrl = { id: match[1].toLowerCase() };
  const expires = query.get('expires');
  const signature = query.get('signature');
  if (expires) parsed.expires = expires;
  if (signature) parsed.signature = signature;
  return parsed;
}
