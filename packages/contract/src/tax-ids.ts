/*
 * India's tax identifiers (design §13), zod-free so the profile form checks them as the API does.
 * PAN: five letters, four digits, one letter. GSTIN: the state's two-digit code, the holder's PAN,
 * an entity number, 'Z', and a check character (mod-36, the GSTN's published algorithm).
 */

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** How a stored PAN is shown: six X, then its last four characters ('XXXXXX234F'). */
export const MASKED_PAN_PATTERN = /^X{6}[0-9]{3}[A-Z]$/;
export const maskPan = (last4: string | null) => (last4 ? `XXXXXX${last4}` : '');

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

export const hasValidGstinChecksum = (gstin: string) =>
  GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);

/** GST state codes by the state and union-territory names the profile uses (reference data). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The state code of a state name ('Karnataka' → '29'), case and spacing forgiven; null if unknown. */
export function gstStateCode(state: string): string | null {
  const wanted = state.trim().replace(/\s+/g, ' ').toLowerCase();
  for (const [name, code] of Object.entries(GST_STATE_CODES)) if (name.toLowerCase() === wanted) return code;
  return null;
}

/** The state or union territory of a GST state code ('29' → 'Karnataka'), or null for an unknown code. */
export function gstStateName(code: string): string | null {
  for (const [name, c] of Object.entries(GST_STATE_CODES)) if (c === code) return name;
  return null;
}

/** What is wrong with a GSTIN on its own (no profile to compare with), or null when nothing is. */
export type GstinProblem = 'format' | 'checksum' | 'state';

/**
 * The GSTIN rule a form can check without an address: its shape, its check character, and a state code
 * GST knows. A creator's profile adds "the state code is the profile's state" on the server; a brand's
 * join request has no address, so this is all of it there (issue 28).
 */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!hasValidGstinChecksum(gstin)) return 'checksum';
  if (!gstStateName(gstin.slice(0, 2))) return 'state';
  return null;
}

/** A GSTIN as typed, made comparable: upper case, no spaces ('29abcde 1234f1z5' → '29ABCDE1234F1Z5'). */
export const normaliseGstin = (value: string) => value.toUpperCase().replace(/\s/g, '');
