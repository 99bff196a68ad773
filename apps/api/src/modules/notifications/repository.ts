import type { NotificationCategory, NotificationType } from '@ih/contract/enums';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { events } from '../../db/schema/events.ts';
import { notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import type { Executor } from '../../db/tx.ts';

/** Whose notifications: a creator (`influencer`) or a staff member. */
export interface Person {
  kind: 'influencer' | 'staff';
  id: string;
}

export type NotificationRow = typeof notifications.$inferSelect;

const of = (p: Person) => and(eq(notifications.recipientKind, p.kind), eq(notifications.recipientId, p.id));

export async function listFor(
  db: Executor,
  person: Person,
  opts: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = opts.unreadOnly ? and(of(person), isNull(notifications.readAt)) : of(person);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.seq))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function unreadCount(db: Executor, person: Person): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(of(person), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Ids among `ids` that are this person's: the others are somebody else's or do not exist. */
export async function ownIds(db: Executor, person: Person, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(of(person), inArray(notifications.id, ids)));
  return rows.map((r) => r.id);
}

/** Marks read (only unread ones, so `readAt` keeps the first reading); `ids` undefined means all. */
export async function markRead(db: Executor, person: Person, at: Date, ids?: string[]): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(of(person), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks read a person's unread notifications whose event was about one of these applications. */
export async function markReadAboutApplications(
  db: Executor,
  person: Person,
  applicationIds: string[],
  at: Date,
): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        of(person),
        isNull(notifications.readAt),
        inArray(
          notifications.eventId,
          db.select({ id: events.id }).from(events).where(inArray(events.applicationId, applicationIds)),
        ),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Every notification of a person after a stream position, oldest first (the live stream's resume). */
export async function afterSeq(
  db: Executor,
  person: Person,
  seq: number,
  limit = 200,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(of(person), sql`${notifications.seq} > ${seq}`))
    .orderBy(notifications.seq)
    .limit(limit);
}

export async function lastSeq(db: Executor, person: Person): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number | null>`max(${notifications.seq})` })
    .from(notifications)
    .where(of(person));
  return Number(row?.seq ?? 0);
}

export interface PreferenceRow {
  category: NotificationCategory;
  email: boolean;
  sms: boolean;
  push: boolean;
}

export async function preferencesOf(db: Executor, person: Person): Promise<PreferenceRow[]> {
  return db
    .select({
      category: notificationPreferences.category,
      email: notificationPreferences.email,
      sms: notificationPreferences.sms,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.subjectKind, person.kind),
        eq(notificationPreferences.subjectId, person.id),
      ),
    );
}

/** The stored choices of many people for one category (a missing row means the default). */
export async function preferencesFor(
  db: Executor,
  kind: Person['kind'],
  ids: string[],
  category: NotificationCategory,
): Promise<Map<string, { email: boolean; sms: boolean; push: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: notificationPreferences.subjectId,
      email: notificationPreferences.email,
      sms: notificationPreferences.sms,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.subjectKind, kind),
        inArray(notificationPreferences.subjectId, ids),
        eq(notificationPreferences.category, category),
      ),
    );
  return new Map(rows.map((r) => [r.id, { email: r.email, sms: r.sms, push: r.push }]));
}

export async function savePreferences(
  db: Executor,
  person: Person,
  changes: { category: NotificationCategory; email: boolean; sms: boolean; push: boolean }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(changes.map((c) => ({ subjectKind: person.kind, subjectId: person.id, ...c })))
    .onConflictDoUpdate({
      target: [
        notificationPreferences.subjectKind,
        notificationPreferences.subjectId,
        notificationPreferences.category,
      ],
      set: {
        email: sql`excluded.email`,
        sms: sql`excluded.sms`,
        push: sql`excluded.push`,
        updatedAt: sql`now()`,
      },
    });
}

/** E-mail off for one category, SMS left as it was. */
export async function switchEmailOff(
  db: Executor,
  person: Person,
  category: NotificationCategory,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ subjectKind: person.kind, subjectId: person.id, category, email: false })
    .onConflictDoUpdate({
      target: [
        notificationPreferences.subjectKind,
        notificationPreferences.subjectId,
        notificationPreferences.category,
      ],
      set: { email: false, updatedAt: sql`now()` },
    });
}

export interface NewNotification {
  recipient: Person;
  type: NotificationType;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string;
  dedupeKey: string;
  eventId: number | null;
  emailStatus: 'pending' | 'skipped';
  createdAt: Date;
}

/** Inserts what is not there yet (by person and dedupe key); answers the rows it really added. */
export async function insertNew(db: Executor, items: NewNotification[]): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      items.map((n) => ({
        recipientKind: n.recipient.kind,
        recipientId: n.recipient.id,
        type: n.type,
        category: n.category,
        title: n.title,
        body: n.body,
        link: n.link,
        dedupeKey: n.dedupeKey,
        eventId: n.eventId,
        emailStatus: n.emailStatus,
        createdAt: n.createdAt,
      })),
    )
    .onConflictDoNothing({
      target: [notifications.recipientKind, notifications.recipientId, notifications.dedupeKey],
    })
    .returning();
}
