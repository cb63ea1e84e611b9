/**
 * What Lighthouse's FCP is made of, for `npm run bench`. Lighthouse (12.8) does not time the first paint of its run:
 * it simulates a phone from the run's trace (Lantern, its metrics/FirstContentfulPaint.js). The simulated first
 * paint waits for the render-blocking requests (for our pages, the document alone), then for the first task that
 * parsed the HTML, the first that laid the page out and the first that painted it, whatever their share of the
 * paint: each replayed at its wall-clock length in the trace times 4 (Lighthouse's CPU slowdown), times 2 for a task
 * with a layout. So a route's FCP over the blank page's splits into these three parts, and the bench reports each:
 * the document's bytes and round trips, the first parse task (Chromium's parser yields after 10 ms of wall clock, so
 * a page that takes longer to parse costs 40 ms or more here, the blank page, parsed whole, 20-40), and the first
 * frame's style, layout and paint.
 *
 * The first parse task is the head and then the body until those 10 ms (the parser never yields in the head: its
 * HTMLDocumentParser checks its budget only once it has left it). So the head's stylesheet is not what sets it: as
 * Lighthouse replays it, /privacy's first parse took 41 ms with no stylesheet at all, 45 with it (the blank page 22;
 * medians of 5, alternated), and 47 with a stylesheet in the body after the hero, which pauses Chromium's parser there.
 * What a page can cut is the first frame: what it lays out beyond the first screen.
 */
import type { Artifacts, Config } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';

/** Milliseconds of the simulated FCP spent on each part (their sum is the FCP where they follow one another, as here). */
export interface FcpParts {
  /** Until the last render-blocking request (the document) has arrived. */
  network: number;
  /** The tasks that parsed HTML, as replayed. */
  parse: number;
  /** The other tasks before the paint: the first style, layout and paint, as replayed. */
  render: number;
}

/** A node of Lantern's graph, as much of it as the parts need. */
export interface SimulatedNode {
  type: string;
  childEvents?: { name: string }[];
}

/** A node's place in Lantern's simulation, in ms from the navigation. */
export interface SimulatedTiming {
  startTime: number;
  endTime: number;
  duration: number;
}

/** The parts of one simulated first paint, from the nodes its simulation ran and when. */
export function fcpParts(timings: Iterable<[SimulatedNode, SimulatedTiming]>): FcpParts {
  const parts: FcpParts = { network: 0, parse: 0, render: 0 };
  for (const [node, timing] of timings) {
    if (node.type === 'network') parts.network = Math.max(parts.network, timing.endTime);
    else if (node.childEvents?.some((event) => event.name === 'ParseHTML')) parts.parse += timing.duration;
    else parts.render += timing.duration;
  }
  return parts;
}

/**
 * The parts of the FCP Lighthouse gave a run, simulated again from its artifacts: the mean of Lantern's optimistic and
 * pessimistic estimates, as its FCP is (they are the same graph for a page with no request made by a script).
 */
export async function simulatedFcpParts(artifacts: Artifacts, settings: Config.Settings): Promise<FcpParts & { fcp: number }> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const metric = await LanternFirstContentfulPaint.request(data, { computedCache: new Map() } as never);
  const optimistic = fcpParts(metric.optimisticEstimate.nodeTimings as Iterable<[SimulatedNode, SimulatedTiming]>);
  const pessimistic = fcpParts(metric.pessimisticEstimate.nodeTimings as Iterable<[SimulatedNode, SimulatedTiming]>);
  const mean = (key: keyof FcpParts) => Math.round((optimistic[key] + pessimistic[key]) / 2);
  return { fcp: Math.round(metric.timing), network: mean('network'), parse: mean('parse'), render: mean('render') };
}
