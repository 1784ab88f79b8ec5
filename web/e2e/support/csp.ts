import type { BrowserContext } from 'playwright-core';

/** What the browser refused under the shop's Content-Security-Policy, since the last take. */
const violations: string[] = [];

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
  }
}

/**
 * Records every Content-Security-Policy violation in the context's pages: the browser's
 * securitypolicyviolation events (each document's, from its first script on) and its console errors
 * about the policy (workers' too). The policy is enforced, never bypassed: a violation is a bug.
 */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  await context.exposeBinding('reportCspViolation', ({ page }, violation: string) =>
    violations.push(`${page.url()}: ${violation}`),
  );
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI}` +
          (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
      ),
    ),
  );
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${message.page()?.url() ?? 'a worker'}: ${message.text()} (${message.location().url})`);
    }
  });
}

/** The violations recorded since the last call, and forgets them. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
