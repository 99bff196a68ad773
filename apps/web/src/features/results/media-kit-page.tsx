import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { publicMediaKitQuery } from '@/lib/results-api';

/** /m/{slug}: a creator's media kit they switched on (design §17): platforms, niches, confirmed results. */
export default function MediaKitPage() {
  const { slug = '' } = useParams();
  const kit = useQuery(publicMediaKitQuery(slug));
  const k = kit.data?.data;
  usePageMeta({ title: k ? `${k.name}: media kit` : 'Media kit' });
  if (kit.isError)
    return (
      <main className="mx-auto w-full max-w-3xl p-4">
        <Card>
          <ErrorState title="This media kit does not open" message={kit.error.message} />
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
        <h2 className="text-sm font-semibold text-gray-900">Platforms</h2>
        <ul className="flex flex-col gap-1 text-sm text-gray-800">
          {k.platforms.map((p) => (
            <li key={`${p.platform}${p.handle}`}>
              {[p.platform, p.handle, `${p.followers.toLocaleString('en-IN')} followers`]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-sm font-semibold text-gray-900">Median views (confirmed)</h2>
        {k.medianViews.length === 0 && <p className="text-sm text-gray-600">No confirmed results yet.</p>}
        <ul className="flex flex-wrap gap-3 text-sm">
          {k.medianViews.map((m) => (
            <li key={m.platform} className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
              {m.platform}: {m.views.toLocaleString('en-IN')} views ({m.posts}{' '}
              {m.posts === 1 ? 'post' : 'posts'})
            </li>
          ))}
        </ul>
      </Card>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-sm font-semibold text-gray-900">Confirmed results</h2>
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
                {r.platform}: {r.views.toLocaleString('en-IN')} views · {r.likes.toLocaleString('en-IN')}{' '}
                likes · {r.comments.toLocaleString('en-IN')} comments · {formatDayMonthYear(r.capturedAt)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </main>
  );
}
