import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe; the session token handed to the client. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: a SHA-256, so a database leak yields no usable session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const hmac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
