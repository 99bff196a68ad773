import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/work-drafts.ts';
import { WORK_MESSAGES } from './work-messages.ts';
import { MAX_FILES_PER_SLOT } from './work-slots.ts';

/** A stored file in a draft slot, as the upload page previews it. */
const draftFile = z.object({
  _id: z.uuid(),
  /** Signed, expiring URL (about an hour); send it back as is to keep the file. */
  fileUrl: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/**
 * The upload page's unsent work for one application (issue 26 B): the files already stored per
 * platform and deliverable, in order, and the notes per deliverable. Kept on the server, so another
 * tab or device finds it; removed when the work is submitted.
 */
export const workDraft = z.object({
  slots: z.array(z.object({ platformId: z.uuid(), deliverableId: z.uuid(), files: z.array(draftFile) })),
  /** Campaign deliverable id → notes. */
  notes: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type WorkDraft = z.infer<typeof workDraft>;

const params = z.object({ applicationId: z.uuid({ error: WORK_MESSAGES.workNotFound }) });
const answer = envelope(workDraft.nullable());

export const getWorkDraft = defineOperation({
  ...route.getWorkDraft,
  summary: "The upload page's saved draft for my application, or null",
  tags: ['work'],
  params,
  response: answer,
});

export const saveWorkDraft = defineOperation({
  ...route.saveWorkDraft,
  summary: "Replace the upload page's draft (files already uploaded, notes); an empty one removes it",
  tags: ['work'],
  params,
  body: z.object({
    slots: z
      .array(
        z.object({
          platformId: z.uuid({ error: WORK_MESSAGES.platform }),
          deliverableId: z.uuid({ error: WORK_MESSAGES.deliverable }),
          /** Our file URLs (POST /v1/files), in the order the slides go. */
          files: z
            .array(z.object({ fileUrl: z.string({ error: WORK_MESSAGES.fileUrl }).trim().max(2048) }))
            .max(MAX_FILES_PER_SLOT, WORK_MESSAGES.tooManyEntries),
        }),
      )
      .max(200, WORK_MESSAGES.tooManyEntries)
      .default([]),
    notes: z
      .record(
        z.uuid({ error: WORK_MESSAGES.deliverable }),
        z.string({ error: WORK_MESSAGES.notes }).max(5000, WORK_MESSAGES.notes),
      )
      .default({}),
  }),
  response: answer,
});
