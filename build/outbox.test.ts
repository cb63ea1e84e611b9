// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTROL_PATH, SEND_PATH, createOutbox, type Behaviour } from './outbox';

/** The local outbox on a loopback port of its own, as build/serve.ts runs it. */
let server: Server;
let url = '';
let dir = '';

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cairn-outbox-test-'));
  const outbox = createOutbox(join(dir, 'enquiries.jsonl'));
  server = createServer(async (request, response) => {
    if (!(await outbox.handle(request, response))) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `http://127.0.0.1:${address.port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const queue = (behaviour: Behaviour) => fetch(`${url}${CONTROL_PATH}`, { method: 'POST', body: JSON.stringify(behaviour) });
const clear = () => fetch(`${url}${CONTROL_PATH}`, { method: 'DELETE' });

/** An enquiry as the EmailJS SDK sends it: how the outbox answers it, and whether it kept it. */
async function send(email: string) {
  const body = { user_id: 'local-outbox-key', service_id: 'service_local_outbox', template_id: 'template_enquiry', template_params: { from_email: email } };
  const response = await fetch(`${url}${SEND_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const file = join(dir, 'enquiries.jsonl');
  const kept = existsSync(file) && readFileSync(file, 'utf8').includes(email);
  return { status: response.status, text: await response.text(), kept };
}

describe('the local outbox', () => {
  it('answers the next enquiry as a test asked, once, then as EmailJS does', async () => {
    expect((await queue({ status: 500 })).status).toBe(204);
    expect(await send('first@example.com')).toEqual({ status: 500, text: 'Internal Server Error', kept: false });
    expect(await send('second@example.com')).toEqual({ status: 200, text: 'OK', kept: true });
  });

  it('forgets every answer queued and not yet given when told to (DELETE), so that none is left for the next test', async () => {
    await queue({ status: 500 });
    await queue({ status: 400, text: 'The template ID is invalid' });
    expect((await clear()).status).toBe(204);
    expect(await send('after-clear@example.com')).toEqual({ status: 200, text: 'OK', kept: true });
  });

  it('forgets an answer being given for a while (a dropped connection the browser retries) too', async () => {
    await queue({ status: 503, forMs: 60_000 });
    expect((await send('during@example.com')).status).toBe(503);
    await clear();
    expect(await send('after@example.com')).toEqual({ status: 200, text: 'OK', kept: true });
  });

  it('can be cleared with nothing queued', async () => {
    expect((await clear()).status).toBe(204);
    expect((await send('nothing-queued@example.com')).status).toBe(200);
  });
});
