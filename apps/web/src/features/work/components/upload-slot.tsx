import type { SlotRule } from '@ih/contract/work-slots';
import { Trans } from '@lingui/react/macro';
import { translateText } from '@/lib/i18n';
import { FileDrop } from './file-drop';
import { PlatformIcon } from './platform-icon';
import { SlideList } from './slide-list';
import type { SlotFile } from './use-work-slots';

/**
 * One platform's picker for a deliverable: one file (the documents' picker), or an ordered list of
 * slides when the format asks for several. Its problem, if any, sits under it and is announced with
 * the input (aria-describedby).
 */
export function UploadSlot({
  inputId,
  rule,
  platform,
  contentType,
  accept,
  hint,
  files,
  error,
  disabled,
  onAdd,
  onRemove,
  onMove,
  previewKind,
}: {
  inputId: string;
  rule: SlotRule;
  platform: { platform_name: string; platform_logo: string | null };
  contentType: string;
  accept: string;
  hint: string;
  files: SlotFile[];
  error: string | undefined;
  disabled: boolean;
  onAdd: (files: File[], replace: boolean) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
  previewKind: (file: { name: string; contentType: string }) => 'image' | 'video' | 'other';
}) {
  const label = `${platform.platform_name}, ${contentType}`;
  const errorId = `${inputId}-error`;
  const shared = {
    id: inputId,
    label,
    accept,
    hint,
    disabled,
    previewKind,
    describedBy: error ? errorId : undefined,
    invalid: !!error,
  };
  return (
    <li className="flex flex-col gap-2" data-slot={rule.name}>
      <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
        <PlatformIcon name={platform.platform_name} logo={platform.platform_logo} />
        {platform.platform_name}
        {rule.required ? null : (
          <span className="text-xs font-normal text-gray-600">
            <Trans>(optional)</Trans>
          </span>
        )}
      </span>
      {rule.range ? (
        <SlideList
          {...shared}
          range={rule.range}
          files={files}
          onAdd={(picked) => onAdd(picked, false)}
          onRemove={onRemove}
          onMove={onMove}
        />
      ) : (
        <FileDrop
          {...shared}
          slot={files[0]}
          onPick={(file) => onAdd([file], true)}
          onRemove={() => {
            const [first] = files;
            if (first) onRemove(first.key);
          }}
        />
      )}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </li>
  );
}
