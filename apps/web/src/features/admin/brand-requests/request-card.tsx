import type { BrandRequestItem } from '@ih/contract/brand-requests';
import { BRAND_REQUEST_STATUS_LABELS } from '@ih/contract/brand-requests-messages';
import type { BrandRequestStatus } from '@ih/contract/brand-team-enums';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDateTime, formatDayMonthYear } from '@/lib/format';
import { RequestActions } from './request-actions';

const TONE: Record<BrandRequestStatus, BadgeTone> = { pending: 'yellow', approved: 'green', rejected: 'red' };

function Detail({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    // Two short details side by side on a phone; an e-mail or a website takes the whole line.
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-xs font-medium text-gray-600">{term}</dt>
      <dd className="text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** One company's request: who asked, for what, and the decision (or the buttons to make it). */
export function RequestCard({ request: r }: { request: BrandRequestItem }) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-gray-900">{r.companyName}</h2>
          <p className="text-sm text-gray-600">Asked {formatDateTime(r.createdAt)}</p>
        </div>
        <Badge tone={TONE[r.status]}>{BRAND_REQUEST_STATUS_LABELS[r.status]}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Detail term="Contact">{r.contactName}</Detail>
        <Detail term="E-mail" wide>
          <a className="text-brand-700 underline-offset-4 hover:underline" href={`mailto:${r.email}`}>
            {r.email}
          </a>
        </Detail>
        <Detail term="Mobile">{r.mobile ?? 'Not given'}</Detail>
        <Detail term="Website" wide>
          <a
            className="text-brand-700 underline-offset-4 hover:underline"
            href={r.website}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            {r.website.replace(/^https?:\/\//, '')}
          </a>
        </Detail>
        <Detail term="Category">{r.category.name}</Detail>
        <Detail term="GSTIN">{r.gstin ?? 'Not given'}</Detail>
      </dl>
      {r.status === 'pending' ? (
        <RequestActions request={r} />
      ) : (
        <div className="flex flex-col gap-1 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
          <p>
            {r.status === 'approved' ? 'Approved' : 'Rejected'}
            {r.decidedBy ? ` by ${r.decidedBy.name}` : ''}
            {r.decidedAt ? ` on ${formatDayMonthYear(r.decidedAt)}` : ''}.
          </p>
          {r.reason ? <p className="break-words">Reason: {r.reason}</p> : null}
          {r.brandId ? (
            <Link
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
              to={`/admin/brands/${r.brandId}`}
            >
              Open the brand
            </Link>
          ) : null}
        </div>
      )}
    </Card>
  );
}
