import { maskPan } from '@ih/contract/tax-ids';
import type { influencers } from '../../db/schema/accounts.ts';
import type { PayeeDetails } from '../../db/schema/payments.ts';
import { maskAccountNumber } from '../influencers/wire.ts';

type CreatorRow = Pick<
  typeof influencers.$inferSelect,
  | 'name'
  | 'email'
  | 'mobileNumber'
  | 'upiId'
  | 'bankName'
  | 'bankAccountNumberLast4'
  | 'ifscCode'
  | 'panLast4'
  | 'address'
  | 'city'
  | 'state'
  | 'pincode'
>;

/**
 * The payee as a payment keeps them (issue 26): name, contact, UPI ID or masked bank account, masked
 * PAN and address, taken when the payment is recorded so its receipt never shows details added later.
 * Migration 0020 writes the same shape for older payments.
 */
export function payeeDetailsOf(c: CreatorRow): PayeeDetails {
  return {
    name: c.name,
    email: c.email,
    mobile: c.mobileNumber,
    upiId: c.upiId || null,
    bank:
      c.bankName || c.bankAccountNumberLast4
        ? {
            name: c.bankName ?? '',
            maskedAccount: maskAccountNumber(c.bankAccountNumberLast4),
            ifsc: c.ifscCode ?? '',
          }
        : null,
    panMasked: maskPan(c.panLast4) || null,
    address: [c.address, c.city, c.state, c.pincode].filter((p) => p?.trim()).join(', '),
  };
}
