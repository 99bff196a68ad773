import type { CreatorPrincipal, StaffPrincipal } from '../../plugins/auth.ts';
import type { Person } from './repository.ts';

/** The person a signed-in caller's notifications belong to. */
export const personOf = (p: CreatorPrincipal | StaffPrincipal): Person =>
  p.kind === 'influencer' ? { kind: 'influencer', id: p.influencerId } : { kind: 'staff', id: p.staffId };
