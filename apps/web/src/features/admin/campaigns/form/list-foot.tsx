import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The foot of a list the form repeats (terms, deliverables): the list's own error, then the button
 * that adds a row, off once the list holds as many as the API takes.
 */
export function ListFoot({
  error,
  full,
  onAdd,
  label,
}: {
  error: string | undefined;
  full: boolean;
  onAdd: () => void;
  label: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button variant="outline" size="sm" disabled={full} onClick={onAdd}>
          <Plus aria-hidden />
          {label}
        </Button>
      </div>
    </>
  );
}
