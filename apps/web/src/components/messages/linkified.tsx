import { Fragment } from 'react';

const URL = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its web addresses as links (new tab, no referrer); never HTML. */
export function Linkified({ text }: { text: string }) {
  const parts = text.split(URL);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all underline"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
