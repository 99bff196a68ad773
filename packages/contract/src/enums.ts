/**
 * The closed lists of the product, each written once. Values are the documents' words, as they
 * travel on the wire.
 */

/** Application and work statuses (doc 000 §4, doc 001 §4, design §4). */
export const APPLICATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'pending review',
  'rework',
  'approved',
  'final submission',
  'final posted',
  // The creator took back a pending application (issue 26); an addition to the documents' list.
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Whether an application's final amount has been paid out. */
export const APPLICATION_PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type ApplicationPaymentStatus = (typeof APPLICATION_PAYMENT_STATUSES)[number];

/** Statuses a staff member may move an application to (design §5). */
export const STAFF_TRANSITIONS = ['accepted', 'declined', 'rework', 'approved', 'final posted'] as const;
export type StaffTransition = (typeof STAFF_TRANSITIONS)[number];

/** Campaign (task) statuses. */
export const CAMPAIGN_STATUSES = ['active', 'inactive', 'closed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Who can find a campaign (design §15): `public` ones are in the catalogue; `invite-only` ones never
 * are, and only the creators a brand invited can open them.
 */
export const CAMPAIGN_VISIBILITIES = ['public', 'invite-only'] as const;
export type CampaignVisibility = (typeof CAMPAIGN_VISIBILITIES)[number];

/** Brand statuses: an inactive brand is hidden from creators. */
export const BRAND_STATUSES = ['active', 'inactive'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

/** Budget types; 'get quote' is shown as 'Quote' (doc 000 §4). */
export const BUDGET_TYPES = ['fixed', 'get quote', 'fixed affiliate'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];
export const BUDGET_TYPE_LABELS: Record<BudgetType, string> = {
  fixed: 'Fixed',
  'get quote': 'Quote',
  'fixed affiliate': 'Fixed Affiliate',
};

/** The nine social platforms of the registration dropdown, in its order (doc 000 §2). */
export const SOCIAL_PLATFORMS = [
  'Facebook',
  'Instagram',
  'X',
  'LinkedIn',
  'Snapchat',
  'YouTube',
  'Pinterest',
  'WhatsApp',
  'Telegram',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const ACCOUNT_TYPES = ['Personal Account', 'Feature Account'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The only country, as the registration payload carries it. */
export const COUNTRY_VALUE = 'india';
export const COUNTRY_NAME = 'India';

/** Payment list filters (doc 001 §2); 'overall' means all of them. */
export const PAYMENT_LIST_STATUSES = ['overall', 'paid', 'pending', 'failed'] as const;
export type PaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number];

/** Statuses of a recorded payment batch. */
export const PAYMENT_RECORD_STATUSES = ['paid', 'failed'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const PAYMENT_METHODS = ['UPI', 'Bank Transfer', 'Other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'UPI';

export const STAFF_ROLES = ['admin', 'brand'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const INFLUENCER_STATUSES = ['active', 'suspended'] as const;
export type InfluencerStatus = (typeof INFLUENCER_STATUSES)[number];

/** The fallback category list (doc 000 §8), also the starting reference data. */
export const DEFAULT_CATEGORIES = [
  'Food',
  'Fashion',
  'Travel',
  'Beauty & Makeup',
  'Fitness & Health',
  'Finance & Business',
  'Tech',
  'Gaming',
  'Parenting & Family',
  'Pet',
  'Music & Entertainment',
  'Art & Creative',
  'Luxury',
] as const;

/**
 * What a notification is about, for preferences (design §12): each is e-mailed or not as its owner
 * chooses; in-app is always on. The audience, labels and defaults are in `notifications-messages.ts`.
 */
export const NOTIFICATION_CATEGORIES = [
  'applications',
  'work',
  'payments',
  'reminders',
  'digest',
  'messages',
  'invitations',
  'reviews',
  'payouts',
  'automatic',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Every kind of notification; each belongs to one category (`NOTIFICATION_TYPE_CATEGORY`). */
export const NOTIFICATION_TYPES = [
  'application.accepted',
  'application.declined',
  'application.expired',
  'work.rework',
  'work.approved',
  'post.live',
  'payment.made',
  'payment.processing',
  'payment.failed',
  'reminder.submission',
  'reminder.posting',
  'reminder.results',
  'results.questioned',
  'digest.campaigns',
  'message.new',
  'invitation.new',
  'staff.applications',
  'staff.invitation',
  'staff.withdrawn',
  'staff.submission',
  'staff.post',
  'staff.results',
  'staff.payout-due',
  'staff.payout-overdue',
  'staff.payout-failed',
  'staff.auto-decision',
  // Design §16: an agreement signed, declined, or its usage rights ending.
  'agreement.update',
  'staff.agreement',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Why staff declined an application or asked for rework (issue 15); labels in `work-messages.ts`. */
export const REASON_CODES = [
  'audience-mismatch',
  'budget-mismatch',
  'campaign-full',
  'off-brief',
  'quality',
  'other',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * Which reasons fit which decision (issue 26 D): declining an application is about the fit, sending
 * work back about the work. 'other' fits both. The dialogs offer these; the API refuses the rest.
 */
export const REASON_CODES_FOR = {
  declined: ['audience-mismatch', 'budget-mismatch', 'campaign-full', 'other'],
  rework: ['off-brief', 'quality', 'other'],
} as const satisfies Record<'declined' | 'rework', readonly ReasonCode[]>;
export type ReasonDecision = keyof typeof REASON_CODES_FOR;

/** ASCI's accepted disclosure labels a post may carry (issue 15), the platform's own tag last. */
export const DISCLOSURES = [
  'Advertisement',
  'Ad',
  'Sponsored',
  'Collaboration',
  'Partnership',
  'Free gift',
  'Affiliate',
  'Paid partnership tag',
] as const;
export type Disclosure = (typeof DISCLOSURES)[number];
