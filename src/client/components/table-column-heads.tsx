type Column = { label: string; className: string };

/** A table's `<thead>`: one row of column headers, each scoped to its column. */
export function TableColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr className="border-b">
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
