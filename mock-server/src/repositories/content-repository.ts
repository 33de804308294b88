import type { Db } from '../db/database';

export interface HeadlineRow {
  id: number;
  status: string;
  notes: string;
}

/** Key-value settings (JSON values) and headlines. */
export function createContentRepository(db: Db) {
  const getSetting = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE key = ?',
  );
  const putSetting = db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const headline = db.prepare<[number], HeadlineRow>('SELECT * FROM headlines WHERE id = ?');
  const putHeadline = db.prepare(
    'INSERT INTO headlines (id, status, notes) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET status = excluded.status, notes = excluded.notes',
  );
  // Bumped on every settings write, so readers may cache what they derived from the settings.
  let settingsVersion = 0;
  return {
    settingsVersion: (): number => settingsVersion,
    /** Call after writing settings rows other than through `putSetting` (a reseed, a restored state). */
    settingsReplaced: (): void => {
      settingsVersion += 1;
    },
    setting: (key: string): unknown => {
      const row = getSetting.get(key);
      return row === undefined ? undefined : (JSON.parse(row.value) as unknown);
    },
    putSetting: (key: string, value: unknown): void => {
      putSetting.run(key, JSON.stringify(value));
      settingsVersion += 1;
    },
    headline: (id: number): HeadlineRow | undefined => headline.get(id),
    putHeadline: (id: number, status: string, notes: string): void =>
      void putHeadline.run(id, status, notes),
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
