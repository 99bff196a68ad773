import type { Executor } from '../../db/tx.ts';
import { unreadCounts } from './repository.ts';

/** The brand team's messages a creator has not read, per application (the work rows' badges). */
export const unreadFromStaff = (db: Executor, applicationIds: string[]) =>
  unreadCounts(db, applicationIds, 'staff');
