/**
 * The three engines, and the ones this run tests: all of them, or those named
 * in CAIRN_ENGINES (`CAIRN_ENGINES=firefox,webkit`), so that build/browser-tests.sh
 * can share them out among parts run side by side. Apart from engines.ts, so that the
 * reporter reads it without loading any browser's driver.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ALL_ENGINES: Engine[] = ['chromium', 'firefox', 'webkit'];

function chosen(list: string | undefined): Engine[] {
  if (!list) return ALL_ENGINES;
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !ALL_ENGINES.includes(name as Engine));
  if (unknown.length) throw new Error(`CAIRN_ENGINES names no engine called ${unknown.join(', ')}: choose from ${ALL_ENGINES.join(', ')}`);
  return ALL_ENGINES.filter((engine) => names.includes(engine));
}

export const ENGINES = chosen(process.env.CAIRN_ENGINES);

/**
 * What a driver logs (console.warn) when it does a step again instead of failing, `${RETRY_MARK} <engine>: <what>`:
 * the engine report counts it on that engine's line, so that no retry goes unseen.
 */
export const RETRY_MARK = 'cairn-retry:';
