import {
  GeoDataHeaderMaxLength,
  IdentityMessage,
  ZDeviceInfo,
  type DeviceInfo,
  type UserContext,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import { rotateSessionToken, storeSessionGeoData } from './session-notice.repository';

/** A token older than this is replaced through the user context (authentic.newToken). */
export const TokenRotationAgeMs = 60 * 60_000;
/** How long the replaced token still works, for calls the browser sent before it saved the new one. */
export const PreviousTokenGraceMs = 2 * 60_000;

/** The session as the auth guard resolved it. */
export interface NoticeSession {
  sessionId: string;
  forcedLogout: { message: string | null } | null;
  tokenIssuedAt: Date | null;
}

/** Reads the X-Geo-Data header: base64 of the device-info JSON, size-limited; anything else is ignored. */
export function decodeGeoData(header: string | undefined): DeviceInfo | null {
  if (!header || header.length > GeoDataHeaderMaxLength) return null;
  try {
    const parsed = ZDeviceInfo.safeParse(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The `authentic` part of the user context: an operator-ended session is told so (forceLogout with the message);
 * a live one stores the device description and, once its token is old enough, gets a new token.
 */
export async function sessionNotice(options: {
  db: Db;
  tenantId: string;
  session: NoticeSession;
  token: string;
  geoDataHeader: string | undefined;
  now?: Date;
}): Promise<UserContext['authentic']> {
  const { db, tenantId, session } = options;
  if (session.forcedLogout) {
    return {
      forceLogout: true,
      logoutMessage: session.forcedLogout.message ?? IdentityMessage.defaultLogoutMessage,
      newToken: null,
    };
  }
  const now = options.now ?? new Date();
  const geoData = decodeGeoData(options.geoDataHeader);
  if (geoData) await storeSessionGeoData(db, { tenantId, sessionId: session.sessionId, geoData });

  let newToken: string | null = null;
  if (session.tokenIssuedAt && now.getTime() - session.tokenIssuedAt.getTime() > TokenRotationAgeMs) {
    const candidate = createSessionToken();
    const rotated = await rotateSessionToken(db, {
      tenantId,
      sessionId: session.sessionId,
      currentHash: hashSessionToken(options.token),
      newHash: hashSessionToken(candidate),
      now,
      previousValidUntil: new Date(now.getTime() + PreviousTokenGraceMs),
    });
    if (rotated) newToken = candidate;
  }
  return { forceLogout: false, logoutMessage: null, newToken };
}
