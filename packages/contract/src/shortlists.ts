import { z } from 'zod';
import { discoveryCard } from './discovery.ts';
import { envelope, messageEnvelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/shortlists.ts';
import {
  SHORTLIST_ADD_MAX,
  SHORTLIST_MESSAGES,
  SHORTLIST_NAME_MAX,
  SHORTLIST_SKIP_REASONS,
  type ShortlistSkipReason,
} from './shortlists-messages.ts';

export { SHORTLIST_MESSAGES };

/**
 * A brand's named list of creators (design §15). A brand person sees and changes only their brands'
 * lists (another brand's answers 404); admins see all.
 */
export const shortlistSummary = z.object({
  _id: z.uuid(),
  brandId: z.uuid(),
  brandName: z.string(),
  name: z.string(),
  /** Creators on the list who are still discoverable (the others are kept but not shown). */
  creatorCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShortlistSummary = z.infer<typeof shortlistSummary>;

export const shortlistCreator = discoveryCard.extend({ addedAt: z.string() });
export type ShortlistCreator = z.infer<typeof shortlistCreator>;

export const shortlistDetail = shortlistSummary.extend({ creators: z.array(shortlistCreator) });
export type ShortlistDetail = z.infer<typeof shortlistDetail>;

const blank = (v: unknown) => (typeof v === 'string' && (v.trim() === '' || v === 'all') ? undefined : v);
const idParams = z.object({ id: z.uuid({ error: SHORTLIST_MESSAGES.notFound }) });

export const listShortlists = defineOperation({
  ...route.listShortlists,
  summary: "Shortlists of the caller's brands (admins: every brand's), newest first",
  tags: ['staff: shortlists'],
  query: z.object({
    brandId: z.preprocess(blank, z.uuid({ error: SHORTLIST_MESSAGES.brandNotFound }).optional()),
    ...pageQuery(20),
  }),
  response: paginatedEnvelope(shortlistSummary),
});

export const createShortlist = defineOperation({
  ...route.createShortlist,
  summary: "A new, empty shortlist for one of the caller's brands; names are unique per brand",
  tags: ['staff: shortlists'],
  status: 201,
  body: z.object({
    brandId: z.uuid({ error: SHORTLIST_MESSAGES.brandId }),
    name: z
      .string({ error: SHORTLIST_MESSAGES.name })
      .trim()
      .min(1, SHORTLIST_MESSAGES.name)
      .max(SHORTLIST_NAME_MAX, SHORTLIST_MESSAGES.name),
  }),
  response: envelope(shortlistSummary),
});

export const getShortlist = defineOperation({
  ...route.getShortlist,
  summary:
    'One shortlist with its discoverable creators (newest first); format=csv answers a spreadsheet of them without contact data',
  tags: ['staff: shortlists'],
  params: idParams,
  query: z.object({
    format: z
      .preprocess(blank, z.enum(['json', 'csv'], { error: SHORTLIST_MESSAGES.format }).default('json'))
      .describe('csv answers text/csv as an attachment'),
  }),
  response: envelope(shortlistDetail),
});

export const deleteShortlist = defineOperation({
  ...route.deleteShortlist,
  summary: 'Delete a shortlist (the creators are not told)',
  tags: ['staff: shortlists'],
  params: idParams,
  response: messageEnvelope,
});

export const addShortlistCreators = defineOperation({
  ...route.addShortlistCreators,
  summary:
    'Add creators to a shortlist; one already on it, not discoverable or suspended is skipped with its reason, never added twice',
  tags: ['staff: shortlists'],
  params: idParams,
  body: z.object({
    influencerIds: z
      .array(z.uuid({ error: SHORTLIST_MESSAGES.influencerIds }), { error: SHORTLIST_MESSAGES.influencerIds })
      .min(1, SHORTLIST_MESSAGES.influencerIds)
      .max(SHORTLIST_ADD_MAX, SHORTLIST_MESSAGES.influencerIds),
  }),
  response: envelope(
    z.object({
      added: z.array(z.uuid()),
      skipped: z.array(
        z.object({
          influencerId: z.uuid(),
          reason: z.enum(
            Object.keys(SHORTLIST_SKIP_REASONS) as [ShortlistSkipReason, ...ShortlistSkipReason[]],
          ),
        }),
      ),
    }),
  ),
});

export const removeShortlistCreator = defineOperation({
  ...route.removeShortlistCreator,
  summary: 'Take a creator off a shortlist (taking one who is not on it changes nothing)',
  tags: ['staff: shortlists'],
  params: z.object({
    id: z.uuid({ error: SHORTLIST_MESSAGES.notFound }),
    influencerId: z.uuid({ error: SHORTLIST_MESSAGES.notOnList }),
  }),
  response: messageEnvelope,
});
