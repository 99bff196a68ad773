import type { ReviewComment } from '@ih/contract/comments';
import type { WorkItem } from '@ih/contract/work';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CommentList } from '@/components/comments/comment-list';
import { CommentedFile } from '@/components/comments/commented-file';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { commentsQuery, useAddressComment } from '@/lib/comments-api';
import { Section } from './section';

function Address({ applicationId, comment }: { applicationId: string; comment: ReviewComment }) {
  const { t } = useLingui();
  const address = useAddressComment(applicationId);
  const text = comment.text;
  const [reply, setReply] = useState('');
  if (comment.addressedAt) return null;
  return (
    <form
      className="mt-1 flex flex-col gap-2 sm:flex-row"
      onSubmit={(e) => {
        e.preventDefault();
        address.mutate(
          { commentId: comment._id, ...(reply.trim() ? { reply: reply.trim() } : {}) },
          {
            onError: (err) => toast({ variant: 'destructive', title: errorMessage(err, t`Could not save.`) }),
          },
        );
      }}
    >
      <Input
        aria-label={t`Your answer to comment: ${text}`}
        placeholder={t`Answer (optional)`}
        maxLength={1000}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        className="h-10"
        busy={address.isPending}
        busyLabel={t`Saving...`}
      >
        <Trans>Mark addressed</Trans>
      </Button>
    </form>
  );
}

/**
 * The reviewer's pinned comments on the creator's work (issue 15): each file with its markers — dots
 * on images, ticks under videos that seek to the moment — and the list to mark addressed or answer.
 * Comments on the latest version come first; those pinned on an earlier version are listed apart,
 * each saying its version (issue 26 C).
 */
export default function ReviewComments({ item }: { item: WorkItem }) {
  const { t } = useLingui();
  const comments = useQuery(commentsQuery('creator', item._id));
  const all = comments.data ?? [];
  if (all.length === 0) return null;
  const latest = Math.max(0, ...item.previous_versions.map((v) => v.version)) + 1;
  const list = all.filter((c) => c.version === latest);
  const earlier = all.filter((c) => c.version !== latest);
  const files = item.task_details.flatMap((p) => p.deliverables.flatMap((d) => d.files));
  const earlierFiles = item.previous_versions.flatMap((v) =>
    v.task_details.flatMap((p) => p.deliverables.flatMap((d) => d.files)),
  );
  const nameOf = (id: string) =>
    files.find((f) => f._id === id)?.name ?? earlierFiles.find((f) => f._id === id)?.name ?? t`A file`;
  const commented = files.filter((f) => list.some((c) => c.fileId === f._id));
  const number = (c: ReviewComment) => list.indexOf(c) + 1;
  const address = (c: ReviewComment) => <Address applicationId={item._id} comment={c} />;
  return (
    <Section id="review-comments" title={t`Comments on your work`}>
      <div className="flex flex-col gap-4">
        {list.length ? (
          <>
            <h3 className="text-sm font-semibold text-gray-900">
              <Trans>On version {latest}, the one you sent last</Trans>
            </h3>
            <div className="grid gap-4 sm:grid-cols-2">
              {commented.map((f) => (
                <CommentedFile key={f._id} file={f} comments={list} number={number} />
              ))}
            </div>
            <CommentList comments={list} fileName={nameOf} action={address} />
          </>
        ) : null}
        {earlier.length ? (
          <>
            <h3 className="text-sm font-semibold text-gray-900">
              <Trans>On earlier versions</Trans>
            </h3>
            <CommentList comments={earlier} fileName={nameOf} action={address} showVersion />
          </>
        ) : null}
      </div>
    </Section>
  );
}
