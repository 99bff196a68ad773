import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { SocialAccountsEditor } from './social-accounts-editor';

afterEach(cleanup);

const row = () => ({ platform_name: '', profile_url: '', followers: '' });

function Harness(props: { loneRow: 'hide' | 'disable'; readOnly?: boolean; canAdd?: boolean }) {
  const form = useForm({ defaultValues: { social_platform: [row()] } });
  return (
    <FormProvider {...form}>
      <SocialAccountsEditor
        rowNoun="Account"
        fields={[
          { name: 'profile_url', label: 'Account Link' },
          { name: 'followers', label: 'Number of Followers' },
        ]}
        gridClassName="grid"
        required
        readOnly={props.readOnly}
        loneRow={props.loneRow}
        add={props.canAdd === false ? null : { label: 'Add another platform', variant: 'secondary' }}
        newRow={row}
      />
    </FormProvider>
  );
}

describe('SocialAccountsEditor', () => {
  it('adds rows, and offers removal only while more than one is left (hidden for a lone row)', () => {
    render(<Harness loneRow="hide" />);
    expect(screen.getByRole('heading', { name: 'Account 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove account 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add another platform' }));
    expect(screen.getByRole('heading', { name: 'Account 2' })).toBeTruthy();
    expect(screen.getAllByLabelText(/Account Link/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove account 1' }));
    expect(screen.queryByRole('heading', { name: 'Account 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove account 1' })).toBeNull();
  });

  it('types each field as its kind and marks required fields', () => {
    render(<Harness loneRow="hide" />);
    const link = screen.getByLabelText(/Account Link/) as HTMLInputElement;
    expect(link.type).toBe('url');
    expect(link.placeholder).toBe('https://instagram.com/yourname');
    expect(link.getAttribute('aria-required')).toBe('true');
    const followers = screen.getByLabelText(/Number of Followers/) as HTMLInputElement;
    expect(followers.inputMode).toBe('numeric');
    expect(screen.getByLabelText(/Platform/).getAttribute('aria-required')).toBe('true');
  });

  it('read-only: inputs cannot be typed in, the lone row shows a disabled remove button, no add button', () => {
    render(<Harness loneRow="disable" readOnly canAdd={false} />);
    expect((screen.getByLabelText(/Account Link/) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText(/Platform/) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove account 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Add another platform' })).toBeNull();
  });
});
