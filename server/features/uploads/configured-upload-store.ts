// The store UPLOADS_STORE names (read once at start-up into settings.uploadsStore).
import type { Ctx } from '../../context';
import { databaseUploadStore } from './database-upload-store';
import { folderUploadStore } from './upload-storage';
import type { UploadStore } from './upload-store';

/** `em` is used only by the database store. */
export function uploadStore(ctx: Pick<Ctx, 'settings' | 'em'>): UploadStore {
  return ctx.settings.uploadsStore === 'database' ? databaseUploadStore(ctx.em) : folderUploadStore(ctx.settings.uploadsDir);
}
