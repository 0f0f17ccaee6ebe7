// A rate-limiter-flexible store on the server's SQLite database, through MikroORM's own connection.
//
// Why not the library's RateLimiterSQLite: given a knex instance it hands the pooled connection back before its
// SAVEPOINT … RELEASE has run (the `finally` of an async function that returns the promise unawaited), so the ORM's
// single SQLite connection can start its next transaction in the middle of it and hold the write lock; other
// processes then get SQLITE_BUSY. On a connection of its own it leaves the savepoint open after a failed upsert.
// This store is the library's documented extension point (RateLimiterStoreAbstract: _upsert, _get, _delete,
// _getRateLimiterRes) with the library's own atomic upsert as one statement, run like any other ORM query.
import { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimiterStoreAbstract } from './store-abstract';
import type { Orm } from '../db/orm';

interface Row {
  points: number;
  expire: number | null;
}

export interface SqliteStoreOptions {
  orm: Orm;
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
}

const TABLE = 'rate_limit';

// A window still running keeps its end and adds the points; an ended one starts again from these points.
const UPSERT = `insert into ${TABLE} (key, points, expire) values (?, ?, ?)
  on conflict (key) do update set
    points = case when expire is null or expire > ? then points + excluded.points else excluded.points end,
    expire = case when expire is null or expire > ? then expire else excluded.expire end
  returning points, expire`;
const OVERWRITE = `insert into ${TABLE} (key, points, expire) values (?, ?, ?)
  on conflict (key) do update set points = excluded.points, expire = excluded.expire
  returning points, expire`;

export class RateLimiterSqliteOrm extends RateLimiterStoreAbstract {
  private readonly orm: Orm;

  constructor(options: SqliteStoreOptions) {
    super({ keyPrefix: options.keyPrefix, points: options.points, duration: options.duration, storeClient: options.orm });
    this.orm = options.orm;
  }

  private async rows(sql: string, params: unknown[]): Promise<Row[]> {
    const rows = (await this.orm.em.getConnection().execute(sql, params, 'all')) as { points: number | string; expire: number | string | null }[];
    return rows.map((row) => ({ points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) }));
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Row> {
    const now = Date.now();
    const expire = msDuration > 0 ? now + msDuration : null;
    const [row] = forceExpire ? await this.rows(OVERWRITE, [rlKey, points, expire]) : await this.rows(UPSERT, [rlKey, points, expire, now, now]);
    if (!row) throw new Error('The rate-limit upsert returned no row.');
    return row;
  }

  async _get(rlKey: string): Promise<Row | null> {
    const [row] = await this.rows(`select points, expire from ${TABLE} where key = ? and (expire > ? or expire is null)`, [rlKey, Date.now()]);
    return row ?? null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    const result = (await this.orm.em.getConnection().execute(`delete from ${TABLE} where key = ?`, [rlKey], 'run')) as { affectedRows: number };
    return result.affectedRows > 0;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, row: Row): RateLimiterRes {
    const isFirstInDuration = changedPoints === row.points;
    const consumed = isFirstInDuration ? changedPoints : row.points;
    const msBeforeNext = row.expire ? Math.max(row.expire - Date.now(), 0) : -1;
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, isFirstInDuration);
  }
}
