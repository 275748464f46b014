/**
 * A door call that could not be made (issue 29 item 2): the server is out of reach (the browser says
 * it is offline, or the last call failed) and the device has nothing to answer from. Raised at once,
 * without a call, so the door says so instead of waiting; its message is the words shown.
 */
export class DoorOfflineError extends Error {
  override name = 'DoorOfflineError';
}

export const NO_COPY_OFFLINE_MESSAGE = "Offline, and this device has no copy of today's events to answer from.";

/** A resend while the server is out of reach. */
export const RESEND_OFFLINE_MESSAGE = 'Offline: the pass can be sent again once the server answers.';
