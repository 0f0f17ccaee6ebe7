// UPLOADS_STORE=database: an upload's files as StoredFile rows, so every server process on the shared database serves
// them. Served variants are kept in memory within a bound (they never change: names are content hashes).
import type { EntityManager } from '@mikro-orm/knex';
import { LRUCache } from 'lru-cache';
import { StoredFile } from './stored-file.entity';
import { contentTypeOf, type ServedFile, type UploadStore } from './upload-store';

/** What one process keeps of the variants it served: at most this many bytes, least recently served dropped first. */
export const SERVED_CACHE_BYTES = 32 * 1024 * 1024;

/** Served variants by name, within `maxBytes`. */
export type ServedCache = LRUCache<string, ServedFile>;

export function servedCache(maxBytes = SERVED_CACHE_BYTES): ServedCache {
  return new LRUCache<string, ServedFile>({ maxSize: maxBytes, sizeCalculation: (file) => Math.max(1, file.data.length) });
}

// One per process: a name always stands for the same bytes, so an entry is never stale.
const processCache = servedCache();

export function databaseUploadStore(em: EntityManager, served: ServedCache = processCache): UploadStore {
  return {
    async hasAll(files) {
      if (files.length === 0) return true;
      const found = await em.fork().count(StoredFile, { name: { $in: files.map((file) => file.name) } });
      return found === new Set(files.map((file) => file.name)).size;
    },

    async write(files) {
      if (files.length === 0) return;
      const now = new Date();
      const rows = files.map((file) => ({
        name: file.name,
        kind: file.kind,
        contentType: contentTypeOf(file.name),
        data: Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
        size: file.data.byteLength,
        createdAt: now,
      }));
      // One statement for the photo's every file (all or none), and a name already there is left as it is: two processes
      // storing the same photo at once both succeed. Not through the unit of work: a photo's bytes are nobody's
      // activity and no content version moves for them (the rows naming them do).
      await em.fork().createQueryBuilder(StoredFile).insert(rows).onConflict('name').ignore().execute();
    },

    async readVariant(name) {
      const cached = served.get(name);
      if (cached) return cached;
      const row = await em.fork().findOne(StoredFile, { name, kind: 'variant' }, { fields: ['contentType', 'data'] });
      if (!row) return null;
      const file = { data: Buffer.from(row.data), contentType: row.contentType };
      served.set(name, file);
      return file;
    },
  };
}
