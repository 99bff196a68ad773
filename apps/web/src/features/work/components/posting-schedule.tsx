import type { CampaignWire } from '@ih/contract/campaigns';
import {
  MobileCard,
  MobileCards,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDdMmYyyy } from '@/lib/format';

type Deliverable = CampaignWire['deliverables'][number];

/** The schedule's columns after the deliverable's name, in the table's order. */
const COLUMNS: { label: string; value: (d: Deliverable) => string }[] = [
  { label: 'Posting Date', value: (d) => formatDdMmYyyy(d.posting_date) },
  { label: 'Time', value: (d) => d.posting_time || '-' },
  { label: 'Format', value: (d) => d.format || '-' },
  { label: 'Duration', value: (d) => d.duration || '-' },
];
const fieldsOf = (d: Deliverable) => COLUMNS.map((c) => ({ label: c.label, value: c.value(d) }));

/**
 * The work details' posting schedule (doc 001 §2): a table from 1024 px, one card per deliverable
 * below it (design §9), so no column is cut off on a phone (issue 12 §9).
 */
export function PostingSchedule({ deliverables }: { deliverables: Deliverable[] }) {
  return (
    <>
      <Table desktopOnly>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Deliverable</TableHead>
            {COLUMNS.map((c) => (
              <TableHead key={c.label}>{c.label}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {deliverables.map((d) => (
            <TableRow key={d._id}>
              <TableCell className="font-medium">{d.deliverableType.content_type}</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.label}>{c.value(d)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <MobileCards aria-label="Posting Schedule">
        {deliverables.map((d) => (
          <MobileCard key={d._id} title={d.deliverableType.content_type} fields={fieldsOf(d)} />
        ))}
      </MobileCards>
    </>
  );
}
