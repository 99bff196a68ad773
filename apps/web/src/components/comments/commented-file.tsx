import type { ReviewComment } from '@ih/contract/comments';
import { formatMoment } from '@ih/contract/comments-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface ShownFile {
  _id: string;
  fileUrl: string;
  name: string;
  contentType: string;
}

/**
 * A submitted image or video with the comments pinned to it (issue 15): numbered dots on the image,
 * ticks under the video that seek to their moment. `onPick` (the reviewer) gets a click on the image
 * as a spot, and `videoRef` lets the caller read the current time to pin a moment.
 */
export function CommentedFile({
  file,
  comments,
  number,
  onPickSpot,
  videoRef,
  children,
}: {
  file: ShownFile;
  comments: ReviewComment[];
  /** The display number of each comment (its place in the list). */
  number: (c: ReviewComment) => number;
  onPickSpot?: (x: number, y: number) => void;
  videoRef?: React.RefObject<HTMLVideoElement | null>;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const fileName = file.name;
  const ownVideo = useRef<HTMLVideoElement>(null);
  const video = videoRef ?? ownVideo;
  const mine = comments.filter((c) => c.fileId === file._id);
  const isVideo = file.contentType.startsWith('video/');

  function pick(e: MouseEvent<HTMLButtonElement>) {
    const r = e.currentTarget.getBoundingClientRect();
    onPickSpot?.(
      Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)),
      Math.min(1, Math.max(0, (e.clientY - r.top) / r.height)),
    );
  }

  if (isVideo) {
    const duration = Math.max(1, ...mine.map((c) => (c.atSeconds ?? 0) + 1));
    return (
      <figure className="flex flex-col gap-2">
        {/* biome-ignore lint/a11y/useMediaCaption: creators' own uploads carry no captions */}
        <video
          ref={video}
          src={file.fileUrl}
          controls
          preload="metadata"
          className="w-full rounded-lg bg-black"
        />
        {mine.length ? (
          <fieldset className="relative h-11 border-0 p-0">
            <legend className="sr-only">
              <Trans>Comments on the timeline</Trans>
            </legend>
            <div className="absolute inset-x-0 top-5 h-1 rounded bg-gray-200" />
            {mine.map((c) => {
              const total =
                video.current?.duration && Number.isFinite(video.current.duration)
                  ? video.current.duration
                  : duration;
              const left = `${Math.min(100, ((c.atSeconds ?? 0) / total) * 100)}%`;
              const n = number(c);
              const moment = formatMoment(c.atSeconds ?? 0);
              return (
                <button
                  key={c._id}
                  type="button"
                  style={{ left }}
                  className="absolute top-0 flex size-11 -translate-x-1/2 items-center justify-center"
                  aria-label={t`Comment ${n} at ${moment}: seek there`}
                  onClick={() => {
                    if (video.current) {
                      video.current.currentTime = c.atSeconds ?? 0;
                      video.current.pause();
                    }
                  }}
                >
                  <span className="flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white ring-2 ring-white">
                    {number(c)}
                  </span>
                </button>
              );
            })}
          </fieldset>
        ) : null}
        {children}
      </figure>
    );
  }
  const image = <img src={file.fileUrl} alt={file.name} className="block w-full rounded-lg" />;
  return (
    <figure className="flex flex-col gap-2">
      <div className="relative">
        {onPickSpot ? (
          <button
            type="button"
            className="block w-full cursor-crosshair"
            onClick={pick}
            aria-label={t`Pin a comment on ${fileName}: click the spot`}
          >
            {image}
          </button>
        ) : (
          image
        )}
        {mine.map((c) => (
          <span
            key={c._id}
            aria-hidden
            style={{ left: `${(c.x ?? 0) * 100}%`, top: `${(c.y ?? 0) * 100}%` }}
            className={cn(
              'pointer-events-none absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full text-xs font-semibold text-white ring-2 ring-white',
              c.addressedAt ? 'bg-green-700' : 'bg-brand-700',
            )}
          >
            {number(c)}
          </span>
        ))}
      </div>
      {children}
    </figure>
  );
}
