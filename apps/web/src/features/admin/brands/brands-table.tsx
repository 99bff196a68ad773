import type { adminBrand } from '@ih/contract/admin-brands';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PaymentRecord } from '@/components/payment-record';
import { Card } from '@/components/ui/card';
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
import { BrandStatusBadge } from './brand-status-badge';

type Brand = z.infer<typeof adminBrand>;

function Logo({ brand }: { brand: Brand }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-gray-50">
      {brand.brand_logo ? (
        <img src={brand.brand_logo} alt="" className="size-full object-contain" loading="lazy" />
      ) : (
        <span aria-hidden className="text-sm font-semibold text-brand-700">
          {brand.brand_name.charAt(0).toUpperCase()}
        </span>
      )}
    </span>
  );
}

function NameLink({ brand }: { brand: Brand }) {
  return (
    <Link to={`/admin/brands/${brand._id}`} className="font-medium text-brand-700 hover:underline">
      {brand.brand_name}
    </Link>
  );
}

/** The brand list: a table from 1024 px, cards below. */
export function BrandsTable({
  rows,
  niches,
}: {
  rows: Brand[];
  niches: { niche_id: string; name: string }[];
}) {
  const nicheName = new Map(niches.map((n) => [n.niche_id, n.name]));
  const nicheText = (b: Brand) =>
    b.niche_ids
      .map((id) => nicheName.get(id))
      .filter(Boolean)
      .join(', ') || '-';
  return (
    <>
      <Card className="overflow-hidden">
        <Table desktopOnly>
          <caption className="sr-only">Brands</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Brand</TableHead>
              <TableHead>Company</TableHead>
              <TableHead>Country</TableHead>
              <TableHead>Niches</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((b) => (
              <TableRow key={b._id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <Logo brand={b} />
                    <NameLink brand={b} />
                  </div>
                  <PaymentRecord record={b} className="mt-1" />
                </TableCell>
                <TableCell>{b.brand_company_name}</TableCell>
                <TableCell>{b.county_name || '-'}</TableCell>
                <TableCell className="max-w-72">{nicheText(b)}</TableCell>
                <TableCell>
                  <BrandStatusBadge status={b.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <MobileCards>
        {rows.map((b) => (
          <MobileCard
            key={b._id}
            title={
              <span className="flex items-center gap-3">
                <Logo brand={b} />
                <NameLink brand={b} />
              </span>
            }
            badge={<BrandStatusBadge status={b.status} />}
            fields={[
              { label: 'Company', value: b.brand_company_name },
              { label: 'Country', value: b.county_name || '-' },
              { label: 'Niches', value: nicheText(b) },
              { label: 'Payouts', value: <PaymentRecord record={b} /> },
            ]}
          />
        ))}
      </MobileCards>
    </>
  );
}
