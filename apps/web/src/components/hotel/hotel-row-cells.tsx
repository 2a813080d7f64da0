import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCalendarDay } from '../../lib/use-tenant-time';
import './i18n';

interface StayRow {
  checkIn: string;
  checkOut: string;
  nights: number;
  roomCount: number;
}

/** The stay's dates as one line: '12 Mar 2026 – 15 Mar 2026'. */
export function useStayDates() {
  const day = useCalendarDay();
  return (row: Pick<StayRow, 'checkIn' | 'checkOut'>) => `${day(row.checkIn)} – ${day(row.checkOut)}`;
}

/** A booking list's hotel cell: the hotel's name over its city. */
export function HotelNameCell({
  row,
  minWidth,
}: {
  row: { hotelName: string; cityName: string };
  minWidth: number;
}) {
  return (
    <Table.Td miw={minWidth}>
      <Text size="sm" fw={600}>
        {row.hotelName}
      </Text>
      <Text size="xs" c="dimmed">
        {row.cityName}
      </Text>
    </Table.Td>
  );
}

/** A booking list's stay cell: the dates over the nights and rooms, each on one line. */
export function StayCell({ row }: { row: StayRow }) {
  const { t } = useTranslation('hotelParts');
  const stayDates = useStayDates();
  return (
    <Table.Td style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">{stayDates(row)}</Text>
      <Text size="xs" c="dimmed">
        {t('nights', { count: row.nights })} · {t('rooms', { count: row.roomCount })}
      </Text>
    </Table.Td>
  );
}
