import { SignJWT, jwtVerify } from 'jose';
import { LOCALES, ROLES, type Locale, type Role } from '@hfl/contracts';

/**
 * The BFF turns a session into this short-lived token on every proxied request; services trust
 * nothing else. Services use the same mechanism (subject `service:<name>`) to call the BFF.
 */
export interface InternalIdentity {
  /** User id; absent for a visitor. */
  userId?: string;
  roles: Role[];
  locale: Locale;
  /** Set when a service, not a user, is the caller. */
  service?: string;
}

const ISSUER = 'hfl';
const AUDIENCE = 'hfl-internal';
export const INTERNAL_TOKEN_TTL_SECONDS = 60;
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

function key(secret: string): Uint8Array {
  if (secret.length < 32) throw new Error('INTERNAL_TOKEN_SECRET must be at least 32 characters');
  return new TextEncoder().encode(secret);
}

export async function signInternalToken(identity: InternalIdentity, secret: string): Promise<string> {
  const jwt = new SignJWT({ roles: identity.roles, locale: identity.locale, svc: identity.service })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${INTERNAL_TOKEN_TTL_SECONDS}s`);
  if (identity.userId) jwt.setSubject(identity.userId);
  return jwt.sign(key(secret));
}

/** Resolves to the identity, or null when the token is missing, forged, expired or malformed. */
export async function verifyInternalToken(token: string | undefined, secret: string): Promise<InternalIdentity | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const validRoles = Object.values(ROLES) as string[];
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is Role => validRoles.includes(String(r))) : [];
    const locale = (LOCALES as readonly string[]).includes(String(payload.locale)) ? (payload.locale as Locale) : 'en';
    return {
      userId: typeof payload.sub === 'string' ? payload.sub : undefined,
      roles,
      locale,
      service: typeof payload.svc === 'string' ? payload.svc : undefined,
    };
  } catch {
    return null;
  }
}
