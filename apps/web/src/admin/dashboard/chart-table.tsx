/** One line of a chart's text alternative: what the bar is, and its figure. */
export interface ChartTableRow {
  key: string;
  label: string;
  value: string | number;
}

/** The table a chart's figures are read from by screen readers; the SVG beside it is drawn only. */
export function ChartTable({
  caption,
  labelColumn,
  valueColumn,
  rows,
}: {
  caption: string;
  labelColumn: string;
  valueColumn: string;
  rows: readonly ChartTableRow[];
}) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelColumn}</th>
          <th scope="col">{valueColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
