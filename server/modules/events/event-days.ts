/** Calendar days in APP_TIMEZONE: in common/event-days.ts, shared with the door's offline rules (decision 027). */
export * from '../../../common/event-days.ts';
