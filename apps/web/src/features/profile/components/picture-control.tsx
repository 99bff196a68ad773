import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { imageProblem, readAsDataUrl } from '../lib/image';

/**
 * The picture and its Change control. A chosen image is checked (type, size; doc 001 §5), read as
 * a data URL and previewed; it is sent with 'Save All Changes'.
 */
export function PictureControl({
  name,
  email,
  current,
  pending,
  onPick,
  disabled,
}: {
  name: string;
  email: string;
  current: string | null;
  pending: string | null;
  onPick: (dataUrl: string | null) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      onPick(await readAsDataUrl(file));
    } catch {
      toast({
        title: t`Image Error`,
        description: t`Failed to process profile image`,
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <Avatar
        src={pending ?? current}
        name={name}
        alt={pending ? t`New profile picture (not saved yet)` : t`Profile picture of ${name}`}
        className="size-24 text-2xl"
      />
      <div className="flex min-w-0 flex-col gap-2">
        <div>
          <p className="truncate text-lg font-semibold text-gray-900">{name || t`Your profile`}</p>
          <p className="truncate text-sm text-gray-600">{email}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif"
            className="sr-only"
            tabIndex={-1}
            aria-label={t`Profile picture file`}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = ''; // the same file may be chosen again after a cancel
            }}
          />
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
            <Camera aria-hidden />
            <Trans>Change Picture</Trans>
          </Button>
          {pending ? (
            <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onPick(null)}>
              <Undo2 aria-hidden />
              <Trans>Keep Current</Trans>
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-gray-600">
          {pending ? t`New picture chosen: save to keep it.` : t`JPG, PNG or GIF, under 2MB.`}
        </p>
      </div>
    </div>
  );
}
