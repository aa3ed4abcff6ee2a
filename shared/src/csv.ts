// Rules for CSV files people open in spreadsheets, shared by every export (the web's staff table,
// the CMS's leads and measurement exports).

/** A spreadsheet must show a cell, never run it (OWASP CSV injection): = + - @ tab or CR first gets a '. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
