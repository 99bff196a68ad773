import type { BodyOf } from '@ih/contract/operation';
import { getWorkDraft, saveWorkDraft, type WorkDraft } from '@ih/contract/routes/work-drafts';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export type WorkDraftBody = BodyOf<typeof saveWorkDraft>;
export type { WorkDraft };

const DRAFT_FAILED = msg`Could not load your saved draft.`;
export const DRAFT_SAVE_FAILED = msg`Your draft could not be saved. Check your connection; we will try again.`;

/** GET …/draft: the upload page's unsent files and notes (issue 26 B), or null. Always read fresh. */
export const workDraftQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['work', 'draft', applicationId] as const,
    queryFn: async ({ signal }): Promise<WorkDraft | null> =>
      (
        await apiRequest(getWorkDraft, {
          params: { applicationId },
          signal,
          fallbackMessage: i18n._(DRAFT_FAILED),
        })
      ).data,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });

/** PUT …/draft: replaces the draft whole, so a retried save is harmless. */
export const saveDraft = (applicationId: string, body: WorkDraftBody) =>
  apiRequest(saveWorkDraft, { params: { applicationId }, body, fallbackMessage: i18n._(DRAFT_SAVE_FAILED) });
