/** Fields every stored record carries (SPEC §3); dates travel as ISO 8601 strings. */
export interface BaseRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
}
