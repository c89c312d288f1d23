// Async boundary: the federation runtime initialises the shared singletons before any of them is used.
import('./bootstrap');
