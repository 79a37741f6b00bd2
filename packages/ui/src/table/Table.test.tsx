import { render, screen } from '@testing-library/react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './Table';

describe('Table', () => {
  it('is named by its caption and scopes header cells to columns', () => {
    render(
      <Table>
        <TableCaption>Payouts</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>10 Mar 2025</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('table', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('scope', 'col');
  });
});
