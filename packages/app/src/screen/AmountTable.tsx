import { formatAud } from '@pawpal/ui';
import type * as React from 'react';

/** One line of an amount table; a negative amount reads "−$29.25". */
export interface AmountLine {
  label: React.ReactNode;
  cents: number;
}

function amount(cents: number): string {
  return cents < 0 ? `−${formatAud(-cents)}` : formatAud(cents);
}

function Line({ line }: { line: AmountLine }) {
  return (
    <tr>
      <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
        {line.label}
      </th>
      <td className="py-1 text-right tabular-nums">{amount(line.cents)}</td>
    </tr>
  );
}

/**
 * Lines of money that add up to a total, as prices, earnings and statements show them: the lines,
 * the total in bold under a rule, then any lines that follow it (e.g. what was paid out).
 */
export function AmountTable({
  caption,
  lines,
  total,
  after = [],
}: {
  caption: string;
  lines: AmountLine[];
  total: AmountLine;
  after?: AmountLine[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {lines.map((line, index) => (
          <Line key={index} line={line} />
        ))}
        <tr className="border-t border-border">
          <th scope="row" className="pt-2 text-left font-semibold">
            {total.label}
          </th>
          <td className="pt-2 text-right text-base font-semibold tabular-nums">{amount(total.cents)}</td>
        </tr>
        {after.map((line, index) => (
          <Line key={index} line={line} />
        ))}
      </tbody>
    </table>
  );
}
