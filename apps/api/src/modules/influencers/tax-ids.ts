import { TAX_MESSAGES } from '@ih/contract/tax';
import { gstStateCode, gstStateName, MASKED_PAN_PATTERN } from '@ih/contract/tax-ids';
import type { influencers } from '../../db/schema/accounts.ts';
import { badRequest } from '../../lib/app-error.ts';
import { open, seal } from '../../lib/crypto-box.ts';
import { updatedSealedNumber } from './sealed-number.ts';

type InfluencerRow = typeof influencers.$inferSelect;

/** The purpose the PAN is sealed under (its own key, apart from the bank account number's). */
export const PAN_BOX = 'pan';

const fail = (field: string, message: string) => badRequest(message, { [field]: message });

/** The new sealed PAN and last four, or undefined to keep what is stored. */
export function resolvePan(
  secret: string,
  value: string | undefined,
  row: InfluencerRow,
): { panEncrypted: string | null; panLast4: string | null } | undefined {
  const pan = updatedSealedNumber(value, {
    masked: MASKED_PAN_PATTERN,
    storedLast4: row.panLast4,
    seal: (number) => seal(secret, PAN_BOX, number),
    refuse: () => fail('pan', TAX_MESSAGES.pan),
  });
  return pan && { panEncrypted: pan.sealed, panLast4: pan.last4 };
}

/**
 * The GST registration after the update, checked as a whole (the stored values count where the
 * update leaves them out): a registered creator has a GSTIN, its state code is the profile's state,
 * and its characters 3 to 12 are the creator's PAN when one is on file.
 */
export function resolveGst(
  secret: string,
  input: {
    gst_registered?: boolean | undefined;
    gstin?: string | undefined;
    state: string;
    pan?: string | undefined;
  },
  row: InfluencerRow,
): { gstRegistered: boolean; gstin: string | null } {
  const registered = input.gst_registered ?? row.gstRegistered;
  if (!registered) return { gstRegistered: false, gstin: null };
  const gstin = input.gstin ?? row.gstin ?? '';
  if (!gstin) throw fail('gstin', TAX_MESSAGES.gstinRequired);
  const gstinState = gstStateName(gstin.slice(0, 2));
  if (!gstinState) throw fail('gstin', TAX_MESSAGES.gstinUnknownState);
  if (gstStateCode(input.state) !== gstin.slice(0, 2))
    throw fail('gstin', TAX_MESSAGES.gstinState(gstinState, input.state));
  const pan =
    input.pan !== undefined && !MASKED_PAN_PATTERN.test(input.pan)
      ? input.pan
      : row.panEncrypted
        ? open(secret, PAN_BOX, row.panEncrypted)
        : '';
  if (pan && gstin.slice(2, 12) !== pan) throw fail('gstin', TAX_MESSAGES.gstinPan);
  return { gstRegistered: true, gstin };
}
