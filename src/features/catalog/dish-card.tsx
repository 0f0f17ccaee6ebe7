// One dish on the menu page.
import type { MenuItemView } from '../../../shared/rules/catalog-view';
import { AllergensLine, DietTag, HalalBadge, SpicyMeter } from '../../components/dietary-marks';
import { ItemCard } from './item-card';

export function DishCard({ item, currency }: { item: MenuItemView; currency: string }) {
  // Halal has its own badge; the other tags show as abbreviations.
  const tags = item.dietaryTags.filter((tag) => tag !== 'halal');
  const hasMarks = item.spicyLevel > 0 || item.halal || tags.length > 0;
  return (
    <ItemCard id={`dish-${item.id}`} name={item.name} price={item.price} currency={currency} image={item.image} featured={item.featured}>
      {item.description ? <p className="item-card__desc">{item.description}</p> : null}
      {hasMarks ? (
        <div className="item-card__meta">
          <SpicyMeter level={item.spicyLevel} />
          {item.halal ? <HalalBadge /> : null}
          {tags.map((tag) => (
            <DietTag key={tag} tag={tag} />
          ))}
        </div>
      ) : null}
      <AllergensLine allergens={item.allergens} />
    </ItemCard>
  );
}
