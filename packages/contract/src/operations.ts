import type * as accountLanguage from './account-language.ts';
import type * as adminApplications from './admin-applications.ts';
import type * as adminBrands from './admin-brands.ts';
import type * as adminCampaigns from './admin-campaigns.ts';
import type * as adminInfluencers from './admin-influencers.ts';
import type * as adminPayments from './admin-payments.ts';
import type * as agreements from './agreements.ts';
import type * as apply from './apply.ts';
import type * as auth from './auth.ts';
import type * as brandRequests from './brand-requests.ts';
import type * as brandTeam from './brand-team.ts';
import type * as brands from './brands.ts';
import type * as campaigns from './campaigns.ts';
import type * as comments from './comments.ts';
import type * as discovery from './discovery.ts';
import type * as events from './events.ts';
import type * as files from './files.ts';
import type * as health from './health.ts';
import type * as invitations from './invitations.ts';
import type * as messages from './messages.ts';
import type * as notifications from './notifications.ts';
import type { Operation } from './operation.ts';
import type * as payments from './payments.ts';
import type * as payouts from './payouts.ts';
import type * as pincode from './pincode.ts';
import type * as profile from './profile.ts';
import type * as push from './push.ts';
import type * as reference from './reference.ts';
import type * as registration from './registration.ts';
import type * as results from './results.ts';
import type * as saved from './saved.ts';
import type * as settings from './settings.ts';
import type * as shortlists from './shortlists.ts';
import type * as staff from './staff.ts';
import type * as tax from './tax.ts';
import type * as work from './work.ts';
import type * as workDrafts from './work-drafts.ts';

/** The operations a module exports. */
type OperationsOf<M> = Extract<M[keyof M], Operation>;

/** Every operation of the contract, type-only: the web client finds a route's operation here (ADR 015). */
export type AnyOperation =
  | OperationsOf<typeof adminApplications>
  | OperationsOf<typeof adminBrands>
  | OperationsOf<typeof adminCampaigns>
  | OperationsOf<typeof adminInfluencers>
  | OperationsOf<typeof adminPayments>
  | OperationsOf<typeof accountLanguage>
  | OperationsOf<typeof agreements>
  | OperationsOf<typeof apply>
  | OperationsOf<typeof auth>
  | OperationsOf<typeof brandRequests>
  | OperationsOf<typeof brandTeam>
  | OperationsOf<typeof brands>
  | OperationsOf<typeof campaigns>
  | OperationsOf<typeof comments>
  | OperationsOf<typeof discovery>
  | OperationsOf<typeof files>
  | OperationsOf<typeof health>
  | OperationsOf<typeof invitations>
  | OperationsOf<typeof messages>
  | OperationsOf<typeof notifications>
  | OperationsOf<typeof payments>
  | OperationsOf<typeof payouts>
  | OperationsOf<typeof pincode>
  | OperationsOf<typeof profile>
  | OperationsOf<typeof push>
  | OperationsOf<typeof reference>
  | OperationsOf<typeof registration>
  | OperationsOf<typeof results>
  | OperationsOf<typeof events>
  | OperationsOf<typeof saved>
  | OperationsOf<typeof settings>
  | OperationsOf<typeof shortlists>
  | OperationsOf<typeof staff>
  | OperationsOf<typeof tax>
  | OperationsOf<typeof work>
  | OperationsOf<typeof workDrafts>;
