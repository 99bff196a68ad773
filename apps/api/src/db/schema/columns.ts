import { type AnyPgColumn, integer, type ReferenceConfig, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table spells a key, a moment or a link the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** A moment, stored with its zone so it reads back the same whatever the session's time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A uuid column every row must fill with another table's row (`target`, lazily: tables refer in circles). */
export const requiredRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  uuid(name).notNull().references(target, actions);

/** A reference list's row: an id and the name it is shown and looked up by. */
export const namedRow = () => ({ id: id(), name: text('name').notNull().unique() });
/** Where a row stands in its list, first to last. */
export const sortOrder = () => integer('sort_order').notNull().default(0);
