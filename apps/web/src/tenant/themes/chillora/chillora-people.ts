import type { TenantConfig } from '@portal/contracts';

const filled = (text: string) => text.trim() !== '';

/** The about-us blocks the tenant filled in. */
export function chilloraAboutBlocks(aboutUs: TenantConfig['aboutUs']) {
  return {
    intro:
      filled(aboutUs.title) ||
      filled(aboutUs.header) ||
      filled(aboutUs.content) ||
      filled(aboutUs.coverImage),
    strengths: aboutUs.feature.length > 0,
    goals: aboutUs.goal.goals.length > 0,
    shots: aboutUs.goal.shots.length > 0,
    team: aboutUs.profiles.length > 0,
  };
}

/** Two letters for a person without a picture ("Shahana Begum" → "SB"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
