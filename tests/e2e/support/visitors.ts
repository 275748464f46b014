/** Registers visitors through the public API, as the registration page would. */
import type { E2eServer } from './server.ts';

export interface VisitorInput {
  name: string;
  email: string;
  phone?: string;
  company?: string;
}

/** `answer`: 201 registered, or 202 when the event is full and the visitor joins its waiting list. */
export async function registerVisitor(
  server: E2eServer,
  eventId: string,
  visitor: VisitorInput,
  answer: 201 | 202 = 201,
): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ phone: '+1 555 010 0199', company: 'Visitors Ltd', ...visitor, eventId }),
  });
  if (response.status !== answer)
    throw new Error(`register ${visitor.email}: ${response.status} ${await response.text()}`);
}
