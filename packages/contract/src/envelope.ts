import { z } from 'zod';
import { MAX_PAGE_LIMIT } from './constants.ts';

/** Every success answer: `{ success, data, message }` (design §3). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string() });

/** A success answer that carries only a message. */
export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A list answer: the envelope plus `pagination`. */
export const paginatedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    message: z.string(),
    pagination: paginationSchema,
  });

export { MAX_PAGE_LIMIT };

/** Query fields shared by every paginated list; page and limit arrive as strings. */
export const pageQuery = (defaultLimit = 10) => ({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .default(defaultLimit),
});

export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
