import type { JobDeps } from '../../jobs/module-jobs.ts';
import { renderAccountEmail } from '../../lib/account-email.ts';
import { type BrandRequestRow, claimDecisionEmail, releaseDecisionEmail } from './repository.ts';

/** Where brand people sign in (design §5): the console's own sign-in page. */
export const staffSignInUrl = (publicUrl: string) => `${publicUrl}/admin/signin`;

/** The decision as an e-mail to the contact: welcome and the sign-in link, or the reason. */
export function decisionEmail(r: BrandRequestRow, publicUrl: string) {
  const footer = `You get this e-mail because ${r.email} asked for ${r.companyName} to join Influence Hub as a brand.`;
  if (r.status === 'approved')
    return renderAccountEmail({
      to: r.email,
      subject: `Welcome to Influence Hub: ${r.companyName} is approved`,
      name: r.contactName,
      paragraphs: [
        `${r.companyName} is now a brand on Influence Hub, and you are its owner.`,
        `Sign in to the brand console with this e-mail address (${r.email}); we will send you a one-time code, no password needed. From there you add your team, create campaigns and review the creators' work.`,
      ],
      button: { label: 'Sign in to the brand console', url: staffSignInUrl(publicUrl) },
      footer,
    });
  return renderAccountEmail({
    to: r.email,
    subject: `Your Influence Hub request for ${r.companyName}`,
    name: r.contactName,
    paragraphs: [
      `Thank you for asking to bring ${r.companyName} to Influence Hub. We cannot approve the request as it is.`,
      `Our reason: ${r.reason ?? ''}`,
      `If something has changed, or you think we got it wrong, you are welcome to send a new request at ${publicUrl}/for-brands.`,
    ],
    footer,
  });
}

/**
 * The queue job of a decision's e-mail: claimed before the SMTP call (at most once, as notification
 * e-mails are); a failed send gives the claim back and throws, and the queue tries again.
 */
export async function sendDecisionEmail(deps: JobDeps, requestId: string): Promise<'sent' | 'none'> {
  const claimed = await claimDecisionEmail(deps.db, requestId, deps.clock.now());
  if (!claimed) return 'none';
  try {
    await deps.mailer.send(decisionEmail(claimed, deps.config.publicUrl));
  } catch (error) {
    await releaseDecisionEmail(deps.db, requestId);
    throw error;
  }
  return 'sent';
}
