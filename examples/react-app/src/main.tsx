/// <reference path="./cairn.d.ts" />
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const form = useRef<HTMLElementTagNameMap['cairn-enquiry-form']>(null);
  const [ready, setReady] = useState(false);
  const [sentFor, setSentFor] = useState<string | null>(null);
  return (
    <main>
      <h1>Acme Cloud</h1>
      <p>Need custom software? Our partner Cairn Software builds it.</p>
      <button type="button" disabled={!ready} onClick={() => void form.current?.open()}>
        Talk to Cairn
      </button>
      <p id="app-status" role="status">{sentFor ? `Thanks, sent! (partner ${sentFor})` : ready ? 'The form is ready.' : 'Loading the form…'}</p>
      {/* React 19 sets these as attributes, and listens to "on" + the event's name. */}
      <cairn-enquiry-form
        ref={form}
        mode="popup"
        partner-id="acme-react"
        context="plan=pro&source=react-app"
        oncairn-ready={() => setReady(true)}
        oncairn-enquiry-sent={(event) => setSentFor(String(event.detail.partnerId))}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
