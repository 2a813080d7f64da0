function locale(language: string): string {
  return language === 'bn' ? 'bn-BD' : 'en-GB';
}

/**
 * A moment (ISO time) as the clock of a zone shows it, in the reader's language: '14 Dec 2026, 23:59'. Null when
 * the zone is not one the browser knows (the caller then shows the supplier's own wording).
 */
export function formatInZone(iso: string, timeZone: string, language = 'en'): string | null {
  try {
    return new Intl.DateTimeFormat(locale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(new Date(iso));
  } catch {
    return null;
  }
}

/**
 * A deadline in the hotel's clock and the agent's own: both are given unless they read the same (the agent sits
 * in the hotel's zone, or one with the same clock at that moment).
 */
export function deadlineTimes(
  iso: string,
  zones: { hotel: string; agent: string },
  language = 'en',
  hotelText?: string | null,
): { hotel: string; agent: string | null } {
  const hotel = formatInZone(iso, zones.hotel, language) ?? hotelText ?? iso;
  const agent = formatInZone(iso, zones.agent, language);
  return { hotel, agent: agent && agent !== hotel ? agent : null };
}

/**
 * Where a rate stands with its free cancellation: still free until its deadline, free no longer (the deadline has
 * passed: a refundable rate booked now pays its first penalty tier at once), or never free.
 */
export function freeCancellation(
  policy: { refundable: boolean; freeUntil: string | null },
  now: number,
): 'free' | 'ended' | 'never' {
  if (!policy.refundable || !policy.freeUntil) return 'never';
  return Date.parse(policy.freeUntil) > now ? 'free' : 'ended';
}
