import { paginationOf } from '@ih/contract/envelope';
import { MESSAGE_MESSAGES, type ThreadMessage } from '@ih/contract/messages';
import { THREAD_OPEN_DAYS_AFTER_DECISION } from '@ih/contract/messages-messages';
import { recordEvent } from '../../events/record.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { type StaffPrincipal, staffCanActOnBrand } from '../../plugins/auth.ts';
import { fileUrl } from '../files/urls.ts';
import type { Side, ThreadApplication } from './repository.ts';
import * as repo from './repository.ts';

/** Who is reading or writing a thread. */
export type Viewer = { kind: 'influencer'; influencerId: string } | { kind: 'staff'; staff: StaffPrincipal };
export const creatorViewer = (influencerId: string): Viewer => ({ kind: 'influencer', influencerId });
export const staffViewer = (staff: StaffPrincipal): Viewer => ({ kind: 'staff', staff });

const viewerId = (v: Viewer) => (v.kind === 'influencer' ? v.influencerId : v.staff.staffId);
const DAY_MS = 86_400_000;

/**
 * The thread's application if this person may see it: its creator, admins, and the members of its
 * brand. Anyone else gets 404, as if it did not exist.
 */
export async function accessible(
  deps: Deps,
  viewer: Viewer,
  applicationId: string,
): Promise<ThreadApplication> {
  const app = await repo.threadApplication(deps.db, applicationId);
  const ok =
    app &&
    (viewer.kind === 'influencer'
      ? app.influencerId === viewer.influencerId
      : staffCanActOnBrand(viewer.staff, app.brandId));
  if (!ok || !app) throw notFound(MESSAGE_MESSAGES.notFound);
  return app;
}

/** Writable while the application is live, and for 30 days after a decline or expiry. */
async function writable(deps: Deps, app: ThreadApplication): Promise<boolean> {
  if (app.status !== 'declined' && app.status !== 'expired') return true;
  const at = await repo.decidedAt(deps.db, app.id);
  return !at || deps.clock.now().getTime() - at.getTime() <= THREAD_OPEN_DAYS_AFTER_DECISION * DAY_MS;
}

type Row = Awaited<ReturnType<typeof repo.threadMessages>>[number];

function toWire(
  deps: Deps,
  r: Row,
  filesById: Map<
    string,
    { id: string; originalName: string; contentType: string; visibility: 'public' | 'private' }
  >,
): ThreadMessage {
  return {
    _id: r.m.id,
    author: {
      role: r.m.authorKind === 'influencer' ? 'creator' : 'staff',
      name: (r.m.authorKind === 'influencer' ? r.creatorName : r.staffName) ?? '',
    },
    body: r.m.body,
    attachments: r.m.attachmentIds.flatMap((id) => {
      const f = filesById.get(id);
      return f
        ? [{ _id: f.id, name: f.originalName, fileUrl: fileUrl(deps, f), contentType: f.contentType }]
        : [];
    }),
    createdAt: r.m.createdAt.toISOString(),
    readAt: r.m.readAt ? r.m.readAt.toISOString() : null,
  };
}

async function wireAll(deps: Deps, rows: Row[]): Promise<ThreadMessage[]> {
  const files = await repo.filesByIds(
    deps.db,
    rows.flatMap((r) => r.m.attachmentIds),
  );
  const byId = new Map(files.map((f) => [f.id, f]));
  return rows.map((r) => toWire(deps, r, byId));
}

/** The thread, oldest first; reading it marks the other side's messages read. */
export async function readThread(deps: Deps, viewer: Viewer, applicationId: string) {
  const app = await accessible(deps, viewer, applicationId);
  await repo.markThreadRead(deps.db, app.id, viewer.kind, deps.clock.now());
  const rows = await repo.threadMessages(deps.db, app.id);
  return {
    data: { messages: await wireAll(deps, rows), writable: await writable(deps, app) },
    message: MESSAGE_MESSAGES.listed,
  };
}

/**
 * Adds a message. Attachments must be files this person uploaded; a repeat with the same clientId
 * answers the first message instead of adding a second. The event tells the other side (in the app
 * at once, by e-mail if it stays unread: notifications consumer).
 */
export async function writeMessage(
  deps: Deps,
  viewer: Viewer,
  applicationId: string,
  input: { body: string; attachments?: string[] | undefined; clientId?: string | undefined },
) {
  const app = await accessible(deps, viewer, applicationId);
  const author = { kind: viewer.kind as Side, id: viewerId(viewer) };
  if (input.clientId) {
    const earlier = await repo.messageByClientId(deps.db, author, input.clientId);
    if (earlier && earlier.applicationId === app.id) return answer(deps, app.id, earlier.id);
  }
  if (!(await writable(deps, app))) throw conflict(MESSAGE_MESSAGES.closed);
  const attachmentIds = [...new Set(input.attachments ?? [])];
  if (attachmentIds.length) {
    const owned = (await repo.filesByIds(deps.db, attachmentIds)).filter((f) =>
      author.kind === 'influencer' ? f.influencerId === author.id : f.staffId === author.id,
    );
    if (owned.length !== attachmentIds.length)
      throw badRequest(MESSAGE_MESSAGES.attachment, { attachments: MESSAGE_MESSAGES.attachment });
  }
  const id = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const added = await repo.insertMessage(tx, {
      applicationId: app.id,
      authorKind: author.kind,
      authorId: author.id,
      body: input.body,
      attachmentIds,
      clientId: input.clientId ?? null,
      createdAt: now,
    });
    if (!added) {
      // The same clientId was sent twice at once: the other request added it.
      const earlier = await repo.messageByClientId(tx, author, input.clientId ?? '');
      return earlier!.id;
    }
    await recordEvent(tx, {
      type: 'message.posted',
      actor: { kind: author.kind, id: author.id },
      at: now,
      applicationId: app.id,
      campaignId: app.campaignId,
      brandId: app.brandId,
      influencerId: app.influencerId,
      payload: {
        messageId: added.id,
        authorRole: author.kind === 'influencer' ? 'creator' : 'staff',
        preview: input.body.length > 140 ? `${input.body.slice(0, 139)}…` : input.body,
      },
    });
    return added.id;
  });
  return answer(deps, app.id, id);
}

async function answer(deps: Deps, applicationId: string, messageId: string) {
  const rows = (await repo.threadMessages(deps.db, applicationId)).filter((r) => r.m.id === messageId);
  const [data] = await wireAll(deps, rows);
  return { data: data!, message: MESSAGE_MESSAGES.sent };
}

export async function inbox(
  deps: Deps,
  staff: StaffPrincipal,
  q: {
    page: number;
    limit: number;
    unread?: 'true' | 'false' | undefined;
    brandId?: string | undefined;
    campaignId?: string | undefined;
  },
) {
  const rows = await repo.inboxPage(deps.db, {
    brandIds: staff.role === 'admin' ? null : staff.brandIds,
    ...(q.brandId ? { brandId: q.brandId } : {}),
    ...(q.campaignId ? { campaignId: q.campaignId } : {}),
    unreadOnly: q.unread === 'true',
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    data: rows.map((r) => ({
      applicationId: r.application_id,
      creator: { _id: r.influencer_id, name: r.creator_name },
      campaign: { _id: r.campaign_id, event_name: r.event_name, brand_name: r.brand_name },
      lastMessage: {
        body: r.body,
        at: new Date(r.at).toISOString(),
        authorRole: r.author_kind === 'influencer' ? ('creator' as const) : ('staff' as const),
      },
      unread: r.unread,
    })),
    message: MESSAGE_MESSAGES.inbox,
    pagination: paginationOf(q.page, q.limit, rows[0]?.total ?? 0),
  };
}
