import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES } from '@ih/contract/auth';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@ih/contract/constants';
import type { Language } from '@ih/contract/language';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { escapeHtml } from '../../lib/email-layout.ts';
import { type Text, textFor } from '../../lib/i18n/index.ts';
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
  /**
   * In the reader's language (lib/i18n): the code's name, e.g. 'signing code' ("Your Influence Hub
   * signing code is …"), and one sentence saying what it does, for the message.
   */
  words: (t: Text) => { name: string; use: string };
}

const SIGN_IN: Omit<OtpPurpose, 'scope'> = { words: (t) => ({ name: t('otp.signIn'), use: '' }) };

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
  language: Language,
) {
  const t = textFor(language);
  const { name, use: sentence } = purpose.words(t);
  const use = sentence ? ` ${sentence}` : '';
  const minutes = String(OTP_TTL_MINUTES);
  if (channel === 'email') {
    const valid = t('otp.validOnce', { minutes });
    await deps.mailer.send({
      to: contact,
      subject: t('otp.subject', { name }),
      text: `${t('otp.is', { name, code })}${use}\n\n${valid}`,
      html: `<p>${escapeHtml(t('otp.htmlIntro', { name }))}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>${use ? `${escapeHtml(use.trim())} ` : ''}${escapeHtml(valid)}</p>`,
    });
  } else {
    await deps.sms.send(contact, `${t('otp.sms', { code, name })}${use} ${t('otp.smsValid', { minutes })}`);
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
  /** The account's language (design §19): the message is written in it. */
  language: Language = 'en',
): Promise<{ expiresInSeconds: number }> {
  const code = newCode();
  const key = keyOf(contact, purpose);
  const codeHmac = codeMac(deps.config.appSecret, kind, key, code);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * 60_000);
  await putChallenge(deps.db, { kind, contact: key, codeHmac, expiresAt, now });
  try {
    await deliver(deps, channel, contact, code, purpose ?? SIGN_IN, language);
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
