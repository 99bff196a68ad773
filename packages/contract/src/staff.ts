import type { z } from 'zod';
import { staffSessionUser } from './auth.ts';
import { envelope, messageEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/staff.ts';

export const staffLogout = defineOperation({
  ...route.staffLogout,
  summary: "Revoke the staff caller's session",
  tags: ['staff auth'],
  response: messageEnvelope,
});

export const staffMe = defineOperation({
  ...route.staffMe,
  summary: 'The signed-in staff member: role and the brands they work for',
  tags: ['staff auth'],
  response: envelope(staffSessionUser),
});
export type StaffMe = z.infer<typeof staffSessionUser>;
