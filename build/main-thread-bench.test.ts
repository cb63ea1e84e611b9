import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from './main-thread-bench';
import { medianOfEach } from './medians';

const URL = 'http://127.0.0.1:4000/about';
const PAGE = { pid: 7, tid: 1 };
/** A complete event ('X') on the page's main thread, unless said: `tdur` is its CPU time, `dur` its wall-clock time. */
const task = (name: string, ts: number, tdur: number, more: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: 'X', ...PAGE, ts, dur: tdur * 3, tdur, ...more });

describe('mainThreadWork', () => {
  const events: TraceEvent[] = [
    // Before the navigation (the tab's first blank document), on the same thread: not the page's.
    task('RunTask', 0, 9000),
    task('Layout', 100, 8000),
    { name: 'navigationStart', ph: 'R', ...PAGE, ts: 10_000, args: { data: { documentLoaderURL: URL, isLoadingMainFrame: true } } },
    task('RunTask', 11_000, 4000),
    task('ParseHTML', 11_100, 3000, { args: { beginData: { url: URL } } }),
    task('RunTask', 20_000, 10_000),
    task('UpdateLayoutTree', 20_100, 2000),
    task('Layout', 22_200, 5000),
    task('Paint', 27_300, 1000),
    task('RunTask', 40_000, 2500),
    task('v8.evaluateModule', 40_100, 1500),
    // Another thread of the renderer, and another renderer: not the page's main thread.
    task('RunTask', 20_000, 50_000, { tid: 2 }),
    task('Layout', 20_100, 40_000, { pid: 8 }),
    // An instant event, no time of its own.
    { name: 'Layout', ph: 'I', ...PAGE, ts: 30_000 },
  ];

  it("sums each kind's CPU time (not its wall-clock time) on the page's main thread from its navigation, and the rest as other", () => {
    expect(mainThreadWork(events, URL)).toEqual({ total: 16.5, parse: 3, style: 2, layout: 5, paint: 1, script: 1.5, other: 4 });
  });

  it('takes the wall-clock time of an event with no CPU time recorded', () => {
    const withoutCpu = events.map((e) => (e.name === 'Paint' ? { ...e, tdur: undefined } : e));
    expect(mainThreadWork(withoutCpu, URL).paint).toBe(3);
  });

  it('says so when the trace has no parse of the page', () => {
    expect(() => mainThreadWork(events, 'http://127.0.0.1:4000/contact')).toThrow('the trace has no parse of http://127.0.0.1:4000/contact');
  });
});

describe('medianOfEach', () => {
  it('takes the median of each kind by itself', () => {
    const work = (total: number, layout: number) => ({ total, parse: 1, style: 1, layout, paint: 1, script: 0, other: 0 });
    expect(medianOfEach([work(50, 9), work(40, 12), work(70, 3)])).toEqual({ total: 50, parse: 1, style: 1, layout: 9, paint: 1, script: 0, other: 0 });
  });
});
