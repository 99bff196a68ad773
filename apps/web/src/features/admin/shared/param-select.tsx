import { SelectField } from '@/components/filter-fields';
import type { SelectOption } from '@/components/ui/select';
import { useListParams } from '@/lib/use-list-params';
import { unlessAll } from './filter-choices';

/**
 * A console list's filter select, kept in the URL's `param`: its 'all' choice removes the parameter,
 * and any new choice starts again from the first page.
 */
export function ParamSelect({
  param,
  value,
  ...field
}: {
  id: string;
  label: string;
  param: string;
  /** The filter in force (undefined: none). */
  value: string | undefined;
  options: readonly SelectOption[];
  className?: string;
}) {
  const { update } = useListParams();
  return (
    <SelectField
      {...field}
      value={value ?? 'all'}
      onValueChange={(v) => update({ [param]: unlessAll(v), page: undefined })}
    />
  );
}
