// Every committed migration, in order, with its class: what the migrator runs (server/db/orm.ts loads this module only
// when there is something to migrate). A new migration is added here and in migration-names.ts as well as written.
import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
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
import { Migration20261202090000_gallery_tags } from './Migration20261202090000_gallery_tags';
import { Migration20261202100000_account_language } from './Migration20261202100000_account_language';
import { Migration20261202110000_activity_detail } from './Migration20261202110000_activity_detail';
import { Migration20261203140000_link_token_state } from './Migration20261203140000_link_token_state';
import { MIGRATION_NAMES, type MigrationName } from './migration-names';

const CLASSES: Record<MigrationName, Constructor<Migration>> = {
  Migration20261122000000_initial,
  Migration20261123000000_search_text,
  Migration20261123120000_content_version,
  Migration20261124000000_rate_limit,
  Migration20261125000000_hours,
  Migration20261126000000_list_order,
  Migration20261126120000_search_text_literal,
  Migration20261127190000_hours_periods,
  Migration20261128090000_staff_role,
  Migration20261129090000_outbox,
  Migration20261129100000_team_accounts,
  Migration20261129110000_activity,
  Migration20261129120000_login_devices,
  Migration20261130090000_settings,
  Migration20261130100000_gallery,
  Migration20261130110000_stored_files,
  Migration20261201090000_translations,
  Migration20261202090000_gallery_tags,
  Migration20261202100000_account_language,
  Migration20261202110000_activity_detail,
  Migration20261203140000_link_token_state,
};

export const migrationsList = MIGRATION_NAMES.map((name) => ({ name, class: CLASSES[name] }));
