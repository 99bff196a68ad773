import type { BrandRequestItem } from '@ih/contract/brand-requests';
import type { BrandRequestView } from './repository.ts';

/** The one mapping of a brand request to its wire shape (design §15's names). */
export function brandRequestWire({ request: r, nicheName, deciderName }: BrandRequestView): BrandRequestItem {
  return {
    _id: r.id,
    companyName: r.companyName,
    contactName: r.contactName,
    email: r.email,
    mobile: r.mobile,
    website: r.website,
    category: { _id: r.nicheId, name: nicheName },
    gstin: r.gstin,
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy && deciderName ? { _id: r.decidedBy, name: deciderName } : null,
    brandId: r.brandId,
  };
}
