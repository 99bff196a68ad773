import { PINCODE_LENGTH } from '@ih/contract/constants';
import type { PincodeAnswer } from '@ih/contract/pincode';
import type { Db } from '../../db/client.ts';
import { pincodeRepository } from './repository.ts';
import { toPincodeAnswer } from './wire.ts';

const PIN_PATTERN = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);

export const pincodeService = {
  /**
   * Anything but six digits cannot be a pin code: answer "No records found" as India Post does,
   * without asking the database.
   */
  async lookup(db: Db, pin: string): Promise<PincodeAnswer> {
    if (!PIN_PATTERN.test(pin)) return toPincodeAnswer([]);
    return toPincodeAnswer(await pincodeRepository.byPincode(db, pin));
  },
};
