import type { CampaignWire } from '@ih/contract/campaigns';
import { formatPostingTime } from '@ih/contract/posting-time';
import { useLingui } from '@lingui/react/macro';
import { DataTable } from '@/components/data-table';
import { formatDdMmYyyy } from '@/lib/format';

type Deliverable = CampaignWire['deliverables'][number];

/**
 * The work details' posting schedule (doc 001 §2): a table from 1024 px, one card per deliverable
 * below it (design §9), so no column is cut off on a phone (issue 12 §9).
 */
export function PostingSchedule({ deliverables }: { deliverables: Deliverable[] }) {
  const { t } = useLingui();
  return (
    <DataTable
      cardsLabel={t`Posting Schedule`}
      rows={deliverables}
      columns={[
        {
          name: t`Deliverable`,
          card: 'title',
          className: 'font-medium',
          cell: (d) => d.deliverableType.content_type,
        },
        { name: t`Posting Date`, cell: (d) => formatDdMmYyyy(d.posting_date) },
        { name: t`Time`, cell: (d) => formatPostingTime(d.posting_time) || '-' },
        { name: t`Format`, cell: (d) => d.format || '-' },
        { name: t`Duration`, cell: (d) => d.duration || '-' },
      ]}
    />
  );
}
