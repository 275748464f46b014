/**
 * Who is making a request and from where, as the audit trail records it: the signed-in account (none
 * for a visitor), the client's address (behind TRUST_PROXY, the forwarded one), its user agent, and
 * the door device's id (`X-Door-Device`, a random id each door phone keeps; decision 025).
 */
import type { FastifyRequest } from 'fastify';

export interface AuditActor {
  id: string;
  username: string;
  role: string;
}

export interface AuditContext {
  actor: AuditActor | null;
  ip: string | null;
  userAgent: string | null;
  deviceId: string | null;
}

export const DOOR_DEVICE_HEADER = 'x-door-device';
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;
const MAX_USER_AGENT = 300;

export function auditContext(request: FastifyRequest, actor: AuditActor | null = actorOf(request)): AuditContext {
  const device = request.headers[DOOR_DEVICE_HEADER];
  const userAgent = request.headers['user-agent'];
  return {
    actor,
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : null,
    // Anything else than a plain id is not kept: the header is the client's word, shown to organisers.
    deviceId: typeof device === 'string' && DEVICE_ID.test(device) ? device : null,
  };
}

function actorOf(request: FastifyRequest): AuditActor | null {
  const admin = request.admin;
  return admin ? { id: admin.userId, username: admin.username, role: admin.role } : null;
}

/**
 * A visitor acting on their own registration from its personal link (issue 30 item 2): no account,
 * recorded as the actor `visitor`.
 */
export const VISITOR_ACTOR: AuditActor = { id: '', username: 'visitor', role: 'visitor' };

/** Work done by the app itself (a scheduled job), or in a test. */
export const SYSTEM_CONTEXT: AuditContext = { actor: null, ip: null, userAgent: null, deviceId: null };
