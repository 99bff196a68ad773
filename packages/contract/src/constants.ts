/** The documents' business constants (doc 000 §9, doc 001 §9), each named once. */
export const OTP_LENGTH = 6;
export const PINCODE_LENGTH = 6;
export const MOBILE_LENGTH = 10;
export const NAME_MIN_LENGTH = 2;
/** Long enough for any real full name; a longer one is refused with a message (issue 12 §8). */
export const NAME_MAX_LENGTH = 60;
/** A follower count above this is a typo, not an account (the largest ones are below a billion). */
export const FOLLOWERS_MAX = 1_000_000_000;
/** The enforced rule (design §10). */
export const DESCRIPTION_MIN_LENGTH = 20;
/** The counter's target, shown as a recommendation (design §10). */
export const DESCRIPTION_RECOMMENDED_LENGTH = 100;
/** The longest description, the same at registration and in the profile (issue 26 C). */
export const DESCRIPTION_MAX_LENGTH = 5000;

export const WIZARD_STEPS = 4;

export const CAMPAIGN_PAGE_SIZE = 12;
export const CAMPAIGN_DEFAULT_LIMIT = 10;
export const SAVED_CAMPAIGNS_LIMIT = 30;
export const DASHBOARD_BRAND_TILES = 12;
export const DASHBOARD_CAMPAIGNS = 6;

export const CAMPAIGN_CARD_DESCRIPTION_MAX = 120;
export const SAVED_CARD_DESCRIPTION_MAX = 100;
export const CARD_PLATFORM_ICONS = 3;
export const CAMPAIGN_CARD_CATEGORIES = 4;
export const SAVED_CARD_CATEGORIES = 3;
export const BRAND_TABLE_PLATFORM_LOGOS = 4;
export const BRAND_TABLE_PLATFORM_LOGOS_MOBILE = 6;
export const LOAD_MORE_BRANDS_THRESHOLD = 10;

/** The largest quote a creator may send, ₹1,00,00,000 (one crore): above it is surely a typo. */
export const MAX_QUOTE_AMOUNT = 10_000_000;
export const MAX_APPLY_NOTE_LENGTH = 2000;

/** How long a creator has to answer an invitation unless the brand says otherwise (design §15). */
export const INVITATION_RESPOND_HOURS = 72;
/** The most creators one invitation call takes (issue 28: a bulk invite of 500 answers within 2 s). */
export const MAX_INVITATIONS_PER_CALL = 500;
export const MAX_INVITATION_MESSAGE_LENGTH = 1000;

export const DELIVERABLES_SUMMARY_MAX = 50;
export const FILE_NAME_DISPLAY_MAX = 25;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export const PAYMENT_PAGE_SIZES = [10, 50, 100] as const;
export const PAYMENT_MAX_PAGE_LINKS = 5;

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const CURRENCY_SYMBOL = '₹';

/** File types accepted for work (design §6). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/webm'] as const;

/** Upper bound of one uploaded work file; the spec leaves it open (doc 001 §9). */
export const WORK_FILE_MAX_BYTES = 1024 * 1024 * 1024;

/** OTP policy (design §6). */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

/** Defaults the documents name for missing values (doc 001 §9). */
export const DEFAULT_LOCATION = 'Mumbai';
export const DEFAULT_CAMPAIGN_TYPE = 'Awareness';

/** JSON body limits: 1 MB by default; the calls the documents make with base64 data URLs take more. */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const DATA_URL_BODY_LIMIT = 64 * 1024 * 1024;

/** The largest page a paginated list serves. */
export const MAX_PAGE_LIMIT = 100;

/** Most notification ids one "mark read" call takes; more is `{ all: true }`. */
export const MAX_NOTIFICATION_IDS = 100;
