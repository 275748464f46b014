/**
 * Who may enter the admin area through the identity provider (DESIGN.md, "Admin access"): a
 * verified e-mail whose domain is exactly the organisation's, or the super admin. With Google as the
 * provider, an address of the organisation's domain must also come from an account that domain
 * manages (the `hd` claim): anyone who once had a company mailbox can make a personal Google account
 * on it, verified, and keep it after leaving. Plain rule.
 */
import type { StaffRole } from '../../../common/roles.ts';

export interface IdentityClaims {
  email?: unknown;
  email_verified?: unknown;
  /** Google: the Workspace domain that manages the account; absent for a personal account. */
  hd?: unknown;
}

export interface AccessPolicy {
  /** The identity provider; Google's is the only one whose `hd` claim is checked. */
  issuer: string;
  emailDomain: string | undefined;
  superAdminEmail: string | undefined;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export const isGoogleIssuer = (issuer: string) => issuer.replace(/\/+$/, '').toLowerCase() === GOOGLE_ISSUER;

/** The normalised e-mail of an allowed account, or null. */
export function allowedAdminEmail(claims: IdentityClaims, policy: AccessPolicy): string | null {
  if (typeof claims.email !== 'string' || claims.email_verified !== true) return null;
  const email = claims.email.trim().toLowerCase();
  const parts = email.split('@');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const domain = policy.emailDomain?.toLowerCase();
  if (domain && parts[1] === domain && isGoogleIssuer(policy.issuer)) {
    // The organisation's address from a personal Google account: refused, super admin or not.
    if (typeof claims.hd !== 'string' || claims.hd.toLowerCase() !== domain) return null;
  }
  if (policy.superAdminEmail && email === policy.superAdminEmail.toLowerCase()) return email;
  if (domain && parts[1] === domain) return email;
  return null;
}

/**
 * The role an allowed address gets: the super admin is always an owner; anyone else signing in for
 * the first time gets the default staff role (an account an owner made beforehand keeps its own).
 */
export function identityRole(
  email: string,
  superAdminEmail: string | undefined,
  defaultRole: StaffRole,
): { firstRole: StaffRole; alwaysOwner: boolean } {
  const alwaysOwner = superAdminEmail !== undefined && email === superAdminEmail.toLowerCase();
  return { firstRole: alwaysOwner ? 'owner' : defaultRole, alwaysOwner };
}
