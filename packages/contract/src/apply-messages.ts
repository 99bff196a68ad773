import { MAX_QUOTE_AMOUNT } from './constants.ts';

/** The web's toast texts (doc 000 §8) and the server's answers for applying. */
export const APPLY_MESSAGES = {
  applied: 'Successfully applied for the campaign!',
  quoted: 'Successfully submitted your quote for the campaign!',
  alreadyAppliedTitle: 'Already Applied',
  alreadyApplied: 'You have already applied for this campaign.',
  answerInvitation:
    'You were invited to this campaign: accept or decline the invitation on your Invitations page instead.',
  notAccepting: 'This campaign is no longer accepting applications.',
  deadlinePassed: 'The deadline for this campaign has passed.',
  campaignNotFound: 'Campaign Not Found',
  failed: 'Failed to apply for campaign',
  quoteFailed: 'Failed to submit quote',
  /** What the web sends as the note of a plain (non-quote) application (doc 000 §7). */
  defaultNote: 'Applied for campaign',
  quoteInvalid: 'Please check your quote.',
  quoteAmountRequired: 'Enter your quote amount.',
  quoteAmountWhole: 'Enter whole rupees, digits only (no paise, letters or symbols).',
  quoteAmountPositive: 'Your quote must be more than ₹0.',
  quoteAmountMax: `Your quote can be at most ₹${new Intl.NumberFormat('en-IN').format(MAX_QUOTE_AMOUNT)}.`,
  quoteNote: 'Write something about this task.',
  statsFetched: 'Application counts fetched successfully',
  // Withdrawing a pending application (issue 26): an addition to the documents.
  withdrawn: 'Your application has been withdrawn.',
  withdrawTooLate: (status: string) =>
    `This application is already ${status}, so it can no longer be withdrawn. Message the brand team instead.`,
  withdrawConfirmTitle: 'Withdraw your application?',
  withdrawConfirm: 'The brand team will no longer consider you for this campaign.',
  withdraw: 'Withdraw application',
  withdrawing: 'Withdrawing...',
  withdrawFailed: 'Failed to withdraw the application',
  applicationId: 'applicationId must be an application id.',
} as const;

/**
 * The quote amount rule the dialog and the server share: whole rupees as digits, more than 0, at
 * most MAX_QUOTE_AMOUNT. Answers the amount, or the message saying what is wrong; nothing typed is
 * ever rewritten ('-500' is refused, not read as 500).
 */
export function checkQuoteAmount(
  value: string | number | undefined | null,
): { amount: number } | { error: string } {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (text === '') return { error: APPLY_MESSAGES.quoteAmountRequired };
  if (/^-\d+(\.\d+)?$/.test(text)) return { error: APPLY_MESSAGES.quoteAmountPositive };
  if (!/^\d+$/.test(text)) return { error: APPLY_MESSAGES.quoteAmountWhole };
  const amount = Number(text);
  if (amount === 0) return { error: APPLY_MESSAGES.quoteAmountPositive };
  if (amount > MAX_QUOTE_AMOUNT) return { error: APPLY_MESSAGES.quoteAmountMax };
  return { amount };
}
