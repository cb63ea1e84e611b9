/** Whether the visitor paused the technology strip, remembered between visits where the browser allows. */
import { safeStorage } from '../shared/safe-storage';

const KEY = 'cairn-tech-strip-paused';

export const pausedBefore = () => safeStorage.get(KEY) === 'true';

export const rememberPaused = (paused: boolean) => (paused ? safeStorage.set(KEY, 'true') : safeStorage.remove(KEY));
