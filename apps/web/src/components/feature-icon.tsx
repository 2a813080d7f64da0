/** Outline icons (24-unit grid) for feature blurbs, picked by words in the tenant's icon class. */
const Icons: Array<[RegExp, string]> = [
  [
    /plane|flight|air/i,
    'M10 14l-7-3 1.5-1.5 7 1L16 6a2 2 0 0 1 3 3l-4.5 4.5 1 7L14 22l-3-7-3 3v3l-1.5 1-1-4-4-1L3 15.5h3z',
  ],
  [/hotel|bed|stay/i, 'M3 18V6M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11a1.5 1.5 0 1 0 0-.01'],
  [
    /wallet|money|pay|price|fare|cash/i,
    'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1zM4 7l11-3v3M16 13.5h.01',
  ],
  [
    /support|headset|help|call|phone/i,
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zM20 14a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zM18 16c0 2-2 4-6 4',
  ],
  [/shield|secure|safe|trust/i, 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4'],
  [/chart|report|graph|stat/i, 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6'],
  [
    /globe|world|international|map/i,
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.6 9h16.8M3.6 15h16.8M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  ],
  [/clock|time|fast|speed|instant/i, 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3'],
  [/api|code|integrat|connect/i, 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14'],
  [
    /user|agent|people|team|group/i,
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M21 21v-2a4 4 0 0 0-3-3.9',
  ],
  [
    /visa|passport|document/i,
    'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM12 8a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM9 17h6',
  ],
  [/holiday|package|tour|beach|umbrella/i, 'M12 12V21M4 10a8 8 0 0 1 16 0zM8 21h8'],
];

const DefaultIcon = 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z';

export function FeatureIcon({ iconClass, size = 28 }: { iconClass: string; size?: number }) {
  const path = Icons.find(([pattern]) => pattern.test(iconClass))?.[1] ?? DefaultIcon;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
