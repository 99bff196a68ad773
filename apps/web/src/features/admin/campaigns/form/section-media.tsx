import { Trash2 } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PickButton, UploadBar } from '../../shared/upload-controls';
import { AssetField } from './asset-field';
import { BoundField, Section, useFieldError } from './controls';
import { ALL_ASSET_TYPES, IMAGE_TYPES, useAssetUpload } from './use-asset-upload';
import type { CampaignValues } from './values';

const MAX_IMAGES = 20;
const ANY_HINT = 'Image, PDF or video, up to 100 MB.';

function ProductImages({
  value,
  onChange,
  onBusyChange,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const slot = useAssetUpload(onBusyChange, IMAGE_TYPES);
  const serverError = useFieldError('product_image');
  const shown = slot.error ?? serverError;

  async function add(files: File[]) {
    // One after another, so the progress bar speaks of one file at a time.
    let urls = value;
    for (const file of files.slice(0, MAX_IMAGES - urls.length)) {
      const url = await slot.upload(file);
      if (!url) break;
      urls = [...urls, url];
      onChange(urls);
    }
  }

  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <span className="text-sm font-medium text-gray-800">Product images</span>
      {value.length ? (
        <ul className="flex flex-wrap gap-3">
          {value.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={`Product ${i + 1}`}
                className="size-24 rounded-lg border border-border object-cover"
              />
              <Button
                variant="outline"
                size="icon-sm"
                className="absolute -top-2 -right-2 rounded-full bg-white"
                onClick={() => onChange(value.filter((u) => u !== url))}
                aria-label={`Remove product image ${i + 1}`}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <PickButton
          id="product-images"
          accept={IMAGE_TYPES.join(',')}
          multiple
          disabled={slot.busy || value.length >= MAX_IMAGES}
          describedBy={`product-images-hint${shown ? ' product-images-error' : ''}`}
          invalid={!!shown}
          onPick={add}
        >
          Add product images
        </PickButton>
      </div>
      <p id="product-images-hint" className="text-xs text-gray-600">
        JPG, PNG, GIF or WEBP; up to {MAX_IMAGES} images.
      </p>
      {slot.progress !== null ? <UploadBar label="Product image" progress={slot.progress} /> : null}
      {shown ? (
        <p id="product-images-error" role="alert" className="text-xs font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

type SingleAsset = 'brand_logo' | 'brand_guidline' | 'refference_file' | 'instruction';

const SINGLE: { name: SingleAsset; label: string; hint: string; image?: boolean }[] = [
  { name: 'brand_logo', label: 'Brand logo', hint: 'JPG, PNG, GIF or WEBP.', image: true },
  { name: 'brand_guidline', label: 'Brand guidelines', hint: ANY_HINT },
  { name: 'refference_file', label: 'Reference file', hint: ANY_HINT },
  // The contract keeps mediaAssets.instruction as one of our uploaded files, not free text.
  {
    name: 'instruction',
    label: 'Instructions file',
    hint: `${ANY_HINT} Written instructions go in the brief.`,
  },
];

function Single({
  name,
  label,
  hint,
  image,
  onBusyChange,
}: (typeof SINGLE)[number] & { onBusyChange: (busy: boolean) => void }) {
  return (
    <BoundField
      name={name}
      render={(field, error) => (
        <AssetField
          id={`asset-${name}`}
          label={label}
          hint={hint}
          value={field.value}
          onChange={field.onChange}
          onBusyChange={onBusyChange}
          allowed={image ? IMAGE_TYPES : ALL_ASSET_TYPES}
          image={image}
          error={error}
        />
      )}
    />
  );
}

/** mediaAssets: files creators download from the campaign. Public uploads (purpose campaign-asset). */
export function MediaSection({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { control } = useFormContext<CampaignValues>();
  return (
    <Section id="media" title="Media assets" description="Creators can view and download these files.">
      {SINGLE.map((s) => (
        <Single key={s.name} {...s} onBusyChange={onBusyChange} />
      ))}
      <Controller
        control={control}
        name="product_image"
        render={({ field }) => (
          <ProductImages value={field.value} onChange={field.onChange} onBusyChange={onBusyChange} />
        )}
      />
    </Section>
  );
}
