import type { CreatorLanguage, CreatorSearchSort } from '@ih/contract/discovery-enums';
import { CREATOR_LANGUAGES, CREATOR_SEARCH_SORTS } from '@ih/contract/discovery-enums';
import type { SocialPlatform } from '@ih/contract/enums';
import { SOCIAL_PLATFORMS } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { SearchX, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { useListParams, useUrlSearch } from '@/lib/use-list-params';
import { InviteDialog } from '../campaigns/invite-dialog';
import { countOf, ListState } from '../shared/list-state';
import { AddToShortlistButton } from '../shortlists/add-to-shortlist-dialog';
import { type CreatorSearchParams, creatorSearchQuery } from './api';
import { CreatorCard } from './creator-card';
import { SearchFilters } from './search-filters';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value && (list as readonly string[]).includes(value) ? (value as T) : '';
const whole = (value: string | null) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/**
 * /admin/creators/search: creator discovery for brands and admins (design §15). Every filter lives in
 * the URL, so Back from a creator's page returns to the same results; each faceted filter shows how
 * many creators each choice would leave.
 */
export default function CreatorSearchPage() {
  usePageMeta({ title: 'Find creators' });
  const { params, page, update, setPage } = useListParams();
  const { text, setText, search } = useUrlSearch({ params, update });
  // Clearing the filters starts the typed fields (search box, city) again too.
  const [resetKey, setResetKey] = useState(0);
  const [inviting, setInviting] = useState<string[]>([]);
  const p: CreatorSearchParams = {
    q: search,
    niche: params.get('niche') ?? '',
    platform: oneOf<SocialPlatform>(SOCIAL_PLATFORMS, params.get('platform')),
    minFollowers: whole(params.get('minFollowers')),
    maxFollowers: whole(params.get('maxFollowers')),
    state: params.get('state') ?? '',
    city: params.get('city') ?? '',
    language: oneOf<CreatorLanguage>(CREATOR_LANGUAGES, params.get('language')),
    sort: oneOf<CreatorSearchSort>(CREATOR_SEARCH_SORTS, params.get('sort')) || 'relevance',
    page,
  };
  const query = useQuery(creatorSearchQuery(p));
  const filtered = Boolean(
    p.q || p.niche || p.platform || p.state || p.city || p.language || p.minFollowers || p.maxFollowers,
  );
  const clear = () => {
    setText('');
    update(
      Object.fromEntries(
        ['q', 'niche', 'platform', 'minFollowers', 'maxFollowers', 'state', 'city', 'language', 'page'].map(
          (k) => [k, undefined],
        ),
      ),
    );
    setResetKey((k) => k + 1);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        Creators who chose to be found by brands. You see what they show brands: never their contact, bank or
        tax details.
      </p>
      <SearchFilters
        key={resetKey}
        params={p}
        facets={query.data?.facets}
        text={text}
        onText={setText}
        update={update}
      />
      <ListState
        query={query}
        count={(n) => countOf(n, 'creator', 'creators')}
        skeletonRows={6}
        pagesLabel="Creator search pages"
        onPageChange={setPage}
        empty={
          <EmptyState
            icon={SearchX}
            title="No creators found"
            description={
              filtered
                ? 'No discoverable creator matches these filters. Try fewer filters or another search.'
                : 'No creator is discoverable yet.'
            }
            action={
              filtered ? (
                <Button variant="outline" onClick={clear}>
                  Clear filters
                </Button>
              ) : null
            }
          />
        }
      >
        {(cards) => (
          <>
            {cards.length > 1 ? (
              <div className="flex justify-end">
                <Button variant="outline" onClick={() => setInviting(cards.map((c) => c._id))}>
                  <Send aria-hidden />
                  Invite these {cards.length} creators
                </Button>
              </div>
            ) : null}
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Creators">
              {cards.map((c) => (
                <li key={c._id} className="flex min-w-0">
                  <CreatorCard
                    creator={c}
                    action={
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          onClick={() => setInviting([c._id])}
                          aria-label={`Invite ${c.name}`}
                        >
                          <Send aria-hidden />
                          Invite
                        </Button>
                        <AddToShortlistButton creator={c} className="w-full sm:w-auto" />
                      </div>
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>
      <InviteDialog
        open={inviting.length > 0}
        onOpenChange={(open) => (open ? null : setInviting([]))}
        influencerIds={inviting}
      />
    </div>
  );
}
