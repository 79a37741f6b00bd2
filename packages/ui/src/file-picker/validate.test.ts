import { describeFile, describeFileType, describeFileTypes, validateFile } from './validate';

function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const limits = { accept: ['image/jpeg', 'image/png', 'application/pdf'], maxBytes: 10 * 1024 * 1024 };

describe('validateFile', () => {
  it('accepts each allowed type up to and including the size limit', () => {
    expect(validateFile(file('a.jpg', 'image/jpeg'), limits)).toEqual({ valid: true });
    expect(validateFile(file('a.png', 'image/png'), limits)).toEqual({ valid: true });
    expect(validateFile(file('passport.pdf', 'application/pdf', 10 * 1024 * 1024), limits)).toEqual({ valid: true });
  });

  it('refuses another type, or one the browser could not name, saying which types are allowed', () => {
    expect(validateFile(file('notes.txt', 'text/plain'), limits)).toEqual({
      valid: false,
      reason: 'type',
      message: '“notes.txt” isn’t a JPEG, PNG or PDF file.',
    });
    expect(validateFile(file('scan', ''), limits)).toMatchObject({ valid: false, reason: 'type' });
  });

  it('refuses a file one byte over the limit, giving the limit', () => {
    expect(validateFile(file('big.pdf', 'application/pdf', 12.3 * 1024 * 1024), limits)).toEqual({
      valid: false,
      reason: 'size',
      message: '“big.pdf” is larger than 10 MB: choose a smaller file.',
    });
    expect(validateFile(file('edge.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), limits)).toMatchObject({ valid: false, reason: 'size' });
  });

  it('checks the type before the size, and matches a whole family with type/*', () => {
    expect(validateFile(file('huge.txt', 'text/plain', 50 * 1024 * 1024), limits)).toMatchObject({ reason: 'type' });
    expect(validateFile(file('a.heic', 'image/heic'), { accept: ['image/*'], maxBytes: 1024 })).toEqual({ valid: true });
    expect(validateFile(file('a.pdf', 'application/pdf'), { accept: ['image/*'], maxBytes: 1024 })).toMatchObject({ reason: 'type' });
  });
});

describe('describing files', () => {
  it('names a file by name, short type and size', () => {
    expect(describeFile(file('passport.pdf', 'application/pdf', 1.2 * 1024 * 1024))).toBe('passport.pdf · PDF · 1.2 MB');
    expect(describeFile(file('licence.png', 'image/png', 340 * 1024))).toBe('licence.png · PNG · 340 KB');
  });

  it('gives short names for types and lists', () => {
    expect(describeFileType('image/webp')).toBe('WebP');
    expect(describeFileType('application/vnd.ms-excel')).toBe('MS-EXCEL');
    expect(describeFileType('')).toBe('unknown type');
    expect(describeFileTypes(['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])).toBe('JPEG, PNG, WebP or PDF');
    expect(describeFileTypes(['application/pdf'])).toBe('PDF');
  });
});
