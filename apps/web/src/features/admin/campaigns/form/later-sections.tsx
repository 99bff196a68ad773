import type { ReferenceLists } from '@ih/contract/reference';
import { BriefSection } from './section-brief';
import { BudgetSection } from './section-budget';
import { DeliverablesSection } from './section-deliverables';
import { InfluencersSection } from './section-influencers';
import { MediaSection } from './section-media';
import { StatusSection } from './section-status';
import { TermsSection } from './section-terms';

/**
 * The campaign form below its first screen: brief, deliverables, budget, influencers, media and status.
 * The form loads this module just after it renders (design §7: the page stays inside its 170 KB
 * budget). Their values live in the form from the start, so validating and saving never wait for it.
 */
export function LaterSections({
  lists,
  onBusyChange,
}: {
  lists: ReferenceLists;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <>
      <BriefSection />
      <DeliverablesSection types={lists.deliverableTypes} />
      <BudgetSection />
      <TermsSection />
      <InfluencersSection lists={lists} />
      <MediaSection onBusyChange={onBusyChange} />
      <StatusSection />
    </>
  );
}
