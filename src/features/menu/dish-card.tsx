// One dish on the menu page.
import type { MenuItemView } from '../../../shared/rules/catalog-view';
import { allergenLabel } from '../../../shared/rules/dietary';
import { DietTag, HalalBadge, SpicyMeter } from './dietary-marks';
import { ItemCard } from '../catalog/item-card';
import './dish-card.css';

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
      {item.allergens.length > 0 ? (
        <p className="dish-allergens">
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M12 3.5 21.5 20h-19z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M12 10v4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="17.2" r="1.1" fill="currentColor" />
          </svg>
          <span>
            <strong>Contains</strong> {item.allergens.map((tag) => allergenLabel(tag).toLowerCase()).join(', ')}
          </span>
        </p>
      ) : null}
    </ItemCard>
  );
}
