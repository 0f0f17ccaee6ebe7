// Every committed migration, in order. A new migration is added here as well as written.
import { Migration20261122000000_initial } from './Migration20261122000000_initial';
import { Migration20261123000000_search_text } from './Migration20261123000000_search_text';
import { Migration20261123120000_content_version } from './Migration20261123120000_content_version';
import { Migration20261124000000_rate_limit } from './Migration20261124000000_rate_limit';
import { Migration20261125000000_hours } from './Migration20261125000000_hours';
import { Migration20261126000000_list_order } from './Migration20261126000000_list_order';
import { Migration20261126120000_search_text_literal } from './Migration20261126120000_search_text_literal';
import { Migration20261127190000_hours_periods } from './Migration20261127190000_hours_periods';
import { Migration20261128090000_staff_role } from './Migration20261128090000_staff_role';
import { Migration20261129090000_outbox } from './Migration20261129090000_outbox';
import { Migration20261129100000_team_accounts } from './Migration20261129100000_team_accounts';
import { Migration20261129110000_activity } from './Migration20261129110000_activity';
import { Migration20261129120000_login_devices } from './Migration20261129120000_login_devices';
import { Migration20261130090000_settings } from './Migration20261130090000_settings';
import { Migration20261130100000_gallery } from './Migration20261130100000_gallery';
import { Migration20261130110000_stored_files } from './Migration20261130110000_stored_files';
import { Migration20261201090000_translations } from './Migration20261201090000_translations';

export const migrationsList = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261123000000_search_text', class: Migration20261123000000_search_text },
  { name: 'Migration20261123120000_content_version', class: Migration20261123120000_content_version },
  { name: 'Migration20261124000000_rate_limit', class: Migration20261124000000_rate_limit },
  { name: 'Migration20261125000000_hours', class: Migration20261125000000_hours },
  { name: 'Migration20261126000000_list_order', class: Migration20261126000000_list_order },
  { name: 'Migration20261126120000_search_text_literal', class: Migration20261126120000_search_text_literal },
  { name: 'Migration20261127190000_hours_periods', class: Migration20261127190000_hours_periods },
  { name: 'Migration20261128090000_staff_role', class: Migration20261128090000_staff_role },
  { name: 'Migration20261129090000_outbox', class: Migration20261129090000_outbox },
  { name: 'Migration20261129100000_team_accounts', class: Migration20261129100000_team_accounts },
  { name: 'Migration20261129110000_activity', class: Migration20261129110000_activity },
  { name: 'Migration20261129120000_login_devices', class: Migration20261129120000_login_devices },
  { name: 'Migration20261130090000_settings', class: Migration20261130090000_settings },
  { name: 'Migration20261130100000_gallery', class: Migration20261130100000_gallery },
  { name: 'Migration20261130110000_stored_files', class: Migration20261130110000_stored_files },
  { name: 'Migration20261201090000_translations', class: Migration20261201090000_translations },
];
