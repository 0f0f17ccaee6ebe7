// One dish on the menu page.
import type { MenuItemView } from '../../../shared/rules/catalog-view';
import { AllergensLine, ItemMarks } from '../../components/dietary-marks';
import { useDietaryWords } from '../../components/dietary-words';
import { ItemCard } from './item-card';

export function DishCard({ item, currency }: { item: MenuItemView; currency: string }) {
  const words = useDietaryWords();
  const hasMarks = item.spicyLevel > 0 || item.dietaryTags.length > 0;
  return (
    <ItemCard id={`dish-${item.id}`} name={item.name} price={item.price} currency={currency} image={item.image} featured={item.featured}>
      {item.description ? <p className="item-card__desc">{item.description}</p> : null}
      {hasMarks ? (
        <div className="item-card__meta">
          <ItemMarks tags={item.dietaryTags} spicyLevel={item.spicyLevel} words={words} />
        </div>
      ) : null}
      <AllergensLine allergens={item.allergens} words={words} />
    </ItemCard>
  );
}
