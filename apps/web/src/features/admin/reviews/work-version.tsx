import type { AdminApplicationDetail } from '@ih/contract/admin-applications';
import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import { Badge } from '@/components/ui/badge';
import { formatDayMonthYear } from '@/lib/format';
import { FilePreview } from './file-preview';
import { groupByPlatform, type PlacedItem } from './group';

type WorkVersion = AdminApplicationDetail['work_versions'][number];
type PostVersion = AdminApplicationDetail['post_submissions'][number];

function VersionHeading({ version, at, latest }: { version: number; at: string; latest: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="text-sm font-semibold text-gray-900">Version {version}</h3>
      {latest ? <Badge tone="brand">Latest</Badge> : null}
      <span className="text-xs text-gray-700">Submitted {formatDayMonthYear(at)}</span>
    </div>
  );
}

/**
 * A submitted version: its heading, then its items grouped by platform and deliverable (group.ts),
 * each drawn by `children`, keyed by `itemKey`.
 */
function VersionFrame<T extends PlacedItem>({
  label,
  version: v,
  latest,
  itemKey,
  children,
}: {
  label: string;
  version: { version: number; submittedAt: string; items: readonly T[] };
  latest: boolean;
  itemKey: (item: T) => string;
  children: (item: T, platformName: string, contentType: string) => ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3" aria-label={`${label} ${v.version}`}>
      <VersionHeading version={v.version} at={v.submittedAt} latest={latest} />
      {groupByPlatform(v.items).map((g) => (
        <div key={g.platformId} className="flex flex-col gap-3 rounded-lg border border-border p-3">
          <h4 className="text-sm font-semibold text-gray-900">{g.platform_name}</h4>
          {g.deliverables.map((d) => (
            <div key={d.deliverableId} className="flex flex-col gap-2">
              <p className="text-xs font-medium tracking-wide text-gray-700 uppercase">{d.content_type}</p>
              {d.items.map((item) => (
                <div key={itemKey(item)} className="flex flex-col gap-2">
                  {children(item, g.platform_name, d.content_type)}
                </div>
              ))}
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

/** One work version, grouped by platform and deliverable, with its files previewed. */
export function WorkVersionView({
  version: v,
  latest,
  compact = false,
}: {
  version: WorkVersion;
  latest: boolean;
  compact?: boolean;
}) {
  return (
    <VersionFrame
      label="Work version"
      version={v}
      latest={latest}
      itemKey={(item) => `${item.deliverableId}-${item.files[0]?._id ?? 'none'}`}
    >
      {(item, platformName, contentType) => (
        <>
          {item.notes ? (
            <p className="rounded-lg bg-gray-50 p-2 text-sm whitespace-pre-line text-gray-900">
              {item.notes}
            </p>
          ) : null}
          {item.files.length === 0 ? (
            <p className="text-sm text-gray-700">No files for this deliverable.</p>
          ) : (
            <ol className="grid grid-cols-2 gap-3" aria-label={`${platformName} ${contentType} files`}>
              {item.files.map((f, i) => (
                <li key={f._id} className="flex min-w-0 flex-col gap-1">
                  {/* A carousel's slides, in the order the creator set (issue 26 A). */}
                  {item.files.length > 1 ? (
                    <span className="text-xs font-medium text-gray-700">
                      Slide {i + 1} of {item.files.length}
                    </span>
                  ) : null}
                  <FilePreview file={f} compact={compact} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </VersionFrame>
  );
}

/** The creator's post links (new tab) and screenshots for one post-details version. */
export function PostVersionView({ version: v, latest }: { version: PostVersion; latest: boolean }) {
  return (
    <VersionFrame
      label="Post details version"
      version={v}
      latest={latest}
      itemKey={(item) => `${item.deliverableId}-${item.task_link}`}
    >
      {(item, platformName) => (
        <>
          {item.task_link ? (
            <NewTabLink
              href={item.task_link}
              className="inline-flex items-center gap-1 text-sm break-all text-brand-700 hover:underline"
            >
              {item.task_link}
            </NewTabLink>
          ) : (
            <p className="text-sm text-gray-700">No post link.</p>
          )}
          {item.task_link ? (
            <p className="flex flex-wrap gap-2 text-xs">
              <span className={item.disclosure ? 'font-medium text-gray-800' : 'font-medium text-amber-800'}>
                {item.disclosure ? `Disclosure: ${item.disclosure}` : 'No disclosure declared'}
              </span>
              {item.linkOnPlatform === false ? (
                <span className="font-medium text-red-700">The link is not on {platformName}</span>
              ) : null}
            </p>
          ) : null}
          {item.task_proof ? (
            <div className="max-w-sm">
              <FilePreview file={item.task_proof} compact />
            </div>
          ) : null}
        </>
      )}
    </VersionFrame>
  );
}
