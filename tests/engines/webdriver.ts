/**
 * WebKit, the engine closest to Safari that runs here: Debian's WebKitGTK
 * MiniBrowser, driven by WebKitWebDriver over W3C WebDriver (plain HTTP, no
 * client library), under a virtual X display.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** W3C WebDriver's name for an element reference. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The virtual display. With no window manager, X gives the keyboard focus to the window under the pointer, which
 * stays at the screen's middle: a window must cover that point to have the focus (`:focus` matches only then).
 */
export const SCREEN = { width: 1600, height: 1200 };

export class WebDriverError extends Error {}

/** One WebKitWebDriver process; each session it opens is a new MiniBrowser, with its own storage. */
export class WebKitDriver {
  private constructor(
    private readonly process: ChildProcess,
    readonly url: string,
  ) {}

  /** Starts a driver whose browsers run with `env` added to this process's environment. */
  static async start(env: Record<string, string> = {}): Promise<WebKitDriver> {
    const port = await freePort();
    // Its own process group, so that closing ends xvfb-run, Xvfb and the driver together.
    const child = spawn('xvfb-run', ['-a', '-s', `-screen 0 ${SCREEN.width}x${SCREEN.height}x24`, 'WebKitWebDriver', `--port=${port}`], { detached: true, stdio: 'ignore', env: { ...process.env, ...env } });
    const driver = new WebKitDriver(child, `http://127.0.0.1:${port}`);
    for (let tries = 0; ; tries++) {
      try {
        const status = (await driver.call('GET', '/status')) as { ready: boolean };
        if (status.ready) return driver;
      } catch (error) {
        if (tries > 100 || child.exitCode !== null) throw new Error(`WebKitWebDriver did not start: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs = 40_000): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`, {
      // A call that hangs fails with its name, before the test's own timeout hides which one it was.
      signal: AbortSignal.timeout(timeoutMs),
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new WebDriverError(`WebDriver ${method} ${path}: ${String(error)}`);
    });
    const answer = (await response.json()) as { value: unknown };
    if (!response.ok) {
      const { error, message } = answer.value as { error: string; message: string };
      throw new WebDriverError(`WebDriver ${method} ${path}: ${error}: ${message}`);
    }
    return answer.value;
  }

  /**
   * A new MiniBrowser window. `pageLoadStrategy`: what WebDriver waits for after a navigation, before the next
   * command (a script, a click) runs: the load event ('normal') or nothing ('none').
   */
  async newSession(args: string[] = [], pageLoadStrategy: 'normal' | 'none' = 'normal'): Promise<string> {
    const { sessionId } = (await this.call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...args] },
          pageLoadStrategy,
          timeouts: { pageLoad: 30_000, script: 30_000 },
        },
      },
      // A MiniBrowser starts in about 2 s; seen under load, one that never answered.
    }, 20_000)) as { sessionId: string };
    return sessionId;
  }

  stop() {
    if (this.process.pid && this.process.exitCode === null) {
      try {
        process.kill(-this.process.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}
