import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A transaction handed to a `db.transaction` callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run queries: the pool or a transaction. */
export type Executor = Db | Tx;

/**
 * Runs `work` in a transaction that is always rolled back, and answers what it returned: a dry run
 * that takes the same locks and runs the same checks as the real thing, and saves nothing.
 */
export async function inRolledBackTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await db
    .transaction(async (tx) => {
      result = { value: await work(tx) };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  if (!result) throw new Error('the rolled-back transaction produced nothing');
  return result.value;
}
