import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import type { Language } from '@ih/contract/language';
import type { BodyOf, ResponseOf } from '@ih/contract/operation';
import { setCreatorLanguage } from '@ih/contract/routes/account-language';
import type { sendOtp, staffSendOtp, staffVerifyOtp, verifyOtp } from '@ih/contract/routes/auth';
import { apiRequest } from '@/lib/api-client';
import { adoptAccountLanguage, chosenThisVisit } from '@/lib/i18n';
import { type Scope, storeSession } from '@/lib/session';

type Routes<S extends Scope> = S extends 'staff'
  ? { send: typeof staffSendOtp; verify: typeof staffVerifyOtp }
  : { send: typeof sendOtp; verify: typeof verifyOtp };

/**
 * After sign-in the account's language rules (design §19), unless the reader picked another with the
 * switch on the way in: then the account takes that one.
 */
async function settleLanguage(account: Language) {
  const chosen = chosenThisVisit();
  if (!chosen || chosen === account) return adoptAccountLanguage(account);
  try {
    await apiRequest(setCreatorLanguage, { body: { language: chosen }, scope: 'creator' });
  } catch {
    adoptAccountLanguage(account);
  }
}

/**
 * Send, resend and verify a sign-in code for one side. The server's message wins; the spec's sentence
 * is the fallback (doc 000 §8). Verify stores the session before resolving, so the page can navigate
 * straight into a guarded route.
 */
export function otpCalls<S extends Scope>(scope: S, routes: Routes<S>) {
  const sendCode = (contact: string, fallbackMessage: string) =>
    apiRequest(routes.send, { body: { contact } as BodyOf<Routes<S>['send']>, scope, fallbackMessage });
  return {
    send: (contact: string) => sendCode(contact, AUTH_MESSAGES.sendFailed),
    resend: (contact: string) => sendCode(contact, AUTH_MESSAGES.resendFailed),
    async verify(contact: string, otp: string) {
      const res = (await apiRequest(routes.verify, {
        body: { contact, otp } as BodyOf<Routes<S>['verify']>,
        scope,
        fallbackMessage: AUTH_MESSAGES.verifyFailed,
      })) as ResponseOf<typeof verifyOtp | typeof staffVerifyOtp>;
      // The documents read token and user at the top; the envelope repeats them in data.
      const token = res.token ?? res.data?.token;
      const user = res.user ?? res.data?.user;
      if (token && user) {
        storeSession(scope, token, user as Parameters<typeof storeSession<S>>[2]);
        if (scope === 'creator') await settleLanguage(user.language);
      }
      return res;
    },
  };
}
