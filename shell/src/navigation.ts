/**
 * Lets non-React code (the session saga) navigate with the router the shell currently renders.
 * Before the router exists, a full page load does the job.
 */
let navigateImpl: ((to: string) => void) | null = null;

export function setNavigator(navigate: ((to: string) => void) | null): void {
  navigateImpl = navigate;
}

export function navigate(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else window.location.assign(to);
}
