import { Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Outline icons (24-unit grid) of the bed bank's amenities; others show as words only. */
const Icons: Record<string, string> = {
  FreeWifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  Pool: 'M2 18c2 1.3 4 1.3 6 0s4-1.3 6 0 4 1.3 6 0M2 14c2 1.3 4 1.3 6 0s4-1.3 6 0 4 1.3 6 0M8 12V5a2 2 0 0 1 4 0M16 12V5a2 2 0 0 0-4 0M8 8h8',
  Spa: 'M12 20c-4 0-8-3-8-8 4 0 8 3 8 8zM12 20c4 0 8-3 8-8-4 0-8 3-8 8zM12 20c-2-3-2-9 0-14 2 5 2 11 0 14z',
  Gym: 'M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12',
  Restaurant: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 1-3 4-3 8h3',
  Bar: 'M5 4h14l-7 8zM12 12v7M8 20h8',
  AirportShuttle:
    'M3 16V8a2 2 0 0 1 2-2h11l5 5v5a1 1 0 0 1-1 1h-1M3 16a1 1 0 0 0 1 1h1M9 17h6M3 11h18M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  Parking: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 17V7h4a3 3 0 0 1 0 6H9',
  FamilyRooms:
    'M7 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM17 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM4 21v-7a3 3 0 0 1 6 0v7M14 21v-7a3 3 0 0 1 6 0v7M12 15a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  RoomService: 'M3 17h18M5 17a7 7 0 0 1 14 0M12 10V8M10 8h4M4 20h16',
  BusinessCentre:
    'M4 8h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM9 8V6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18',
  Beach: 'M12 12V21M4 10a8 8 0 0 1 16 0zM8 21h8',
  PrayerRoom: 'M12 3c-3 2-5 5-5 8v9h10v-9c0-3-2-6-5-8zM4 20h16M10 20v-4a2 2 0 0 1 4 0v4',
  NonSmoking: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8M7 13h6M16 13h1',
  Accessible: 'M12 5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM11 7v6h5l2 5M11 10h5M8 11a5 5 0 1 0 7 6',
};

export function AmenityIcon({ amenity, size = 18 }: { amenity: string; size?: number }) {
  const path = Icons[amenity];
  if (!path) return null;
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
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/** An amenity's words in the reader's language; one the page does not know is shown as the supplier wrote it. */
export function useAmenityLabel(): (amenity: string) => string {
  const { t } = useTranslation('hotelSearch');
  return (amenity) => t(`amenities.${amenity}`, { defaultValue: amenity });
}

interface AmenityListProps {
  amenities: readonly string[];
  /** Icons only, each named by a tooltip and for screen readers (compact cards); else icons with their words. */
  compact?: boolean;
  /** How many to show before "+N more". */
  limit?: number;
}

/** A hotel's or a room's amenities as icons and words. */
export function AmenityList({ amenities, compact = false, limit }: AmenityListProps) {
  const { t } = useTranslation('hotelSearch');
  const label = useAmenityLabel();
  const shown = limit === undefined ? amenities : amenities.slice(0, limit);
  const more = amenities.length - shown.length;
  if (amenities.length === 0) return null;
  return (
    <Group
      component="ul"
      gap={compact ? 6 : 'xs'}
      wrap="wrap"
      aria-label={t('card.amenities')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {shown.map((amenity) =>
        compact && Icons[amenity] ? (
          <Tooltip key={amenity} label={label(amenity)} withArrow openDelay={200}>
            <Text component="li" c="dimmed" style={{ display: 'inline-flex' }}>
              <AmenityIcon amenity={amenity} />
              <VisuallyHidden>{label(amenity)}</VisuallyHidden>
            </Text>
          </Tooltip>
        ) : (
          <Group key={amenity} component="li" gap={4} wrap="nowrap">
            {Icons[amenity] ? (
              <Text c="dimmed" style={{ display: 'inline-flex' }} component="span">
                <AmenityIcon amenity={amenity} size={16} />
              </Text>
            ) : null}
            <Text size="sm" component="span">
              {label(amenity)}
            </Text>
          </Group>
        ),
      )}
      {more > 0 ? (
        <Text component="li" size="xs" c="dimmed">
          {t('card.moreAmenities', { count: more })}
        </Text>
      ) : null}
    </Group>
  );
}
