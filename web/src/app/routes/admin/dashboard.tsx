import { EventDashboard } from '@/features/admin-events/components/event-dashboard';

export default function DashboardRoute() {
  return <EventDashboard />;
}
