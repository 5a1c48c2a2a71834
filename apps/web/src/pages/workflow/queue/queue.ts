// Which work queue a page serves: every '@wait' menu opens the same page, and the route's path names
// the queue the way the BPMN's pf:queue does ('/review@wait/index' → 'review').
const WAIT_SEGMENT = /(?:^|\/)([^/]+)@wait(?:\/|$)/;

/** A path as typed, whether or not the browser escaped its '@'. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The queue of a '@wait' route path, or undefined for any other path. */
export function queueOfPath(path: string): string | undefined {
  return WAIT_SEGMENT.exec(decoded(path))?.[1];
}
