import { describe, expect, it } from 'vitest';
import { fcpParts, type SimulatedNode, type SimulatedTiming } from './fcp-parts';

const at = (startTime: number, endTime: number): SimulatedTiming => ({ startTime, endTime, duration: endTime - startTime });
const cpu = (...names: string[]): SimulatedNode => ({ type: 'cpu', childEvents: names.map((name) => ({ name })) });

describe('fcpParts', () => {
  it("splits a simulated first paint into the document's arrival, the parse tasks and the rest", () => {
    // As Lantern simulated `/` on this machine: the document, a layout before the body came, the first parse chunk, the first frame.
    const timings: [SimulatedNode, SimulatedTiming][] = [
      [{ type: 'network' }, at(0, 602)],
      [cpu('UpdateLayoutTree', 'Layout'), at(602, 605)],
      [cpu('ParseHTML', 'ScheduleStyleRecalculation'), at(605, 656)],
      [cpu('UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit'), at(656, 698)],
    ];
    expect(fcpParts(timings)).toEqual({ network: 602, parse: 51, render: 45 });
  });

  it('adds up every parse task, and takes the network part from the last request to arrive', () => {
    const timings: [SimulatedNode, SimulatedTiming][] = [
      [{ type: 'network' }, at(0, 601)],
      [cpu('ParseHTML'), at(601, 611)],
      [{ type: 'network' }, at(300, 640)],
      [cpu('ParseHTML', 'Layout'), at(640, 655)],
      [cpu('Paint'), at(655, 660)],
    ];
    expect(fcpParts(timings)).toEqual({ network: 640, parse: 25, render: 5 });
  });
});
