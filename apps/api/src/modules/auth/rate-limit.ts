import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { rateLimited } from '../../lib/app-error.ts';

export interface Limit {
  /** Names the counter, e.g. 'otp-send:ip'. */
  bucket: string;
  max: number;
  windowSeconds: number;
  message: string;
}

const WINDOW = 15 * 60;

/** OTP abuse limits (design §6): per contact and per IP, in 15-minute windows. */
export const OTP_LIMITS = {
  sendPerContact: {
    bucket: 'otp-send:contact',
    max: 5,
    windowSeconds: WINDOW,
    message: 'Too many codes were requested for this email or mobile number. Please wait and try again.',
  },
  sendPerIp: {
    bucket: 'otp-send:ip',
    max: 20,
    windowSeconds: WINDOW,
    message: 'Too many codes were requested from your network. Please wait and try again.',
  },
  verifyPerIp: {
    bucket: 'otp-verify:ip',
    max: 30,
    windowSeconds: WINDOW,
    message: 'Too many sign-in attempts from your network. Please wait and try again.',
  },
} satisfies Record<string, Limit>;

/** The per-IP limits with the maxima the configuration sets. */
export function ipLimits(config: Config): { sendPerIp: Limit; verifyPerIp: Limit } {
  return {
    sendPerIp: { ...OTP_LIMITS.sendPerIp, max: config.otpLimits.sendsPerIp },
    verifyPerIp: { ...OTP_LIMITS.verifyPerIp, max: config.otpLimits.checksPerIp },
  };
}

/**
 * Counts one hit and throws 429 (with Retry-After: the seconds until the window ends) once the
 * window's count passes `max`. The upsert-increment is one atomic statement, so concurrent requests
 * on several API processes cannot slip past the limit together.
 */
export async function hit(db: Db, limit: Limit, key: string, now = new Date()): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: limit.bucket, key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Old windows are useless; an occasional sweep keeps the table small without a scheduler.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
  }
  if ((row?.count ?? 0) > limit.max) {
    const retryAfter = (windowStart.getTime() + windowMs - now.getTime()) / 1000;
    throw rateLimited(limit.message, retryAfter);
  }
}
