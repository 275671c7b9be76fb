/** The moment the demo data describes; loading moves every date so that this becomes "now". */
export const DEMO_NOW = '2026-11-15T09:00:00.000Z';
