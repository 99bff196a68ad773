import { BRAND_JOIN_REFUSALS } from '@ih/contract/brand-requests-messages';
import type { Config } from '../../config.ts';
import { ipLimits, type Limit, OTP_LIMITS } from '../auth/rate-limit.ts';

/**
 * The join form is limited as sign-in codes are (design §15): the same counters in PostgreSQL, per
 * network with the configured maximum (OTP_SENDS_PER_IP) and per e-mail, in the same 15-minute windows.
 */
export function joinLimits(config: Config): { perIp: Limit; perEmail: Limit } {
  return {
    perIp: {
      ...ipLimits(config).sendPerIp,
      bucket: 'brand-join:ip',
      message: BRAND_JOIN_REFUSALS.tooManyFromNetwork,
    },
    perEmail: {
      ...OTP_LIMITS.sendPerContact,
      bucket: 'brand-join:email',
      message: BRAND_JOIN_REFUSALS.tooManyForEmail,
    },
  };
}
