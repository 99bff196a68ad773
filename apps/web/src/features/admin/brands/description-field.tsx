import { useEffect, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { lazy } from '@/lib/lazy-zod-resolver';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// DOMPurify (11 KB gzipped) is only needed once there is something to preview, so it loads then
// rather than with the page (design §7).
const purifier = lazy(() => import('dompurify').then((m) => m.default));

/**
 * The brand description is HTML. No rich-text editor (route chunks stay lean): a textarea and a
 * live preview, sanitised here with DOMPurify as the server sanitises it again on save.
 */
export function DescriptionField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  // Sanitising on every keystroke of a long text is wasted work; a short pause is enough.
  const shown = useDebouncedValue(value, 200);
  // null while the sanitiser loads (nothing is shown yet), then the sanitised preview.
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    if (!shown) {
      setHtml('');
      return;
    }
    let current = true;
    purifier().then(
      (purify) => {
        if (current) setHtml(purify.sanitize(shown));
      },
      // Without the sanitiser nothing is shown: the text itself is kept and saved as usual.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [shown]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Field
        label="Description (HTML)"
        hint="Basic formatting: <p>, <strong>, <em>, <ul>/<ol>/<li>, <a href>."
        error={error}
      >
        <Textarea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          rows={10}
          className="font-mono text-xs"
          maxLength={50_000}
        />
      </Field>
      <section aria-label="Description preview" className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-gray-800">Preview</span>
        <div className="min-h-24 flex-1 overflow-auto rounded-lg border border-border bg-gray-50 p-3 text-sm text-gray-900 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-5">
          {html === null ? null : html ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
            <div dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-gray-600">Nothing to preview yet.</p>
          )}
        </div>
      </section>
    </div>
  );
}
