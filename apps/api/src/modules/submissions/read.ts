/**
 * Reading submissions, for the modules that show them (the creator's work, the staff application
 * detail); writing them stays in this module's service. The one way across into this module.
 */
export type { LoadedFile, LoadedItem, LoadedSubmission, SubmissionKind } from './repository.ts';
export { loadSubmissions as readSubmissions } from './repository.ts';
