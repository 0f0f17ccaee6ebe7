// The drinks' records in the activity log ("drink", "drinks category").
import { catalogCategoryDescriber, catalogItemDescriber } from '../../catalog/catalog.activity';
import { DrinkCategory } from './drink-category.entity';
import { DrinkItem } from './drink-item.entity';

export const drinksActivity = [catalogItemDescriber(DrinkItem, 'drink', 'drink'), catalogCategoryDescriber(DrinkCategory, 'drink-category', 'drinks category')];
