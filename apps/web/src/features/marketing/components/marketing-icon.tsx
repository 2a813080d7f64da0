import { ThemeIcon } from '@mantine/core';

// Small hand-drawn line icons: cheaper than an icon library for the few shapes these pages need.
const IconPaths = {
  plane: 'M3 11l18-8-8 18-2-8-8-2z',
  hotel: 'M4 21V3h16v18M2 21h20M9 7h2M13 7h2M9 11h2M13 11h2M10 21v-5h4v5',
  holiday:
    'M12 3v2M12 19v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M3 12h2M19 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4M12 8a4 4 0 100 8 4 4 0 000-8z',
  visa: 'M7 3h10a2 2 0 012 2v14a2 2 0 01-2 2H7a2 2 0 01-2-2V5a2 2 0 012-2zM12 7a3 3 0 100 6 3 3 0 000-6zM9 17h6',
  users:
    'M9 5a3 3 0 100 6 3 3 0 000-6zM3 20c0-3 2.7-5 6-5s6 2 6 5M17 7a2.5 2.5 0 110 5M17 14c2.2 0 4 1.6 4 4',
  star: 'M12 3l2.8 6 6.2.3-4.8 4.2 1.6 6.5-5.8-3.5-5.8 3.5 1.6-6.5L3 9.3 9.2 9z',
  wallet: 'M5 6h14a2 2 0 012 2v9a2 2 0 01-2 2H5a2 2 0 01-2-2V8a2 2 0 012-2zM3 10h18M16 14.5h1',
  card: 'M5 5h14a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2zM3 10h18M7 15h4',
  ledger: 'M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1',
  void: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9 9l6 6M15 9l-6 6',
  refund: 'M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-3',
  reissue: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  chart: 'M5 20V11M11 20V5M17 20v-7M3 20h18',
  traveller:
    'M5 5h14a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2zM9 9a2 2 0 100 4 2 2 0 000-4zM6 16c.6-1.4 1.7-2 3-2s2.4.6 3 2M14 10h4M14 14h3',
  document: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h6M9 17h6',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2',
  check: 'M12 3a9 9 0 100 18 9 9 0 000-18zM8 12l3 3 5-6',
  palette:
    'M12 3a9 9 0 000 18c1.1 0 1.7-.8 1.7-1.7 0-1.2-1-1.6-1-2.6 0-.9.7-1.7 1.7-1.7H17a4 4 0 004-4c0-4.4-4-8-9-8zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01',
  language: 'M4 5h16v11H10l-5 4v-4H4zM8 9h8M8 12h5',
  login: 'M8 11a4 4 0 100 8 4 4 0 000-8zM11 12l9-9M16 7l3 3',
  support: 'M4 15v-3a8 8 0 0116 0v3M4 14h3v6H5a1 1 0 01-1-1zM20 14h-3v6h2a1 1 0 001-1z',
  server: 'M4 4h16v7H4zM4 13h16v7H4zM8 7.5h.01M8 16.5h.01',
  mail: 'M5 5h14a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2zM3 7l9 6 9-6',
  phone: 'M5 4h4l2 5-3 2a11 11 0 005 5l2-3 5 2v4a2 2 0 01-2 2A17 17 0 013 6a2 2 0 012-2z',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0114 0c0 5.5-7 12-7 12zM12 6.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z',
} as const;

export type IconName = keyof typeof IconPaths;

interface MarketingIconProps {
  name: IconName;
  size?: number;
}

/** A decorative icon in a tinted square of the tenant's primary colour. */
export function MarketingIcon({ name, size = 44 }: MarketingIconProps) {
  return (
    <ThemeIcon size={size} radius="md" variant="light" aria-hidden>
      <svg
        width={size * 0.55}
        height={size * 0.55}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={IconPaths[name]} />
      </svg>
    </ThemeIcon>
  );
}
