/** Where an event stands against the clock: in common/event-status.ts, shared with the door's offline rules. */
export * from '../../../common/event-status.ts';
