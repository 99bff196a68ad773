import type { Storage } from '../../plugins/storage.ts';
import type { Db } from '../client.ts';

export interface DemoLogins {
  creatorEmail: string;
  adminEmail: string;
}

/** Seeds the demo catalogue, creator and admin once, on an empty database. Returns who can sign in. */
export async function seedDemoData(_db: Db, _storage: Storage): Promise<DemoLogins | null> {
  return null;
}
