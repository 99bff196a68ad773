/** A number kept sealed, with its last four in clear so it can be shown masked. */
export interface SealedNumber {
  sealed: string | null;
  last4: string | null;
}

/**
 * What an update makes of a sealed number (a bank account, a PAN): undefined keeps the stored one (the
 * field was left out, or the masked value GET showed came back unchanged), '' clears it, and a new
 * value is sealed. A masked value that does not end in the stored last four is refused: it cannot
 * be sealed, and keeping the stored number would hide that the caller meant another.
 */
export function updatedSealedNumber(
  value: string | undefined,
  rule: { masked: RegExp; storedLast4: string | null; seal: (value: string) => string; refuse: () => Error },
): SealedNumber | undefined {
  if (value === undefined) return undefined;
  if (value === '') return { sealed: null, last4: null };
  if (rule.masked.test(value)) {
    if (rule.storedLast4 && value.endsWith(rule.storedLast4)) return undefined;
    throw rule.refuse();
  }
  return { sealed: rule.seal(value), last4: value.slice(-4) };
}
