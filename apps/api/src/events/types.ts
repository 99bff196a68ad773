/**
 * Every kind of domain event, in one list (design §11). A consumer switches on these names; a new
 * state change adds its name here.
 */
export const EVENT_TYPES = [
  'application.created',
  'application.moved',
  'submission.versioned',
  'post.details',
  'payment.recorded',
  'brand.created',
  'brand.updated',
  'campaign.created',
  'campaign.updated',
  'influencer.registered',
  'profile.updated',
  'influencer.status',
  'payout.due_soon',
  'payout.overdue',
  'message.posted',
  'invitation.created',
  'invitation.declined',
  'invitation.expired',
  // Issue 28: a company asks to join, an admin decides, an owner changes the team.
  'brand_request.received',
  'brand_request.decided',
  'brand.team_changed',
  /** A brand's shortlist made, deleted, or creators added or taken off (design §15). */
  'shortlist.changed',
  /** Design §18: a payout sent to the provider (money on its way), and one that failed or was reversed. */
  'payout.started',
  'payout.failed',
  /** Results (design §17): a creator reports a post's numbers; staff confirm or question them. */
  'metrics.reported',
  'metrics.confirmed',
  'metrics.questioned',
  /** Design §16: a side signed an application's agreement, or the creator declined it. */
  'agreement.signed',
  'agreement.declined',
  /** Design §16: the usage rights of a live post end in 7 days (a timer). */
  'agreement.rights_ending',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Who made the change: a creator, a staff member, or the system (timers). */
export interface EventActor {
  kind: 'influencer' | 'staff' | 'system';
  id: string | null;
}

export interface NewEvent {
  type: EventType;
  actor: EventActor;
  /** The app clock's time of the change. */
  at: Date;
  applicationId?: string | null;
  campaignId?: string | null;
  brandId?: string | null;
  influencerId?: string | null;
  payload?: Record<string, unknown>;
}

export interface StoredEvent {
  id: number;
  type: EventType;
  applicationId: string | null;
  campaignId: string | null;
  brandId: string | null;
  influencerId: string | null;
  actor: EventActor;
  payload: Record<string, unknown>;
  createdAt: Date;
}
