import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, repositoryRoot } from './env';

describe('loadEnv', () => {
  it('fills every setting with its default', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'info' });
    expect(env.DATA_DIR).toBe(path.join(repositoryRoot, '.data'));
    expect(env.WEB_DIST_DIR).toBe(path.join(repositoryRoot, 'apps', 'web', 'dist'));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('resolves relative folders from the repository root, whatever the working directory', () => {
    expect(loadEnv({ DATA_DIR: './somewhere' }).DATA_DIR).toBe(path.join(repositoryRoot, 'somewhere'));
    expect(loadEnv({ DATA_DIR: '/var/lib/portal' }).DATA_DIR).toBe('/var/lib/portal');
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it('accepts the service URLs with their schemes', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(env.DATABASE_URL).toBe('postgres://portal@db:5432/portal');
  });

  it('names every invalid setting', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/portal', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });
});
