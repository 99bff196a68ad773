import type { JobDeps } from '../../jobs/module-jobs.ts';
import { renderAccountEmail } from '../../lib/account-email.ts';
import { addedEmailFacts } from './repository.ts';

/**
 * The queue job telling a person they are on a brand's team, and how to sign in. Read when it runs: a
 * person removed (or suspended) before it runs is told nothing.
 */
export async function sendAddedEmail(
  deps: JobDeps,
  job: { brandId: string; staffId: string; addedBy: string },
): Promise<'sent' | 'none'> {
  const facts = await addedEmailFacts(deps.db, job.brandId, job.staffId, job.addedBy);
  if (facts?.member.status !== 'active') return 'none';
  const { member, brand, addedBy } = facts;
  const role = member.role === 'owner' ? 'an owner' : 'a member';
  await deps.mailer.send(
    renderAccountEmail({
      to: member.email,
      subject: `You are on the ${brand} team on Influence Hub`,
      name: member.name,
      paragraphs: [
        `${addedBy ?? 'Someone at Influence Hub'} added you to the ${brand} team as ${role}.`,
        `Sign in to the brand console with this e-mail address (${member.email}); we will send you a one-time code, no password needed. You will see ${brand}'s campaigns, applications and creators' work.`,
      ],
      button: { label: 'Sign in to the brand console', url: `${deps.config.publicUrl}/admin/signin` },
      footer: `You get this e-mail because you were added to ${brand}'s team. If you do not know why, ignore it: nothing happens until you sign in.`,
    }),
  );
  return 'sent';
}
