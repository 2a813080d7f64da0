import { useTranslation } from 'react-i18next';
import type { HolidayRequest } from '@portal/contracts';
import './i18n';

type Party = Pick<HolidayRequest['travellers'], 'adults' | 'infants'> & {
  children?: number;
  childAges?: readonly number[];
  rooms?: number;
};

/** Who travels, in a line: "2 adults, 1 child (age 7), 1 room". */
export function usePartyText() {
  const { t } = useTranslation('holidayParts');
  return (party: Party): string => {
    const children = party.childAges?.length ?? party.children ?? 0;
    const parts = [t('adults', { count: party.adults })];
    if (children > 0) {
      parts.push(
        party.childAges && party.childAges.length > 0
          ? t('childrenAged', { count: children, ages: party.childAges.join(', ') })
          : t('children', { count: children }),
      );
    }
    if (party.infants > 0) parts.push(t('infants', { count: party.infants }));
    if (party.rooms !== undefined) parts.push(t('rooms', { count: party.rooms }));
    return parts.join(', ');
  };
}
