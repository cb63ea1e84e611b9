import { describe, expect, it } from 'vitest';
import { IncompleteTraceError, mainThreadWork, type TraceEvent } from './main-thread-bench';
import { medianOfEach, range } from './medians';

const URL = 'http://127.0.0.1:4000/about';
const PAGE = { pid: 7, tid: 1 };
/** A complete event ('X') on the page's main thread, unless said: `tdur` is its CPU time, `dur` its wall-clock time. */
const task = (name: string, ts: number, tdur: number, more: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: 'X', ...PAGE, ts, dur: tdur * 3, tdur, ...more });

describe('mainThreadWork', () => {
  const events: TraceEvent[] = [
    // The renderer's start, committing the navigation, then the parse from the first line: all the page's.
    task('RunTask', 0, 1500),
    task('RunTask', 11_000, 4000),
    task('ParseHTML', 11_100, 3000, { args: { beginData: { url: URL, startLine: 0 } } }),
    task('RunTask', 20_000, 10_000),
    task('UpdateLayoutTree', 20_100, 2000),
    task('Layout', 22_200, 5000),
    task('Paint', 27_300, 1000),
    task('RunTask', 40_000, 2500),
    task('v8.evaluateModule', 40_100, 1500),
    task('ParseHTML', 40_200, 500, { args: { beginData: { url: URL, startLine: 60 } } }),
    // Another thread of the renderer, and another renderer: not the page's main thread.
    task('RunTask', 20_000, 50_000, { tid: 2 }),
    task('Layout', 20_100, 40_000, { pid: 8 }),
    task('ParseHTML', 20_200, 9000, { pid: 8, args: { beginData: { url: 'http://127.0.0.1:4000/', startLine: 0 } } }),
    // An instant event, no time of its own.
    { name: 'Layout', ph: 'I', ...PAGE, ts: 30_000 },
  ];

  it("sums each kind's CPU time (not its wall-clock time) on the main thread that parsed the page, and the rest as other", () => {
    expect(mainThreadWork(events, URL)).toEqual({ total: 18, parse: 3.5, style: 2, layout: 5, paint: 1, script: 1.5, other: 5 });
  });

  it('takes the wall-clock time of an event with no CPU time recorded', () => {
    const withoutCpu = events.map((e) => (e.name === 'Paint' ? { ...e, tdur: undefined } : e));
    expect(mainThreadWork(withoutCpu, URL).paint).toBe(3);
  });

  it('says so when the trace has no parse of the page', () => {
    expect(() => mainThreadWork(events, 'http://127.0.0.1:4000/contact')).toThrow('the trace has no parse of http://127.0.0.1:4000/contact from its first line');
  });

  it('says so when the trace begins after the page began to parse: it would measure too little', () => {
    const late = events.filter((e) => e.args?.beginData?.startLine !== 0 || e.pid !== PAGE.pid);
    expect(() => mainThreadWork(late, URL)).toThrow(IncompleteTraceError);
  });
});

describe('medianOfEach', () => {
  it('takes the median of each kind by itself', () => {
    const work = (total: number, layout: number) => ({ total, parse: 1, style: 1, layout, paint: 1, script: 0, other: 0 });
    expect(medianOfEach([work(50, 9), work(40, 12), work(70, 3)])).toEqual({ total: 50, parse: 1, style: 1, layout: 9, paint: 1, script: 0, other: 0 });
  });
});

describe('range', () => {
  it('gives the fastest and the slowest run, whatever their order', () => {
    expect(range([56, 40, 136, 48])).toEqual([40, 136]);
    expect(range([64])).toEqual([64, 64]);
  });
});
