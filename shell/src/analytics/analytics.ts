/** A page the visitor opened: the path with its query, without the in-page #anchor. */
export interface PageView {
  path: string;
}

export type AnalyticsSink = (view: PageView) => void;

/** By default page views go nowhere: no analytics provider is called until one is plugged in. */
const noSink: AnalyticsSink = () => {};

let sink: AnalyticsSink = noSink;
let lastPath: string | null = null;

/** Plugs in where page views go (e.g. an analytics provider once the visitor consented); null unplugs it. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? noSink;
  lastPath = null;
}

/**
 * Reports a page change. The layout is mounted twice on the first page (once around the loading spinner,
 * then around the page), so a repeat of the path just reported is the same page view and is dropped.
 */
export function reportPageView(path: string): void {
  if (path === lastPath) return;
  lastPath = path;
  sink({ path });
}

/** Where clicks on ads go (the ad's id); like page views, nowhere until the visitor consented. */
export type AdClickSink = (adId: string) => void;

const noAdClickSink: AdClickSink = () => {};
let adClickSink: AdClickSink = noAdClickSink;

/** Plugs in where ad clicks go; null unplugs it. */
export function setAdClickSink(next: AdClickSink | null): void {
  adClickSink = next ?? noAdClickSink;
}

/** Reports a click on an ad (every click counts: following the same ad twice is two clicks). */
export function reportAdClick(adId: string): void {
  adClickSink(adId);
}
