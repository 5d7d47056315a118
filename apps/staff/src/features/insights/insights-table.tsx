// A table of the Insights page's figures: the accessible form of each chart, and the lists (pages, sources,
// vacancies); a card per row on a phone, as the staff area's other tables.
import type { ReactNode } from 'react';

export function InsightsTable({
  id,
  caption,
  columns,
  rows,
  empty,
}: {
  id: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  empty: string;
}) {
  return (
    <div className="table-scroll">
      <table id={id} className="card-table insights-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], i) => (
            <tr key={i}>
              <th scope="row" data-label={columns[0]}>
                {first}
              </th>
              {rest.map((cell, j) => (
                <td key={j} data-label={columns[j + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
