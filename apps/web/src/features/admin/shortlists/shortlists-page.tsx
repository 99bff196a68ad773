import { useQuery } from '@tanstack/react-query';
import { ListChecks, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useListParams } from '@/lib/use-list-params';
import { countOf, ListState } from '../shared/list-state';
import { shortlistsQuery } from './api';
import { NewShortlistDialog } from './new-shortlist-dialog';

/** /admin/shortlists: the named lists of creators of the caller's brands (admins: every brand's). */
export default function ShortlistsPage() {
  usePageMeta({ title: 'Shortlists' });
  const { page, setPage } = useListParams();
  const query = useQuery(shortlistsQuery(page));
  const [creating, setCreating] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-700">Creators your brand is considering, in named lists.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/admin/creators/search" className={buttonVariants({ variant: 'outline' })}>
            <Search aria-hidden />
            Find creators
          </Link>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            New shortlist
          </Button>
        </div>
      </div>
      <ListState
        query={query}
        count={(n) => countOf(n, 'shortlist', 'shortlists')}
        skeletonRows={4}
        pagesLabel="Shortlists pages"
        onPageChange={setPage}
        empty={
          <EmptyState
            icon={ListChecks}
            title="No shortlists yet"
            description="Find creators and add them to a shortlist, or start an empty one."
            action={<Button onClick={() => setCreating(true)}>New shortlist</Button>}
          />
        }
      >
        {(lists) => (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Shortlists">
            {lists.map((l) => (
              <li key={l._id}>
                <Card className="flex h-full flex-col gap-1 p-4">
                  <h2 className="truncate text-base font-semibold">
                    <Link to={`/admin/shortlists/${l._id}`} className="text-brand-700 hover:underline">
                      {l.name}
                    </Link>
                  </h2>
                  <p className="truncate text-sm text-gray-700">{l.brandName}</p>
                  <p className="text-sm text-gray-900">
                    {countOf(l.creatorCount, 'creator', 'creators')} · updated{' '}
                    {formatDayMonthYear(l.updatedAt)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <NewShortlistDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
