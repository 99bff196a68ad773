import type { Notification } from '@ih/contract/notifications';
import type { NotificationRow } from './repository.ts';

/** A notification on the wire (design §12); the row's `seq` travels only as the stream's event id. */
export const toNotificationWire = (r: NotificationRow): Notification => ({
  _id: r.id,
  type: r.type,
  category: r.category,
  title: r.title,
  body: r.body,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt ? r.readAt.toISOString() : null,
});
