import { formatMoment } from '@ih/contract/comments-messages';
import { useQuery } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { CommentList } from '@/components/comments/comment-list';
import { CommentedFile, type ShownFile } from '@/components/comments/commented-file';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { commentsQuery, type NewComment, usePinComment } from '@/lib/comments-api';

type Spot = Omit<NewComment, 'text'>;

function PinnableFile({
  file,
  onPin,
  number,
  comments,
}: {
  file: ShownFile;
  onPin: (spot: Spot) => void;
  number: (id: string) => number;
  comments: Parameters<typeof CommentedFile>[0]['comments'];
}) {
  const video = useRef<HTMLVideoElement>(null);
  const isVideo = file.contentType.startsWith('video/');
  return (
    <CommentedFile
      file={file}
      comments={comments}
      number={(c) => number(c._id)}
      videoRef={video}
      onPickSpot={isVideo ? undefined : (x, y) => onPin({ fileId: file._id, x, y })}
    >
      {isVideo ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => {
            const v = video.current;
            v?.pause();
            onPin({
              fileId: file._id,
              atSeconds: Math.round((v?.currentTime ?? 0) * 10) / 10,
              ...(v && Number.isFinite(v.duration) ? { durationSeconds: v.duration } : {}),
            });
          }}
        >
          <MessageSquarePlus aria-hidden />
          Comment at the current moment
        </Button>
      ) : (
        <p className="text-xs text-gray-600">Click the image where you want to comment.</p>
      )}
    </CommentedFile>
  );
}

/**
 * Review comments pinned to the latest work version (issue 15): click an image at a spot or pause a
 * video at a moment, write the comment, and it is pinned there for the creator to see when reworking.
 */
export default function PinComments({
  applicationId,
  files,
  version,
  earlierFiles,
}: {
  applicationId: string;
  /** The latest version's files: the ones comments are pinned on. */
  files: ShownFile[];
  version: number;
  /** Earlier versions' files, to name the files their comments were pinned on. */
  earlierFiles: ShownFile[];
}) {
  const comments = useQuery(commentsQuery('staff', applicationId));
  const pin = usePinComment(applicationId);
  const [spot, setSpot] = useState<Spot | null>(null);
  const [text, setText] = useState('');
  // The spot on screen now, read when a save ends: one picked while the last was saving stays.
  const spotNow = useRef(spot);
  spotNow.current = spot;
  const all = comments.data ?? [];
  // This version's comments only (issue 26 C): a comment belongs to the version it was pinned on.
  const list = all.filter((c) => c.version === version);
  const earlier = all.filter((c) => c.version !== version);
  const number = (id: string) => list.findIndex((c) => c._id === id) + 1;
  const nameOf = (id: string) =>
    files.find((f) => f._id === id)?.name ?? earlierFiles.find((f) => f._id === id)?.name ?? 'A file';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!spot || !text.trim()) return;
    const saved = spot;
    pin.mutate(
      { ...spot, text: text.trim() },
      {
        onSuccess: () => {
          // Close the form only if it still holds the comment just pinned: a spot picked meanwhile
          // (the list shows the new comment a moment before this runs) keeps its form and text.
          if (spotNow.current === saved) {
            setSpot(null);
            setText('');
          }
          toast({ variant: 'success', title: 'Comment pinned' });
        },
        onError: (err) =>
          toast({ variant: 'destructive', title: errorMessage(err, 'Could not pin the comment.') }),
      },
    );
  }

  return (
    <section aria-label="Pinned comments" className="flex flex-col gap-4">
      <h3 className="text-sm font-semibold text-gray-900">Comments on this version</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {files.map((f) => (
          <PinnableFile key={f._id} file={f} comments={list} number={number} onPin={setSpot} />
        ))}
      </div>
      {spot ? (
        <form
          onSubmit={submit}
          className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3"
        >
          <label htmlFor="pin-text" className="text-sm font-medium text-gray-900">
            Comment{' '}
            {spot.atSeconds !== undefined ? `at ${formatMoment(spot.atSeconds)}` : 'on the marked spot'} of{' '}
            {nameOf(spot.fileId)}
          </label>
          <Textarea
            id="pin-text"
            value={text}
            maxLength={1000}
            rows={3}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="flex gap-2">
            <Button
              type="submit"
              size="sm"
              busy={pin.isPending}
              busyLabel="Pinning..."
              disabled={!text.trim()}
            >
              Pin comment
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setSpot(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {list.length ? (
        <CommentList comments={list} fileName={nameOf} />
      ) : (
        <p className="text-sm text-gray-700">No comments on this version yet.</p>
      )}
      {earlier.length ? (
        <section aria-label="Comments on earlier versions" className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-gray-900">Comments on earlier versions</h4>
          <CommentList comments={earlier} fileName={nameOf} showVersion />
        </section>
      ) : null}
    </section>
  );
}
