// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kigaliYearMonth, monthNames, reportFileName, saveFile } from '../../../client/src/features/admin-orders/reportFile.js';

describe('the monthly report', () => {
  it('names the months in the interface language, capitalised, or from the translations where the browser has no data', () => {
    expect(monthNames('en', () => [])).toEqual(
      expect.arrayContaining(['January', 'December']),
    );
    const french = monthNames('fr', () => []);
    expect([french[0], french[7], french.length]).toEqual(['Janvier', 'Août', 12]);
    const translated = Array.from({ length: 12 }, (_, index) => `M${index + 1}`);
    expect(monthNames('zz-unknown', () => translated)).toBe(translated);
  });

  it("takes this month and year in Kigali (UTC+2), not the device's", () => {
    expect(kigaliYearMonth(new Date('2025-12-31T22:30:00Z'))).toEqual({ year: 2026, month: 1 });
    expect(kigaliYearMonth(new Date('2026-03-31T21:59:00Z'))).toEqual({ year: 2026, month: 3 });
    expect(reportFileName(1, 2026)).toBe('orders_1_2026.csv');
  });

  afterEach(() => vi.restoreAllMocks());

  it('saves the file under its name through a temporary link, then lets the object URL go', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:report');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    saveFile(new Blob(['Order number\r\n'], { type: 'text/csv' }), 'orders_11_2026.csv');
    expect(clicked).toEqual([{ download: 'orders_11_2026.csv', href: 'blob:report' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:report');
    vi.useRealTimers();
  });
});
