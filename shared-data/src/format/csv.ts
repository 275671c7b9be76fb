/** One CSV cell as written; numbers are written as they are. */
export type CsvCell = string | number;

export interface ParsedCsv {
  /** The header row, trimmed. */
  header: string[];
  /** Each data row by header name; blank lines are skipped. */
  rows: Record<string, string>[];
  /** Problems with the file as a whole (e.g. a quote never closed), with their line numbers. */
  problems: string[];
}

// Spreadsheets run a cell that starts like a formula; papaparse writes such cells with a leading
// quote, which reading takes off again, so a '+234…' phone number survives a round trip.
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

// papaparse is loaded the first time a CSV is written or read, so screens that never export or
// import do not download it.
async function papa() {
  return (await import('papaparse')).default;
}

/** A CSV file's text: quotes, commas, line breaks and non-ASCII names are written safely. */
export async function toCsv(
  header: readonly string[],
  rows: readonly CsvCell[][],
): Promise<string> {
  const Papa = await papa();
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

export async function parseCsv(text: string): Promise<ParsedCsv> {
  const Papa = await papa();
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (name) => name.trim(),
    transform: (value) => value.replace(ESCAPED_FORMULA, ''),
  });
  return {
    header: result.meta.fields ?? [],
    rows: result.data,
    problems: result.errors
      .filter((error) => error.type !== 'FieldMismatch')
      .map((error) =>
        error.row === undefined ? error.message : `Row ${error.row + 1}: ${error.message}`,
      ),
  };
}
