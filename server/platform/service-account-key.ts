/**
 * Reads a Google service-account key (GOOGLE_SERVICE_ACCOUNT_KEY): the JSON file Google hands out,
 * given either as its path or as the JSON itself. Only the two fields the app signs with are kept.
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface ServiceAccountKey {
  clientEmail: string;
  privateKey: string;
}

/** Returns the key, or a sentence saying what is wrong with the setting's value. */
export function parseServiceAccountKey(value: string): ServiceAccountKey | { problem: string } {
  let text = value.trim();
  if (!text.startsWith('{')) {
    try {
      text = readFileSync(text, 'utf8');
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unreadable';
      // The value is echoed only when it looks like a path: a key pasted in some other form (quoted,
      // base64, PEM alone) must not end up in the start-up error and the logs that keep it.
      const named = looksLikePath(text) ? ` "${text}"` : '';
      return {
        problem: `cannot read the key file${named} (${code}); give a path to the JSON key file or the JSON itself`,
      };
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'is not valid JSON; give the JSON key file Google made for the service account, or its path' };
  }
  const fields = (json ?? {}) as { client_email?: unknown; private_key?: unknown };
  if (typeof fields.client_email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(fields.client_email)) {
    return { problem: 'the key has no client_email; use the JSON key file of a service account' };
  }
  if (typeof fields.private_key !== 'string' || fields.private_key.trim() === '') {
    return { problem: 'the key has no private_key; use the JSON key file of a service account' };
  }
  try {
    createPrivateKey(fields.private_key);
  } catch {
    return { problem: "the key's private_key is not a valid PEM private key" };
  }
  return { clientEmail: fields.client_email, privateKey: fields.private_key };
}

const looksLikePath = (value: string) =>
  value.length <= 300 && /^[\w ./\\:~-]+$/.test(value) && !/PRIVATE|BEGIN|KEY-----/i.test(value);
