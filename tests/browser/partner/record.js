// What a partner's page hears, recorded before our script runs (tests/engines/partner-kit.test.ts):
// our events, in order, and any Content-Security-Policy violation.
window.heard = [];
window.violations = [];
for (const name of ['cairn-ready', 'cairn-open', 'cairn-close', 'cairn-enquiry-submit', 'cairn-enquiry-sent', 'cairn-enquiry-failed']) {
  document.addEventListener(name, (event) => window.heard.push({ type: event.type, detail: event.detail }));
}
document.addEventListener('securitypolicyviolation', (event) => window.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
