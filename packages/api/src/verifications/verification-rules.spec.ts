import { describe, expect, it } from 'vitest';
import { missingOf } from '../sitters/sitter-review.service.js';
import { detectDocumentType } from './verification-documents.js';

describe('detectDocumentType', () => {
  it('accepts JPEG, PNG, WebP and PDF by their bytes only', () => {
    expect(detectDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(detectDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({
      contentType: 'image/png',
      extension: 'png',
    });
    expect(detectDocumentType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ contentType: 'image/webp', extension: 'webp' });
    expect(detectDocumentType(new TextEncoder().encode('%PDF-1.7\n'))).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
  });

  it('refuses anything else, including a PDF header that is not at the start', () => {
    expect(detectDocumentType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(detectDocumentType(new TextEncoder().encode(' %PDF-1.7'))).toBeUndefined();
    expect(detectDocumentType(new TextEncoder().encode('%PDF'))).toBeUndefined();
    expect(detectDocumentType(new Uint8Array())).toBeUndefined();
  });
});

describe('missingOf', () => {
  it('names what a sitter still has to do before approval', () => {
    expect(missingOf({ photo_urls: [] }, [])).toEqual([
      'Upload a photo ID (driver licence or passport)',
      'Add at least one photo to your profile',
    ]);
    expect(missingOf({ photo_urls: ['/api/uploads/a.jpg'] }, [{ kind: 'id', status: 'rejected' }])).toEqual([
      'Your photo ID was not accepted: upload a new one',
    ]);
    expect(
      missingOf({ photo_urls: ['/api/uploads/a.jpg'] }, [
        { kind: 'id', status: 'rejected' },
        { kind: 'id', status: 'pending' },
      ]),
    ).toEqual(['Your photo ID is waiting to be checked by our team']);
    // A police check is optional: it never counts as missing, and does not stand in for the photo ID.
    expect(missingOf({ photo_urls: ['/api/uploads/a.jpg'] }, [{ kind: 'police_check', status: 'approved' }])).toEqual([
      'Upload a photo ID (driver licence or passport)',
    ]);
    expect(missingOf({ photo_urls: ['/api/uploads/a.jpg'] }, [{ kind: 'id', status: 'approved' }])).toEqual([]);
  });
});
