import * as comments from '@ih/contract/comments';
import * as op from '@ih/contract/messages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { addressComment, createComment, listComments } from './comments-service.ts';
import { creatorViewer, inbox, readThread, staffViewer, writeMessage } from './service.ts';

/** The application threads and review comments (design §12): both sides' calls and the staff inbox. */
export async function messagesRoutes(app: FastifyInstance) {
  route(app, op.listMessages, async (request) =>
    readThread(app.deps, creatorViewer(request.principal.influencerId), request.params.applicationId),
  );
  route(app, op.postMessage, async (request) =>
    writeMessage(
      app.deps,
      creatorViewer(request.principal.influencerId),
      request.params.applicationId,
      request.body,
    ),
  );
  route(app, op.adminListMessages, async (request) =>
    readThread(app.deps, staffViewer(request.principal), request.params.id),
  );
  route(app, op.adminPostMessage, async (request) =>
    writeMessage(app.deps, staffViewer(request.principal), request.params.id, request.body),
  );
  route(app, op.adminInbox, async (request) => inbox(app.deps, request.principal, request.query));

  route(app, comments.adminCreateComment, async (request) =>
    createComment(app.deps, request.principal, request.params.id, request.body),
  );
  route(app, comments.adminListComments, async (request) =>
    listComments(app.deps, staffViewer(request.principal), request.params.id),
  );
  route(app, comments.listComments, async (request) =>
    listComments(app.deps, creatorViewer(request.principal.influencerId), request.params.applicationId),
  );
  route(app, comments.addressComment, async (request) =>
    addressComment(
      app.deps,
      request.principal.influencerId,
      request.params.applicationId,
      request.params.commentId,
      request.body.reply,
    ),
  );
}
