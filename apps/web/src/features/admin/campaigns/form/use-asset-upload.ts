import { UPLOAD_PURPOSES } from '@ih/contract/upload-rules';
import { useStaffUpload } from '../../shared/use-staff-upload';

const ASSET = UPLOAD_PURPOSES['campaign-asset'];
export const IMAGE_TYPES = ASSET.types.filter((t) => t.startsWith('image/'));
export const ALL_ASSET_TYPES: readonly string[] = ASSET.types;

/** One upload slot for a campaign asset of the `allowed` types. */
export const useAssetUpload = (onBusyChange: (busy: boolean) => void, allowed: readonly string[]) =>
  useStaffUpload({ purpose: 'campaign-asset', allowed, failed: 'Failed to upload the file', onBusyChange });
