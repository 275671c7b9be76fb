/** The moment the demo data describes; loading moves every date so that this becomes "now". */
export const DEMO_NOW = '2026-11-15T09:00:00.000Z';

/** A new guest's bell counts the demo's payments of its last day: a believable handful, not '50+'. */
export const DEMO_UNSEEN_WINDOW_MS = 24 * 60 * 60 * 1000;
