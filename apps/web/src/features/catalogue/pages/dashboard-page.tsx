import { usePageMeta } from '@/lib/page-meta';
import { DashboardBrands } from '../components/dashboard-brands';
import { DashboardCampaigns } from '../components/dashboard-campaigns';
import { StatTiles } from '../components/stat-tiles';

/** / : work counts, brands and active campaigns (doc 000 §2 'Dashboard'). */
export default function DashboardPage() {
  usePageMeta({ title: 'Dashboard' });
  return (
    <div className="flex flex-col gap-6">
      <StatTiles />
      <div className="grid gap-6 xl:grid-cols-2">
        <DashboardBrands />
        <DashboardCampaigns />
      </div>
    </div>
  );
}
