import { describe, expect, it } from 'vitest';
import { loadPawpalConfig as loadConfig } from '../app-config.js';

const cwd = '/srv/pawpal';

describe('admin accounts configuration', () => {
  it('reads ADMIN_EMAILS as a lower-cased list and refuses anything but email addresses', () => {
    expect(loadConfig({}, cwd).users.adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: ' Admin@Pawpal.example , ops@pawpal.example,admin@pawpal.example' }, cwd).users.adminEmails).toEqual([
      'admin@pawpal.example',
      'ops@pawpal.example',
    ]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'admin@pawpal.example,,ops@pawpal.example' }, cwd)).toThrow(
      /ADMIN_EMAILS must be comma-separated email addresses/,
    );
    expect(() => loadConfig({ ADMIN_EMAILS: 'admin' }, cwd)).toThrow(/ADMIN_EMAILS/);
  });
});
