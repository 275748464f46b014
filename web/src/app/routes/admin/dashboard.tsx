import { EventDashboard } from '@/features/admin-events/components/event-dashboard';
import { UndeliveredPassesCard } from '@/features/admin-pass-emails/components/undelivered-passes-card';

export default function DashboardRoute() {
  return (
    <div className="grid gap-8">
      <UndeliveredPassesCard />
      <EventDashboard />
    </div>
  );
}
