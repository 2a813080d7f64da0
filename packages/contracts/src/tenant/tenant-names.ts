/** Plain lists kept apart from the schemas, so code needing only these does not load zod. */
export const ThemeName = ['bizora', 'chillora', 'trotly', 'safeZone'] as const;
export type ThemeName = (typeof ThemeName)[number];

export const LoginVariation = ['cover', 'centered', 'modal', 'formleft'] as const;
export type LoginVariation = (typeof LoginVariation)[number];
