import type { CampaignWire } from '@ih/contract/campaigns';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { campaignTermsWords } from '@/components/campaign-terms-text';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { hashtagList } from '../lib/deliverables';
import { HashtagChips, type InfoItem, InfoList, Section } from './section';

type Brief = CampaignWire['campaign_brief'];
type BriefField = 'objective' | 'key_message' | 'plan' | 'content_plan' | 'visual_content' | 'description';

const BRIEF_LABELS: Record<BriefField, MessageDescriptor> = {
  objective: msg`Objective`,
  key_message: msg`Key Message`,
  plan: msg`Plan`,
  content_plan: msg`Content Plan`,
  visual_content: msg`Visual Content`,
  description: msg`Description`,
};

/** The campaign brief with the fields a page shows, in its order; hashtags as chips. */
export function BriefCard({
  brief,
  fields,
  labels = {},
  hashtags = true,
  extra = [],
  title,
}: {
  brief: Brief;
  fields: BriefField[];
  labels?: Partial<Record<BriefField, string>>;
  hashtags?: boolean;
  extra?: InfoItem[];
  title?: string;
}) {
  const { t } = useLingui();
  // Hashtags arrive as text or, from older records, as an array (doc 001 §3).
  const tags = hashtagList(brief.hashtags as string | string[]);
  const items: InfoItem[] = [
    ...extra,
    ...fields.map((f) => ({ label: labels[f] ?? t(BRIEF_LABELS[f]), value: brief[f], wide: true })),
  ];
  if (hashtags) items.push({ label: t`Hashtags`, value: <HashtagChips tags={tags} />, wide: true });
  return (
    <Section id="brief" title={title ?? t`Campaign Brief`}>
      <InfoList items={items} />
    </Section>
  );
}

/**
 * Terms and conditions as a list, in two columns where there is room: the campaign's own terms,
 * written from its fields (payout days, automatic approval, usage rights; issue 26), then its
 * free-text terms.
 */
export function TermsCard({
  campaign,
  twoColumns = false,
}: {
  campaign: Pick<CampaignWire, 'terms_conditions' | 'payout_terms_days' | 'auto_approve_days'>;
  twoColumns?: boolean;
}) {
  const { t } = useLingui();
  const terms = [...campaignTermsWords(campaign), ...campaign.terms_conditions.filter((t) => t.trim())];
  return (
    <Section id="terms" title={t`Terms & Conditions`}>
      {terms.length === 0 ? (
        <p className="text-sm text-gray-600">
          <Trans>No terms and conditions specified</Trans>
        </p>
      ) : (
        <ul
          className={cn(
            'grid list-disc gap-x-8 gap-y-2 pl-5 text-sm text-gray-800',
            twoColumns && 'md:grid-cols-2',
          )}
        >
          {terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The page's header card: event name, badges, and the facts below it. */
export function WorkHeaderCard({
  title,
  status,
  statusLabel,
  badge,
  facts,
  actions,
}: {
  title: string;
  status?: string;
  statusLabel?: string;
  badge?: ReactNode;
  facts: InfoItem[];
  actions?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
          {status ? <StatusBadge status={status} label={statusLabel} /> : null}
          {badge}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <InfoList items={facts} columns={4} />
    </Card>
  );
}

/** A small tag for a platform or deliverable name. */
export function Tag({ children }: { children: ReactNode }) {
  return <Badge tone="neutral">{children}</Badge>;
}
