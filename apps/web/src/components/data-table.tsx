import { Fragment, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import {
  MobileCard,
  MobileCards,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDayMonthYear } from '@/lib/format';

export interface Column<T> {
  /** The header, and the field's label on a phone's card. */
  name: string;
  /** What the header cell shows instead of the name (a select-all box, a name for screen readers only). */
  head?: ReactNode;
  headClassName?: string;
  cell: (row: T, index: number) => ReactNode;
  className?: string | ((row: T) => string | undefined);
  /** The cell's tooltip (the whole of a text the cell cuts short). */
  tooltip?: (row: T) => string | undefined;
  /**
   * Where a phone's card shows the column: a field under its name (the default), the card's title,
   * badge or footer, or nowhere (`false`). `table: false` shows it on the card alone.
   */
  card?: 'title' | 'badge' | 'footer' | false;
  table?: false;
  /** The card's label and value where they differ from the table's; a `null` value leaves the field off. */
  cardLabel?: string;
  cardValue?: (row: T, index: number) => ReactNode;
}

/** A day of a list ('5 Mar 2026') from the row's field `key`, kept on one line. */
export const dateColumn = <K extends string>(
  name: string,
  key: K,
  className = 'whitespace-nowrap',
): Column<{ [k in K]: string | null }> => ({ name, className, cell: (row) => formatDayMonthYear(row[key]) });

/** Rows that are API documents are told apart by their `_id`; any others say how. */
type RowKey<T> = [T] extends [{ _id: string }]
  ? { rowKey?: (row: T) => string }
  : { rowKey: (row: T) => string };

const byId = (row: unknown) => (row as { _id: string })._id;

/**
 * A list written once as columns: a table from 1024 px and one card per row below (design §9). Only
 * one of the two is displayed, and display:none also hides the other from screen readers.
 * `framed` puts the table on its own card (a page's list); unframed, it sits in the caller's card.
 */
export function DataTable<T>({
  rows,
  rowKey = byId,
  columns,
  caption,
  cardsLabel,
  framed = false,
  className,
  rowClassName,
  cardClassName,
  after,
}: RowKey<T> & {
  rows: readonly T[];
  /** A `false` entry is a column this list leaves out. */
  columns: readonly (Column<T> | false)[];
  caption?: string;
  /** The card list's accessible name, where the page has no heading for it. */
  cardsLabel?: string;
  framed?: boolean;
  className?: string;
  rowClassName?: (row: T) => string | undefined;
  cardClassName?: (row: T) => string | undefined;
  /** Rows of the table that follow a row (its details, opened in place). */
  after?: (row: T) => ReactNode;
}) {
  const shown = columns.filter((c): c is Column<T> => c !== false);
  const inTable = shown.filter((c) => c.table !== false);
  const onCard = (row: T, n: number, slot: Column<T>['card']) =>
    shown
      .filter((c) => c.card === slot)
      .map((c) => ({
        label: c.cardLabel ?? c.name,
        value: c.cardValue ? c.cardValue(row, n) : c.cell(row, n),
      }));
  const slot = (row: T, n: number, name: 'title' | 'badge' | 'footer') => onCard(row, n, name)[0]?.value;

  const table = (
    <Table desktopOnly={!framed} className={className}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {inTable.map((c) => (
            <TableHead key={c.name} className={c.headClassName}>
              {c.head ?? c.name}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, n) => (
          <Fragment key={rowKey(row)}>
            <TableRow className={rowClassName?.(row)}>
              {inTable.map((c) => (
                <TableCell
                  key={c.name}
                  className={typeof c.className === 'function' ? c.className(row) : c.className}
                  title={c.tooltip?.(row)}
                >
                  {c.cell(row, n)}
                </TableCell>
              ))}
            </TableRow>
            {after?.(row)}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
  return (
    <>
      {framed ? <Card className="hidden overflow-hidden lg:block">{table}</Card> : table}
      <MobileCards aria-label={cardsLabel}>
        {rows.map((row, n) => (
          <MobileCard
            key={rowKey(row)}
            className={cardClassName?.(row)}
            title={slot(row, n, 'title')}
            badge={slot(row, n, 'badge')}
            fields={onCard(row, n, undefined).filter((f) => f.value !== null)}
            footer={slot(row, n, 'footer')}
          />
        ))}
      </MobileCards>
    </>
  );
}
