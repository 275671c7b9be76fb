import { startEarlyRequests } from './federation/early-requests';

startEarlyRequests(window.location.pathname);
// Async boundary: shared singletons are negotiated before any of them is imported.
import('./bootstrap');
