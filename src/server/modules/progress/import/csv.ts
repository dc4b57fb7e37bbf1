/** A CSV file that cannot be read; the message names the line, for a 400 he can act on. */
export class CsvError extends Error {}

/**
 * RFC 4180 records: commas, double quotes with "" as an escaped quote, CRLF or LF line ends, and
 * line breaks inside quoted fields (Daylio notes have them). Blank lines are skipped. Each record
 * carries the line it started on.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"') {
      if (field !== '') throw new CsvError(`Line ${line}: a quote in the middle of a field`);
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvError(`Line ${recordLine}: a quoted field is never closed`);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
