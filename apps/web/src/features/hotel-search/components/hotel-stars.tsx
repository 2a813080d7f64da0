import { useTranslation } from 'react-i18next';
import { starCount } from '../utils/hotel-format';
import classes from './results.module.css';

/** A hotel's star rating, drawn and named ("4-star hotel"). */
export function HotelStars({ stars }: { stars: number }) {
  const { t } = useTranslation('hotelSearch');
  const count = starCount(stars);
  if (count === 0) return null;
  return (
    <span className={classes.stars} role="img" aria-label={t('card.stars', { count })}>
      {'★'.repeat(count)}
    </span>
  );
}
