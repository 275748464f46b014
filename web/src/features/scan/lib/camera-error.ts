import type { TFunction } from '@common/i18n/translator';
import type { IScannerError } from '@yudiel/react-qr-scanner';

/** The scanner library counts its start time-out in milliseconds; the SPEC's text says seconds. */
const TIMED_OUT = /^Loading camera stream timed out after (\d+) ms\.$/;

/**
 * The text after 'Camera Error: '. Some failures come with an empty message (an OverconstrainedError
 * for a camera below the requested size, say): then the error's name and kind say what happened.
 */
export function cameraErrorText(t: TFunction, error: Pick<IScannerError, 'kind' | 'message' | 'cause'>): string {
  const message = error.message.trim();
  const timedOut = TIMED_OUT.exec(message);
  if (timedOut) {
    const seconds = Number(timedOut[1]) / 1000;
    return t('door:camera.timedOut', { seconds });
  }
  const cause = error.cause as { name?: unknown; constraint?: unknown } | undefined;
  if (cause?.name === 'OverconstrainedError') {
    return typeof cause.constraint === 'string' && cause.constraint
      ? t('door:camera.overconstrainedNamed', { constraint: cause.constraint })
      : t('door:camera.overconstrained');
  }
  if (message) return message;
  const name = error.cause instanceof Error || error.cause instanceof DOMException ? error.cause.name : '';
  return name && name !== 'Error' ? `${name} (${error.kind})` : error.kind;
}
