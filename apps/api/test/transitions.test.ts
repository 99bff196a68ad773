import { APPLICATION_STATUSES, type ApplicationStatus } from '@ih/contract/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationHistory, applications } from '../src/db/schema/pipeline.ts';
import { AppError } from '../src/lib/app-error.ts';
import {
  type ActorKind,
  ALLOWED_TRANSITIONS,
  isTransitionAllowed,
  transition,
} from '../src/modules/applications/transitions.ts';
import { createInfluencer } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let influencerId: string;
let otherInfluencerId: string;
/** One application in each status; every case runs in a transaction that is rolled back. */
const appIn = {} as Record<ApplicationStatus, string>;

beforeAll(async () => {
  t = await createTestContext();
  influencerId = (await createInfluencer(t.db)).id;
  otherInfluencerId = (await createInfluencer(t.db)).id;
  const brand = await createBrand(t.db);
  for (const status of APPLICATION_STATUSES) {
    // One campaign per status: a creator applies to a campaign once.
    const campaign = await createCampaign(t.db, { brandId: brand.id });
    appIn[status] = (await createApplication(t.db, { influencerId, campaignId: campaign.id, status })).id;
  }
});
afterAll(() => t.close());

class Rollback extends Error {}

/** Runs a move and rolls it back, answering what happened and what the transaction saw. */
async function tryMove(from: ApplicationStatus, to: ApplicationStatus, actor: ActorKind) {
  const applicationId = appIn[from];
  let seen:
    | { row: typeof applications.$inferSelect; history: (typeof applicationHistory.$inferSelect)[] }
    | undefined;
  try {
    await t.db.transaction(async (tx) => {
      await transition(tx, {
        applicationId,
        to,
        actor: { kind: actor, id: actor === 'system' ? null : influencerId },
        finalAmount: 6000,
        reworkReason: 'Reshoot in daylight',
        reasonCode: 'quality',
        now: t.clock.now(),
      });
      const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId));
      const history = await tx
        .select()
        .from(applicationHistory)
        .where(eq(applicationHistory.applicationId, applicationId));
      if (row) seen = { row, history };
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return { ok: true as const, seen };
    return { ok: false as const, error };
  }
  throw new Error('unreachable');
}

const STAMP: Partial<Record<ApplicationStatus, keyof typeof applications.$inferSelect>> = {
  accepted: 'acceptedAt',
  'pending review': 'submittedAt',
  rework: 'reworkRequestedAt',
  approved: 'approvedAt',
  'final submission': 'finalSubmittedAt',
  'final posted': 'finalPostedAt',
};

describe('the transition table', () => {
  it('has exactly the nine moves of design §4, the two decisions of a silent brand (§13), the creator withdrawing (issue 26) and an accepted invitation (§15)', () => {
    expect(ALLOWED_TRANSITIONS.map((m) => `${m.from}>${m.to}:${m.actor}`).sort()).toEqual(
      [
        'pending>accepted:staff',
        'pending>declined:staff',
        'pending>expired:system',
        'accepted>pending review:influencer',
        'pending review>rework:staff',
        'rework>pending review:influencer',
        'pending review>approved:staff',
        'approved>final submission:influencer',
        'final submission>final posted:staff',
        'pending review>approved:system',
        'final submission>final posted:system',
        'pending>withdrawn:influencer',
        'pending>accepted:system',
      ].sort(),
    );
  });

  const cases = APPLICATION_STATUSES.flatMap((from) =>
    APPLICATION_STATUSES.flatMap((to) =>
      (['staff', 'influencer', 'system'] as const).map((actor) => ({ from, to, actor })),
    ),
  );

  it.each(cases)('$actor: $from → $to', async ({ from, to, actor }) => {
    const result = await tryMove(from, to, actor);
    if (isTransitionAllowed(from, to, actor)) {
      expect(result.ok).toBe(true);
      const seen = result.ok ? result.seen : undefined;
      expect(seen?.row.status).toBe(to);
      const stamp = STAMP[to];
      if (stamp) expect(seen?.row[stamp]).toBeInstanceOf(Date);
      const last = seen?.history.find(
        (h) => h.fromStatus === from && h.toStatus === to && h.actorKind === actor,
      );
      expect(last).toBeDefined();
    } else {
      expect(result.ok).toBe(false);
      const error = result.ok ? undefined : result.error;
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).code).toBe('TRANSITION_NOT_ALLOWED');
    }
  });

  it('explains a refused move in a sentence', async () => {
    const result = await tryMove('approved', 'rework', 'staff');
    expect(result.ok ? '' : (result.error as Error).message).toBe(
      'This application is approved, so it cannot be moved to rework.',
    );
  });
});

describe('transition()', () => {
  it('requires a positive whole final amount to accept', async () => {
    for (const finalAmount of [undefined, 0, -5, 12.5]) {
      const error = await t.db
        .transaction((tx) =>
          transition(tx, {
            applicationId: appIn.pending,
            to: 'accepted',
            actor: { kind: 'staff', id: null },
            finalAmount,
            now: t.clock.now(),
          }),
        )
        .catch((e: unknown) => e);
      expect((error as AppError).status).toBe(400);
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, appIn.pending));
    expect(row?.status).toBe('pending');
  });

  it('requires a non-blank reason for rework', async () => {
    const error = await t.db
      .transaction((tx) =>
        transition(tx, {
          applicationId: appIn['pending review'],
          to: 'rework',
          actor: { kind: 'staff', id: null },
          reworkReason: '   ',
          now: t.clock.now(),
        }),
      )
      .catch((e: unknown) => e);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe('Choose a reason or write one, so the creator knows why.');
  });

  it('stores the rework reason and keeps payment pending when final posted', async () => {
    const campaign = await createCampaign(t.db, { brandId: (await createBrand(t.db)).id });
    const app = await createApplication(t.db, {
      influencerId,
      campaignId: campaign.id,
      status: 'pending review',
    });
    await t.db.transaction((tx) =>
      transition(tx, {
        applicationId: app.id,
        to: 'rework',
        actor: { kind: 'staff', id: null },
        reworkReason: '  Add the coupon code  ',
        now: t.clock.now(),
      }),
    );
    const [row] = await t.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row?.reworkReason).toBe('Add the coupon code');
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, app.id));
    expect(history.find((h) => h.toStatus === 'rework')?.note).toBe('Add the coupon code');

    const fs = await createApplication(t.db, {
      influencerId,
      campaignId: (await createCampaign(t.db, { brandId: (await createBrand(t.db)).id })).id,
      status: 'final submission',
    });
    await t.db.transaction((tx) =>
      transition(tx, {
        applicationId: fs.id,
        to: 'final posted',
        actor: { kind: 'staff', id: null },
        now: t.clock.now(),
      }),
    );
    const [posted] = await t.db.select().from(applications).where(eq(applications.id, fs.id));
    expect(posted?.paymentStatus).toBe('pending');
    expect(posted?.finalPostedAt).toBeInstanceOf(Date);
  });

  it("answers 404 for another creator's application when scoped", async () => {
    const error = await t.db
      .transaction((tx) =>
        transition(tx, {
          applicationId: appIn.accepted,
          to: 'pending review',
          actor: { kind: 'influencer', id: otherInfluencerId },
          influencerId: otherInfluencerId,
          now: t.clock.now(),
        }),
      )
      .catch((e: unknown) => e);
    expect((error as AppError).status).toBe(404);
  });
});
