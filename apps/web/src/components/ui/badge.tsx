import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Text shades are the 800s on 100 backgrounds: AA contrast on every tone.
export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
  {
    variants: {
      tone: {
        neutral: 'bg-gray-100 text-gray-800 ring-gray-200',
        green: 'bg-green-100 text-green-800 ring-green-200',
        yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
        red: 'bg-red-100 text-red-800 ring-red-200',
        blue: 'bg-blue-100 text-blue-800 ring-blue-200',
        orange: 'bg-orange-100 text-orange-800 ring-orange-200',
        purple: 'bg-purple-100 text-purple-800 ring-purple-200',
        grey: 'bg-gray-200 text-gray-700 ring-gray-300',
        brand: 'bg-brand-100 text-brand-800 ring-brand-200',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
