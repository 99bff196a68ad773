import { CAMPAIGN_CODE_PATTERN, UUID_PATTERN } from '@ih/contract/patterns';
import { eq, type SQL } from 'drizzle-orm';
import { campaigns } from './schema/catalogue.ts';

/**
 * The condition that picks the campaign a caller named by uuid or CMP code (codes in any case), or
 * undefined when the text is neither, so a caller answers "not found" without a query. `byUuid` is for
 * callers that also accept another row's uuid in the same place.
 */
export function campaignKey(
  idOrCode: string,
  byUuid: (id: string) => SQL | undefined = (id) => eq(campaigns.id, id),
): SQL | undefined {
  if (UUID_PATTERN.test(idOrCode)) return byUuid(idOrCode);
  return CAMPAIGN_CODE_PATTERN.test(idOrCode) ? eq(campaigns.code, idOrCode.toUpperCase()) : undefined;
}
