/*
 * What the catalogue's caches hold (issue 17, ADR 022, ADR 025), apart from the cache and the state
 * reader so that neither imports the other.
 */

/** Serialised campaign fragments: the creator-independent parts of a campaign's wire JSON. */
export interface CampaignFragment {
  version: string;
  brandId: string;
  /**
   * JSON up to and including the comma before isApplied: `{"_id":…,"status":"active",`. Kept as
   * UTF-8 bytes: an answer is these copied end to end, never a 27 KB string to encode and measure
   * again on every request (issue 17's profile).
   */
  head: Buffer;
  /** JSON from the key after the creator's flags to the closing brace. */
  tail: Buffer;
  /** The whole campaign for a caller who neither applied nor saved (head, those flags, tail). */
  unflagged: Buffer;
}

/** A brand's wire JSON (`{"_id":…}`), payment record included. */
export interface BrandFragment {
  version: string;
  json: string;
}

/** A campaign in a list's order: what a page is made of before its fragments are looked up. */
export interface ListedCampaign {
  id: string;
  brandId: string;
  /** created_at in microseconds since the epoch (the list's order key; Date keeps only ms). */
  createdUs: bigint;
}

/**
 * Part of a list that does not depend on the caller, or the caller's own part. Its version also holds
 * the next submission deadline when it was read (listVersion): once that has passed, which campaigns
 * are open has changed.
 */
export interface CachedList {
  version: string;
  items: ListedCampaign[];
}
export interface CachedTotal {
  version: string;
  total: number;
}
/** A campaign a creator may open by id or code: open to all, or only to those who applied. */
export interface CampaignDoor {
  version: string;
  id: string;
  brandId: string;
  open: boolean;
}
/**
 * A creator's applications (campaign → application), saves and the campaigns they have a waiting
 * invitation to (which opens an invite-only campaign to them), under their own version.
 */
export interface CreatorFlags {
  version: string;
  applications: Map<string, { id: string; status: string }>;
  saved: Set<string>;
  invited: Set<string>;
}
/** A whole answer that depends on no caller (a brand list page). */
export interface CachedValue<T> {
  version: string;
  value: T;
}

/**
 * What a catalogue request reads before anything else, in one prepared statement of a few index
 * lookups (issue 17, ADR 025): whether the caller's session is live, the catalogue's version, the
 * caller's own versions (flags, work) and the next submission deadline. Cached parts are used only
 * when these match what they were read under; a fill that misses runs after this read, so it is
 * never older.
 */
export interface CatalogueState {
  sessionOk: boolean;
  version: string;
  creatorVersion: string;
  /** The caller's work version (what their work list shows). */
  workVersion: string;
  /** The next submission deadline after the statement's now() ('' when none). */
  deadline: string;
}
