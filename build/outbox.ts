/**
 * The local outbox: an EmailJS-compatible endpoint for when no EmailJS
 * account is configured. It checks each request as EmailJS does, answers
 * 200 'OK', and appends the enquiry to a JSON-lines file.
 *
 * Tests steer it through `POST /__outbox/next` (loopback only): the next
 * request answers with another status, after a delay, or drops the connection.
 * `DELETE /__outbox/next` forgets every answer queued and not yet given, so that
 * what one test queued and left unused cannot answer the next test's enquiry.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SEND_PATH = '/api/v1.0/email/send';
export const CONTROL_PATH = '/__outbox/next';

/** We read no body larger than this (in bytes). */
const MAX_BODY_BYTES = 1_000_000;
/** EmailJS refuses template parameters larger than this (its free plan's limit, in bytes); so do we. */
const MAX_PARAMS_BYTES = 50 * 1024;

export interface Behaviour {
  status?: number;
  /** Body text of the answer (default: 'OK' for 200, the problem otherwise). */
  text?: string;
  delayMs?: number;
  drop?: boolean;
  /** Keep answering this way for this long after the first request (browsers retry a dropped POST once). */
  forMs?: number;
}

export interface OutboxRecord {
  receivedAt: string;
  origin: string | null;
  /** As the SDK sent it: what EmailJS reads the body as. */
  contentType: string | null;
  body: unknown;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The checks EmailJS makes before it sends; the error texts are EmailJS's own. */
export function validate(body: unknown): string | null {
  if (!body || typeof body !== 'object') return 'The request body must be JSON';
  const b = body as Record<string, unknown>;
  if (typeof b.user_id !== 'string' || !b.user_id) return 'The Public Key is required';
  if (typeof b.service_id !== 'string' || !b.service_id) return 'The service ID is required';
  if (typeof b.template_id !== 'string' || !b.template_id) return 'The template ID is required';
  if (b.template_params !== undefined && (typeof b.template_params !== 'object' || b.template_params === null)) {
    return 'The template params have to be an object';
  }
  return null;
}

const isLoopback = (request: IncomingMessage) => /^(::1|127\.|::ffff:127\.)/.test(request.socket.remoteAddress ?? '');

export function createOutbox(file: string) {
  const queue: (Behaviour & { expiresAt?: number })[] = [];

  function nextBehaviour(): Behaviour {
    const head = queue[0];
    if (!head) return {};
    if (!head.forMs) return queue.shift()!;
    head.expiresAt ??= Date.now() + head.forMs;
    if (Date.now() <= head.expiresAt) return head;
    queue.shift();
    return nextBehaviour();
  }
  mkdirSync(dirname(file), { recursive: true });

  function cors(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    response.setHeader('Vary', 'Origin');
  }

  /** Handles the request if it is the outbox's; returns false otherwise. */
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = (request.url ?? '').split('?')[0];
    if (path === CONTROL_PATH && (request.method === 'POST' || request.method === 'DELETE')) {
      if (!isLoopback(request)) return false;
      if (request.method === 'DELETE') queue.length = 0;
      else queue.push(JSON.parse((await readBody(request)) || '{}') as Behaviour);
      response.writeHead(204).end();
      return true;
    }
    if (path !== SEND_PATH) return false;
    cors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return true;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { 'Content-Type': 'text/plain' }).end('Method Not Allowed');
      return true;
    }
    const behaviour = nextBehaviour();
    let raw: string;
    try {
      raw = await readBody(request);
    } catch {
      response.writeHead(413, { 'Content-Type': 'text/plain' }).end('Payload Too Large');
      return true;
    }
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    if (behaviour.drop) {
      request.socket.destroy();
      return true;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const tooLarge = Buffer.byteLength(JSON.stringify((body as { template_params?: unknown } | undefined)?.template_params ?? {})) > MAX_PARAMS_BYTES;
    const problem = tooLarge ? 'Variables size limit. The maximum allowed variables size is 50Kb' : validate(body);
    const status = behaviour.status ?? (tooLarge ? 413 : problem ? 400 : 200);
    if (status >= 200 && status < 300 && !problem) {
      const record: OutboxRecord = { receivedAt: new Date().toISOString(), origin: request.headers.origin ?? null, contentType: request.headers['content-type'] ?? null, body };
      appendFileSync(file, `${JSON.stringify(record)}\n`);
    }
    const text = behaviour.text ?? (status === 200 ? 'OK' : problem ?? 'Internal Server Error');
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
    return true;
  }

  return { handle, file };
}
