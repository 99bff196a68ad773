import { PROFILE_MESSAGES } from '@ih/contract/profile-messages';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { fetchAccountNumber } from '../api';
import {
  type ProfileFormInput,
  SECTION_KEYS,
  SECTIONS,
  type SectionKey,
  sectionOf,
} from '../lib/profile-form';

type Flags = Record<SectionKey, boolean>;
const none = (): Flags => ({ basic: false, platforms: false, description: false, bank: false, tax: false });
type Snapshot = Partial<ProfileFormInput>;

export const validationToast = () =>
  toast({ title: t`Validation Error`, description: PROFILE_MESSAGES.state, variant: 'destructive' });

/**
 * Each section's own edit / cancel / confirm (doc 001 §2). Edit remembers the section's values so
 * Cancel can put them back; Confirm checks the section and closes it (the values stay in the form
 * until 'Save All Changes'). Editing bank details first loads the full account number.
 */
export function useSections(form: UseFormReturn<ProfileFormInput>) {
  const [editing, setEditing] = useState<Flags>(none);
  const [opening, setOpening] = useState<SectionKey | null>(null);
  const [snapshots, setSnapshots] = useState<Partial<Record<SectionKey, Snapshot>>>({});

  const fieldsOf = (key: SectionKey) => SECTIONS[key].fields as readonly FieldPath<ProfileFormInput>[];

  const open = async (key: SectionKey, loadAccount = true) => {
    if (editing[key] || opening) return;
    const snapshot: Snapshot = {};
    for (const f of SECTIONS[key].fields)
      Object.assign(snapshot, { [f]: structuredClone(form.getValues(f)) });
    if (key === 'bank' && loadAccount && form.getValues('bank_details.account_number')) {
      setOpening(key);
      try {
        const full = await fetchAccountNumber();
        form.setValue('bank_details.account_number', full);
      } catch (error) {
        // The masked number still saves unchanged (the API keeps the stored one); say so and go on.
        console.warn('Full account number failed:', error);
        toast({
          title: t`Account number hidden`,
          description: t`The full account number could not be loaded; it stays unchanged unless you enter a new one.`,
        });
      } finally {
        setOpening(null);
      }
    }
    setSnapshots((s) => ({ ...s, [key]: snapshot }));
    setEditing((e) => ({ ...e, [key]: true }));
  };

  const cancel = (key: SectionKey) => {
    const snapshot = snapshots[key];
    if (snapshot)
      for (const [f, value] of Object.entries(snapshot))
        form.setValue(f as FieldPath<ProfileFormInput>, value as never, { shouldDirty: false });
    form.clearErrors([...fieldsOf(key)]);
    setEditing((e) => ({ ...e, [key]: false }));
  };

  const confirm = async (key: SectionKey) => {
    const ok = await form.trigger([...fieldsOf(key)], { shouldFocus: true });
    if (!ok) {
      if (key === 'basic' && form.getFieldState('state').error) validationToast();
      return;
    }
    setEditing((e) => ({ ...e, [key]: false }));
  };

  /** Opens the sections holding errors after a failed save, so they can be corrected. */
  const openWithErrors = (paths: string[]) => {
    const keys = new Set(paths.map(sectionOf));
    for (const key of SECTION_KEYS) if (keys.has(key)) void open(key, false);
  };

  const closeAll = () => {
    setEditing(none());
    setSnapshots({});
  };

  return { editing, opening, open, cancel, confirm, openWithErrors, closeAll };
}
