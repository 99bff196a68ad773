/**
 * The import boundaries of the web app and the API, and the few allowed ways across them; checked by
 * boundaries.test.ts (web unit tests, so `npm test`) with check-boundaries.ts. The rules are in
 * docs/CONVENTIONS.md#boundaries. Paths are from `apps/web/src/` (web) or `apps/api/src/modules/` (API).
 *
 * - A web feature is a folder of `features/`. `features/admin` is ONE feature: the staff console, one
 *   audience behind one shell, whose sub-folders (applications, reviews, overview, …) are its pages
 *   grouped by entity and share `admin/shared/`; the review queue is a view of applications.
 * - An API module is a folder of `modules/`.
 */
import type { LayeringException } from './api-layering';

export interface Entry {
  file: string;
  why: string;
}

export interface Boundaries {
  web: {
    /** Another feature's files a feature may import. */
    featureEntryPoints: Entry[];
    /** Files of app/ a feature may import (app/ is the shell above the features). */
    appEntryPoints: Entry[];
    /** A feature's modules that app/ and public/ (the routers) may import. */
    routeModules: RegExp[];
  };
  api: {
    /** Another module's files a module may import; never its repository. */
    entryPoints: Entry[];
  };
  /** Imports that break a rule today, by exact file pair from the repository root; each says why. */
  exceptions: { from: string; to: string; why: string }[];
  /**
   * API module files that break a layering rule today (api-layering.ts), each with its reason. The list
   * only shrinks: the test fails when one is no longer needed.
   */
  apiLayeringExceptions: LayeringException[];
}

export const BOUNDARIES: Boundaries = {
  web: {
    featureEntryPoints: [],
    appEntryPoints: [
      {
        file: 'app/route-prefetch.ts',
        why: "the Prefetch type a feature's route-prefetch.ts fulfils (ADR 012)",
      },
      { file: 'app/router-nav.tsx', why: "tests mount a page with the router's navigation, as the app does" },
    ],
    routeModules: [
      /^features\/[^/]+\/(?:[^/]+\/)*[^/]+-page(?:\.tsx)?$/,
      /^features\/[^/]+\/route-prefetch(?:\.ts)?$/,
    ],
  },
  api: {
    entryPoints: [
      { file: 'files/service.ts', why: 'storing, reading and checking uploaded files' },
      { file: 'files/urls.ts', why: 'signed file URLs' },
      { file: 'files/serve.ts', why: 'streaming a stored file in a reply' },
      {
        file: 'payments/pdf-layout.ts',
        why: "the documents' one look (fonts, colours, tables): receipts, statements and the campaign report",
      },
      { file: 'payments/dates.ts', why: 'dates and times as the documents print them (Asia/Kolkata)' },
      { file: 'influencers/wire.ts', why: "a creator's wire shape, in one place" },
      {
        file: 'discovery/cards.ts',
        why: "a creator's discovery card, the one shape brands see of a creator (shortlists show it)",
      },
      { file: 'campaigns/wire.ts', why: "a campaign's wire shape, in one place" },
      {
        file: 'catalogue/cache.ts',
        why: "the catalogue's caches and the state every catalogue request reads first (ADR 022, 025)",
      },
      { file: 'catalogue/types.ts', why: 'what the catalogue caches hold' },
      {
        file: 'catalogue/state.ts',
        why: "the catalogue's version, read inside the statements of the campaign and brand pages",
      },
      { file: 'campaigns/visible.ts', why: 'the campaign a creator may see, by id or code (saving one)' },
      {
        file: 'campaigns/fragments.ts',
        why: "campaigns from the catalogue cache's fragments (ADR 022; the work list)",
      },
      {
        file: 'submissions/read.ts',
        why: 'reading submissions (work items, the staff detail); writes stay inside',
      },
      {
        file: 'applications/admin-list.ts',
        why: "a page of the staff application list (a campaign's applicants)",
      },
      { file: 'applications/transitions.ts', why: 'the one application state machine' },
      {
        file: 'applications/from-invitation.ts',
        why: 'the application an accepted invitation becomes, through the same state machine (design §15)',
      },
      { file: 'applications/expiry.ts', why: "a campaign's expiry timer, set and moved with its deadline" },
      {
        file: 'brands/payment-record.ts',
        why: "a brand's payment record, shown with its campaigns (design §13)",
      },
      { file: 'messages/unread.ts', why: "the unread message counts on a creator's work rows and dashboard" },
      { file: 'settings/read.ts', why: 'the platform settings (payout defaults, holidays)' },
      {
        file: 'auth/otp.ts',
        why: 'staff sign-in and agreement signing (design §16) use the same one-time codes',
      },
      {
        file: 'agreements/make.ts',
        why: 'an acceptance makes its agreement, and changed campaign terms its next version, in their own transaction (design §16)',
      },
      {
        file: 'agreements/gate.ts',
        why: 'uploading work waits for the agreement both sides signed where the campaign requires one (design §16)',
      },
      {
        file: 'payments/pdf-layout.ts',
        why: "the documents' one PDF layout (fonts, page, rules): agreements print with it too",
      },
      {
        file: 'auth/sessions.ts',
        why: "staff sign-in uses the same sessions; leaving one's last brand team ends them (issue 28)",
      },
      {
        file: 'auth/rate-limit.ts',
        why: 'staff sign-in, the brand join form and agreement codes use the same rate limits',
      },
      { file: 'brands/assets.ts', why: 'campaign media follow the same public-file rule as brand assets' },
      {
        file: 'notifications/read-about.ts',
        why: "acting on an application reads the actor's notifications about it (issue 26 E)",
      },
      {
        file: 'payouts/pay.ts',
        why: 'recording a payment starts its payout through the provider (design §18)',
      },
      {
        file: 'payouts/destinations.ts',
        why: 'saving bank or UPI details has them checked with the bank (design §18)',
      },
      { file: 'payouts/read.ts', why: "a payment's payout attempts and a creator's checked destinations" },
    ],
  },
  exceptions: [
    {
      from: 'apps/web/src/features/profile/api.ts',
      to: 'apps/web/src/app/layouts/header-profile-query.ts',
      why: 'to move: the profile query key goes to lib/ (the app shell is being edited)',
    },
  ],
  apiLayeringExceptions: [
    {
      file: 'apps/api/src/modules/applications/admin-service.ts',
      rule: 'api-envelopes-in-routes',
      why: 'to move: the route, not the service, says what the answer means',
    },
    {
      file: 'apps/api/src/modules/applications/admin-service.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/applications/apply-service.ts',
      rule: 'api-envelopes-in-routes',
      why: 'to move: the route, not the service, says what the answer means',
    },
    {
      file: 'apps/api/src/modules/applications/apply-service.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/applications/expiry.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/applications/on-time-jobs.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/applications/on-time.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/applications/transitions.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/auth/rate-limit.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/auth/sessions.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/brands/assets.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/brands/late-payouts.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/brands/late-payouts.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/brands/payment-record.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/brands/repository.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/brands/service.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/campaigns/admin-checks.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/campaigns/admin-columns.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/campaigns/admin-service.ts',
      rule: 'api-envelopes-in-routes',
      why: 'to move: the route, not the service, says what the answer means',
    },
    {
      file: 'apps/api/src/modules/campaigns/admin-service.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/campaigns/admin-service.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/campaigns/service.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/files/service.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/influencers/profile-read.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/influencers/profile-update.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/influencers/registration.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/messages/comments-service.ts',
      rule: 'api-envelopes-in-routes',
      why: 'to move: the route, not the service, says what the answer means',
    },
    {
      file: 'apps/api/src/modules/messages/comments-service.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/messages/service.ts',
      rule: 'api-envelopes-in-routes',
      why: 'to move: the route, not the service, says what the answer means',
    },
    {
      file: 'apps/api/src/modules/messages/service.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/messages/unread.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/notifications/consumer.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/notifications/context.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/notifications/email.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/notifications/live-publish.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/notifications/message-email.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/notifications/reminders.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/notifications/weekly-digest.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/payments/admin-service.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/payments/receipts.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/payments/tax/payment-tax.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/payments/tax/rules-repository.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/settings/read.ts',
      rule: 'api-queries-in-repositories',
      why: 'to move: its queries go to a repository of the module',
    },
    {
      file: 'apps/api/src/modules/staff/service.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
    {
      file: 'apps/api/src/modules/submissions/drafts.ts',
      rule: 'api-wire-in-wire',
      why: "to move: its documents' shapes go to the module's wire.ts",
    },
  ],
};
