// Whether each script of the page loaded or was refused (tests/engines/partner-kit.test.ts), from this one on: `load`
// and `error` reach the document only on their way down to the element, so they are heard there in the capture phase.
// A file, not an inline handler: the strictest partner policy refuses those.
window.scriptEvents = [];
for (const type of ['load', 'error']) {
  document.addEventListener(
    type,
    (event) => {
      if (event.target instanceof HTMLScriptElement) window.scriptEvents.push({ type, src: event.target.src });
    },
    true,
  );
}
