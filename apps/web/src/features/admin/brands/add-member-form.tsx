import type { BrandTeamRole } from '@ih/contract/brand-team-enums';
import { BRAND_TEAM_MESSAGES as M } from '@ih/contract/brand-team-messages';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAddMember } from './team-api';

type Errors = Partial<Record<'email' | 'name' | 'role', string>>;

const ROLE_OPTIONS = [
  { value: 'member', label: 'Member' },
  { value: 'owner', label: 'Owner' },
];

/**
 * Adds a person to the team by e-mail (owners and admins). An e-mail already on the team changes that
 * person's role; the server's sentences say which, and refusals (an admin's e-mail, the last owner)
 * come back as a toast, field problems under their field.
 */
export function AddMemberForm({ brandId }: { brandId: string }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<BrandTeamRole>('member');
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddMember(brandId);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (!email.trim()) found.email = M.emailRequired;
    if (name.trim().length < 2) found.name = M.name;
    setErrors(found);
    if (Object.keys(found).length) return;
    add.mutate(
      { email: email.trim(), name: name.trim(), role },
      {
        onSuccess: (res) => {
          toast({ title: 'Team updated', description: res.message, variant: 'success' });
          setEmail('');
          setName('');
          setRole('member');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.errors && Object.keys(err.errors).length)
            return setErrors(err.errors as Errors);
          toast({
            title: 'Not added',
            description: errorMessage(err, 'Failed to add the person'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="text-sm font-semibold text-gray-900">Add a person</h3>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Field label="E-mail" required error={errors.email}>
          <Input
            type="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            readOnly={add.isPending}
            onChange={(e) => {
              setEmail(e.target.value);
              if (errors.email) setErrors((x) => ({ ...x, email: undefined }));
            }}
          />
        </Field>
        <Field
          label="Name"
          required
          error={errors.name}
          hint="Kept as it is for someone who already has an account."
        >
          <Input
            value={name}
            readOnly={add.isPending}
            onChange={(e) => {
              setName(e.target.value);
              if (errors.name) setErrors((x) => ({ ...x, name: undefined }));
            }}
          />
        </Field>
        <Field
          label="Role"
          required
          error={errors.role}
          hint="Members work on campaigns, applications and reviews; owners also add and remove people."
          className="md:col-span-2"
        >
          <Select
            value={role}
            options={ROLE_OPTIONS}
            onValueChange={(v) => setRole(v === 'owner' ? 'owner' : 'member')}
            disabled={add.isPending}
          />
        </Field>
      </div>
      <Button type="submit" className="self-start" busy={add.isPending} busyLabel="Adding...">
        Add to team
      </Button>
    </form>
  );
}
