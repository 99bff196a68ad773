import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@ih/contract/constants';
import { DOCUMENT_TYPES } from '@ih/contract/files';
import {
  CV_MAX_BYTES,
  MASKED_ACCOUNT_PATTERN,
  PROFILE_MESSAGES,
  type profileUpdateBody,
} from '@ih/contract/profile';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { influencerSocialAccounts, influencers } from '../../db/schema/accounts.ts';
import { recordEvent } from '../../events/record.ts';
import { AppError, badRequest, notFound, tooLarge, unsupportedType } from '../../lib/app-error.ts';
import { seal } from '../../lib/crypto-box.ts';
import type { Deps } from '../../lib/deps.ts';
import { fileIdFromUrl, loadOwnedFile, removeFile, saveDataUrl } from '../files/service.ts';
import { noteDestinations } from '../payouts/destinations.ts';
import { BANK_BOX, loadInfluencer } from './profile-read.ts';
import { type SealedNumber, updatedSealedNumber } from './sealed-number.ts';
import { resolveGst, resolvePan } from './tax-ids.ts';

type Update = z.output<typeof profileUpdateBody>;
type InfluencerRow = typeof influencers.$inferSelect;

interface FileRule {
  allowed: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  unreadableMessage: string;
  field: string;
}

const IMAGE_RULE: FileRule = {
  allowed: PROFILE_IMAGE_TYPES,
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  typeMessage: PROFILE_MESSAGES.imageType,
  sizeMessage: PROFILE_MESSAGES.imageSize,
  unreadableMessage: PROFILE_MESSAGES.imageProcess,
  field: 'profile_image',
};
const CV_RULE: FileRule = {
  allowed: DOCUMENT_TYPES,
  maxBytes: CV_MAX_BYTES,
  typeMessage: PROFILE_MESSAGES.cvType,
  sizeMessage: PROFILE_MESSAGES.cvSize,
  unreadableMessage: PROFILE_MESSAGES.cvProcess,
  field: 'cv_url',
};

/**
 * Which file the field should point to: undefined keeps the current one, null removes it, a data URL
 * is checked (type by magic bytes, size) and stored privately, and one of our file URLs must be the
 * creator's own upload of an allowed type and size. The files module's generic messages are replaced
 * by the profile's own (doc 001 §5).
 */
async function resolveFile(
  deps: Deps,
  influencerId: string,
  value: string | null | undefined,
  current: string | null,
  rule: FileRule,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (value.startsWith('data:')) {
    try {
      const stored = await saveDataUrl(deps, {
        dataUrl: value,
        owner: { influencerId },
        visibility: 'private',
        allowed: rule.allowed,
        maxBytes: rule.maxBytes,
      });
      return stored.id;
    } catch (error) {
      if (error instanceof AppError && error.status === 415) throw unsupportedType(rule.typeMessage);
      if (error instanceof AppError && error.status === 413) throw tooLarge(rule.sizeMessage);
      if (error instanceof AppError && error.status === 400)
        throw badRequest(rule.unreadableMessage, { [rule.field]: rule.unreadableMessage });
      throw error;
    }
  }
  const id = fileIdFromUrl(value, deps);
  if (!id) throw badRequest(rule.unreadableMessage, { [rule.field]: rule.unreadableMessage });
  if (id === current) return undefined;
  const row = await loadOwnedFile(deps, id, { influencerId }).catch(() => {
    throw notFound(PROFILE_MESSAGES.fileNotYours);
  });
  if (!rule.allowed.includes(row.contentType)) throw unsupportedType(rule.typeMessage);
  if (row.size > rule.maxBytes) throw tooLarge(rule.sizeMessage);
  return row.id;
}

/** The new sealed number and last four, or undefined to keep what is stored. */
function resolveAccountNumber(
  deps: Deps,
  value: string | undefined,
  row: InfluencerRow,
): SealedNumber | undefined {
  return updatedSealedNumber(value, {
    masked: MASKED_ACCOUNT_PATTERN,
    storedLast4: row.bankAccountNumberLast4,
    seal: (number) => seal(deps.config.appSecret, BANK_BOX, number),
    refuse: () =>
      badRequest(PROFILE_MESSAGES.accountNumber, {
        'bank_details.account_number': PROFILE_MESSAGES.accountNumber,
      }),
  });
}

/** Applies the profile update payload; omitted fields keep their value, social rows are replaced. */
export async function updateProfile(deps: Deps, influencerId: string, input: Update): Promise<void> {
  const row = await loadInfluencer(deps, influencerId);
  const bank = input.bank_details;
  const account = resolveAccountNumber(deps, bank?.account_number, row);
  // PAN and GST are checked before any file is stored, so a refusal leaves nothing behind.
  const pan = resolvePan(deps.config.appSecret, input.pan, row);
  const gst = resolveGst(deps.config.appSecret, input, row);
  const imageId = await resolveFile(
    deps,
    influencerId,
    input.profile_image,
    row.profileImageFileId,
    IMAGE_RULE,
  );
  const cvId = await resolveFile(deps, influencerId, input.cv_url, row.cvFileId, CV_RULE);

  await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(influencers)
      .set({
        name: input.name,
        address: input.address,
        country: input.country,
        state: input.state,
        city: input.city,
        pincode: input.pincode === undefined ? undefined : input.pincode || null,
        portfolioLink: input.portfolio_link === undefined ? undefined : input.portfolio_link || null,
        description: input.description,
        discoverable: input.discoverable,
        languages: input.languages,
        profileImageFileId: imageId,
        cvFileId: cvId,
        ...(bank
          ? {
              bankAccountHolderName: bank.account_holder_name,
              bankName: bank.bank_name,
              bankBranchName: bank.branch_name,
              bankAccountType: bank.account_type,
              ifscCode: bank.ifsc_code,
              upiId: bank.upi_id,
            }
          : {}),
        ...(account
          ? { bankAccountNumberEncrypted: account.sealed, bankAccountNumberLast4: account.last4 }
          : {}),
        ...(pan ?? {}),
        ...gst,
      })
      .where(eq(influencers.id, influencerId))
      .returning();
    // With a payout provider on, new or changed bank or UPI details are checked with the bank (design §18).
    if (saved && bank) await noteDestinations(tx, deps, influencerId, saved);
    if (input.social_platform) {
      await tx
        .delete(influencerSocialAccounts)
        .where(eq(influencerSocialAccounts.influencerId, influencerId));
      if (input.social_platform.length) {
        await tx.insert(influencerSocialAccounts).values(
          input.social_platform.map((s, i) => ({
            influencerId,
            platformName: s.platform_name,
            userName: s.user_name,
            profileUrl: s.profile_url,
            type: s.type,
            followers: s.followers,
            sortOrder: i,
          })),
        );
      }
    }
    // The names of what was sent, never the values (bank details are secret).
    await recordEvent(tx, {
      type: 'profile.updated',
      actor: { kind: 'influencer', id: influencerId },
      at: deps.clock.now(),
      influencerId,
      payload: { fields: Object.keys(input).filter((k) => input[k as keyof Update] !== undefined) },
    });
  });

  // Replaced files are nobody's any more; removing them after the commit never loses a live file.
  for (const [next, previous] of [
    [imageId, row.profileImageFileId],
    [cvId, row.cvFileId],
  ] as const) {
    if (next !== undefined && previous && next !== previous) await removeFile(deps, previous).catch(() => {});
  }
}
