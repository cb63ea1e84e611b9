/** Whether the visitor paused the technology strip, remembered between visits where the browser allows. */
import { remember, remembered } from '../shared/storage';

const KEY = 'cairn-tech-strip-paused';

export const pausedBefore = () => remembered(KEY) === 'true';

export const rememberPaused = (paused: boolean) => remember(KEY, paused ? 'true' : null);
