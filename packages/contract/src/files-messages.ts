import { UPLOAD_PURPOSE_NAMES } from './upload-rules.ts';

export const FILES_MESSAGES = {
  uploaded: 'File uploaded',
  notFound: 'File not found.',
  /** The record exists but its stored bytes are gone or unreadable (a lost disk, a partial restore). */
  bytesMissing:
    'The contents of this file are missing on our side. Please upload it again, or ask whoever shared it to.',
  storeUnavailable: 'Stored files cannot be reached right now. Please try again in a few minutes.',
  unreadable: 'This file could not be read. Please choose it again.',
  noFile: 'Please choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data with the file in a field named "file".',
  purposeInvalid: `purpose must be one of: ${UPLOAD_PURPOSE_NAMES.join(', ')}.`,
  staffOnly: 'Only Influence Hub staff can upload this kind of file.',
  expired: 'This link has expired. Reload the page to get a fresh one.',
  cannotDownload: 'This file cannot be downloaded.',
  /** The spec's download toasts (doc 000 §8, doc 001 §8). */
  downloadStarted: 'Download Started',
  downloadFailed: 'Failed to download the file. Please try again.',
} as const;
