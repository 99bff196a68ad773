import type { getReferenceLists, listBrandNiches, listCountries } from '@ih/contract/reference';

/*
 * The three reference calls, typed from the contract but without loading its module at run time:
 * importing reference.ts pulls a further ~24 KB (gzip) of zod into the brands and campaigns
 * routes (design §7 budget), and the client only needs each call's method and path. Types keep
 * them honest: a changed contract path still has to be changed here, but a changed shape fails
 * the type check.
 */
const op = <T>(method: 'GET', path: string) => ({ method, path }) as unknown as T;

export const listBrandNichesOp = op<typeof listBrandNiches>('GET', '/v1/influencer/brand/niche/list');
export const listCountriesOp = op<typeof listCountries>('GET', '/v1/influencer/country/list');
export const getReferenceListsOp = op<typeof getReferenceLists>('GET', '/v1/reference');

/** REFERENCE_MESSAGES of the contract, copied for the same reason. */
export const REFERENCE_FALLBACKS = {
  countriesFailed: 'Failed to fetch countries',
  nichesFailed: 'Failed to fetch brand niches',
} as const;
