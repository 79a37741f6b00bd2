import { describe, expect, it } from 'vitest';
import { loadPawpalConfig as loadConfig } from '../app-config.js';

const cwd = '/srv/pawpal';

describe('verification documents configuration', () => {
  it('keeps verification documents in a private directory outside the uploads, 30 days by default', () => {
    const config = loadConfig({}, cwd).verifications;
    expect(config.dir).toBe('/srv/pawpal/.data/verifications');
    expect(config.retentionDays).toBe(30);
    expect(loadConfig({ VERIFICATION_RETENTION_DAYS: '7', VERIFICATION_DIR: 'private/docs' }, cwd).verifications).toMatchObject({
      retentionDays: 7,
      dir: '/srv/pawpal/private/docs',
    });
    expect(() => loadConfig({ VERIFICATION_RETENTION_DAYS: 'soon' }, cwd)).toThrow(/VERIFICATION_RETENTION_DAYS/);
    expect(() => loadConfig({ UPLOAD_DIR: 'files', VERIFICATION_DIR: 'files/ids' }, cwd)).toThrow(
      /VERIFICATION_DIR must not be inside UPLOAD_DIR/,
    );
  });
});
