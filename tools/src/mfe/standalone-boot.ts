// Dev entry of a remote running alone. The dynamic import is the async boundary that lets the
// federation runtime set up the shared singletons before the remote's code (and React) runs.
import('@hfl/mfe-standalone-entry');
