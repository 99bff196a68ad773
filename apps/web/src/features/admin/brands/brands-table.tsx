import type { adminBrand } from '@ih/contract/admin-brands';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DataTable } from '@/components/data-table';
import { PaymentRecord } from '@/components/payment-record';
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

/** The logo beside the name, which leads to the brand's page. */
function BrandName({ brand }: { brand: Brand }) {
  return (
    <div className="flex items-center gap-3">
      <Logo brand={brand} />
      <Link to={`/admin/brands/${brand._id}`} className="font-medium text-brand-700 hover:underline">
        {brand.brand_name}
      </Link>
    </div>
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
    <DataTable
      framed
      caption="Brands"
      rows={rows}
      columns={[
        {
          name: 'Brand',
          card: 'title',
          cell: (b) => (
            <>
              <BrandName brand={b} />
              <PaymentRecord record={b} className="mt-1" />
            </>
          ),
          cardValue: (b) => <BrandName brand={b} />,
        },
        { name: 'Company', cell: (b) => b.brand_company_name },
        { name: 'Country', cell: (b) => b.county_name || '-' },
        { name: 'Niches', className: 'max-w-72', cell: nicheText },
        { name: 'Status', card: 'badge', cell: (b) => <BrandStatusBadge status={b.status} /> },
        { name: 'Payouts', table: false, cell: (b) => <PaymentRecord record={b} /> },
      ]}
    />
  );
}
