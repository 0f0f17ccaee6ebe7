// One drink on the drinks page: origin line (region · grape · vintage), size and ABV, dietary marks and allergens
// (what the allergy & diet filter goes by, so a guest sees why a drink stays or goes).
import type { DrinkItemView } from '../../../shared/rules/catalog-view';
import { formatAbv } from '../../../shared/rules/price';
import { ItemCard } from './item-card';
import { AllergensLine, ItemMarks } from '../../components/dietary-marks';
import { useDietaryWords } from '../../components/dietary-words';
import './drink-card.css';

export function DrinkCard({ item, currency }: { item: DrinkItemView; currency: string }) {
  const words = useDietaryWords();
  const { t } = words;
  const origin = [item.region, item.grape, item.vintage].filter(Boolean).join(' · ');
  return (
    <ItemCard id={`drink-${item.id}`} name={item.name} price={item.price} currency={currency} image={item.image} featured={item.featured}>
      {origin ? <p className="drink-origin">{origin}</p> : null}
      {item.description ? <p className="item-card__desc">{item.description}</p> : null}
      {item.size || item.abv !== null ? (
        <dl className="drink-specs">
          {item.size ? (
            <div className="drink-specs__item">
              <dt>{t('catalog.size')}</dt>
              <dd>{item.size}</dd>
            </div>
          ) : null}
          {item.abv !== null ? (
            <div className="drink-specs__item">
              <dt>{t('catalog.abv')}</dt>
              <dd>{formatAbv(item.abv)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {item.dietaryTags.length > 0 ? (
        <div className="item-card__meta">
          <ItemMarks tags={item.dietaryTags} words={words} />
        </div>
      ) : null}
      <AllergensLine allergens={item.allergens} words={words} />
    </ItemCard>
  );
}
