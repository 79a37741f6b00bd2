import { describe, expect, it } from 'vitest';
import { detectImageFormat } from './image-type.js';

describe('detectImageFormat', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', () => {
    expect(detectImageFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(detectImageFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectImageFormat(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it('refuses text, GIF and truncated input whatever the file is called', () => {
    expect(detectImageFormat(new TextEncoder().encode('hello, I am a png'))).toBeUndefined();
    expect(detectImageFormat(new TextEncoder().encode('GIF89a...'))).toBeUndefined();
    expect(detectImageFormat(Uint8Array.from([0xff, 0xd8]))).toBeUndefined();
    expect(detectImageFormat(new Uint8Array())).toBeUndefined();
  });
});
