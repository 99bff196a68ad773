import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postOffices } from '../../db/schema/reference.ts';

export const pincodeRepository = {
  /** Post offices of one pin code, in the directory's order (served by post_offices_pincode_idx). */
  byPincode: (db: Db, pincode: string) =>
    db.select().from(postOffices).where(eq(postOffices.pincode, pincode)).orderBy(asc(postOffices.id)),
};
