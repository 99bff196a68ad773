import type { ApplicationStatus, CampaignStatus } from '@ih/contract/enums';

/** One status change: where the application went and how many days before now. */
export type Step = [ApplicationStatus, number];
/** Event date and submission deadline in days from now, and the campaign's status. */
export type CampaignTiming = [number, number, CampaignStatus];

/**
 * One application per status (design §4), each walked through the real lifecycle so its history,
 * timestamps and submission versions are what the product itself would have written. The approved one
 * went through a rework round, so it has two work versions to compare. `campaign` retimes the chosen
 * campaign to fit: event and submission deadline in days from now (negative: past) and its status.
 */
export const PIPELINE_PLAN: { steps: Step[]; paidDaysAgo?: number; campaign: CampaignTiming }[] = [
  { steps: [['pending', 2]], campaign: [30, 21, 'active'] },
  {
    steps: [
      ['pending', 7],
      ['accepted', 3],
    ],
    campaign: [25, 14, 'active'],
  },
  {
    steps: [
      ['pending', 10],
      ['declined', 6],
    ],
    campaign: [20, 12, 'active'],
  },
  // The deadline passed a day before the expiry job moved it.
  {
    steps: [
      ['pending', 20],
      ['expired', 8],
    ],
    campaign: [-4, -9, 'closed'],
  },
  {
    steps: [
      ['pending', 14],
      ['accepted', 12],
      ['pending review', 1],
    ],
    campaign: [14, 7, 'active'],
  },
  {
    steps: [
      ['pending', 20],
      ['accepted', 18],
      ['pending review', 8],
      ['rework', 2],
    ],
    campaign: [12, 6, 'active'],
  },
  {
    steps: [
      ['pending', 25],
      ['accepted', 23],
      ['pending review', 15],
      ['rework', 13],
      ['pending review', 9],
      ['approved', 5],
    ],
    campaign: [6, 2, 'active'],
  },
  {
    steps: [
      ['pending', 30],
      ['accepted', 28],
      ['pending review', 20],
      ['approved', 16],
      ['final submission', 3],
    ],
    campaign: [-3, -14, 'active'],
  },
  {
    steps: [
      ['pending', 40],
      ['accepted', 38],
      ['pending review', 30],
      ['approved', 27],
      ['final submission', 20],
      ['final posted', 18],
    ],
    campaign: [-20, -25, 'closed'],
  },
  {
    steps: [
      ['pending', 60],
      ['accepted', 57],
      ['pending review', 50],
      ['approved', 47],
      ['final submission', 40],
      ['final posted', 38],
    ],
    paidDaysAgo: 30,
    campaign: [-40, -45, 'closed'],
  },
  {
    steps: [
      ['pending', 55],
      ['accepted', 53],
      ['pending review', 46],
      ['approved', 44],
      ['final submission', 36],
      ['final posted', 35],
    ],
    paidDaysAgo: 30,
    campaign: [-36, -42, 'closed'],
  },
  // The creator took it back before anyone decided (issue 26).
  {
    steps: [
      ['pending', 9],
      ['withdrawn', 5],
    ],
    campaign: [18, 10, 'active'],
  },
];
