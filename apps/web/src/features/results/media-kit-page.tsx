import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDayMonthYear, formatFollowers } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { publicMediaKitQuery } from '@/lib/results-api';

/** /m/{slug}: a creator's media kit they switched on (design §17): platforms, niches, confirmed results. */
export default function MediaKitPage() {
  const { slug = '' } = useParams();
  const kit = useQuery(publicMediaKitQuery(slug));
  const k = kit.data?.data;
  const { t } = useLingui();
  const name = k?.name;
  usePageMeta({ title: name ? t`${name}: media kit` : t`Media kit` });
  const count = new Intl.NumberFormat(intlLocale());
  const followersText = (followers: string) => t`${followers} followers`;
  const medianText = (platform: string, views: string, posts: number) =>
    t`${platform}: ${views} views (${plural(posts, { one: '# post', other: '# posts' })})`;
  const resultText = (platform: string, views: string, likes: string, comments: string, date: string) =>
    t`${platform}: ${views} views · ${likes} likes · ${comments} comments · ${date}`;
  if (kit.isError)
    return (
      <main className="mx-auto w-full max-w-3xl p-4">
        <Card>
          <ErrorState title={t`This media kit does not open`} message={kit.error.message} />
        </Card>
      </main>
    );
  if (!k)
    return (
      <main className="mx-auto w-full max-w-3xl p-4">
        <SkeletonRows rows={5} />
      </main>
    );
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <header className="flex items-center gap-4">
        {k.profileImage && <img src={k.profileImage} alt="" className="size-16 rounded-full object-cover" />}
        <div>
          <h1 className="text-2xl font-semibold text-gray-900">{k.name}</h1>
          <p className="text-sm text-gray-700">
            {[k.city, k.state].filter(Boolean).join(', ')}
            {k.niches.length > 0 && ` · ${k.niches.join(', ')}`}
          </p>
        </div>
      </header>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-sm font-semibold text-gray-900">
          <Trans>Platforms</Trans>
        </h2>
        <ul className="flex flex-col gap-1 text-sm text-gray-800">
          {k.platforms.map((p) => (
            <li key={`${p.platform}${p.handle}`}>
              {[p.platform, p.handle, followersText(formatFollowers(p.followers))]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-sm font-semibold text-gray-900">
          <Trans>Median views (confirmed)</Trans>
        </h2>
        {k.medianViews.length === 0 && (
          <p className="text-sm text-gray-600">
            <Trans>No confirmed results yet.</Trans>
          </p>
        )}
        <ul className="flex flex-wrap gap-3 text-sm">
          {k.medianViews.map((m) => (
            <li key={m.platform} className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
              {medianText(m.platform, count.format(m.views), m.posts)}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-sm font-semibold text-gray-900">
          <Trans>Confirmed results</Trans>
        </h2>
        <ul className="flex flex-col">
          {k.results.map((r) => (
            <li
              key={`${r.postUrl}${r.capturedAt}`}
              className="flex flex-col border-t border-gray-100 py-2 text-sm first:border-t-0"
            >
              <span className="font-medium text-gray-900">
                {r.campaignName} · {r.brandName}
              </span>
              <span className="text-gray-700">
                {resultText(
                  r.platform,
                  count.format(r.views),
                  count.format(r.likes),
                  count.format(r.comments),
                  formatDayMonthYear(r.capturedAt),
                )}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </main>
  );
}
