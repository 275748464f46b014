/**
 * The one admission rule set (decision 004) lives in common/admission-rules.ts, shared with the door's
 * offline copy in the browser (decision 027); the server's modules import it from here.
 */
export * from '../../../common/admission-rules.ts';
