// What a partner's page hears, recorded before our script runs (tests/engines/):
// our events, in order, and any Content-Security-Policy violation.
window.heard = [];
window.violations = [];
for (const name of ['cairn-ready', 'cairn-open', 'cairn-close', 'cairn-enquiry-submit', 'cairn-enquiry-sent', 'cairn-enquiry-failed']) {
  document.addEventListener(name, (event) => window.heard.push({ type: event.type, detail: event.detail }));
}
// At each cairn-ready, the form's launcher button: shown (true), there but hidden (false) or not there (null).
window.readyLaunchers = [];
document.addEventListener('cairn-ready', (event) => {
  const button = event.target.shadowRoot?.querySelector('.cairn-launcher');
  window.readyLaunchers.push({ id: event.target.id, launcher: button ? button.checkVisibility() : null });
});
document.addEventListener('securitypolicyviolation', (event) => window.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
// Nodes added to the page's <head> once it has been parsed: our widgets must add none. (Firefox and WebKit may
// report the parser's own blank text after parsing: only elements and text with something in it count.)
window.headAdditions = [];
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      const counts = node.nodeType === Node.ELEMENT_NODE || node.textContent.trim() !== '';
      if (counts && node.parentNode === document.head && document.readyState !== 'loading') window.headAdditions.push(node.outerHTML ?? String(node));
    }
  }
}).observe(document, { childList: true, subtree: true });
