import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  GST_REGISTRATION_THRESHOLD_CENTS,
  needsGstRegistration,
  parseFinancialYear,
  parseReportingPeriod,
  taxApiPaths,
} from './tax.js';

describe('financial years', () => {
  it('reads 2026-27 as the year starting 1 July 2026, and refuses anything else', () => {
    expect(parseFinancialYear('2026-27')).toBe(2026);
    expect(parseFinancialYear('1999-00')).toBe(1999);
    for (const bad of ['2026-28', '2026/27', '26-27', '2026-2027', '']) expect(parseFinancialYear(bad)).toBeNull();
  });

  it('puts 30 June in the year before and 1 July in the year after', () => {
    expect(financialYearOf('2027-06-30')).toBe('2026-27');
    expect(financialYearOf('2027-07-01')).toBe('2027-28');
    expect(financialYearOf('1999-12-31')).toBe('1999-00');
  });

  it('warns about GST registration from $75,000', () => {
    expect(GST_REGISTRATION_THRESHOLD_CENTS).toBe(7_500_000);
    expect(needsGstRegistration(7_499_999)).toBe(false);
    expect(needsGstRegistration(7_500_000)).toBe(true);
  });

  it('builds the statement URLs', () => {
    expect(taxApiPaths.statement('2026-27')).toBe('/api/tax/statement?fy=2026-27');
    expect(taxApiPaths.statementCsv('2026-27')).toBe('/api/tax/statement.csv?fy=2026-27');
  });
});

describe('reporting periods', () => {
  it('reads the two half-years the ATO asks platforms to report, with their due dates', () => {
    expect(parseReportingPeriod('2026-H2')).toEqual({ from: '2026-07-01', to: '2026-12-31', due: '2027-01-31' });
    expect(parseReportingPeriod('2027-H1')).toEqual({ from: '2027-01-01', to: '2027-06-30', due: '2027-07-31' });
    expect(parseReportingPeriod('2027-H3')).toBeNull();
    expect(parseReportingPeriod('2027')).toBeNull();
  });
});
