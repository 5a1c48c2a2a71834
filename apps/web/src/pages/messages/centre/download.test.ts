import { describe, expect, it } from 'vitest';
import { needsSession } from './download';

describe('documents that need the session', () => {
  it('are those of our API, by path or by our own address', () => {
    expect(needsSession('/api/api-cert/audit/reportDocument?auditId=a-1')).toBe(true);
    expect(needsSession(`${window.location.origin}/api/files/1`)).toBe(true);
  });

  it('are not pages of the app, other paths or other sites', () => {
    expect(needsSession('/auditReport?id=p-1&phase=2')).toBe(false);
    expect(needsSession('/files/report-p-2.pdf')).toBe(false);
    expect(needsSession('/apis/report.pdf')).toBe(false);
    expect(needsSession('https://reports.example.com/api/report.pdf')).toBe(false);
  });
});
