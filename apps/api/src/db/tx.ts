import type { Db } from './client.ts';

/** A transaction handed to a `db.transaction` callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run queries: the pool or a transaction. */
export type Executor = Db | Tx;
