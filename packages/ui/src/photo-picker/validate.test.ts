import { formatBytes, validatePhotos } from './validate';

function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const limits = { existingCount: 0, maxCount: 3, maxSizeBytes: 5 * 1024 * 1024 };

describe('validatePhotos', () => {
  it('accepts JPEG, PNG and WebP images', () => {
    const files = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp')];
    expect(validatePhotos(files, limits)).toEqual({ accepted: files, errors: [] });
  });

  it('rejects other types with a message naming the file', () => {
    const { accepted, errors } = validatePhotos([file('notes.txt', 'text/plain'), file('a.gif', 'image/gif')], limits);
    expect(accepted).toEqual([]);
    expect(errors).toEqual(['“notes.txt” isn’t a JPEG, PNG or WebP image.', '“a.gif” isn’t a JPEG, PNG or WebP image.']);
  });

  it('rejects files over the size limit but accepts one exactly at it', () => {
    const atLimit = file('ok.jpg', 'image/jpeg', 5 * 1024 * 1024);
    const { accepted, errors } = validatePhotos([file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1), atLimit], limits);
    expect(accepted).toEqual([atLimit]);
    expect(errors).toEqual(['“big.jpg” is larger than 5 MB.']);
  });

  it('keeps the first photos that fit under the maximum count, counting ones already chosen', () => {
    const files = [file('1.jpg', 'image/jpeg'), file('2.jpg', 'image/jpeg'), file('3.jpg', 'image/jpeg')];
    const { accepted, errors } = validatePhotos(files, { ...limits, existingCount: 2 });
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg']);
    expect(errors).toEqual(['You can add up to 3 photos; 2 were left out.']);
  });

  it('formats sizes for messages', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(500 * 1024)).toBe('500 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});
