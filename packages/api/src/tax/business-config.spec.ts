import { describe, expect, it } from 'vitest';
import { businessLine, loadBusinessConfig } from './business-config.js';

describe('the business line on tax invoices and email footers', () => {
  it('labels the default (demo) business details as demo', () => {
    const business = loadBusinessConfig({});
    expect(businessLine(business)).toBe('Pawpal Pty Ltd · ABN 51 824 753 556 · Demo business details, not a real ABN');
  });

  it('prints a configured business without the demo label', () => {
    const business = loadBusinessConfig({ BUSINESS_NAME: 'Real Pets Pty Ltd', BUSINESS_ABN: '53 004 085 616' });
    expect(businessLine(business)).toBe('Real Pets Pty Ltd · ABN 53 004 085 616');
  });
});
