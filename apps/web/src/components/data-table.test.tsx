import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, dateColumn } from './data-table';

afterEach(cleanup);

const rows = [
  { _id: 'a', name: 'Asha', city: 'Pune', status: 'active', note: '', joined: '2026-03-05T10:00:00Z' },
  { _id: 'b', name: 'Ravi', city: '', status: 'suspended', note: 'Late', joined: null },
];

function show() {
  return render(
    <DataTable
      caption="Creators"
      rows={rows}
      columns={[
        { name: 'Name', card: 'title', cell: (r) => r.name },
        { name: 'City', cell: (r) => r.city || '-' },
        { name: 'Status', card: 'badge', cell: (r) => <span>{r.status}</span> },
        { name: 'Note', table: false, cell: (r) => r.note || null },
        dateColumn('Joined', 'joined'),
        false,
      ]}
    />,
  );
}

describe('DataTable', () => {
  it('writes the table from the columns, the card-only ones left out', () => {
    show();
    const table = screen.getByRole('table', { name: 'Creators' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'City', 'Status', 'Joined']);
    const cells = within(table).getAllByRole('row')[1]?.querySelectorAll('td') ?? [];
    expect([...cells].map((c) => c.textContent)).toEqual(['Asha', 'Pune', 'active', '5 Mar 2026']);
  });

  it('puts each column in its place on the card: title, badge, or a labelled field', () => {
    const { container } = show();
    const [first, second] = container.querySelectorAll('ul > li');
    expect(first?.textContent).toBe('AshaactiveCityPuneJoined5 Mar 2026');
    // A field whose value is null is left off; a missing date shows as '-'.
    expect(second?.textContent).toBe('RavisuspendedCity-NoteLateJoined-');
  });
});
