import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES } from '@ih/contract/auth';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@ih/contract/constants';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';
import {
  countFailedTry,
  dropChallenge,
  lockChallenge,
  markConsumed,
  putChallenge,
  type SubjectKind,
} from './otp-repository.ts';

export type { SubjectKind };
export type Channel = 'email' | 'mobile';

/**
 * What a code is for, when it is not signing in: its row is kept apart from the sign-in code's (the
 * `scope` is part of its key), and its message names what it does. Agreements sign with these
 * (design §16): the same codes, expiry, single use and limits as sign-in, bound to one document.
 */
export interface OtpPurpose {
  /** e.g. `agreement:<id>`: a code issued for one scope never works for another, or for signing in. */
  scope: string;
  /** e.g. 'signing code': "Your Influence Hub signing code is …". */
  name: string;
  /** One sentence saying what the code does, for the message. */
  use: string;
}

const SIGN_IN: Omit<OtpPurpose, 'scope'> = { name: 'sign-in code', use: '' };

/** The challenge row's contact: the contact itself for sign-in, else scoped to the purpose. */
const keyOf = (contact: string, purpose?: OtpPurpose) => (purpose ? `${purpose.scope}|${contact}` : contact);

/** Kind and contact are part of the MAC input, so a code's MAC is useless for any other contact. */
const codeMac = (secret: string, kind: SubjectKind, contact: string, code: string) =>
  hmac(secret, 'otp', `${kind}:${contact}:${code}`);

/** Zero-padded so every code has exactly OTP_LENGTH digits, uniformly drawn. */
const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

async function deliver(
  deps: Deps,
  channel: Channel,
  contact: string,
  code: string,
  purpose: Omit<OtpPurpose, 'scope'>,
) {
  const use = purpose.use ? ` ${purpose.use}` : '';
  if (channel === 'email') {
    await deps.mailer.send({
      to: contact,
      subject: `Your Influence Hub ${purpose.name}`,
      text: `Your Influence Hub ${purpose.name} is ${code}.${use}\n\nIt is valid for ${OTP_TTL_MINUTES} minutes and can be used once. If you did not ask for it, you can ignore this e-mail.`,
      html: `<p>Your Influence Hub ${purpose.name} is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>${use ? `${use.trim()} ` : ''}It is valid for ${OTP_TTL_MINUTES} minutes and can be used once. If you did not ask for it, you can ignore this e-mail.</p>`,
    });
  } else {
    await deps.sms.send(
      contact,
      `${code} is your Influence Hub ${purpose.name}.${use} It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it.`,
    );
  }
}

/**
 * Issues a fresh code for the contact, replacing any earlier one (one row per kind and contact),
 * and delivers it. If delivery fails the new code is deleted, so no live code exists that nobody
 * received, and the caller gets 503.
 */
export async function issueOtp(
  deps: Deps,
  kind: SubjectKind,
  channel: Channel,
  contact: string,
  purpose?: OtpPurpose,
): Promise<{ expiresInSeconds: number }> {
  const code = newCode();
  const key = keyOf(contact, purpose);
  const codeHmac = codeMac(deps.config.appSecret, kind, key, code);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * 60_000);
  await putChallenge(deps.db, { kind, contact: key, codeHmac, expiresAt, now });
  try {
    await deliver(deps, channel, contact, code, purpose ?? SIGN_IN);
  } catch (err) {
    deps.log.error({ err, channel }, 'OTP delivery failed');
    await dropChallenge(deps.db, kind, codeHmac);
    throw new AppError('UNAVAILABLE', AUTH_MESSAGES.deliveryFailed);
  }
  return { expiresInSeconds: OTP_TTL_MINUTES * 60 };
}

type Outcome = 'ok' | 'expired' | 'wrong' | 'superseded' | 'dead';

/**
 * Checks a code and, when right, consumes it. The challenge row is locked for the check, so
 * parallel guesses are counted one after another and can never exceed OTP_MAX_ATTEMPTS; once the
 * limit is reached even the right code fails. Throws 400 with the reason otherwise.
 */
export async function consumeOtp(
  deps: Deps,
  kind: SubjectKind,
  contact: string,
  otp: string,
  purpose?: OtpPurpose,
) {
  const key = keyOf(contact, purpose);
  const given = codeMac(deps.config.appSecret, kind, key, otp);
  // The outcome is returned, not thrown, from the transaction: a throw would roll back the counter.
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const c = await lockChallenge(tx, kind, key);
    if (!c || c.consumedAt || c.expiresAt.getTime() <= deps.clock.now().getTime()) return 'expired';
    if (c.failedAttempts >= OTP_MAX_ATTEMPTS) return 'dead';
    if (!safeEqual(c.codeHmac, given)) {
      // An older code counts as a try like any other; only the answer names it (issue 26 B).
      const failedAttempts = c.failedAttempts + 1;
      await countFailedTry(tx, c.id, failedAttempts);
      if (failedAttempts >= OTP_MAX_ATTEMPTS) return 'dead';
      return c.supersededCodeHmac && safeEqual(c.supersededCodeHmac, given) ? 'superseded' : 'wrong';
    }
    await markConsumed(tx, c.id, deps.clock.now());
    return 'ok';
  });
  if (outcome === 'expired') throw badRequest(AUTH_MESSAGES.expiredCode, { otp: AUTH_MESSAGES.expiredCode });
  if (outcome === 'dead') throw badRequest(AUTH_MESSAGES.tooManyTries, { otp: AUTH_MESSAGES.tooManyTries });
  if (outcome === 'wrong') throw badRequest(AUTH_MESSAGES.wrongCode, { otp: AUTH_MESSAGES.wrongCode });
  if (outcome === 'superseded') {
    const message = AUTH_MESSAGES.supersededCode(contact);
    throw badRequest(message, { otp: message });
  }
}
