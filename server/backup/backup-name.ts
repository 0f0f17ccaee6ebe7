// Backup folders are named for the moment they were taken, in UTC, so they sort by time and read at a glance.

/** e.g. 2026-11-23T16-30-05Z (colons are not allowed in file names everywhere), with an optional `-suffix`. */
export function backupFolderName(takenAt: Date, suffix?: string): string {
  const stamp = takenAt.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-');
  return suffix ? `${stamp}-${suffix}` : stamp;
}
