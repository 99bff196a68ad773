import { APPLICATION_PAYMENT_STATUSES, APPLICATION_STATUSES, DISCLOSURES } from './enums.ts';

/** The work pipeline's texts (doc 001 §5, §8), word for word where the document gives them. */
export const WORK_MESSAGES = {
  listed: 'Work fetched successfully',
  workSubmitted: 'Task submitted successfully',
  postSubmitted: 'Post details submitted successfully!',
  noFiles: 'Please upload at least one file before submitting.',
  noPostDetails: 'Please add at least one post link or screenshot before submitting.',
  postLink: 'Enter the full link to your post, starting with https://',
  disclosure: `disclosure must be one of: ${DISCLOSURES.join(', ')}.`,
  taskIdRequired: 'Task ID is required',
  workNotFound: 'Work not found',
  taskId: 'taskId must be a campaign id, a campaign code such as CMP-000123, or an application id.',
  status: `status must be one of: ${APPLICATION_STATUSES.join(', ')}, completed.`,
  paymentStatus: `paymentStatus must be one of: ${APPLICATION_PAYMENT_STATUSES.join(', ')}.`,
  date: 'Use a date such as 2030-01-31.',
  dateOrder: 'The To date cannot be before the From date.',
  platform: 'This platform is not part of the campaign. Please choose one of its platforms.',
  deliverable: 'This deliverable is not part of the campaign. Please choose one of its deliverables.',
  deliverableAmbiguous:
    "This campaign has more than one deliverable of this type. Send the campaign deliverable's _id in deliverableType.",
  fileUrl: 'This file could not be found. Please upload it again.',
  fileEncoding: 'This file could not be read. Please choose it again.',
  proofType: 'Screenshots must be JPG or PNG images.',
  tooManyEntries: 'That is more entries than a campaign can have.',
  notes: 'Notes are at most 5000 characters.',
  draftFetched: 'Draft fetched successfully',
  draftSaved: 'Draft saved',
  draftCleared: 'Draft cleared',
  draftClosed: 'This work has been sent already, so there is no draft to keep.',
  draftFileUrl: 'Upload the file first: a draft keeps files that are already uploaded.',
} as const;
