import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { influencers } from '../../db/schema/accounts.ts';
import { files } from '../../db/schema/files.ts';

/** The creator behind an e-mail or mobile, with what sign-in answers about them (status, picture). */
export async function findCreatorByContact(db: Db, contact: { kind: 'email' | 'mobile'; value: string }) {
  const column = contact.kind === 'email' ? influencers.email : influencers.mobileNumber;
  const [row] = await db
    .select({
      id: influencers.id,
      name: influencers.name,
      email: influencers.email,
      mobileNumber: influencers.mobileNumber,
      status: influencers.status,
      language: influencers.language,
      imageId: files.id,
      imageVisibility: files.visibility,
    })
    .from(influencers)
    .leftJoin(files, eq(files.id, influencers.profileImageFileId))
    .where(eq(column, contact.value))
    .limit(1);
  return row;
}
