import type { BrandMember } from '@ih/contract/brand-team';
import type { MemberRow } from './repository.ts';

/** The one mapping of a team member to the wire: the staff account's id is the member's. */
export const memberWire = (m: MemberRow): BrandMember => ({
  _id: m.staffId,
  name: m.name,
  email: m.email,
  role: m.role,
  status: m.status,
  addedAt: m.addedAt.toISOString(),
});
