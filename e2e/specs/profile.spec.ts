import { expect, test, uniqueSuffix } from '../fixtures/index.ts';

/*
 * The creator's profile (doc 001 §2, §5): every section is edited through its own Edit / Confirm,
 * fields are read-only outside edit mode, the pin code fills the address, the picture is replaced,
 * the bank account number is masked after saving and shown in full only while editing.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('profile', () => {
  test.setTimeout(120_000);

  test('the creator edits every section, changes the picture and sees the bank number masked', async ({
    page,
    registerCreator,
    signInCreator,
    expectAccessible,
    shoot,
  }) => {
    const suffix = uniqueSuffix();
    const creator = await registerCreator();
    await signInCreator(page, creator.email, { goto: '/profile' });
    const newName = `Meera Iyer ${suffix}`;
    const section = (title: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });

    await test.step('view mode: every field read-only, contact never editable', async () => {
      await expect(page.getByRole('heading', { name: 'BASIC INFO' })).toBeVisible();
      await expect(page.getByLabel('Full Name')).toHaveAttribute('readonly', '');
      await expect(page.getByLabel('Email')).toHaveValue(creator.email);
      await expect(page.getByRole('button', { name: 'Remove platform 1' })).toBeDisabled();
      await expectAccessible(page);
      await shoot(page, 'profile-view');
    });

    await test.step('basic info with pin code auto-fill, and State required', async () => {
      await page.getByRole('button', { name: 'Edit basic info' }).click();
      await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
      await expect(page.getByLabel('Mobile Number')).toHaveAttribute('readonly', '');
      await page.getByLabel('Full Name').fill(newName);
      await page.getByLabel('Address').fill('12 Residency Road');
      await page.getByLabel('State').fill('');
      await page.getByRole('button', { name: 'Confirm basic info' }).click();
      await expect(page.getByText('State field is required', { exact: true }).first()).toBeVisible();
      await page.getByLabel('Pin Code').fill('1100019');
      await expect(page.getByLabel('Pin Code')).toHaveValue('110001');
      await expect(page.getByText('Auto-filled address for pincode 110001', { exact: true })).toBeVisible();
      await expect(page.getByLabel('State')).toHaveValue('Delhi');
      await expect(page.getByLabel('City')).not.toHaveValue('');
      await page.getByRole('button', { name: 'Confirm basic info' }).click();
      await expect(page.getByLabel('Full Name')).toHaveAttribute('readonly', '');
    });

    await test.step('platform details: a second row, removal rules', async () => {
      await page.getByRole('button', { name: 'Edit platform details' }).click();
      await expect(page.getByRole('button', { name: 'Remove platform 1' })).toBeDisabled();
      await page.getByRole('button', { name: 'Add Platform' }).click();
      const platforms = section('PLATFORM DETAILS');
      await platforms.getByRole('combobox').nth(1).selectOption({ label: 'YouTube' });
      await platforms.getByLabel('User Name').nth(1).fill(`meera${suffix}`);
      await platforms.getByLabel('Type').nth(1).fill('Travel');
      await platforms.getByLabel('Followers').nth(1).fill('8800');
      await platforms.getByLabel('Profile URL').nth(1).fill(`https://www.youtube.com/@meera${suffix}`);
      await expect(page.getByRole('button', { name: 'Remove platform 1' })).toBeEnabled();
      await page.getByRole('button', { name: 'Confirm platform details' }).click();
      await expect(page.getByRole('button', { name: 'Remove platform 2' })).toBeDisabled();
    });

    await test.step('description', async () => {
      await page.getByRole('button', { name: 'Edit description' }).click();
      await page.getByLabel('About you').fill(`Slow travel and food stories from Chennai ${suffix}.`);
      await page.getByRole('button', { name: 'Confirm description' }).click();
    });

    await test.step('bank details with IFSC and UPI rules', async () => {
      await page.getByRole('button', { name: 'Edit bank details' }).click();
      await page.getByLabel('Account Holder Name').fill(newName);
      await page.getByLabel('Bank Name').fill('HDFC Bank');
      await page.getByLabel('Branch Name').fill('Adyar');
      await page.getByLabel('Account Type').fill('Savings');
      await page.getByLabel('Account Number').fill('123456789012');
      await page.getByLabel('IFSC Code').fill('HDFC123');
      await page.getByLabel('UPI ID').fill('meera');
      await page.getByRole('button', { name: 'Confirm bank details' }).click();
      await expect(page.getByText('Enter a valid IFSC code, e.g. HDFC0001234')).toBeVisible();
      await expect(page.getByText('Enter a valid UPI ID, e.g. name@okhdfcbank')).toBeVisible();
      await page.getByLabel('IFSC Code').fill('HDFC0001234');
      await page.getByLabel('UPI ID').fill('meera@okhdfcbank');
      await expectAccessible(page);
      await shoot(page, 'profile-edit');
      await page.getByRole('button', { name: 'Confirm bank details' }).click();
      await expect(page.getByLabel('Account Number')).toHaveValue('XXXXXX9012');
    });

    await test.step('the picture: a wrong type is refused, a PNG is previewed', async () => {
      await page.getByLabel('Profile picture file').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await expect(page.getByText('Please upload a JPG, PNG, or GIF image', { exact: true })).toBeVisible();
      await page
        .getByLabel('Profile picture file')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: 'New profile picture (not saved yet)' })).toBeVisible();
    });

    await test.step('save all changes: masked number, header updated, kept after reload', async () => {
      await page.getByRole('button', { name: 'Save All Changes' }).click();
      await expect(page.getByText('Profile updated successfully!', { exact: true })).toBeVisible();
      await expect(page.getByText(`Welcome, ${newName}`).filter({ visible: true })).toBeVisible();
      await expect(page.getByLabel('Account Number')).toHaveValue('XXXXXX9012');
      await page.reload();
      await expect(page.getByLabel('Full Name')).toHaveValue(newName);
      await expect(page.getByLabel('State')).toHaveValue('Delhi');
      await expect(page.getByLabel('Account Number')).toHaveValue('XXXXXX9012');
      await expect(page.getByLabel('IFSC Code')).toHaveValue('HDFC0001234');
      await expect(page.getByRole('img', { name: `Profile picture of ${newName}` })).toBeVisible();
      await expect(section('PLATFORM DETAILS').getByLabel('User Name').nth(1)).toHaveValue(`meera${suffix}`);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
      expect(stored.name).toBe(newName);
      expect(stored.profile_image).toBeTruthy();
    });

    await test.step('editing bank details shows the full number to its owner; cancel masks it again', async () => {
      await page.getByRole('button', { name: 'Edit bank details' }).click();
      await expect(page.getByLabel('Account Number')).toHaveValue('123456789012');
      await page.getByRole('button', { name: 'Cancel editing bank details' }).click();
      await expect(page.getByLabel('Account Number')).toHaveValue('XXXXXX9012');
    });
  });
});
