/**
 * An enrolled device's credential: a random token in a long-lived cookie that scripts cannot read
 * (httpOnly) and that no other site's page sends (SameSite=Strict). Only its SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'idevent_kiosk';
/** Browsers keep a cookie at most 400 days; the enrolment itself lasts until it is revoked. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** The check-in, the device status and the organiser's device calls all read it. */
const DEVICE_COOKIE_PATH = '/api';

export const newDeviceToken = () => randomBytes(32).toString('base64url');

export const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The device's token as it came, or undefined (none, or not one of ours by its shape). */
export function deviceToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
