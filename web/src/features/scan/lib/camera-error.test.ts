import { describe, expect, it } from 'vitest';
import { cameraErrorText } from './camera-error';
import { doorTranslator } from './test-translator';

const t = doorTranslator('en');

describe('cameraErrorText', () => {
  it('shows the message when there is one', () => {
    const cause = new DOMException('Permission denied', 'NotAllowedError');
    expect(cameraErrorText(t, { kind: 'permission-denied', message: 'Permission denied', cause })).toBe(
      'Permission denied',
    );
  });

  it('says what the camera could not give, and what to do, when a constraint fails', () => {
    const cause = Object.assign(new DOMException('', 'OverconstrainedError'), { constraint: 'width' });
    expect(cameraErrorText(t, { kind: 'overconstrained', message: '', cause })).toBe(
      'This camera cannot provide the picture asked for (width). Try another camera, or use manual entry.',
    );
  });

  it('names the error and its kind when the message is empty', () => {
    const cause = new DOMException('', 'NotReadableError');
    expect(cameraErrorText(t, { kind: 'unknown', message: '', cause })).toBe('NotReadableError (unknown)');
  });

  it('falls back to the kind alone', () => {
    expect(cameraErrorText(t, { kind: 'unknown', message: '  ', cause: {} })).toBe('unknown');
    expect(cameraErrorText(t, { kind: 'no-camera', message: '', cause: new Error('') })).toBe('no-camera');
  });

  it('says the start time-out in seconds, as the SPEC words it (the library counts milliseconds)', () => {
    const message = 'Loading camera stream timed out after 3000 ms.';
    expect(cameraErrorText(t, { kind: 'unknown', message, cause: new Error(message) })).toBe(
      'Loading camera stream timed out after 3 seconds.',
    );
  });
});
