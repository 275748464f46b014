/** What the door-queue scenario needs: an event running today, one exhibit open all day, visitors registered. */
import { type AdminClient, listRegistrations } from './admin-client.ts';

export async function doorQueueSetup(admin: AdminClient, visitors: number) {
  const now = new Date();
  const day = (hours: number, minutes = 0, seconds = 0, ms = 0) => {
    const date = new Date(now);
    date.setUTCHours(hours, minutes, seconds, ms);
    return date.toISOString();
  };
  const event = await admin.call<{ id: string }>('POST', '/api/admin/events', {
    name: 'Door queue',
    description: 'A queue at the door, for the benchmark',
    startDate: day(0),
    endDate: day(23, 59, 59, 999),
  });
  const exhibit = await admin.call<{ id: string }>('POST', '/api/admin/exhibits', {
    eventId: event.id,
    name: 'Main hall',
    description: 'Open all day',
    date: day(12),
    startTime: '00:00',
    endTime: '23:59',
    isActive: true,
  });
  for (let i = 0; i < visitors; i++) {
    const response = await fetch(`${admin.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: event.id,
        name: `Queue visitor ${i}`,
        email: `queue-${i}-${now.getTime()}@example.com`,
        phone: '+1 202 555 0100',
        company: 'Bench',
      }),
    });
    if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  }
  const registrations = await listRegistrations(admin, [event.id]);
  return { exhibitId: exhibit.id, registrationIds: registrations.map((r) => r.id) };
}
