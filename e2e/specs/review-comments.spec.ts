import { expect, test, uniqueSuffix } from '../fixtures/index.ts';
import { createBrand, createCampaign, driveWork, PNG_DATA_URL } from '../fixtures/pipeline.ts';

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.alloc(4096),
]);

/*
 * Issue 15's pinned comments: staff pin one on a video at 0:03 and one on an image, then ask for
 * rework with a reason; the creator sees the markers, a tick seeks the video to 0:03, and marks a
 * comment addressed with an answer; staff see it.
 */
test('comments pinned to a video moment and an image spot reach the creator', async ({
  page,
  staffBrowser,
  api,
  registerCreator,
  signInCreator,
  expectAccessible,
  shoot,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueSuffix();
  const staff = await staffBrowser('pin-admin');
  const staffPage = staff.page;
  const brandId = await createBrand(api, staff.token, `Pin Co ${suffix}`);
  const campaignId = await createCampaign(api, staff.token, brandId, `Pin Launch ${suffix}`);
  const creator = await registerCreator();
  const session = await signInCreator(page, creator.email, { goto: null });
  const applicationId = await driveWork(
    api,
    { staff: staff.token, creator: session.token },
    campaignId,
    'accepted',
  );
  // The creator submits an image and a video.
  const item = (await (
    await api.get(`/v1/influencer/apply?taskId=${campaignId}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    })
  ).json()) as {
    data: { campaign: { basic_info: { platform: { _id: string }[] }; deliverables: { _id: string }[] } }[];
  };
  const creatorAuth = { Authorization: `Bearer ${session.token}` };
  const submission = {
    taskId: campaignId,
    task_details: [
      {
        platformId: item.data[0]?.campaign.basic_info.platform[0]?._id,
        deliverables: [
          {
            deliverableType: item.data[0]?.campaign.deliverables[0]?._id,
            files: [
              { fileUrl: PNG_DATA_URL },
              { fileUrl: `data:video/mp4;base64,${MP4.toString('base64')}` },
            ],
          },
        ],
      },
    ],
  };
  const sent = await api.put('/v1/influencer/task/submission', { headers: creatorAuth, data: submission });
  expect(sent.status(), await sent.text()).toBe(200);

  await test.step('staff pin a comment at 0:03 of the video and one on the image, then ask for rework', async () => {
    await staffPage.goto(`/admin/reviews/${applicationId}`);
    const pins = staffPage.getByRole('region', { name: 'Pinned comments' });
    await pins.locator('video').evaluate((v: HTMLVideoElement) => {
      v.currentTime = 3;
    });
    await pins.getByRole('button', { name: 'Comment at the current moment' }).click();
    await pins.getByLabel(/^Comment at 0:03/).fill('Music too loud here');
    await pins.getByRole('button', { name: 'Pin comment' }).click();
    await expect(pins.getByText('Music too loud here')).toBeVisible();
    await pins.getByRole('button', { name: /^Pin a comment on/ }).click({ position: { x: 5, y: 5 } });
    await pins.getByLabel(/^Comment on the marked spot/).fill('Logo cut off');
    await pins.getByRole('button', { name: 'Pin comment' }).click();
    await expect(pins.getByText('Logo cut off')).toBeVisible();
    await expectAccessible(staffPage);
    await shoot(staffPage, 'review-comments-staff');
    await staffPage.getByRole('button', { name: 'Request rework' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Request rework' });
    await dialog.getByLabel('Reason').selectOption('quality');
    await dialog.getByLabel('What should change?').fill('See the pinned comments.');
    // Rework offers rework reasons only (issue 26 D).
    await expect(dialog.getByRole('option', { name: 'Campaign is full' })).toHaveCount(0);
    await shoot(staffPage, 'rework-dialog');
    await dialog.getByRole('button', { name: 'Request rework' }).click();
    await expect(staffPage.getByText('Sent back for rework.').first()).toBeVisible();
  });

  await test.step('the creator sees the markers, a tick seeks to 0:03, and marks a comment addressed', async () => {
    await page.goto(`/work/rework-details/${applicationId}`);
    const section = page.getByRole('region', { name: 'Comments on your work' });
    await expect(section.getByText('Music too loud here')).toBeVisible();
    await section.getByRole('button', { name: /at 0:03: seek there/ }).click();
    const time = await section.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
    expect(time).toBeCloseTo(3, 0);
    await section.getByLabel('Your answer to comment: Music too loud here').fill('Lowered the music');
    await section.getByRole('button', { name: 'Mark addressed' }).first().click();
    await expect(section.getByText('Lowered the music')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'review-comments-creator');
    // The creator answers in the thread too, then resubmits.
    const thread = page.locator('#messages');
    await thread.getByLabel('Your message').fill('Uploading a quieter cut now.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('Uploading a quieter cut now.')).toBeVisible();
    const again = await api.put('/v1/influencer/task/submission', { headers: creatorAuth, data: submission });
    expect(again.status(), await again.text()).toBe(200);
  });

  // Staff see the new version beside the first, the answered comment and the creator's message.
  await staffPage.reload();
  await expect(staffPage.getByText('Lowered the music')).toBeVisible();
  await expect(staffPage.getByRole('region', { name: 'Work version 1' })).toBeVisible();
  await expect(staffPage.getByRole('region', { name: 'Work version 2' })).toBeVisible();
  await expect(staffPage.locator('#messages').getByText('Uploading a quieter cut now.')).toBeVisible();
  // Version 1's comments are not version 2's (issue 26 C): listed apart, each saying its version.
  const pins = staffPage.getByRole('region', { name: 'Pinned comments' });
  const earlier = pins.getByRole('region', { name: 'Comments on earlier versions' });
  await expect(earlier.getByText('Music too loud here')).toBeVisible();
  await expect(earlier.getByText('Logo cut off')).toBeVisible();
  await expect(earlier.getByText('Version 1')).toHaveCount(2);
  await expect(pins.getByText('No comments on this version yet.')).toBeVisible();
  await expectAccessible(staffPage);
  await shoot(staffPage, 'review-comments-version-2');
});
