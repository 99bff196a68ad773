import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, type SelectOption } from '@/components/ui/select';
import { cn } from '@/lib/cn';

/** A labelled control of a filters bar; `className` sizes the column (`sm:w-48`, `flex-1`, ...). */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The "Search" box of a filters bar: a search input with a magnifier, at most 100 characters. */
export function SearchField({
  id,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <FilterField id={id} label={t`Search`} className={className}>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-gray-500" />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          maxLength={100}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </FilterField>
  );
}

/** A labelled select of a filters bar. */
export function SelectField({
  id,
  label,
  value,
  options,
  onValueChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <Select id={id} value={value} options={options} onValueChange={onValueChange} />
    </FilterField>
  );
}

/** A labelled date box of a filters bar ('YYYY-MM-DD', '' for none); `children` go under it (a hint, an error). */
export function DateField({
  id,
  label,
  value,
  onChange,
  className,
  inputClassName,
  children,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  inputClassName?: string;
  children?: ReactNode;
} & Pick<ComponentProps<'input'>, 'min' | 'max' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <FilterField id={id} label={label} className={className}>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClassName}
        {...input}
      />
      {children}
    </FilterField>
  );
}
