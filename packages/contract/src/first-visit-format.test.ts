import { describe, expect, it } from 'vitest';
import { footerYear, searchTotalText } from './index.js';

// These run on every public page while it hydrates, so they are written without Intl
// (docs/decisions/0014-first-visit-formatting.md); here they are checked against Intl itself.

const sydneyYear = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' });
const HOUR_MS = 60 * 60 * 1000;

describe('footerYear', () => {
  it("is Sydney's year around every New Year from 1990 to 2100, to the minute", () => {
    for (let year = 1990; year <= 2100; year += 1) {
      const turn = Date.UTC(year, 0, 1) - 11 * HOUR_MS;
      for (const at of [turn - 3 * HOUR_MS, turn - 60_000, turn - 1, turn, turn + 1, turn + 60_000, turn + 3 * HOUR_MS]) {
        expect(footerYear(new Date(at)), new Date(at).toISOString()).toBe(Number(sydneyYear.format(at)));
      }
    }
  });

  it("is Sydney's year every six hours of 2024 to 2030", () => {
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2031, 0, 1); at += 6 * HOUR_MS) {
      expect(footerYear(new Date(at)), new Date(at).toISOString()).toBe(Number(sydneyYear.format(at)));
    }
  });
});

describe('searchTotalText', () => {
  it("writes counts as toLocaleString('en-AU') does", () => {
    const counts = [
      ...Array.from({ length: 20_001 }, (_, i) => i),
      99_999,
      100_000,
      999_999,
      1_000_000,
      1_234_567_890,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const total of counts) {
      expect(searchTotalText({ total, totalIsCapped: false })).toBe(total.toLocaleString('en-AU'));
      expect(searchTotalText({ total, totalIsCapped: true })).toBe(`${total.toLocaleString('en-AU')}+`);
    }
  });
});
