import type { TenantConfig } from '@portal/contracts';
import { FeatureIcon } from '../../../components/feature-icon';
import classes from './chillora-feature-cards.module.css';

type FeatureItem = TenantConfig['home']['feature']['features'][number];

/** The home's feature blurbs and the about-us strengths alike: tinted cards with an icon, a title and a line. */
export function ChilloraFeatureCards({ items }: { items: FeatureItem[] }) {
  return (
    <ul className={classes.cards}>
      {items.map((item) => (
        <li key={item.header} className={classes.card}>
          <span className={classes.icon} aria-hidden="true">
            <FeatureIcon iconClass={item.iconClass} size={26} />
          </span>
          <h3 className={classes.cardTitle}>{item.header}</h3>
          {item.content ? <p className={classes.cardText}>{item.content}</p> : null}
        </li>
      ))}
    </ul>
  );
}
