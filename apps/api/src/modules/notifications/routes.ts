import { paginationOf } from '@ih/contract/envelope';
import * as op from '@ih/contract/notifications';
import { NOTIFICATION_MESSAGES } from '@ih/contract/notifications-messages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { personOf } from './person.ts';
import { readPreferences, updatePreferences } from './preferences.ts';
import * as notifications from './service.ts';
import { describeUnsubscribe, unsubscribe } from './unsubscribe.ts';

/**
 * The notifications calls (design §12), once per side: the creator's under /v1/influencer and
 * staff's under /v1/admin run the same service on the caller's own notifications.
 */
export async function notificationsRoutes(app: FastifyInstance) {
  // Mail clients send the one-click unsubscribe as a form (RFC 8058: `List-Unsubscribe=One-Click`);
  // the token in the address says everything, so the form's content is not needed. This plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, undefined),
  );
  for (const [list, count, read, getPrefs, putPrefs] of [
    [
      op.listNotifications,
      op.unreadNotificationCount,
      op.markNotificationsRead,
      op.getNotificationPreferences,
      op.updateNotificationPreferences,
    ],
    [
      op.adminListNotifications,
      op.adminUnreadNotificationCount,
      op.adminMarkNotificationsRead,
      op.adminGetNotificationPreferences,
      op.adminUpdateNotificationPreferences,
    ],
  ] as const) {
    route(app, list, async (request) => {
      const { page, limit } = request.query;
      const { items, total, unreadCount } = await notifications.listNotifications(
        app.deps,
        personOf(request.principal),
        request.query,
      );
      return {
        data: items,
        message: NOTIFICATION_MESSAGES.listed,
        pagination: paginationOf(page, limit, total),
        unreadCount,
      };
    });
    route(app, count, async (request) => ({
      data: await notifications.countUnread(app.deps, personOf(request.principal)),
      message: NOTIFICATION_MESSAGES.counted,
    }));
    route(app, read, async (request) => ({
      data: await notifications.markRead(app.deps, personOf(request.principal), request.body),
      message: NOTIFICATION_MESSAGES.read,
    }));
    route(app, getPrefs, async (request) => ({
      data: await readPreferences(app.db, personOf(request.principal), app.sms.delivers),
      message: NOTIFICATION_MESSAGES.preferences,
    }));
    route(app, putPrefs, async (request) => ({
      data: await updatePreferences(app.deps, personOf(request.principal), request.body.preferences),
      message: NOTIFICATION_MESSAGES.preferencesSaved,
    }));
  }

  route(app, op.describeUnsubscribe, async (request) => ({
    data: await describeUnsubscribe(app.deps, request.query.token),
    message: NOTIFICATION_MESSAGES.unsubscribeInfo,
  }));
  route(app, op.unsubscribe, async (request) => ({
    data: await unsubscribe(app.deps, request.query.token),
    message: NOTIFICATION_MESSAGES.unsubscribed,
  }));
}
