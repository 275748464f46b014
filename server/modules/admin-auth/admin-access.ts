/**
 * Who may enter the admin area through the identity provider (DESIGN.md, "Admin access"): a
 * verified e-mail whose domain is exactly the organisation's, or the super admin. Plain rule.
 */
export interface IdentityClaims {
  email?: unknown;
  email_verified?: unknown;
}

export interface AccessPolicy {
  emailDomain: string | undefined;
  superAdminEmail: string | undefined;
}

/** The normalised e-mail of an allowed account, or null. */
export function allowedAdminEmail(claims: IdentityClaims, policy: AccessPolicy): string | null {
  if (typeof claims.email !== 'string' || claims.email_verified !== true) return null;
  const email = claims.email.trim().toLowerCase();
  const parts = email.split('@');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  if (policy.superAdminEmail && email === policy.superAdminEmail.toLowerCase()) return email;
  if (policy.emailDomain && parts[1] === policy.emailDomain.toLowerCase()) return email;
  return null;
}
