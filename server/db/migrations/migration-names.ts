// The committed migrations by name, in the order they run: what a start compares with the database's record of what
// ran (server/db/orm.ts) without loading a migration or the migrator. index.ts pairs each name with its class, and
// TypeScript holds the two lists equal. A new migration is added here and there as well as written.
export const MIGRATION_NAMES = [
  'Migration20261122000000_initial',
  'Migration20261123000000_search_text',
  'Migration20261123120000_content_version',
  'Migration20261124000000_rate_limit',
  'Migration20261125000000_hours',
  'Migration20261126000000_list_order',
  'Migration20261126120000_search_text_literal',
  'Migration20261127190000_hours_periods',
  'Migration20261128090000_staff_role',
  'Migration20261129090000_outbox',
  'Migration20261129100000_team_accounts',
  'Migration20261129110000_activity',
  'Migration20261129120000_login_devices',
  'Migration20261130090000_settings',
  'Migration20261130100000_gallery',
  'Migration20261130110000_stored_files',
  'Migration20261201090000_translations',
  'Migration20261202090000_gallery_tags',
  'Migration20261202100000_account_language',
  'Migration20261202110000_activity_detail',
  'Migration20261203140000_link_token_state',
] as const;

export type MigrationName = (typeof MIGRATION_NAMES)[number];
