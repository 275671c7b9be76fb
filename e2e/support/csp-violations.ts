import type { Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
}

/**
 * Every Content-Security-Policy violation the page's documents report, from before their first
 * script on, kept across navigations. Call before the first `goto`.
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const page = window as unknown as { reportCspViolation: (v: CspViolation) => void };
      void page.reportCspViolation({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return violations;
}
