import { and, eq } from 'drizzle-orm';
import { applications } from '../../db/schema/pipeline.ts';
import type { Tx } from '../../db/tx.ts';
import type { EventConsumer } from '../../jobs/consumers.ts';
import { type Text, textFor } from '../../lib/i18n/index.ts';
import { type Draft, draftsFor, invitationDrafts } from './compose.ts';
import { applicationContext } from './context.ts';
import { type Addressed, deliver, inTheirLanguages } from './deliver.ts';
import { invitationContext } from './invitation-repository.ts';
import { scheduleMessageEmail, threadKey } from './message-email.ts';
import { activeCreator, staffOfBrand } from './recipients-repository.ts';
import { openStaffDigest, schedulePostingReminder, scheduleSubmissionReminder } from './reminders.ts';
import { scheduleResultsReminders } from './results-reminders.ts';

/**
 * Each draft with the people it goes to: the creator (if active), or the brand's staff, each in their
 * own language. `drafts` writes an event's drafts in one language; it is called once per language the
 * recipients read, and gives the same drafts in the same order in every language.
 */
async function addressed(
  tx: Tx,
  drafts: (t: Text) => Draft[],
  influencerId: string,
  brandId: string,
): Promise<Addressed[]> {
  const english = drafts(textFor('en'));
  if (english.length === 0) return [];
  const creator = english.some((d) => d.to === 'creator') ? await activeCreator(tx, influencerId) : null;
  const staff = english.some((d) => d.to === 'brand staff') ? await staffOfBrand(tx, brandId) : [];
  const written = new Map<Text, Draft[]>();
  const draftsIn = (t: Text) => {
    if (!written.has(t)) written.set(t, t.language === 'en' ? english : drafts(t));
    return written.get(t)!;
  };
  return english.flatMap(({ to }, i) =>
    inTheirLanguages(to === 'creator' ? (creator ? [creator] : []) : staff, (t) => {
      const { to: _, ...draft } = draftsIn(t)[i]!;
      return draft;
    }),
  );
}

/**
 * Turns committed domain events into notifications (issue 14). It may run twice for one event (a
 * retry, a second worker): every notification is keyed `event:<id>` per person, and timers by what
 * they are about, so a repeat adds nothing.
 */
export const notificationsConsumer: EventConsumer = {
  name: 'notifications',
  async handle(event, deps) {
    if (event.type === 'campaign.updated' && event.campaignId) {
      // A deadline edit moves the reminders of the campaign's accepted work.
      const accepted = await deps.db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.campaignId, event.campaignId), eq(applications.status, 'accepted')));
      for (const { id } of accepted)
        await deps.db.transaction(async (tx) => {
          const c = await applicationContext(tx, id);
          if (c) await scheduleSubmissionReminder(tx, deps.clock, c);
        });
      return;
    }
    if (event.type.startsWith('invitation.')) {
      await deps.db.transaction(async (tx) => {
        const c = await invitationContext(tx, String(event.payload.invitationId));
        if (!c) return;
        const items = await addressed(tx, (t) => invitationDrafts(event, c, t), c.influencerId, c.brandId);
        await deliver(tx, event.createdAt, items, `event:${event.id}`, event.id);
      });
      return;
    }
    if (!event.applicationId) return;
    await deps.db.transaction(async (tx) => {
      const c = await applicationContext(tx, event.applicationId!);
      if (!c) return;
      if (event.type === 'application.created') {
        await openStaffDigest(tx, deps.clock, c.campaignId, event.createdAt);
        return;
      }
      if (event.type === 'application.moved') {
        if (event.payload.to === 'accepted') await scheduleSubmissionReminder(tx, deps.clock, c);
        if (event.payload.to === 'approved') await schedulePostingReminder(tx, deps.clock, c);
        if (event.payload.to === 'final posted')
          await scheduleResultsReminders(tx, deps.clock, c.applicationId, event.createdAt);
      }
      if (draftsFor(event, c).length === 0) return;
      const items = await addressed(tx, (t) => draftsFor(event, c, t), c.influencerId, c.brandId);
      if (event.type === 'message.posted') {
        // In the app at once; by e-mail only if it is still unread after a while (message-email.ts).
        await deliver(tx, event.createdAt, items, threadKey(c.applicationId, event.id), event.id, false);
        await scheduleMessageEmail(tx, deps.clock, c.applicationId, event.createdAt);
        return;
      }
      await deliver(tx, event.createdAt, items, `event:${event.id}`, event.id);
    });
  },
};
