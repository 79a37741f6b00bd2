import { describe, expect, it } from 'vitest';
import { loadPawpalConfig as loadConfig } from '../app-config.js';

describe('uploads configuration', () => {
  it('keeps 200 MB of images per member by default, UPLOAD_DIR next to the database', () => {
    const config = loadConfig({}, '/srv/pawpal');
    expect(config.uploads).toEqual({ dir: '/srv/pawpal/.data/uploads', quotaBytes: 200 * 1024 * 1024 });
  });

  it('reads UPLOAD_QUOTA_MB, refusing 0 and more than the SQL can compare', () => {
    expect(loadConfig({ UPLOAD_QUOTA_MB: '3', UPLOAD_DIR: 'files' }, '/srv/pawpal').uploads).toEqual({
      dir: '/srv/pawpal/files',
      quotaBytes: 3 * 1024 * 1024,
    });
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '0' }, '/srv')).toThrow(
      'Invalid configuration: UPLOAD_QUOTA_MB must be at least 1 (got "0")',
    );
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '99999999999' }, '/srv')).toThrow(/UPLOAD_QUOTA_MB must be at most/);
  });
});
