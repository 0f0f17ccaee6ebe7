// The menu's records in the activity log ("dish", "menu category").
import { catalogCategoryDescriber, catalogItemDescriber } from '../../catalog/catalog.activity';
import { MenuCategory } from './menu-category.entity';
import { MenuItem } from './menu-item.entity';

export const menuActivity = [catalogItemDescriber(MenuItem, 'dish', 'dish'), catalogCategoryDescriber(MenuCategory, 'menu-category', 'menu category')];
