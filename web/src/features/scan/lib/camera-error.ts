import type { IScannerError } from '@yudiel/react-qr-scanner';

/**
 * The text after 'Camera Error: '. Some failures come with an empty message (an OverconstrainedError
 * for a camera below the requested size, say): then the error's name and kind say what happened.
 */
export function cameraErrorText(error: Pick<IScannerError, 'kind' | 'message' | 'cause'>): string {
  const message = error.message.trim();
  if (message) return message;
  const name = error.cause instanceof Error || error.cause instanceof DOMException ? error.cause.name : '';
  return name && name !== 'Error' ? `${name} (${error.kind})` : error.kind;
}
