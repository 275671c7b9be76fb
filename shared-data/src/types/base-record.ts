/** Fields every stored record carries; dates travel as ISO 8601 strings. */
export interface BaseRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
}
