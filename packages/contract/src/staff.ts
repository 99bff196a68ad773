import type { z } from 'zod';
import { staffSessionUser } from './auth.ts';
import { envelope, messageEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';

export const staffLogout = defineOperation({
  method: 'POST',
  path: '/v1/admin/logout',
  summary: "Revoke the staff caller's session",
  tags: ['staff auth'],
  access: 'staff',
  response: messageEnvelope,
});

export const staffMe = defineOperation({
  method: 'GET',
  path: '/v1/admin/me',
  summary: 'The signed-in staff member: role and the brands they work for',
  tags: ['staff auth'],
  access: 'staff',
  response: envelope(staffSessionUser),
});
export type StaffMe = z.infer<typeof staffSessionUser>;
