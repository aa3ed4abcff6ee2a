// How backup and restore read an installation's settings (scripts/lib/backup-config.mjs and the
// libpq environment of scripts/lib/backup-database.mjs): the same variables, defaults and
// precedence as the CMS, and a PostgreSQL password that never reaches a command line.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { BackupError, compareVersions, describeCounts, describeError, installation } from '../../scripts/lib/backup-config.mjs';
// @ts-expect-error: plain ES module without type declarations
import { libpqEnv } from '../../scripts/lib/backup-database.mjs';
// @ts-expect-error: plain ES module without type declarations
import { assertSpace } from '../../scripts/lib/backup-archive.mjs';

const repo = path.join(__dirname, '..', '..');

describe('installation()', () => {
  it('is SQLite at cms/.tmp/data.db with uploads in cms/public/uploads when nothing is set', () => {
    expect(installation({})).toEqual({
      database: { client: 'sqlite', file: path.join(repo, 'cms', '.tmp', 'data.db') },
      uploads: { storage: 'local', dir: path.join(repo, 'cms', 'public', 'uploads'), privateDir: path.join(repo, 'cms', 'private-uploads') },
    });
  });

  it('follows DATABASE_FILENAME and PUBLIC_DIR, and DATABASE_URL wins over the file', () => {
    expect(installation({ DATABASE_FILENAME: '/srv/db/site.db', PUBLIC_DIR: '/srv/public' })).toEqual({
      database: { client: 'sqlite', file: '/srv/db/site.db' },
      uploads: { storage: 'local', dir: '/srv/public/uploads', privateDir: '/srv/private-uploads' },
    });
    expect(installation({ DATABASE_URL: 'postgres://u:p@db:5432/site', DATABASE_SSL: 'true', DATABASE_FILENAME: '/x.db' }).database).toEqual({
      client: 'postgres',
      url: 'postgres://u:p@db:5432/site',
      ssl: true,
    });
  });

  it('refuses a malformed DATABASE_URL with the expected shape', () => {
    expect(() => installation({ DATABASE_URL: 'mysql://db/site' })).toThrow(BackupError);
    expect(() => installation({ DATABASE_URL: 'postgres://db' })).toThrow(/expected postgres:\/\/user:password@host:5432\/database/);
  });

  it('keeps the gated guides\' files where the CMS keeps them: PRIVATE_UPLOADS_DIR, or S3_PRIVATE_BUCKET', () => {
    expect(installation({ PRIVATE_UPLOADS_DIR: '/srv/gated' }).uploads).toMatchObject({ storage: 'local', privateDir: '/srv/gated' });
    expect(installation({ S3_BUCKET: 'media', S3_PRIVATE_BUCKET: 'media-private' }).uploads).toMatchObject({ storage: 's3', bucket: 'media', privateBucket: 'media-private' });
  });

  it('uses the bucket when S3_BUCKET is set, with the CMS defaults', () => {
    expect(installation({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true', S3_ENDPOINT: 'http://minio:9000' }).uploads).toEqual({
      storage: 's3',
      bucket: 'media',
      rootPath: '',
      privateBucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });
});

describe('libpqEnv()', () => {
  it('passes the password in PGPASSWORD, decoded, and the rest as PG* variables', () => {
    expect(libpqEnv('postgres://site%40prod:p%2Fss@db.internal:6543/ironbark?sslmode=verify-full', false)).toEqual({
      PGHOST: 'db.internal',
      PGPORT: '6543',
      PGDATABASE: 'ironbark',
      PGUSER: 'site@prod',
      PGPASSWORD: 'p/ss',
      PGSSLMODE: 'verify-full',
      PGCONNECT_TIMEOUT: '10',
    });
  });

  it('asks for an encrypted connection when DATABASE_SSL is true', () => {
    expect(libpqEnv('postgres://u@db/site', true)).toMatchObject({ PGSSLMODE: 'require', PGPORT: '5432' });
    expect(libpqEnv('postgres://u@db/site', false)).not.toHaveProperty('PGSSLMODE');
  });
});

describe('helpers', () => {
  it('compares versions', () => {
    expect(compareVersions('5.54.0', '5.54.0')).toBe(0);
    expect(compareVersions('5.9.1', '5.54.0')).toBe(-1);
    expect(compareVersions('6.0.0', '5.54.0')).toBe(1);
    expect(compareVersions('5.54.1-beta.1', '5.54.0')).toBe(1);
  });

  it('puts system errors in words, on one line', () => {
    expect(describeError(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', path: '/srv/backups/a.tar.gz' }))).toBe(
      'not enough space on the disk holding /srv/backups/a.tar.gz: free some space or choose another place',
    );
    expect(describeError(new Error('first line\nsecond line'))).toBe('first line');
    expect(describeError(new BackupError('as it is'))).toBe('as it is');
  });

  it('refuses to start when the disk has less free space than the backup needs, saying how much', () => {
    expect(() => assertSpace(os.tmpdir(), Number.MAX_SAFE_INTEGER, 'the backup')).toThrow(
      new RegExp(`^not enough space in ${os.tmpdir()} for the backup: about [\\d.]+ TB needed, [\\d.]+ [KMGT]?B free$`),
    );
    expect(() => assertSpace(os.tmpdir(), 1, 'the backup')).not.toThrow();
  });

  it('counts in words', () => {
    expect(describeCounts({ pages: 57, resources: 1, leads: 0, staffAccounts: 2 })).toBe('57 pages, 1 resource, 0 leads, 2 staff accounts');
  });
});
