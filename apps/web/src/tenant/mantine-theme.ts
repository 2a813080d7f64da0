import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { buildPalette } from '../lib/color-palette';

/** Mantine theme in the tenant's colours: the primary palette is generated from the one brand colour. */
export function buildMantineTheme(primaryColor: string): MantineThemeOverride {
  const palette = buildPalette(primaryColor);
  return createTheme({
    colors: { primary: palette.shades },
    primaryColor: 'primary',
    primaryShade: { light: palette.primaryShade, dark: palette.primaryShade },
    autoContrast: true,
    focusRing: 'auto',
    defaultRadius: 'md',
    fontFamily:
      'Inter, "Segoe UI", Roboto, "Noto Sans Bengali", "Helvetica Neue", Arial, system-ui, sans-serif',
    headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Noto Sans Bengali", Arial, system-ui, sans-serif' },
  });
}
