import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@ih/contract/constants';
import { PROFILE_MESSAGES } from '@ih/contract/profile-messages';
import { t } from '@lingui/core/macro';

export type ImageProblem = { title: string; description: string } | null;

const EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** Doc 001 §5: JPG, JPEG, PNG or GIF, at most 2 MB (the API applies the same limit). */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): ImageProblem {
  const ext = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.includes(ext);
  if (!typeOk) return { title: t`Invalid File Type`, description: PROFILE_MESSAGES.imageType };
  if (file.size > PROFILE_IMAGE_MAX_BYTES)
    return { title: t`File Too Large`, description: PROFILE_MESSAGES.imageSize };
  return null;
}

/** The file as a data URL, the documents' way of sending the picture (doc 001 §3). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable image'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable image'));
    reader.readAsDataURL(file);
  });
}
