// Every committed migration, in order. A new migration is added here as well as written.
import { Migration20261122000000_initial } from './Migration20261122000000_initial';

export const migrationsList = [{ name: 'Migration20261122000000_initial', class: Migration20261122000000_initial }];
